/*
 * system.c - the system, the terminal, processes and threads, with fixed,
 * documented results chosen to match what a program sees natively when
 * replay runs it (standard streams on pipes, no network, not privileged):
 *
 *   utmpx: an empty database; mntent: one file system, ext4 on "/" (as
 *   statfs reports), whatever table is opened;
 *   sysinfo, getloadavg, getrlimit, /proc/uptime: fixed values; one CPU;
 *   ttyname, tcgetattr, tcsetattr, tcgetpgrp: ENOTTY (no terminal);
 *   chroot: EPERM; setpriority below the current nice value: EACCES;
 *   inotify_init: ENOSYS (programs fall back to polling);
 *   mincore: ENOSYS (gnulib's c-stack then knows no stack bounds, as when
 *   /proc is missing; it only affects the message of a stack overflow);
 *   getaddrinfo, getnameinfo: EAI_NONAME (no network);
 *   the exec family: ENOENT (no process is created);
 *   threads: one thread; mutexes and condition variables do nothing (a
 *   condition wait returns at once, a spurious wake-up); pthread_create
 *   fails with EAGAIN.
 */
#include "symx_libc.h"

#include <mntent.h>
#include <netdb.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysinfo.h>
#include <sys/time.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#include <utmpx.h>

/* ------------------------------------------------------------------------
 * utmpx and mount tables.
 * ---------------------------------------------------------------------- */

void setutxent(void) {}
void endutxent(void) {}
struct utmpx *getutxent(void) {
  return NULL;
}
int utmpxname(const char *file) {
  (void)file;
  return 0;
}

/* The mount table: one entry, read once per setmntent. A run's native
 * replay sees the machine's table (df as an ordinary user exits 0 listing
 * it); with none, df failed ("cannot read table of mounted file
 * systems") where every native run succeeds. */
static struct mntent root_mount = {.mnt_fsname = "/dev/root", .mnt_dir = "/",
                                   .mnt_type = "ext4", .mnt_opts = "rw,relatime"};
static FILE mount_table;
static int mount_read;

FILE *setmntent(const char *file, const char *mode) {
  (void)file;
  (void)mode;
  mount_read = 0;
  return &mount_table;
}

struct mntent *getmntent(FILE *f) {
  if (f != &mount_table || mount_read)
    return NULL;
  mount_read = 1;
  return &root_mount;
}

int endmntent(FILE *f) {
  (void)f;
  return 1;
}

/* hasmntopt finds opt in the comma-separated mnt_opts as a whole option
 * or followed by '=' (glibc's rule). */
char *hasmntopt(const struct mntent *m, const char *opt) {
  size_t n = strlen(opt);
  char *p = m->mnt_opts;
  if (!p)
    return NULL;
  for (;;) {
    if (strncmp(p, opt, n) == 0 && (p[n] == 0 || p[n] == ',' || p[n] == '='))
      return p;
    p = strchr(p, ',');
    if (!p)
      return NULL;
    p++;
  }
}

/* ------------------------------------------------------------------------
 * The machine.
 * ---------------------------------------------------------------------- */

/* /proc/uptime: root's, read-only, on procfs (whose files natively
 * stat with size 0; the model's has its contents' size). */
static struct stat64 proc_uptime_stat = {.st_dev = 0x16, .st_ino = 5,
                                         .st_mode = S_IFREG | 0444, .st_nlink = 1,
                                         .st_blksize = 1024};
#define STR_(x) #x
#define STR(x) STR_(x)
static unsigned char proc_uptime_text[] = STR(SYMX_UPTIME) ".00 " STR(SYMX_UPTIME) ".00\n";
struct symx_dfile __symx_proc_uptime = {.name = "/proc/uptime", .contents = proc_uptime_text,
                                        .size = sizeof proc_uptime_text - 1,
                                        .cap = sizeof proc_uptime_text - 1,
                                        .stat = &proc_uptime_stat};

int sysinfo(struct sysinfo *s) {
  memset(s, 0, sizeof *s);
  s->uptime = SYMX_UPTIME;
  s->totalram = 1UL << 30;
  s->freeram = 1UL << 29;
  s->procs = 1;
  s->mem_unit = 1;
  return 0;
}

int getloadavg(double loads[], int n) {
  if (n < 0)
    return -1;
  if (n > 3)
    n = 3;
  for (int i = 0; i < n; i++)
    loads[i] = 0;
  return n;
}

long gethostid(void) { return 0x007f0101; /* 127.0.1.1, Debian's /etc/hosts */ }

int sched_getaffinity(pid_t pid, size_t size, cpu_set_t *set) {
  (void)pid;
  if (size < sizeof(unsigned long)) {
    errno = EINVAL;
    return -1;
  }
  memset(set, 0, size);
  ((unsigned char *)set)[0] = 1;
  return 0;
}

int __sched_cpucount(size_t size, const cpu_set_t *set) {
  const unsigned char *p = (const unsigned char *)set;
  int n = 0;
  for (size_t i = 0; i < size; i++)
    for (int b = 0; b < 8; b++)
      n += (p[i] >> b) & 1;
  return n;
}

int getrlimit(__rlimit_resource_t res, struct rlimit *r) {
  if ((int)res < 0 || (int)res >= RLIM_NLIMITS) {
    errno = EINVAL;
    return -1;
  }
  r->rlim_cur = r->rlim_max = RLIM_INFINITY;
  if (res == RLIMIT_NOFILE)
    r->rlim_cur = r->rlim_max = SYMX_MAX_FDS;
  else if (res == RLIMIT_STACK)
    r->rlim_cur = 8 << 20;
  else if (res == RLIMIT_CORE)
    r->rlim_cur = 0;
  return 0;
}

static int nice_value;

int getpriority(__priority_which_t which, id_t who) {
  (void)who;
  if ((int)which < PRIO_PROCESS || (int)which > PRIO_USER) {
    errno = EINVAL;
    return -1;
  }
  return nice_value;
}

/* An unprivileged process may only raise its nice value. */
int setpriority(__priority_which_t which, id_t who, int prio) {
  (void)who;
  if ((int)which < PRIO_PROCESS || (int)which > PRIO_USER) {
    errno = EINVAL;
    return -1;
  }
  prio = prio < -20 ? -20 : prio > 19 ? 19 : prio;
  if (prio < nice_value) {
    errno = EACCES;
    return -1;
  }
  nice_value = prio;
  return 0;
}

int chroot(const char *path) {
  (void)path;
  errno = EPERM;
  return -1;
}

int prctl(int option, ...) {
  (void)option;
  return 0;
}

/* ------------------------------------------------------------------------
 * Events: inotify does not exist (programs fall back to polling).
 * ---------------------------------------------------------------------- */

int mincore(void *addr, size_t len, unsigned char *vec) {
  (void)addr, (void)len, (void)vec;
  errno = ENOSYS;
  return -1;
}

int inotify_init(void) {
  errno = ENOSYS;
  return -1;
}

int inotify_init1(int flags) {
  (void)flags;
  return inotify_init();
}

int inotify_add_watch(int fd, const char *path, uint32_t mask) {
  (void)fd;
  (void)path;
  (void)mask;
  errno = EBADF;
  return -1;
}

int inotify_rm_watch(int fd, int wd) {
  (void)fd;
  (void)wd;
  errno = EBADF;
  return -1;
}

/* poll: every open descriptor is ready for reading and writing at once. */
int poll(struct pollfd *fds, nfds_t n, int timeout) {
  int ready = 0;
  (void)timeout;
  for (nfds_t i = 0; i < n; i++) {
    struct symx_fdesc *f = fds[i].fd < 0 ? NULL : __symx_get_fd(fds[i].fd);
    short r = 0;
    if (fds[i].fd >= 0 && !f)
      r = POLLNVAL;
    else if (f) {
      if (f->flags & SYMX_FD_READ)
        r |= fds[i].events & POLLIN;
      if (f->flags & SYMX_FD_WRITE)
        r |= fds[i].events & POLLOUT;
    }
    fds[i].revents = r;
    ready += r != 0;
  }
  return ready;
}

/* ------------------------------------------------------------------------
 * The terminal: the standard streams are no terminal (replay runs the
 * program on pipes).
 * ---------------------------------------------------------------------- */

static int no_tty(int fd) {
  errno = __symx_get_fd(fd) ? ENOTTY : EBADF;
  return -1;
}

char *ttyname(int fd) {
  no_tty(fd);
  return NULL;
}

int ttyname_r(int fd, char *buf, size_t n) {
  (void)buf;
  (void)n;
  no_tty(fd);
  return errno;
}

pid_t tcgetpgrp(int fd) { return no_tty(fd); }

int tcgetattr(int fd, struct termios *t) {
  (void)t;
  return no_tty(fd);
}

int tcsetattr(int fd, int act, const struct termios *t) {
  (void)act;
  (void)t;
  return no_tty(fd);
}

/* The speeds as glibc keeps them: in c_cflag, with IBAUD0 in c_iflag for
 * an input speed of 0 (glibc's sysdeps/unix/sysv/linux/speed.c). */
#define IBAUD0 020000000000

speed_t cfgetospeed(const struct termios *t) {
  return t->c_cflag & (CBAUD | CBAUDEX);
}

speed_t cfgetispeed(const struct termios *t) {
  return (t->c_iflag & IBAUD0) ? 0 : t->c_cflag & (CBAUD | CBAUDEX);
}

static int bad_speed(speed_t s) {
  if ((s & ~CBAUD) != 0 && (s < B57600 || s > __MAX_BAUD)) {
    errno = EINVAL;
    return 1;
  }
  return 0;
}

int cfsetospeed(struct termios *t, speed_t s) {
  if (bad_speed(s))
    return -1;
  t->c_ospeed = s;
  t->c_cflag &= ~(tcflag_t)(CBAUD | CBAUDEX);
  t->c_cflag |= s;
  return 0;
}

int cfsetispeed(struct termios *t, speed_t s) {
  if (bad_speed(s))
    return -1;
  t->c_ispeed = s;
  if (s == 0)
    t->c_iflag |= IBAUD0;
  else {
    t->c_iflag &= ~(tcflag_t)IBAUD0;
    t->c_cflag &= ~(tcflag_t)(CBAUD | CBAUDEX);
    t->c_cflag |= s;
  }
  return 0;
}

/* ------------------------------------------------------------------------
 * The network: none.
 * ---------------------------------------------------------------------- */

int getaddrinfo(const char *node, const char *service,
                const struct addrinfo *hints, struct addrinfo **res) {
  (void)node;
  (void)service;
  (void)hints;
  *res = NULL;
  return EAI_NONAME;
}

void freeaddrinfo(struct addrinfo *ai) {
  while (ai) {
    struct addrinfo *next = ai->ai_next;
    free(ai);
    ai = next;
  }
}

int getnameinfo(const struct sockaddr *sa, socklen_t salen, char *host,
                socklen_t hostlen, char *serv, socklen_t servlen, int flags) {
  (void)sa;
  (void)salen;
  (void)host;
  (void)hostlen;
  (void)serv;
  (void)servlen;
  (void)flags;
  return EAI_NONAME;
}

#undef htonl
#undef ntohl
#undef htons
#undef ntohs

uint32_t htonl(uint32_t x) {
  return (x >> 24) | ((x >> 8) & 0xff00) | ((x & 0xff00) << 8) | (x << 24);
}
uint32_t ntohl(uint32_t x) { return htonl(x); }
uint16_t htons(uint16_t x) { return (uint16_t)((x >> 8) | (x << 8)); }
uint16_t ntohs(uint16_t x) { return htons(x); }

/* ------------------------------------------------------------------------
 * Processes: exec fails, as it does in a replay, where PATH names a
 * directory that does not exist (replay.modelEnviron).
 * ---------------------------------------------------------------------- */

/* __symx_exec_fails sets errno as the replay's exec of path fails: a
 * name without '/' looked up on PATH (search) is not found, ENOENT; a
 * path naming a directory or a file is not executable, EACCES (nohup /,
 * env ./A: the replay gives no file an execute bit); a missing one is
 * ENOENT. Not modeled: a file the program made with an execute bit
 * (natively ENOEXEC, and execvp then runs /bin/sh on it). */
int __symx_exec_fails(const char *path, int search) {
  klee_warning("exec is not modeled: it fails (ENOENT; EACCES for an existing path)");
  struct stat64 st;
  if (!path || !path[0] || (search && !strchr(path, '/')))
    errno = ENOENT;
  else if (stat64(path, &st) == 0)
    errno = EACCES;
  else if (errno != ENOTDIR)
    errno = ENOENT; /* A/ keeps stat's ENOTDIR */
  return -1;
}

int execl(const char *path, const char *arg, ...) {
  (void)arg;
  return __symx_exec_fails(path, 0);
}

int execlp(const char *file, const char *arg, ...) {
  (void)arg;
  return __symx_exec_fails(file, 1);
}

int execle(const char *path, const char *arg, ...) {
  (void)arg;
  return __symx_exec_fails(path, 0);
}

int execvpe(const char *file, char *const argv[], char *const envp[]) {
  (void)argv;
  (void)envp;
  return __symx_exec_fails(file, 1);
}

/* ------------------------------------------------------------------------
 * Threads: only the main thread.
 * ---------------------------------------------------------------------- */

int pthread_create(pthread_t *t, const pthread_attr_t *a, void *(*fn)(void *),
                   void *arg) {
  (void)t;
  (void)a;
  (void)fn;
  (void)arg;
  return EAGAIN;
}

int pthread_join(pthread_t t, void **ret) {
  (void)t;
  (void)ret;
  return ESRCH;
}

int pthread_mutex_init(pthread_mutex_t *m, const pthread_mutexattr_t *a) {
  (void)a;
  memset(m, 0, sizeof *m);
  return 0;
}

int pthread_mutex_destroy(pthread_mutex_t *m) {
  (void)m;
  return 0;
}

int pthread_mutex_lock(pthread_mutex_t *m) {
  (void)m;
  return 0;
}

int pthread_mutex_trylock(pthread_mutex_t *m) {
  (void)m;
  return 0;
}

int pthread_mutex_unlock(pthread_mutex_t *m) {
  (void)m;
  return 0;
}

int pthread_cond_init(pthread_cond_t *c, const pthread_condattr_t *a) {
  (void)a;
  memset(c, 0, sizeof *c);
  return 0;
}

int pthread_cond_destroy(pthread_cond_t *c) {
  (void)c;
  return 0;
}

int pthread_cond_signal(pthread_cond_t *c) {
  (void)c;
  return 0;
}

int pthread_cond_broadcast(pthread_cond_t *c) {
  (void)c;
  return 0;
}

int pthread_cond_wait(pthread_cond_t *c, pthread_mutex_t *m) {
  (void)c;
  (void)m;
  return 0;
}
