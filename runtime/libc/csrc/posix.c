/*
 * posix.c - process, signal, time, locale and message-catalog functions
 * with fixed, documented results.
 *
 *   getpid 100, getppid 1, getuid/geteuid and getgid/getegid SYMX_UID (65000);
 *   time() 1700000000 (2023-11-14T22:13:20Z), clock() 0;
 *   signal/sigaction record the handler and return the previous one (SIG_DFL
 *   at first); raise/kill(getpid()) run it;
 *   sleep/usleep/nanosleep return at once; locale functions report "C";
 *   gettext and friends return their message argument.
 */
#include "symx_libc.h"

#include <locale.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#define SYMX_PID 100
#define SYMX_TIME 1700000000

/* ------------------------------------------------------------------------
 * Process identity.
 * ---------------------------------------------------------------------- */

pid_t getpid(void) { return SYMX_PID; }
pid_t getppid(void) { return 1; }
pid_t gettid(void) { return SYMX_PID; }
uid_t getuid(void) { return SYMX_UID; }
uid_t geteuid(void) { return SYMX_UID; }
gid_t getgid(void) { return SYMX_GID; }
gid_t getegid(void) { return SYMX_GID; }
pid_t getpgrp(void) { return SYMX_PID; }
pid_t getpgid(pid_t pid) {
  (void)pid;
  return SYMX_PID;
}
pid_t getsid(pid_t pid) {
  (void)pid;
  return SYMX_PID;
}
pid_t setsid(void) { return SYMX_PID; }
int setpgid(pid_t pid, pid_t pgid) {
  (void)pid;
  (void)pgid;
  return 0;
}
int setuid(uid_t uid) {
  (void)uid;
  return 0;
}
int seteuid(uid_t uid) {
  (void)uid;
  return 0;
}
int setgid(gid_t gid) {
  (void)gid;
  return 0;
}
int setegid(gid_t gid) {
  (void)gid;
  return 0;
}
int getgroups(int n, gid_t *list) {
  if (n > 0)
    list[0] = SYMX_GID;
  return 1;
}

int gethostname(char *name, size_t len) {
  static const char host[] = "symx";
  if (len < sizeof host) {
    errno = ENAMETOOLONG;
    return -1;
  }
  memcpy(name, host, sizeof host);
  return 0;
}

static void copy_field(char *dst, size_t n, const char *src) {
  size_t i = 0;
  for (; i + 1 < n && src[i]; i++)
    dst[i] = src[i];
  dst[i] = 0;
}

int uname(struct utsname *u) {
  memset(u, 0, sizeof *u);
  copy_field(u->sysname, sizeof u->sysname, "Linux");
  copy_field(u->nodename, sizeof u->nodename, "symx");
  copy_field(u->release, sizeof u->release, "6.1.0");
  copy_field(u->version, sizeof u->version, "#1 SMP");
#if defined(__x86_64__)
  copy_field(u->machine, sizeof u->machine, "x86_64");
#else
  copy_field(u->machine, sizeof u->machine, "i686");
#endif
  return 0;
}

long sysconf(int name) {
  switch (name) {
  case _SC_PAGESIZE:
    return 4096;
  case _SC_CLK_TCK:
    return 100;
  case _SC_OPEN_MAX:
    return SYMX_MAX_FDS;
  case _SC_NPROCESSORS_CONF:
  case _SC_NPROCESSORS_ONLN:
    return 1;
  case _SC_ARG_MAX:
    return 131072;
  case _SC_LINE_MAX:
    return 2048;
  default:
    errno = EINVAL;
    return -1;
  }
}

int getpagesize(void) { return 4096; }

/* Processes cannot be created: fork fails as it does for a user at its
 * process limit (replays run the program so, replay/pidns.go). */
pid_t fork(void) {
  klee_warning("fork() is not modeled: it fails with EAGAIN");
  errno = EAGAIN;
  return -1;
}
pid_t vfork(void) { return fork(); }
int execve(const char *path, char *const argv[], char *const envp[]) {
  (void)argv;
  (void)envp;
  return __symx_exec_fails(path, 0);
}
int execv(const char *path, char *const argv[]) {
  return execve(path, argv, NULL);
}
int execvp(const char *file, char *const argv[]) {
  (void)argv;
  return __symx_exec_fails(file, 1);
}
pid_t wait(int *status) {
  (void)status;
  errno = ECHILD;
  return -1;
}
pid_t waitpid(pid_t pid, int *status, int options) {
  (void)pid;
  (void)status;
  (void)options;
  errno = ECHILD;
  return -1;
}
/* popen and posix_spawn make a process too: they fail as fork does
 * (glibc's popen is a posix_spawn, whose clone fails with EAGAIN at the
 * process limit). */
FILE *popen(const char *cmd, const char *mode) {
  (void)cmd;
  (void)mode;
  klee_warning("popen() is not modeled: it fails with EAGAIN");
  errno = EAGAIN;
  return NULL;
}
int pclose(FILE *f) {
  (void)f;
  errno = ECHILD;
  return -1;
}
int posix_spawn(pid_t *pid, const char *path, const posix_spawn_file_actions_t *fa,
                const posix_spawnattr_t *attr, char *const argv[], char *const envp[]) {
  (void)pid, (void)path, (void)fa, (void)attr, (void)argv, (void)envp;
  klee_warning("posix_spawn() is not modeled: it fails with EAGAIN");
  return EAGAIN;
}
int posix_spawnp(pid_t *pid, const char *file, const posix_spawn_file_actions_t *fa,
                 const posix_spawnattr_t *attr, char *const argv[], char *const envp[]) {
  return posix_spawn(pid, file, fa, attr, argv, envp);
}
int system(const char *cmd) {
  if (!cmd)
    return 0; /* no shell */
  klee_warning("system() is not modeled: it fails");
  errno = ENOSYS;
  return -1;
}

/* ------------------------------------------------------------------------
 * Signals.
 * ---------------------------------------------------------------------- */

#define NSIGS 65
static __sighandler_t handlers[NSIGS];

static int bad_sig(int sig) {
  if (sig < 1 || sig >= NSIGS) {
    errno = EINVAL;
    return 1;
  }
  return 0;
}

__sighandler_t signal(int sig, __sighandler_t h) {
  if (bad_sig(sig) || sig == SIGKILL || sig == SIGSTOP) {
    errno = EINVAL;
    return SIG_ERR;
  }
  __sighandler_t old = handlers[sig];
  handlers[sig] = h;
  return old;
}

__sighandler_t __sysv_signal(int sig, __sighandler_t h) {
  return signal(sig, h);
}
__sighandler_t sysv_signal(int sig, __sighandler_t h) { return signal(sig, h); }
__sighandler_t bsd_signal(int sig, __sighandler_t h) { return signal(sig, h); }

int sigaction(int sig, const struct sigaction *act, struct sigaction *old) {
  if (bad_sig(sig))
    return -1;
  if (act && (sig == SIGKILL || sig == SIGSTOP)) {
    errno = EINVAL;
    return -1;
  }
  if (old) {
    memset(old, 0, sizeof *old);
    old->sa_handler = handlers[sig];
  }
  if (act)
    handlers[sig] = act->sa_handler;
  return 0;
}

int raise(int sig) {
  if (bad_sig(sig))
    return -1;
  __sighandler_t h = handlers[sig];
  if (h == SIG_IGN)
    return 0;
  if (h == SIG_DFL) {
    switch (sig) {
    case SIGCHLD:
    case SIGURG:
    case SIGWINCH:
    case SIGCONT:
      return 0;
    case SIGABRT:
      abort();
    default:
      klee_warning("raise: the default action of the signal ends the path");
      _exit(128 + sig);
    }
  }
  h(sig);
  return 0;
}

/* kill signals the process itself (its pid or its group, 0); pid -1 is
 * every other process the caller may signal, which Linux never makes the
 * caller one of: replay runs a test as an ordinary user alone in a pid
 * namespace, where there is none (ESRCH; kill -6 -1 exits 1 natively). */
int kill(pid_t pid, int sig) {
  if (pid != SYMX_PID && pid != 0) {
    errno = ESRCH;
    return -1;
  }
  if (sig == 0)
    return 0;
  return raise(sig);
}

int sigemptyset(sigset_t *s) {
  memset(s, 0, sizeof *s);
  return 0;
}

int sigfillset(sigset_t *s) {
  memset(s, 0xff, sizeof *s);
  return 0;
}

#define SIGWORD(sig) (((unsigned)(sig)-1) / (8 * sizeof(unsigned long)))
#define SIGBIT(sig) (1UL << (((unsigned)(sig)-1) % (8 * sizeof(unsigned long))))

int sigaddset(sigset_t *s, int sig) {
  if (bad_sig(sig))
    return -1;
  s->__val[SIGWORD(sig)] |= SIGBIT(sig);
  return 0;
}

int sigdelset(sigset_t *s, int sig) {
  if (bad_sig(sig))
    return -1;
  s->__val[SIGWORD(sig)] &= ~SIGBIT(sig);
  return 0;
}

int sigismember(const sigset_t *s, int sig) {
  if (bad_sig(sig))
    return -1;
  return (s->__val[SIGWORD(sig)] & SIGBIT(sig)) != 0;
}

int sigprocmask(int how, const sigset_t *set, sigset_t *old) {
  (void)how;
  (void)set;
  if (old)
    memset(old, 0, sizeof *old);
  return 0;
}

/* The alternate signal stack is recorded and reported back; no signal is
 * ever delivered on it (signals are not delivered asynchronously). */
static stack_t altstack = {.ss_flags = SS_DISABLE};

int sigaltstack(const stack_t *ss, stack_t *old) {
  if (old)
    *old = altstack;
  if (ss) {
    if (ss->ss_flags & ~SS_DISABLE) {
      errno = EINVAL;
      return -1;
    }
    if (!(ss->ss_flags & SS_DISABLE) && ss->ss_size < 2048) { /* the kernel's MINSIGSTKSZ on x86 */
      errno = ENOMEM;
      return -1;
    }
    altstack = *ss;
  }
  return 0;
}

int pthread_sigmask(int how, const sigset_t *set, sigset_t *old) {
  sigprocmask(how, set, old);
  return 0;
}

int sigsuspend(const sigset_t *mask) {
  (void)mask;
  errno = EINTR;
  return -1;
}

int pause(void) {
  errno = EINTR;
  return -1;
}

unsigned alarm(unsigned seconds) {
  (void)seconds;
  return 0;
}

/* ------------------------------------------------------------------------
 * Time: a fixed clock.
 * ---------------------------------------------------------------------- */

time_t time(time_t *t) {
  if (t)
    *t = SYMX_TIME;
  return SYMX_TIME;
}

int gettimeofday(struct timeval *tv, void *tz) {
  (void)tz;
  if (tv) {
    tv->tv_sec = SYMX_TIME;
    tv->tv_usec = 0;
  }
  return 0;
}

int clock_gettime(clockid_t id, struct timespec *ts) {
  (void)id;
  ts->tv_sec = SYMX_TIME;
  ts->tv_nsec = 0;
  return 0;
}

clock_t clock(void) { return 0; }

unsigned sleep(unsigned seconds) {
  (void)seconds;
  return 0;
}

int usleep(useconds_t us) {
  (void)us;
  return 0;
}

int nanosleep(const struct timespec *req, struct timespec *rem) {
  (void)req;
  if (rem) {
    rem->tv_sec = 0;
    rem->tv_nsec = 0;
  }
  return 0;
}

/* ------------------------------------------------------------------------
 * Locale and message catalogs: the C locale, untranslated messages.
 * ---------------------------------------------------------------------- */

char *setlocale(int category, const char *locale) {
  static char c[] = "C";
  (void)category;
  if (!locale || !*locale || strcmp(locale, "C") == 0 ||
      strcmp(locale, "POSIX") == 0)
    return c;
  return NULL;
}

struct lconv *localeconv(void) {
  static char dot[] = ".", empty[] = "";
  static struct lconv lc;
  lc.decimal_point = dot;
  lc.thousands_sep = empty;
  lc.grouping = empty;
  lc.int_curr_symbol = empty;
  lc.currency_symbol = empty;
  lc.mon_decimal_point = empty;
  lc.mon_thousands_sep = empty;
  lc.mon_grouping = empty;
  lc.positive_sign = empty;
  lc.negative_sign = empty;
  lc.int_frac_digits = CHAR_MAX;
  lc.frac_digits = CHAR_MAX;
  lc.p_cs_precedes = CHAR_MAX;
  lc.p_sep_by_space = CHAR_MAX;
  lc.n_cs_precedes = CHAR_MAX;
  lc.n_sep_by_space = CHAR_MAX;
  lc.p_sign_posn = CHAR_MAX;
  lc.n_sign_posn = CHAR_MAX;
  return &lc;
}

char *gettext(const char *msgid) { return (char *)msgid; }

char *dgettext(const char *domain, const char *msgid) {
  (void)domain;
  return (char *)msgid;
}

char *dcgettext(const char *domain, const char *msgid, int category) {
  (void)domain;
  (void)category;
  return (char *)msgid;
}

char *ngettext(const char *msgid, const char *plural, unsigned long n) {
  return (char *)(n == 1 ? msgid : plural);
}

char *dngettext(const char *domain, const char *msgid, const char *plural,
                unsigned long n) {
  (void)domain;
  return ngettext(msgid, plural, n);
}

char *dcngettext(const char *domain, const char *msgid, const char *plural,
                 unsigned long n, int category) {
  (void)domain;
  (void)category;
  return ngettext(msgid, plural, n);
}

static char text_domain[64] = "messages";

char *textdomain(const char *domain) {
  if (domain) {
    size_t n = strlen(domain);
    if (n >= sizeof text_domain) {
      errno = ENOMEM;
      return NULL;
    }
    memcpy(text_domain, domain, n + 1);
  }
  return text_domain;
}

char *bindtextdomain(const char *domain, const char *dir) {
  (void)domain;
  static char dflt[] = "/usr/share/locale";
  return dir ? (char *)dir : dflt;
}

char *bind_textdomain_codeset(const char *domain, const char *codeset) {
  (void)domain;
  return (char *)codeset;
}

/* ------------------------------------------------------------------------
 * Logging and accounting: accepted and dropped.
 * ---------------------------------------------------------------------- */

void openlog(const char *ident, int option, int facility) {
  (void)ident;
  (void)option;
  (void)facility;
}

void syslog(int priority, const char *fmt, ...) {
  (void)priority;
  (void)fmt;
}

void vsyslog(int priority, const char *fmt, va_list ap) {
  (void)priority;
  (void)fmt;
  (void)ap;
}

void closelog(void) {}

void *getutent(void) { return NULL; }
void setutent(void) {}
void endutent(void) {}

/* ------------------------------------------------------------------------
 * Error messages: GNU error() and BSD err()/warn().
 * ---------------------------------------------------------------------- */

/* glibc sets these from argv[0] at start-up; here __symx_posix_main and
 * __symx_main do. */
char *program_invocation_name = "prog";
char *program_invocation_short_name = "prog";

static void verror(int errnum, const char *fmt, va_list ap) {
  fprintf(stderr, "%s: ", program_invocation_name);
  if (fmt)
    vfprintf(stderr, fmt, ap);
  if (errnum)
    fprintf(stderr, ": %s", strerror(errnum));
  fputc('\n', stderr);
}

void error(int status, int errnum, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  verror(errnum, fmt, ap);
  va_end(ap);
  if (status)
    exit(status);
}

void error_at_line(int status, int errnum, const char *file, unsigned line,
                   const char *fmt, ...) {
  va_list ap;
  fprintf(stderr, "%s:%s:%u: ", program_invocation_name, file, line);
  va_start(ap, fmt);
  if (fmt)
    vfprintf(stderr, fmt, ap);
  va_end(ap);
  if (errnum)
    fprintf(stderr, ": %s", strerror(errnum));
  fputc('\n', stderr);
  if (status)
    exit(status);
}

static void vwarn_(int with_errno, const char *fmt, va_list ap) {
  int e = errno;
  fprintf(stderr, "%s: ", program_invocation_short_name);
  if (fmt) {
    vfprintf(stderr, fmt, ap);
    if (with_errno)
      fprintf(stderr, ": ");
  }
  if (with_errno)
    fprintf(stderr, "%s", strerror(e));
  fputc('\n', stderr);
}

void warn(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vwarn_(1, fmt, ap);
  va_end(ap);
}

void warnx(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vwarn_(0, fmt, ap);
  va_end(ap);
}

void err(int status, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vwarn_(1, fmt, ap);
  va_end(ap);
  exit(status);
}

void errx(int status, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vwarn_(0, fmt, ap);
  va_end(ap);
  exit(status);
}

/* ------------------------------------------------------------------------
 * Stack protector.
 * ---------------------------------------------------------------------- */

void __stack_chk_fail(void) { abort(); }
void __stack_chk_fail_local(void) { abort(); }
