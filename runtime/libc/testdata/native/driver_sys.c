/*
 * driver_sys.c - native tests of dir.c, fsat.c, users.c and system.c,
 * included by driver.c (groups dirs, users, system).
 *
 * The dirs group sets up the modeled file system with two symbolic files A
 * and B and, natively, a temporary directory holding files A and B with
 * the same contents (as replay does), then runs the same calls on both
 * and compares results and errno.
 */
#include <dirent.h>
#include <grp.h>
#include <mntent.h>
#include <netdb.h>
#include <poll.h>
#include <pthread.h>
#include <pwd.h>
#include <sched.h>
#include <arpa/inet.h>
#include <sys/resource.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <sys/sysinfo.h>
#include <sys/time.h>
#include <termios.h>
#include <utmpx.h>

/* The runtime's functions (symbol prefix symx_). */
void *symx_opendir(const char *);
void *symx_fdopendir(int);
struct dirent *symx_readdir(void *);
struct dirent64 *symx_readdir64(void *);
int symx_closedir(void *);
int symx_dirfd(void *);
void symx_rewinddir(void *);
int symx_openat(int, const char *, int, ...);
int symx_fstatat(int, const char *, struct stat *, int);
int symx_statx(int, const char *, int, unsigned, struct statx *);
int symx_renameat(int, const char *, int, const char *);
int symx_renameat2(int, const char *, int, const char *, unsigned);
int symx_linkat(int, const char *, int, const char *, int);
int symx_link(const char *, const char *);
int symx_symlinkat(const char *, int, const char *);
ssize_t symx_readlinkat(int, const char *, char *, size_t);
int symx_mkdirat(int, const char *, mode_t);
int symx_mkdir(const char *, mode_t);
int symx_rmdir(const char *);
int symx_mknodat(int, const char *, mode_t, dev_t);
int symx_mkfifoat(int, const char *, mode_t);
int symx_mkfifo(const char *, mode_t);
int symx_fchownat(int, const char *, uid_t, gid_t, int);
int symx_chown(const char *, uid_t, gid_t);
int symx_lchown(const char *, uid_t, gid_t);
int symx_fchown(int, uid_t, gid_t);
int symx_fchmodat(int, const char *, mode_t, int);
int symx_unlinkat(int, const char *, int);
int symx_utimensat(int, const char *, const struct timespec *, int);
int symx_futimens(int, const struct timespec *);
int symx_faccessat(int, const char *, int, int);
int symx_fsync(int);
int symx_fdatasync(int);
long symx_pathconf(const char *, int);
long symx_fpathconf(int, int);
int symx_statfs(const char *, struct statfs *);
int symx_fstatfs(int, struct statfs *);
int symx_statvfs(const char *, struct statvfs *);
int symx_fstatvfs(int, struct statvfs *);
int symx_posix_fadvise(int, off_t, off_t, int);
int symx_fallocate(int, int, off_t, off_t);
ssize_t symx_copy_file_range(int, off64_t *, int, off64_t *, size_t,
                             unsigned);
int symx_syncfs(int);
int symx_mkstemp(char *);
int symx_mkostemp(char *, int);
int symx_mkstemps(char *, int);
int symx_open(const char *, int, ...);

struct passwd *symx_getpwuid(uid_t);
struct passwd *symx_getpwnam(const char *);
struct group *symx_getgrgid(gid_t);
struct group *symx_getgrnam(const char *);
struct passwd *symx_getpwent(void);
void symx_setpwent(void);
void symx_endpwent(void);
struct group *symx_getgrent(void);
void symx_setgrent(void);
void symx_endgrent(void);
int symx_getgrouplist(const char *, gid_t, gid_t *, int *);
int symx_setgroups(size_t, const gid_t *);
char *symx_getlogin(void);

void symx_setutxent(void);
struct utmpx *symx_getutxent(void);
void symx_endutxent(void);
int symx_utmpxname(const char *);
void *symx_setmntent(const char *, const char *);
struct mntent *symx_getmntent(void *);
char *symx_hasmntopt(const struct mntent *, const char *);
int symx_endmntent(void *);
int symx_sysinfo(struct sysinfo *);
int symx_sched_getaffinity(pid_t, size_t, cpu_set_t *);
int symx___sched_cpucount(size_t, const cpu_set_t *);
char *symx_ttyname(int);
pid_t symx_tcgetpgrp(int);
int symx_tcgetattr(int, struct termios *);
int symx_tcsetattr(int, int, const struct termios *);
speed_t symx_cfgetispeed(const struct termios *);
speed_t symx_cfgetospeed(const struct termios *);
int symx_cfsetispeed(struct termios *, speed_t);
int symx_cfsetospeed(struct termios *, speed_t);
int symx_getrlimit(int, struct rlimit *);
int symx_getpriority(int, id_t);
int symx_setpriority(int, id_t, int);
int symx_getloadavg(double *, int);
int symx_chroot(const char *);
int symx_poll(struct pollfd *, nfds_t, int);
int symx_getaddrinfo(const char *, const char *, const struct addrinfo *,
                     struct addrinfo **);
void symx_freeaddrinfo(struct addrinfo *);
int symx_execlp(const char *, const char *, ...);
int symx_execvp(const char *, char *const[]);
void *symx_popen(const char *, const char *);
size_t symx_malloc_usable_size(void *);
void *symx_malloc(size_t);
void symx_free(void *);
void *symx_sbrk(intptr_t);
int symx_posix_spawnp(pid_t *, const char *, const void *, const void *, char *const[],
                      char *const[]);
int symx_execv(const char *, char *const[]);
int symx_chdir(const char *);
int symx_fchdir(int);
int symx_pthread_create(pthread_t *, const pthread_attr_t *,
                        void *(*)(void *), void *);
int symx_pthread_mutex_lock(pthread_mutex_t *);
int symx_pthread_mutex_unlock(pthread_mutex_t *);
int symx_pthread_cond_wait(pthread_cond_t *, pthread_mutex_t *);
uint32_t symx_htonl(uint32_t);
uint32_t symx_ntohl(uint32_t);
uint16_t symx_htons(uint16_t);
uint16_t symx_ntohs(uint16_t);
int symx_creat(const char *, mode_t);
ssize_t symx_pread(int, void *, size_t, off_t);
int symx_fcntl(int, int, ...);

/* ------------------------------------------------------------------------
 * dirs: the modeled file system against a native directory.
 * ---------------------------------------------------------------------- */

/* BOTH_RC evaluates nat (the native call) and mod (the model's) and
 * compares their results and, on failure (-1), errno. */
#define BOTH_RC(nat, mod, what)                                                \
  do {                                                                         \
    errno = 0;                                                                 \
    SERR = 0;                                                                  \
    long rn_ = (long)(nat);                                                    \
    int en_ = errno;                                                           \
    long rm_ = (long)(mod);                                                    \
    int em_ = SERR;                                                            \
    CHECK(rn_ == rm_ && (rn_ != -1 || en_ == em_),                             \
          "%s: native %ld (errno %d), model %ld (errno %d)", what, rn_, en_,  \
          rm_, em_);                                                           \
  } while (0)

/* names lists a directory stream's names, sorted, comma-separated. */
static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static void list_names(char *out, size_t n, char **v, int k) {
  qsort(v, (size_t)k, sizeof *v, cmp_str);
  out[0] = 0;
  for (int i = 0; i < k; i++) {
    strncat(out, v[i], n - strlen(out) - 1);
    strncat(out, ",", n - strlen(out) - 1);
    free(v[i]);
  }
}

static void names_native(DIR *d, char *out, size_t n) {
  char *v[64];
  int k = 0;
  struct dirent *e;
  while ((e = readdir(d)) && k < 64) {
    char t[300];
    snprintf(t, sizeof t, "%s:%d", e->d_name, e->d_type);
    v[k++] = strdup(t);
  }
  list_names(out, n, v, k);
}

static void names_model(void *d, char *out, size_t n) {
  char *v[64];
  int k = 0;
  struct dirent *e;
  while ((e = symx_readdir(d)) && k < 64) {
    char t[300];
    snprintf(t, sizeof t, "%s:%d", e->d_name, e->d_type);
    v[k++] = strdup(t);
  }
  list_names(out, n, v, k);
}

static void compare_listing(const char *what) {
  char a[1024], b[1024];
  DIR *dn = opendir(".");
  void *dm = symx_opendir(".");
  CHECK(dn && dm, "%s: opendir", what);
  if (!dn || !dm)
    return;
  names_native(dn, a, sizeof a);
  names_model(dm, b, sizeof b);
  CHECK(strcmp(a, b) == 0, "%s: readdir\n  native %s\n  model  %s", what, a, b);
  rewinddir(dn);
  symx_rewinddir(dm);
  names_native(dn, a, sizeof a);
  names_model(dm, b, sizeof b);
  CHECK(strcmp(a, b) == 0, "%s: after rewinddir\n  native %s\n  model  %s",
        what, a, b);
  closedir(dn);
  CHECK(symx_closedir(dm) == 0, "%s: closedir", what);
}

static void setup_model_files(void) {
  shim_reset();
  struct stat64 st;
  memset(&st, 0, sizeof st);
  st.st_ino = 5;
  st.st_mode = S_IFREG | 0644;
  st.st_uid = 65000;
  st.st_gid = 65000;
  st.st_blksize = 4096;
  static struct stat64 sa, sb;
  sa = st;
  sb = st;
  sb.st_ino = 6;
  shim_input("A_data", "hello", 5);
  shim_input("A_data_stat", &sa, sizeof sa);
  shim_input("B_data", "w\nrld", 5);
  shim_input("B_data_stat", &sb, sizeof sb);
  static const int version = 1;
  shim_input("model_version", &version, sizeof version);
  static char *argv0[] = {"prog", "--sym-files", "2", "5", NULL};
  int argc = 4;
  char **argv = argv0;
  int how = SHIM_RUN(symx___symx_init_env(&argc, &argv));
  CHECK(how == SHIM_RETURN, "init_env: %d %s", how, shim.error);
}

static void write_file(const char *name, const char *data) {
  int fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0 || write(fd, data, strlen(data)) != (ssize_t)strlen(data))
    CHECK(0, "native setup of %s", name);
  close(fd);
}

static void test_dirs(void) {
  char tmpl[] = "/tmp/symx-dirs-XXXXXX";
  if (!mkdtemp(tmpl) || chdir(tmpl) != 0) {
    CHECK(0, "native temporary directory");
    return;
  }
  write_file("A", "hello");
  write_file("B", "w\nrld");
  setup_model_files();
  struct statfs fs;
  int ext4 = statfs(".", &fs) == 0 && fs.f_type == 0xEF53;

  compare_listing("initial");

  /* opendir and fdopendir */
  BOTH_RC(opendir("A") != NULL, symx_opendir("A") != NULL, "opendir A");
  BOTH_RC(opendir("nope") != NULL, symx_opendir("nope") != NULL,
          "opendir nope");
  BOTH_RC(opendir("") != NULL, symx_opendir("") != NULL, "opendir empty");
  {
    DIR *dn = opendir("./");
    void *dm = symx_opendir("./");
    CHECK(dn && dm, "opendir ./");
    if (dn && dm) {
      CHECK(dirfd(dn) >= 0 && symx_dirfd(dm) >= 0, "dirfd");
      struct stat a, b;
      fstat(dirfd(dn), &a);
      symx_fstat(symx_dirfd(dm), &b);
      CHECK(S_ISDIR(a.st_mode) && S_ISDIR(b.st_mode), "fstat of dirfd");
      closedir(dn);
      symx_closedir(dm);
    }
    int fn = open(".", O_RDONLY | O_DIRECTORY);
    int fm = symx_open(".", O_RDONLY | O_DIRECTORY);
    DIR *dn2 = fdopendir(fn);
    void *dm2 = symx_fdopendir(fm);
    CHECK(dn2 && dm2, "fdopendir");
    if (dn2 && dm2) {
      char a[512], b[512];
      names_native(dn2, a, sizeof a);
      names_model(dm2, b, sizeof b);
      CHECK(strcmp(a, b) == 0, "fdopendir names: %s / %s", a, b);
      closedir(dn2);
      symx_closedir(dm2);
    }
    char buf[4];
    fn = open(".", O_RDONLY);
    fm = symx_open(".", O_RDONLY);
    BOTH_RC(read(fn, buf, 4), symx_read(fm, buf, 4), "read a directory");
    /* A directory's end is where ext4 puts it for a hashed directory
     * (truncate -r . sizes by it); elsewhere (tmpfs) native fails. */
    off_t en = lseek(fn, 0, SEEK_END), em = symx_lseek(fm, 0, SEEK_END);
    if (en != -1 || sizeof(off_t) == 4)
      CHECK(en == em, "lseek to a directory's end: %lld / %lld", (long long)en, (long long)em);
    close(fn);
    symx_close(fm);
    fn = open("A", O_RDONLY);
    fm = symx_open("A", O_RDONLY);
    BOTH_RC(fdopendir(fn) != NULL, symx_fdopendir(fm) != NULL,
            "fdopendir of a file");
    close(fn);
    symx_close(fm);
    BOTH_RC(fdopendir(99) != NULL, symx_fdopendir(29) != NULL,
            "fdopendir of a closed fd");
  }

  /* paths */
  BOTH_RC(open("A", O_RDONLY | O_DIRECTORY), symx_open("A", O_RDONLY | O_DIRECTORY),
          "open A O_DIRECTORY");
  BOTH_RC(open(".", O_WRONLY), symx_open(".", O_WRONLY), "open . O_WRONLY");
  BOTH_RC(open(".", O_RDONLY | O_CREAT, 0644),
          symx_open(".", O_RDONLY | O_CREAT, 0644), "open . O_CREAT");
  {
    struct stat a, b;
    int rn = stat("./A", &a), rm = symx_stat("./A", &b);
    CHECK(rn == 0 && rm == 0 && a.st_size == b.st_size, "stat ./A");
    rn = stat(".//./B", &a), rm = symx_stat(".//./B", &b);
    CHECK(rn == 0 && rm == 0 && a.st_size == b.st_size, "stat .//./B");
    rn = stat("./", &a), rm = symx_stat("./", &b);
    CHECK(rn == 0 && rm == 0 && S_ISDIR(a.st_mode) && S_ISDIR(b.st_mode) &&
              (a.st_mode & 07777) == (b.st_mode & 07777),
          "stat ./: %o %o", a.st_mode, b.st_mode);
  }
  /* "/" and ".." exist; their entries are not modeled ("/" lists tmp) */
  {
    static const char *paths[] = {"/", "//", "/.", "/./", "..", "../", "./..",
                                  "../.", "...", "/A", ".../", ".x", "/.x"};
    for (unsigned i = 0; i < sizeof paths / sizeof *paths; i++) {
      struct stat a, b;
      char what[64];
      snprintf(what, sizeof what, "stat %s", paths[i]);
      BOTH_RC(stat(paths[i], &a), symx_stat(paths[i], &b), what);
      snprintf(what, sizeof what, "opendir %s", paths[i]);
      DIR *dn = opendir(paths[i]);
      void *dm = symx_opendir(paths[i]);
      BOTH_RC(dn != NULL, dm != NULL, what);
      if (dn)
        closedir(dn);
      if (dm) {
        char names[64];
        names_model(dm, names, sizeof names);
        /* ".." lists "." under its native name, replay's "cwd" */
        const char *want = paths[i][0] == '/' ? "..:4,.:4,proc:4,root:4,tmp:4," : "..:4,.:4,cwd:4,";
        CHECK(strcmp(names, want) == 0, "%s lists %s", paths[i], names);
        symx_closedir(dm);
      }
      snprintf(what, sizeof what, "mkdir %s", paths[i]);
      if (stat(paths[i], &a) == 0) /* (the model cannot make directories) */
        BOTH_RC(mkdir(paths[i], 0700), symx_mkdir(paths[i], 0700), what);
      snprintf(what, sizeof what, "open %s O_WRONLY", paths[i]);
      BOTH_RC(open(paths[i], O_WRONLY), symx_open(paths[i], O_WRONLY), what);
    }
    BOTH_RC(rmdir("/"), symx_rmdir("/"), "rmdir /");
    BOTH_RC(unlinkat(AT_FDCWD, "A", AT_REMOVEDIR),
            symx_unlinkat(AT_FDCWD, "A", AT_REMOVEDIR), "unlinkat A AT_REMOVEDIR");
    BOTH_RC(unlinkat(AT_FDCWD, ".", AT_REMOVEDIR),
            symx_unlinkat(AT_FDCWD, ".", AT_REMOVEDIR), "unlinkat . AT_REMOVEDIR");
    BOTH_RC(rmdir(".."), symx_rmdir(".."), "rmdir ..");
    BOTH_RC(unlink("/"), symx_unlink("/"), "unlink /");
  }
  BOTH_RC(rmdir("A"), symx_rmdir("A"), "rmdir A");
  BOTH_RC(rmdir("."), symx_rmdir("."), "rmdir .");
  BOTH_RC(rmdir("nope"), symx_rmdir("nope"), "rmdir nope");
  BOTH_RC(mkdir("A", 0755), symx_mkdir("A", 0755), "mkdir A");
  BOTH_RC(mkdirat(AT_FDCWD, ".", 0755), symx_mkdirat(AT_FDCWD, ".", 0755),
          "mkdirat .");
  BOTH_RC(unlink("."), symx_unlink("."), "unlink .");
  BOTH_RC(unlinkat(AT_FDCWD, "nope", 0), symx_unlinkat(AT_FDCWD, "nope", 0),
          "unlinkat nope");

  /* the at family on paths that do not exist */
  {
    struct stat s;
    struct statx sx;
    struct timespec ts[2] = {{1, 0}, {2, 0}};
    struct statfs f;
    struct statvfs v;
    char buf[16];
    BOTH_RC(fstatat(AT_FDCWD, "nope", &s, 0), symx_fstatat(AT_FDCWD, "nope", &s, 0),
            "fstatat nope");
    BOTH_RC(statx(AT_FDCWD, "nope", 0, STATX_BASIC_STATS, &sx),
            symx_statx(AT_FDCWD, "nope", 0, STATX_BASIC_STATS, &sx), "statx nope");
    BOTH_RC(renameat(AT_FDCWD, "nope", AT_FDCWD, "x"),
            symx_renameat(AT_FDCWD, "nope", AT_FDCWD, "x"), "renameat nope");
    BOTH_RC(renameat2(AT_FDCWD, "nope", AT_FDCWD, "x", RENAME_NOREPLACE),
            symx_renameat2(AT_FDCWD, "nope", AT_FDCWD, "x", RENAME_NOREPLACE),
            "renameat2 nope");
    BOTH_RC(linkat(AT_FDCWD, "nope", AT_FDCWD, "x", 0),
            symx_linkat(AT_FDCWD, "nope", AT_FDCWD, "x", 0), "linkat nope");
    BOTH_RC(link("nope", "x"), symx_link("nope", "x"), "link nope");
    BOTH_RC(linkat(AT_FDCWD, "A", AT_FDCWD, "B", 0),
            symx_linkat(AT_FDCWD, "A", AT_FDCWD, "B", 0), "linkat onto B");
    BOTH_RC(symlinkat("A", AT_FDCWD, "B"), symx_symlinkat("A", AT_FDCWD, "B"),
            "symlinkat onto B");
    BOTH_RC(symlinkat("", AT_FDCWD, "x"), symx_symlinkat("", AT_FDCWD, "x"),
            "symlinkat empty target");
    BOTH_RC(readlinkat(AT_FDCWD, "A", buf, sizeof buf),
            symx_readlinkat(AT_FDCWD, "A", buf, sizeof buf), "readlinkat A");
    BOTH_RC(readlinkat(AT_FDCWD, "nope", buf, sizeof buf),
            symx_readlinkat(AT_FDCWD, "nope", buf, sizeof buf),
            "readlinkat nope");
    BOTH_RC(mknodat(AT_FDCWD, "A", S_IFIFO | 0644, 0),
            symx_mknodat(AT_FDCWD, "A", S_IFIFO | 0644, 0), "mknodat A");
    BOTH_RC(mkfifo("B", 0644), symx_mkfifo("B", 0644), "mkfifo B");
    BOTH_RC(mkfifoat(AT_FDCWD, "", 0644), symx_mkfifoat(AT_FDCWD, "", 0644),
            "mkfifoat empty");
    BOTH_RC(fchownat(AT_FDCWD, "nope", 0, 0, 0),
            symx_fchownat(AT_FDCWD, "nope", 0, 0, 0), "fchownat nope");
    BOTH_RC(chown("nope", 0, 0), symx_chown("nope", 0, 0), "chown nope");
    BOTH_RC(lchown("nope", 0, 0), symx_lchown("nope", 0, 0), "lchown nope");
    BOTH_RC(fchown(99, 0, 0), symx_fchown(29, 0, 0), "fchown bad fd");
    BOTH_RC(fchmodat(AT_FDCWD, "nope", 0644, 0),
            symx_fchmodat(AT_FDCWD, "nope", 0644, 0), "fchmodat nope");
    BOTH_RC(utimensat(AT_FDCWD, "nope", ts, 0),
            symx_utimensat(AT_FDCWD, "nope", ts, 0), "utimensat nope");
    BOTH_RC(futimens(99, ts), symx_futimens(29, ts), "futimens bad fd");
    BOTH_RC(faccessat(AT_FDCWD, "nope", F_OK, 0),
            symx_faccessat(AT_FDCWD, "nope", F_OK, 0), "faccessat nope");
    BOTH_RC(faccessat(AT_FDCWD, "./A", R_OK, 0),
            symx_faccessat(AT_FDCWD, "./A", R_OK, 0), "faccessat ./A");
    BOTH_RC(pathconf("nope", _PC_NAME_MAX), symx_pathconf("nope", _PC_NAME_MAX),
            "pathconf nope");
    BOTH_RC(fpathconf(99, _PC_NAME_MAX), symx_fpathconf(29, _PC_NAME_MAX),
            "fpathconf bad fd");
    BOTH_RC(statfs("nope", &f), symx_statfs("nope", &f), "statfs nope");
    BOTH_RC(statvfs("nope", &v), symx_statvfs("nope", &v), "statvfs nope");
    BOTH_RC(fstatfs(99, &f), symx_fstatfs(29, &f), "fstatfs bad fd");
    BOTH_RC(fstatvfs(99, &v), symx_fstatvfs(29, &v), "fstatvfs bad fd");
    BOTH_RC(syncfs(99), symx_syncfs(29), "syncfs bad fd");
    BOTH_RC(posix_fadvise(99, 0, 0, POSIX_FADV_NORMAL),
            symx_posix_fadvise(29, 0, 0, POSIX_FADV_NORMAL), "fadvise bad fd");
  }

  /* the at family on existing files */
  {
    int fn = open("A", O_RDONLY), fm = symx_open("A", O_RDONLY);
    BOTH_RC(posix_fadvise(fn, 0, 0, POSIX_FADV_SEQUENTIAL),
            symx_posix_fadvise(fm, 0, 0, POSIX_FADV_SEQUENTIAL), "fadvise A");
    BOTH_RC(posix_fadvise(fn, 0, 0, 99), symx_posix_fadvise(fm, 0, 0, 99),
            "fadvise bad advice");
    BOTH_RC(syncfs(fn), symx_syncfs(fm), "syncfs A");
    BOTH_RC(fallocate(fn, 0, 0, 10), symx_fallocate(fm, 0, 0, 10),
            "fallocate a read-only fd");
    if (ext4) {
      for (int name = -1; name <= _PC_2_SYMLINKS + 1; name++) {
        char what[32];
        snprintf(what, sizeof what, "pathconf(%d)", name);
        BOTH_RC(pathconf("A", name), symx_pathconf("A", name), what);
        BOTH_RC(fpathconf(fn, name), symx_fpathconf(fm, name), what);
        BOTH_RC(pathconf(".", name), symx_pathconf(".", name), what);
      }
      struct statfs a, b;
      CHECK(fstatfs(fn, &a) == 0 && symx_fstatfs(fm, &b) == 0 &&
                a.f_type == b.f_type && a.f_bsize == b.f_bsize &&
                a.f_namelen == b.f_namelen && a.f_frsize == b.f_frsize,
            "fstatfs");
      struct statvfs c, d;
      CHECK(statvfs("A", &c) == 0 && symx_statvfs("A", &d) == 0 &&
                c.f_bsize == d.f_bsize && c.f_namemax == d.f_namemax,
            "statvfs");
    }
    struct statx a, b;
    CHECK(statx(AT_FDCWD, "./B", 0, STATX_BASIC_STATS, &a) == 0 &&
              symx_statx(AT_FDCWD, "./B", 0, STATX_BASIC_STATS, &b) == 0 &&
              a.stx_size == b.stx_size && S_ISREG(a.stx_mode) &&
              S_ISREG(b.stx_mode) &&
              (b.stx_mask & STATX_BASIC_STATS) == STATX_BASIC_STATS,
          "statx ./B");
    CHECK(statx(fn, "", AT_EMPTY_PATH, STATX_BASIC_STATS, &a) == 0 &&
              symx_statx(fm, "", AT_EMPTY_PATH, STATX_BASIC_STATS, &b) == 0 &&
              a.stx_size == b.stx_size,
          "statx AT_EMPTY_PATH");
    struct timespec ts[2] = {{1000, 5}, {2000, 7}};
    struct stat s1, s2;
    CHECK(utimensat(AT_FDCWD, "A", ts, 0) == 0 &&
              symx_utimensat(AT_FDCWD, "A", ts, 0) == 0,
          "utimensat A");
    struct timespec omit[2] = {{5, UTIME_OMIT}, {3000, 9}};
    CHECK(futimens(fn, omit) == 0 && symx_futimens(fm, omit) == 0,
          "futimens UTIME_OMIT");
    stat("A", &s1);
    symx_stat("A", &s2);
    CHECK(s1.st_atim.tv_sec == s2.st_atim.tv_sec &&
              s1.st_atim.tv_nsec == s2.st_atim.tv_nsec &&
              s1.st_mtim.tv_sec == s2.st_mtim.tv_sec &&
              s1.st_mtim.tv_nsec == s2.st_mtim.tv_nsec,
          "times: native %ld.%ld %ld.%ld, model %ld.%ld %ld.%ld",
          (long)s1.st_atim.tv_sec, s1.st_atim.tv_nsec, (long)s1.st_mtim.tv_sec,
          s1.st_mtim.tv_nsec, (long)s2.st_atim.tv_sec, s2.st_atim.tv_nsec,
          (long)s2.st_mtim.tv_sec, s2.st_mtim.tv_nsec);
    struct timespec bad[2] = {{0, 1000000000}, {0, 0}};
    BOTH_RC(utimensat(AT_FDCWD, "A", bad, 0),
            symx_utimensat(AT_FDCWD, "A", bad, 0), "utimensat bad nsec");

    /* copy_file_range into a new file */
    int on = open("C", O_RDWR | O_CREAT | O_EXCL, 0644);
    int om = symx_open("C", O_RDWR | O_CREAT | O_EXCL, 0644);
    off64_t in1 = 1, in2 = 1;
    BOTH_RC(copy_file_range(fn, &in1, on, NULL, 100, 0),
            symx_copy_file_range(fm, &in2, om, NULL, 100, 0), "copy_file_range");
    CHECK(in1 == in2, "copy_file_range offset %lld %lld", (long long)in1,
          (long long)in2);
    BOTH_RC(copy_file_range(fn, NULL, on, NULL, 100, 1),
            symx_copy_file_range(fm, NULL, om, NULL, 100, 1),
            "copy_file_range flags");
    BOTH_RC(copy_file_range(on, NULL, fn, NULL, 100, 0),
            symx_copy_file_range(om, NULL, fm, NULL, 100, 0),
            "copy_file_range to a read-only fd");
    BOTH_RC(fallocate(on, 0, 2, 10), symx_fallocate(om, 0, 2, 10),
            "fallocate C");
    BOTH_RC(fallocate(on, FALLOC_FL_KEEP_SIZE, 0, 100),
            symx_fallocate(om, FALLOC_FL_KEEP_SIZE, 0, 100),
            "fallocate KEEP_SIZE");
    BOTH_RC(fallocate(on, 0, 0, 0), symx_fallocate(om, 0, 0, 0),
            "fallocate length 0");
    char b1[32] = {0}, b2[32] = {0};
    BOTH_RC(pread(on, b1, sizeof b1, 0), symx_pread(om, b2, sizeof b2, 0),
            "pread C");
    CHECK(memcmp(b1, b2, sizeof b1) == 0, "contents of C");
    BOTH_RC(fchown(on, (uid_t)-1, (gid_t)-1), symx_fchown(om, (uid_t)-1, (gid_t)-1),
            "fchown -1 -1");
    BOTH_RC(fchmodat(AT_FDCWD, "C", 0600, 0), symx_fchmodat(AT_FDCWD, "C", 0600, 0),
            "fchmodat C");
    close(on);
    symx_close(om);
    close(fn);
    symx_close(fm);
  }

  /* names: mknod of a regular file, mkstemp, rename, unlink */
  BOTH_RC(mknod("D", S_IFREG | 0644, 0), symx_mknodat(AT_FDCWD, "D", S_IFREG | 0644, 0),
          "mknod D");
  {
    char t1[] = "tmpXXXXXX", t2[] = "tmpXXXXXX";
    int fn = mkstemp(t1), fm = symx_mkstemp(t2);
    CHECK(fn >= 0 && fm >= 0 && strncmp(t2, "tmp", 3) == 0 && strlen(t2) == 9,
          "mkstemp %s", t2);
    struct stat s1, s2;
    CHECK(fstat(fn, &s1) == 0 && symx_fstat(fm, &s2) == 0 &&
              s1.st_mode == s2.st_mode,
          "mkstemp mode %o %o", s1.st_mode, s2.st_mode);
    close(fn);
    symx_close(fm);
    BOTH_RC(rename(t1, "E"), symx_renameat(AT_FDCWD, t2, AT_FDCWD, "E"),
            "rename the temporary file");
    char b1[] = "tmpXXXX", b2[] = "tmpXXXX";
    BOTH_RC(mkstemp(b1), symx_mkstemp(b2), "mkstemp bad template");
    char c1[] = "oXXXXXX", c2[] = "oXXXXXX";
    fn = mkostemp(c1, O_CLOEXEC);
    fm = symx_mkostemp(c2, O_CLOEXEC);
    CHECK(fn >= 0 && fm >= 0 && fcntl(fn, F_GETFD) == symx_fcntl(fm, F_GETFD),
          "mkostemp O_CLOEXEC");
    close(fn);
    symx_close(fm);
    unlink(c1);
    symx_unlink(c2);
    /* mkstemps: the X's before a suffix, which stays */
    char d1[] = "sXXXXXX.o", d2[] = "sXXXXXX.o";
    fn = mkstemps(d1, 2);
    fm = symx_mkstemps(d2, 2);
    CHECK(fn >= 0 && fm >= 0 && strcmp(d2 + 7, ".o") == 0 && strncmp(d2, "sXXXXXX", 7) != 0,
          "mkstemps %s", d2);
    close(fn);
    symx_close(fm);
    unlink(d1);
    symx_unlink(d2);
    /* record locks: one process's own locks never conflict */
    char l1[] = "lXXXXXX", l2[] = "lXXXXXX";
    fn = mkstemp(l1);
    fm = symx_mkstemp(l2);
    int rn = open(l1, O_RDONLY), rm = symx_open(l2, O_RDONLY);
    CHECK(fn >= 0 && fm >= 0 && rn >= 0 && rm >= 0, "lock files %d %d %d %d", fn, fm, rn, rm);
    static const struct {
      int cmd;
      short type, whence;
      long start;
      int readonly;
      const char *what;
    } locks[] = {
        {F_SETLK, F_WRLCK, SEEK_SET, 1073741824, 0, "F_SETLK write lock"},
        {F_SETLKW, F_RDLCK, SEEK_SET, 0, 0, "F_SETLKW read lock"},
        {F_SETLK, F_UNLCK, SEEK_SET, 0, 0, "F_SETLK unlock"},
        {F_SETLK, F_WRLCK, SEEK_SET, 0, 1, "F_SETLK write lock, read-only descriptor"},
        {F_SETLK, F_RDLCK, SEEK_SET, 0, 1, "F_SETLK read lock, read-only descriptor"},
        {F_SETLK, F_RDLCK, 7, 0, 0, "F_SETLK bad whence"},
        {F_SETLK, 9, SEEK_SET, 0, 0, "F_SETLK bad type"},
        {F_SETLK, F_RDLCK, SEEK_SET, -1, 0, "F_SETLK negative start"},
        {F_GETLK, F_UNLCK, SEEK_SET, 0, 0, "F_GETLK of an unlock"},
        /* on a range none of the process's own locks holds: an open file
         * description's lock conflicts with them, which the model does
         * not track */
        {F_OFD_SETLK, F_WRLCK, SEEK_SET, 4096, 0, "F_OFD_SETLK"},
    };
    /* (before the OFD lock below, which conflicts even with its owner's
     * F_GETLK) */
    struct flock q1 = {.l_type = F_WRLCK, .l_whence = SEEK_SET, .l_len = 0};
    struct flock q2 = q1;
    int gn = fcntl(fn, F_GETLK, &q1), gm = symx_fcntl(fm, F_GETLK, &q2);
    CHECK(gn == 0 && gm == 0 && q1.l_type == F_UNLCK && q2.l_type == F_UNLCK,
          "F_GETLK finds no conflicting lock: native %d type %d, model %d type %d", gn,
          q1.l_type, gm, q2.l_type);
    for (unsigned i = 0; i < sizeof locks / sizeof *locks; i++) {
      struct flock a = {0}, b = {0};
      a.l_type = b.l_type = locks[i].type;
      a.l_whence = b.l_whence = locks[i].whence;
      a.l_start = b.l_start = locks[i].start;
      a.l_len = b.l_len = 1;
      BOTH_RC(fcntl(locks[i].readonly ? rn : fn, locks[i].cmd, &a),
              symx_fcntl(locks[i].readonly ? rm : fm, locks[i].cmd, &b), locks[i].what);
    }
    close(fn);
    close(rn);
    symx_close(fm);
    symx_close(rm);
    unlink(l1);
    symx_unlink(l2);
    char e1[] = "sXXXXXX.o", e2[] = "sXXXXXX.o";
    BOTH_RC(mkstemps(e1, 3), symx_mkstemps(e2, 3), "mkstemps with the X's not before the suffix");
    BOTH_RC(mkstemps(e1, 10), symx_mkstemps(e2, 10), "mkstemps with a suffix longer than the template");
  }
  BOTH_RC(renameat2(AT_FDCWD, "D", AT_FDCWD, "E", RENAME_NOREPLACE),
          symx_renameat2(AT_FDCWD, "D", AT_FDCWD, "E", RENAME_NOREPLACE),
          "renameat2 onto an existing file");
  BOTH_RC(renameat(AT_FDCWD, "D", AT_FDCWD, ""), symx_renameat(AT_FDCWD, "D", AT_FDCWD, ""),
          "renameat D to the empty name");
  BOTH_RC(renameat2(AT_FDCWD, "D", AT_FDCWD, "", RENAME_NOREPLACE),
          symx_renameat2(AT_FDCWD, "D", AT_FDCWD, "", RENAME_NOREPLACE),
          "renameat2 D to the empty name");
  BOTH_RC(renameat(AT_FDCWD, "D", AT_FDCWD, "./F"),
          symx_renameat(AT_FDCWD, "D", AT_FDCWD, "./F"), "renameat D ./F");
  BOTH_RC(mkfifo("P", 0640), symx_mkfifo("P", 0640), "mkfifo P");
  {
    struct stat a, b;
    CHECK(stat("P", &a) == 0 && symx_stat("P", &b) == 0 && a.st_mode == b.st_mode,
          "stat of a FIFO: %o %o", a.st_mode, b.st_mode);
  }
  BOTH_RC(chown("A", (uid_t)-1, (gid_t)-1), symx_chown("A", (uid_t)-1, (gid_t)-1),
          "chown A -1 -1");
  BOTH_RC(unlink("B"), symx_unlinkat(AT_FDCWD, "./B", 0), "unlink B");
  compare_listing("after creating and removing");

  /* Hard links: a second name of the file, which outlives the first. */
  BOTH_RC(link("A", "L"), symx_link("A", "L"), "link A L");
  BOTH_RC(link("A", "L"), symx_link("A", "L"), "link A L again");
  BOTH_RC(link("nope", "M"), symx_link("nope", "M"), "link nope M");
  BOTH_RC(link(".", "M"), symx_link(".", "M"), "link . M");
  {
    struct stat a1, l1, a2, l2;
    CHECK(stat("A", &a1) == 0 && stat("L", &l1) == 0 && symx_stat("A", &a2) == 0 &&
              symx_stat("L", &l2) == 0 && a1.st_ino == l1.st_ino && a2.st_ino == l2.st_ino &&
              l2.st_size == a2.st_size && l2.st_nlink == a2.st_nlink,
          "link: one file under two names");
    BOTH_RC(unlink("A"), symx_unlink("A"), "unlink A (linked)");
    BOTH_RC(stat("A", &a1), symx_stat("A", &a2), "stat A after unlink");
    CHECK(stat("L", &l1) == 0 && symx_stat("L", &l2) == 0 && l1.st_size == l2.st_size,
          "link: L outlives A");
    compare_listing("after unlinking a linked file");
    BOTH_RC(rename("L", "A"), symx_renameat(AT_FDCWD, "L", AT_FDCWD, "A"), "rename L A");
    BOTH_RC(link("A", "L"), symx_link("A", "L"), "link A L once more");
    BOTH_RC(rename("A", "L"), symx_renameat(AT_FDCWD, "A", AT_FDCWD, "L"),
            "rename onto a link of the same file");
    BOTH_RC(unlink("L"), symx_unlink("L"), "unlink L");
    CHECK(stat("A", &a1) == 0 && symx_stat("A", &a2) == 0 && a2.st_size == l2.st_size,
          "A after its link is gone");
  }

  /* As the user replay runs the program as (the driver is root, so these
   * are the model's alone): "/" is root's 0755, times only for the owner
   * or, set to now, a writer; ".." is /tmp, writable by all. */
  SERR = 0;
  CHECK(symx_utimensat(AT_FDCWD, "/", NULL, 0) == -1 && SERR == EACCES,
        "utimensat / now: EACCES");
  {
    struct timespec ts[2] = {{1, 0}, {2, 0}};
    SERR = 0;
    CHECK(symx_utimensat(AT_FDCWD, "..", ts, 0) == -1 && SERR == EPERM,
          "utimensat .. at a time: EPERM");
    CHECK(symx_utimensat(AT_FDCWD, "..", NULL, 0) == 0, "utimensat .. now");
    /* one time now, the other omitted, is no touch: the owner's alone
     * (touch -a on a writable file of another user fails natively) */
    struct timespec now_omit[2] = {{0, UTIME_NOW}, {0, UTIME_OMIT}};
    struct timespec now_now[2] = {{0, UTIME_NOW}, {0, UTIME_NOW}};
    struct timespec omit_omit[2] = {{0, UTIME_OMIT}, {0, UTIME_OMIT}};
    SERR = 0;
    CHECK(symx_utimensat(AT_FDCWD, "..", now_omit, 0) == -1 && SERR == EPERM,
          "utimensat .. now, omitted: EPERM");
    CHECK(symx_utimensat(AT_FDCWD, "..", now_now, 0) == 0, "utimensat .. now, now");
    CHECK(symx_utimensat(AT_FDCWD, "/", omit_omit, 0) == 0, "utimensat / omitted: no question");
    CHECK(symx_utimensat(AT_FDCWD, ".", ts, 0) == 0, "utimensat . at a time (own)");
  }

  /* Symbolic links: an entry of their own that lookups follow (ln -s). */
  {
    char b1[16], b2[16];
    struct stat a, b;
    BOTH_RC(symlinkat("A", AT_FDCWD, "S"), symx_symlinkat("A", AT_FDCWD, "S"), "symlink A S");
    BOTH_RC(symlinkat("A", AT_FDCWD, "S"), symx_symlinkat("A", AT_FDCWD, "S"), "symlink A S again");
    BOTH_RC(symlinkat("nope", AT_FDCWD, "T"), symx_symlinkat("nope", AT_FDCWD, "T"),
            "symlink nope T (dangling)");
    BOTH_RC(symlinkat("A", AT_FDCWD, "T/"), symx_symlinkat("A", AT_FDCWD, "T/"), "symlink A T/");
    BOTH_RC(symlinkat("U", AT_FDCWD, "U"), symx_symlinkat("U", AT_FDCWD, "U"), "symlink U U (a loop)");
    BOTH_RC(readlinkat(AT_FDCWD, "S", b1, sizeof b1), symx_readlinkat(AT_FDCWD, "S", b2, sizeof b2),
            "readlink S");
    CHECK(memcmp(b1, "A", 1) == 0 && memcmp(b2, "A", 1) == 0, "readlink S: A");
    BOTH_RC(readlinkat(AT_FDCWD, "T", b1, 2), symx_readlinkat(AT_FDCWD, "T", b2, 2),
            "readlink T, truncated");
    CHECK(stat("S", &a) == 0 && symx_stat("S", &b) == 0 && S_ISREG(a.st_mode) &&
              S_ISREG(b.st_mode) && a.st_size == b.st_size,
          "stat S follows to A");
    CHECK(lstat("S", &a) == 0 && symx_lstat("S", &b) == 0 && a.st_mode == b.st_mode &&
              a.st_size == b.st_size,
          "lstat S: mode %o %o, size %ld %ld", a.st_mode, b.st_mode, (long)a.st_size,
          (long)b.st_size);
    CHECK(fstatat(AT_FDCWD, "T", &a, AT_SYMLINK_NOFOLLOW) == 0 &&
              symx_fstatat(AT_FDCWD, "T", &b, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(a.st_mode) &&
              S_ISLNK(b.st_mode),
          "fstatat T nofollow");
    BOTH_RC(stat("T", &a), symx_stat("T", &b), "stat T (dangling)");
    BOTH_RC(stat("U", &a), symx_stat("U", &b), "stat U (a loop)");
    BOTH_RC(open("S", O_RDONLY | O_NOFOLLOW), symx_open("S", O_RDONLY | O_NOFOLLOW),
            "open S O_NOFOLLOW");
    BOTH_RC(open("T", O_WRONLY | O_CREAT | O_EXCL, 0644),
            symx_open("T", O_WRONLY | O_CREAT | O_EXCL, 0644), "create T exclusively");
    BOTH_RC(mkdir("T", 0755), symx_mkdir("T", 0755), "mkdir over T");
    BOTH_RC(fchmodat(AT_FDCWD, "S", 0600, AT_SYMLINK_NOFOLLOW),
            symx_fchmodat(AT_FDCWD, "S", 0600, AT_SYMLINK_NOFOLLOW), "fchmodat S nofollow");
    BOTH_RC(utimensat(AT_FDCWD, "T", NULL, AT_SYMLINK_NOFOLLOW),
            symx_utimensat(AT_FDCWD, "T", NULL, AT_SYMLINK_NOFOLLOW), "utimensat T nofollow");
    int fn = open("T", O_WRONLY | O_CREAT, 0644);
    int fm = symx_open("T", O_WRONLY | O_CREAT, 0644);
    CHECK(fn >= 0 && fm >= 0, "create through the dangling T: %d %d", fn, fm);
    close(fn);
    symx_close(fm);
    BOTH_RC(stat("nope", &a), symx_stat("nope", &b), "nope made through T");
    compare_listing("with symbolic links");
    BOTH_RC(unlink("T"), symx_unlink("T"), "unlink T");
    BOTH_RC(unlink("nope"), symx_unlink("nope"), "unlink nope");
    BOTH_RC(unlink("U"), symx_unlink("U"), "unlink U");
    BOTH_RC(rename("S", "R"), symx_renameat(AT_FDCWD, "S", AT_FDCWD, "R"), "rename S R");
    BOTH_RC(readlinkat(AT_FDCWD, "R", b1, sizeof b1), symx_readlinkat(AT_FDCWD, "R", b2, sizeof b2),
            "readlink R");
    BOTH_RC(unlink("R"), symx_unlink("R"), "unlink R");
    BOTH_RC(stat("A", &a), symx_stat("A", &b), "A after its link is gone");
  }

  /* access as the model's user (the driver is root: model only). A is
   * 0644: readable, writable, not executable; after chmod 0444 not
   * writable ([ -w A ]); "/" is root's, ".." and /tmp anyone's. */
  {
    static const struct {
      const char *path;
      int mode, ok;
    } cases[] = {{"A", R_OK, 1}, {"A", W_OK, 1}, {"A", X_OK, 0}, {".", R_OK | W_OK | X_OK, 1},
                 {"/", R_OK | X_OK, 1}, {"/", W_OK, 0}, {"..", W_OK, 1}, {"/tmp", W_OK | X_OK, 1}};
    for (unsigned i = 0; i < sizeof cases / sizeof *cases; i++) {
      SERR = 0;
      int r = symx_access(cases[i].path, cases[i].mode);
      CHECK(cases[i].ok ? r == 0 : r == -1 && SERR == EACCES, "access %s %d: %d (errno %d)",
            cases[i].path, cases[i].mode, r, SERR);
    }
    CHECK(symx_chmod("A", 0444) == 0, "chmod A 0444");
    SERR = 0;
    CHECK(symx_access("A", W_OK) == -1 && SERR == EACCES, "access A W_OK after chmod 0444");
    CHECK(symx_access("A", R_OK) == 0, "access A R_OK after chmod 0444");
    CHECK(symx_chmod("A", 0644) == 0, "chmod A back");
  }

  /* /tmp: Debian's sticky directory, where anyone makes files (mktemp -t;
   * model only: this machine's /tmp may be otherwise). */
  {
    struct stat t;
    CHECK(symx_stat("/tmp/", &t) == 0 && t.st_mode == (S_IFDIR | 01777) && t.st_uid == 0,
          "stat /tmp/: %o", t.st_mode);
    /* however the root is spelled (vdir // lists "//tmp") */
    static const char *const spelled[] = {"//tmp", "/./tmp", "//.//tmp/.", "/../tmp", "//../..//tmp"};
    for (unsigned i = 0; i < sizeof spelled / sizeof *spelled; i++)
      CHECK(symx_lstat(spelled[i], &t) == 0 && S_ISDIR(t.st_mode), "lstat %s", spelled[i]);
    SERR = 0;
    CHECK(symx_lstat("/tmpx", &t) == -1 && SERR == ENOENT, "lstat /tmpx");
    /* the root's parent is the root (vdir -a // lists "//..") */
    struct stat r;
    CHECK(symx_lstat("/", &r) == 0 && symx_lstat("//..", &t) == 0 && t.st_ino == r.st_ino,
          "lstat //..: inode %lu, / %lu", (unsigned long)t.st_ino, (unsigned long)r.st_ino);
    char tmpl[] = "/tmp/symxXXXXXX";
    int fm = symx_mkstemp(tmpl);
    CHECK(fm >= 0 && strncmp(tmpl, "/tmp/symx", 9) == 0 && strcmp(tmpl + 9, "XXXXXX") != 0,
          "mkstemp in /tmp: %d %s", fm, tmpl);
    symx_close(fm);
    /* "/" lists tmp: it is not empty (rmdir --ignore-fail-on-non-empty /) */
    void *root = symx_opendir("/");
    char names[256];
    names_model(root, names, sizeof names);
    CHECK(strstr(names, "tmp:4") != NULL, "/ lists tmp: %s", names);
    symx_closedir(root);
    CHECK(symx_stat(tmpl, &t) == 0 && S_ISREG(t.st_mode), "stat of the file made in /tmp");
    CHECK(symx_unlink(tmpl) == 0, "unlink it");
    compare_listing("after a file made and removed in /tmp");
  }

  /* chdir follows directories the program made (mkdir -p C/E: gnulib's
   * mkancesdirs chdirs into C); relative names are then under it. */
  {
    struct stat a, b;
    int dn = open(".", O_RDONLY), dm = symx_open(".", O_RDONLY);
    CHECK(dn >= 0 && dm >= 0, "open .");
    CHECK(stat("Q", &a) == -1 && symx_stat("Q", &b) == -1, "no Q yet");
    BOTH_RC(mkdir("Q", 0755), symx_mkdir("Q", 0755), "mkdir C");
    BOTH_RC(chdir("Q"), symx_chdir("Q"), "chdir C");
    BOTH_RC(mkdir("E", 0755), symx_mkdir("E", 0755), "mkdir E in Q");
    int fn = open("f", O_WRONLY | O_CREAT, 0644), fm = symx_open("f", O_WRONLY | O_CREAT, 0644);
    CHECK(fn >= 0 && fm >= 0, "create f in Q");
    close(fn);
    symx_close(fm);
    BOTH_RC(stat("../A", &a), symx_stat("../A", &b), "stat ../A from C");
    BOTH_RC(stat("A", &a), symx_stat("A", &b), "stat A from C");
    BOTH_RC(stat("./f", &a), symx_stat("./f", &b), "stat ./f in Q");
    CHECK(stat(".", &a) == 0 && symx_stat(".", &b) == 0 && a.st_mode == b.st_mode,
          "stat . (Q): %o %o", a.st_mode, b.st_mode);
    compare_listing("in Q");
    int dn2 = open("E/", O_RDONLY | O_DIRECTORY | O_NOFOLLOW),
        dm2 = symx_open("E/", O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
    CHECK(dn2 >= 0 && dm2 >= 0, "open E/ (install -d)");
    close(dn2);
    symx_close(dm2);
    /* "D/" of a directory made is D (mkdir -p E/ E/ stats it). */
    BOTH_RC(stat("E/", &a), symx_stat("E/", &b), "stat E/");
    CHECK(S_ISDIR(a.st_mode) && S_ISDIR(b.st_mode), "E/ is a directory");
    BOTH_RC(stat("E//", &a), symx_stat("E//", &b), "stat E//");
    BOTH_RC(stat("f/", &a), symx_stat("f/", &b), "stat f/ (a file)");
    /* gnulib's canonicalize (realpath A//) asks access of "A/" */
    BOTH_RC(access("f/", F_OK), symx_access("f/", F_OK), "access f/ (a file)");
    BOTH_RC(access("f//", F_OK), symx_access("f//", F_OK), "access f// (a file)");
    BOTH_RC(access("E/", F_OK), symx_access("E/", F_OK), "access E/");
    BOTH_RC(access("nope/", F_OK), symx_access("nope/", F_OK), "access nope/");
    /* a file as a directory component: ENOTDIR (realpath A/.x) */
    BOTH_RC(stat("f/x", &a), symx_stat("f/x", &b), "stat f/x");
    BOTH_RC(access("f/.", F_OK), symx_access("f/.", F_OK), "access f/.");
    BOTH_RC(stat("../A/x", &a), symx_stat("../A/x", &b), "stat ../A/x");
    BOTH_RC(open("f/x/y", O_RDONLY), symx_open("f/x/y", O_RDONLY), "open f/x/y");
    {
      char l[8];
      BOTH_RC(readlink("f/x", l, sizeof l), symx_readlink("f/x", l, sizeof l),
              "readlink f/x");
      BOTH_RC(readlink("../A/.x", l, sizeof l), symx_readlink("../A/.x", l, sizeof l),
              "readlink ../A/.x");
    }
    BOTH_RC(mkdir("E/", 0755), symx_mkdir("E/", 0755), "mkdir E/ again");
    BOTH_RC(open("f/", O_RDONLY), symx_open("f/", O_RDONLY), "open f/ (a file)");
    BOTH_RC(open("g/", O_WRONLY | O_CREAT, 0644), symx_open("g/", O_WRONLY | O_CREAT, 0644),
            "create g/");
    BOTH_RC(chdir("E"), symx_chdir("E"), "chdir E");
    BOTH_RC(stat("../f", &a), symx_stat("../f", &b), "stat ../f from Q/E");
    BOTH_RC(stat("../../B", &a), symx_stat("../../B", &b), "stat ../../B from Q/E");
    {
      char cwd[64];
      CHECK(symx_getcwd(cwd, sizeof cwd) &&
                strcmp(cwd, "/tmp/symx-replay-files-0000000000/cwd/Q/E") == 0,
            "getcwd in Q/E: %s", cwd);
    }
    BOTH_RC(chdir("nope"), symx_chdir("nope"), "chdir nope");
    BOTH_RC(chdir(".."), symx_chdir(".."), "chdir .. to Q");
    /* "D/" of a directory (mkdir -p E/: savewd chdirs into it) */
    BOTH_RC(chdir("E/"), symx_chdir("E/"), "chdir E/");
    BOTH_RC(chdir(".."), symx_chdir(".."), "chdir .. to Q again");
    BOTH_RC(stat("f", &a), symx_stat("f", &b), "stat f in Q again");
    BOTH_RC(fchdir(dn), symx_fchdir(dm), "fchdir back");
    BOTH_RC(fchdir(99), symx_fchdir(29), "fchdir bad fd");
    BOTH_RC(stat("Q/f", &a), symx_stat("Q/f", &b), "stat Q/f");
    BOTH_RC(stat("Q/E", &a), symx_stat("Q/E", &b), "stat Q/E");
    BOTH_RC(stat("E", &a), symx_stat("E", &b), "no E here");
    BOTH_RC(rmdir("Q"), symx_rmdir("Q"), "rmdir Q (not empty)");
    BOTH_RC(unlink("Q/f"), symx_unlink("Q/f"), "unlink Q/f");
    BOTH_RC(rmdir("Q/E"), symx_rmdir("Q/E"), "rmdir Q/E");
    BOTH_RC(rmdir("Q"), symx_rmdir("Q"), "rmdir C");
    compare_listing("after Q");
    close(dn);
    symx_close(dm);
  }

  /* A *at call names a relative path under its descriptor's directory
   * (fts, which du, rm -r and chmod -R walk with, names entries so). */
  {
    struct stat a, b;
    BOTH_RC(mkdir("R", 0755), symx_mkdir("R", 0755), "mkdir R");
    int dn = open("R", O_RDONLY | O_DIRECTORY), dm = symx_open("R", O_RDONLY | O_DIRECTORY);
    CHECK(dn >= 0 && dm >= 0, "open R");
    int fn = openat(dn, "f", O_WRONLY | O_CREAT, 0644),
        fm = symx_openat(dm, "f", O_WRONLY | O_CREAT, 0644);
    CHECK(fn >= 0 && fm >= 0, "openat R f");
    close(fn);
    symx_close(fm);
    BOTH_RC(stat("R/f", &a), symx_stat("R/f", &b), "stat R/f");
    BOTH_RC(stat("f", &a), symx_stat("f", &b), "no f here");
    BOTH_RC(fstatat(dn, "f", &a, 0), symx_fstatat(dm, "f", &b, 0), "fstatat R f");
    BOTH_RC(fstatat(dn, "f", &a, AT_SYMLINK_NOFOLLOW),
            symx_fstatat(dm, "f", &b, AT_SYMLINK_NOFOLLOW), "fstatat R f nofollow");
    BOTH_RC(fstatat(dn, "A", &a, 0), symx_fstatat(dm, "A", &b, 0), "fstatat R A (none)");
    BOTH_RC(fstatat(dn, "../A", &a, 0), symx_fstatat(dm, "../A", &b, 0), "fstatat R ../A");
    BOTH_RC(faccessat(dn, "f", W_OK, 0), symx_faccessat(dm, "f", W_OK, 0), "faccessat R f");
    BOTH_RC(mkdirat(dn, "S", 0755), symx_mkdirat(dm, "S", 0755), "mkdirat R S");
    BOTH_RC(stat("R/S", &a), symx_stat("R/S", &b), "stat R/S");
    BOTH_RC(renameat(dn, "f", AT_FDCWD, "g"), symx_renameat(dm, "f", AT_FDCWD, "g"),
            "renameat R/f to g");
    BOTH_RC(stat("g", &a), symx_stat("g", &b), "stat g");
    BOTH_RC(stat("R/f", &a), symx_stat("R/f", &b), "no R/f");
    BOTH_RC(linkat(AT_FDCWD, "g", dn, "h", 0), symx_linkat(AT_FDCWD, "g", dm, "h", 0),
            "linkat g to R/h");
    BOTH_RC(stat("R/h", &a), symx_stat("R/h", &b), "stat R/h");
    BOTH_RC(fchmodat(dn, "h", 0600, 0), symx_fchmodat(dm, "h", 0600, 0), "fchmodat R h");
    CHECK(stat("g", &a) == 0 && symx_stat("g", &b) == 0 && a.st_mode == b.st_mode,
          "g's mode after fchmodat of R/h: %o %o", a.st_mode, b.st_mode);
    BOTH_RC(utimensat(dn, "h", NULL, 0), symx_utimensat(dm, "h", NULL, 0), "utimensat R h");
    BOTH_RC(unlinkat(dn, "h", 0), symx_unlinkat(dm, "h", 0), "unlinkat R h");
    BOTH_RC(unlinkat(dn, "S", AT_REMOVEDIR), symx_unlinkat(dm, "S", AT_REMOVEDIR),
            "unlinkat R S");
    int pn = openat(dn, "..", O_RDONLY | O_DIRECTORY),
        pm = symx_openat(dm, "..", O_RDONLY | O_DIRECTORY);
    CHECK(pn >= 0 && pm >= 0, "openat R ..");
    BOTH_RC(fstatat(pn, "g", &a, 0), symx_fstatat(pm, "g", &b, 0), "fstatat R/.. g");
    close(pn);
    symx_close(pm);
    int gn = open("g", O_RDONLY), gm = symx_open("g", O_RDONLY);
    BOTH_RC(fstatat(gn, "x", &a, 0), symx_fstatat(gm, "x", &b, 0),
            "fstatat under a file's descriptor");
    BOTH_RC(fstatat(99, "x", &a, 0), symx_fstatat(29, "x", &b, 0),
            "fstatat under a bad descriptor");
    BOTH_RC(fstatat(99, "/tmp", &a, 0), symx_fstatat(29, "/tmp", &b, 0),
            "an absolute path ignores the descriptor");
    close(gn);
    symx_close(gm);
    BOTH_RC(unlink("g"), symx_unlink("g"), "unlink g");
    BOTH_RC(rmdir("R"), symx_rmdir("R"), "rmdir R");
    compare_listing("after R");
    close(dn);
    symx_close(dm);
  }

  /* The model's "..", natively replay's directory, lists "." as "cwd"
   * (du ..); "/" lists "tmp" (du /). */
  {
    struct stat b, c;
    int pm = symx_open("..", O_RDONLY | O_DIRECTORY);
    CHECK(pm >= 0 && symx_fstatat(pm, "cwd", &b, 0) == 0 && symx_stat(".", &c) == 0 &&
              b.st_ino == c.st_ino,
          "fstatat .. cwd is .");
    symx_close(pm);
    int rm = symx_open("/", O_RDONLY | O_DIRECTORY);
    CHECK(rm >= 0 && symx_fstatat(rm, "tmp", &b, 0) == 0 && S_ISDIR(b.st_mode) &&
              (b.st_mode & S_ISVTX),
          "fstatat / tmp is /tmp");
    symx_close(rm);
    /* "/root", Debian's 0700 home of root, as the model's user sees it
     * (model only: the tests may run as root natively). */
    void *root = symx_opendir("/");
    char names[256];
    names_model(root, names, sizeof names);
    CHECK(strstr(names, "root:4") != NULL, "/ lists root: %s", names);
    symx_closedir(root);
    CHECK(symx_stat("/root", &b) == 0 && S_ISDIR(b.st_mode) && (b.st_mode & 07777) == 0700 &&
              b.st_uid == 0,
          "stat /root: %o %d", b.st_mode, (int)b.st_uid);
    SERR = 0;
    CHECK(symx_opendir("/root") == NULL && SERR == EACCES, "opendir /root: %d", SERR);
    SERR = 0;
    CHECK(symx_stat("/root/x", &b) == -1 && SERR == EACCES, "stat /root/x: %d", SERR);
    SERR = 0;
    CHECK(symx_mkdir("/root/x", 0755) == -1 && SERR == EACCES, "mkdir /root/x: %d", SERR);
    SERR = 0;
    CHECK(symx_chdir("/root") == -1 && SERR == EACCES, "chdir /root: %d", SERR);
  }

  /* The native names of "." and "..", which getcwd answers, name them in
   * the model too (natively the driver's directory has another name). */
  {
    static const char *const same[][2] = {
        {"/tmp/symx-replay-files-0000000000/cwd", "."},
        {"/tmp/symx-replay-files-0000000000/cwd/", "."},
        {"/tmp/symx-replay-files-0000000000", ".."},
        {"//tmp/./symx-replay-files-0000000000/cwd/A", "A"},
        {"/tmp/symx-replay-files-0000000000/cwd/../cwd/A", "A"},
        {"../cwd/./A", "A"},
    };
    for (unsigned i = 0; i < sizeof same / sizeof *same; i++) {
      struct stat a, b;
      CHECK(symx_stat(same[i][0], &a) == 0 && symx_stat(same[i][1], &b) == 0 &&
                a.st_ino == b.st_ino && a.st_mode == b.st_mode,
            "%s is %s", same[i][0], same[i][1]);
    }
    struct stat a;
    CHECK(symx_stat("/tmp/symx-replay-files-0000000000/cwd/tmp", &a) == -1 &&
              symx_stat("/tmp/symx-replay-files-0000000001", &a) == -1,
          "no such names");
    int fd = symx_open("/tmp/symx-replay-files-0000000000/made",
                       O_WRONLY | O_CREAT, 0644);
    CHECK(fd >= 0 && symx_stat("../made", &a) == 0, "a file made in .. by its path");
    symx_close(fd);
    void *dm = symx_opendir("..");
    char names[64];
    names_model(dm, names, sizeof names);
    CHECK(strcmp(names, "..:4,.:4,cwd:4,made:8,") == 0, ".. lists %s", names);
    symx_closedir(dm);
    CHECK(symx_unlink("../made") == 0, "unlink ../made");
  }

  /* What the model cannot represent. */
  SERR = 0;
  CHECK(symx_chown("A", 0, 0) == -1 && SERR == EPERM,
        "chown of a symbolic file: EPERM");

  /* Directories the program makes (natively in the driver's own temporary
   * directory, as in replay's). "/" is root's: the model answers as the
   * user replay runs the program as (uid 65000), which the driver is not. */
  BOTH_RC(mkdir("D", 0750), symx_mkdir("D", 0750), "mkdir D");
  BOTH_RC(mkdir("D", 0750), symx_mkdir("D", 0750), "mkdir D again");
  {
    struct stat a, b;
    BOTH_RC(stat("D", &a), symx_stat("D", &b), "stat D");
    CHECK(a.st_mode == b.st_mode && a.st_nlink == b.st_nlink, "stat D: %o %o",
          a.st_mode, b.st_mode);
  }
  BOTH_RC(mkdir("D/E/", 0755), symx_mkdir("D/E/", 0755), "mkdir D/E/");
  BOTH_RC(open("D/f", O_WRONLY | O_CREAT, 0644) >= 0 ? 0 : -1,
          symx_open("D/f", O_WRONLY | O_CREAT, 0644) >= 0 ? 0 : -1, "create D/f");
  BOTH_RC(rmdir("D"), symx_rmdir("D"), "rmdir D (not empty)");
  BOTH_RC(unlink("D"), symx_unlink("D"), "unlink D");
  BOTH_RC(mkdir("nope/x", 0755), symx_mkdir("nope/x", 0755), "mkdir nope/x");
  BOTH_RC(mkdir("A/x", 0755), symx_mkdir("A/x", 0755), "mkdir A/x");
  BOTH_RC(open("nope/f", O_WRONLY | O_CREAT, 0644),
          symx_open("nope/f", O_WRONLY | O_CREAT, 0644), "create nope/f");
  BOTH_RC(mkdir("", 0755), symx_mkdir("", 0755), "mkdir \"\"");
  BOTH_RC(rmdir("D/E/"), symx_rmdir("D/E/"), "rmdir D/E/");
  BOTH_RC(unlink("D/f"), symx_unlink("D/f"), "unlink D/f");
  /* A symbolic file renamed is found under its new name only (mv A G),
   * also in a directory the program made. */
  BOTH_RC(rename("A", "G"), symx_renameat(AT_FDCWD, "A", AT_FDCWD, "G"), "rename A G");
  {
    struct stat a, b;
    BOTH_RC(stat("A", &a), symx_stat("A", &b), "stat A after rename");
    BOTH_RC(stat("G", &a), symx_stat("G", &b), "stat G after rename");
    CHECK(a.st_size == b.st_size, "size of G: %ld %ld", (long)a.st_size, (long)b.st_size);
  }
  compare_listing("after renaming A");
  BOTH_RC(rename("G", "D/g"), symx_renameat(AT_FDCWD, "G", AT_FDCWD, "D/g"), "rename G D/g");
  compare_listing("after moving A into D");
  BOTH_RC(rename("D/g", "A"), symx_renameat(AT_FDCWD, "D/g", AT_FDCWD, "A"), "rename D/g A");
  BOTH_RC(rename("D", "R"), symx_renameat(AT_FDCWD, "D", AT_FDCWD, "R"), "rename D R");
  BOTH_RC(rmdir("R"), symx_rmdir("R"), "rmdir R");
  BOTH_RC(rmdir("R"), symx_rmdir("R"), "rmdir R again");
  SERR = 0;
  CHECK(symx_mkdir("/symx-x", 0755) == -1 && SERR == EACCES, "mkdir /symx-x: EACCES");
  SERR = 0;
  CHECK(symx_open("/symx-x", O_WRONLY | O_CREAT, 0644) == -1 && SERR == EACCES,
        "create /symx-x: EACCES");

  /* clean up the native directory */
  DIR *d = opendir(".");
  struct dirent *e;
  while (d && (e = readdir(d)))
    if (e->d_name[0] != '.' && unlink(e->d_name) != 0)
      rmdir(e->d_name);
  if (d)
    closedir(d);
  if (chdir("/") == 0)
    rmdir(tmpl);
}

/* ------------------------------------------------------------------------
 * users: against the machine's /etc/passwd and /etc/group (Debian's
 * default entries).
 * ---------------------------------------------------------------------- */

static void same_pw(struct passwd *a, struct passwd *b, const char *what) {
  CHECK((a == NULL) == (b == NULL), "%s: native %p model %p", what, (void *)a,
        (void *)b);
  if (!a || !b)
    return;
  CHECK(strcmp(a->pw_name, b->pw_name) == 0 &&
            strcmp(a->pw_passwd, b->pw_passwd) == 0 && a->pw_uid == b->pw_uid &&
            a->pw_gid == b->pw_gid && strcmp(a->pw_gecos, b->pw_gecos) == 0 &&
            strcmp(a->pw_dir, b->pw_dir) == 0 &&
            strcmp(a->pw_shell, b->pw_shell) == 0,
        "%s: native %s:%s:%d:%d:%s:%s:%s model %s:%s:%d:%d:%s:%s:%s", what,
        a->pw_name, a->pw_passwd, a->pw_uid, a->pw_gid, a->pw_gecos, a->pw_dir,
        a->pw_shell, b->pw_name, b->pw_passwd, b->pw_uid, b->pw_gid,
        b->pw_gecos, b->pw_dir, b->pw_shell);
}

static void same_gr(struct group *a, struct group *b, const char *what) {
  CHECK((a == NULL) == (b == NULL), "%s: native %p model %p", what, (void *)a,
        (void *)b);
  if (!a || !b)
    return;
  CHECK(strcmp(a->gr_name, b->gr_name) == 0 &&
            strcmp(a->gr_passwd, b->gr_passwd) == 0 && a->gr_gid == b->gr_gid &&
            a->gr_mem[0] == NULL && b->gr_mem[0] == NULL,
        "%s: native %s:%d model %s:%d", what, a->gr_name, a->gr_gid,
        b->gr_name, b->gr_gid);
}

/* same_or_extra checks a model lookup against the native one: an entry
 * the model knows must be the machine's; the machine may know more. */
static void same_or_extra_pw(struct passwd *native, struct passwd *model,
                             const char *what) {
  if (model || !native)
    same_pw(native, model, what);
}

static void same_or_extra_gr(struct group *native, struct group *model,
                             const char *what) {
  if (model || !native)
    same_gr(native, model, what);
}

static void test_users(void) {
  static const char *names[] = {"root", "daemon", "bin", "sys", "games",
                                "www-data", "_apt", "nobody", "nogroup",
                                "users", "staff", "nosuchuser", "", "Root",
                                "roo", "rootx", "sync", "adm", "tty"};
  int known = 0;
  for (unsigned i = 0; i < 70000; i++) {
    if (i > 1100 && i < 65500)
      continue;
    char what[64];
    snprintf(what, sizeof what, "getpwuid(%u)", i);
    struct passwd *p = symx_getpwuid(i);
    known += p != NULL;
    same_or_extra_pw(getpwuid(i), p, what);
    snprintf(what, sizeof what, "getgrgid(%u)", i);
    struct group *g = symx_getgrgid(i);
    known += g != NULL;
    same_or_extra_gr(getgrgid(i), g, what);
  }
  CHECK(known == 18 + 38, "entries by id: %d", known);
  for (unsigned i = 0; i < sizeof names / sizeof *names; i++) {
    char what[64];
    snprintf(what, sizeof what, "getpwnam(%s)", names[i]);
    same_or_extra_pw(getpwnam(names[i]), symx_getpwnam(names[i]), what);
    snprintf(what, sizeof what, "getgrnam(%s)", names[i]);
    same_or_extra_gr(getgrnam(names[i]), symx_getgrnam(names[i]), what);
  }
  /* getpwent and getgrent list the entries the lookups find */
  symx_setpwent();
  struct passwd *p;
  int n = 0;
  while ((p = symx_getpwent())) {
    char name[64];
    uid_t uid = p->pw_uid;
    snprintf(name, sizeof name, "%s", p->pw_name);
    n++;
    struct passwd *q = symx_getpwnam(name);
    CHECK(q && q->pw_uid == uid, "getpwent %s", name);
    same_or_extra_pw(getpwnam(name), symx_getpwnam(name), name);
  }
  CHECK(n == 18, "getpwent entries %d", n);
  symx_endpwent();
  symx_setgrent();
  struct group *g;
  n = 0;
  while ((g = symx_getgrent())) {
    char name[64];
    gid_t gid = g->gr_gid;
    snprintf(name, sizeof name, "%s", g->gr_name);
    n++;
    struct group *q = symx_getgrnam(name);
    CHECK(q && q->gr_gid == gid, "getgrent %s", name);
    same_or_extra_gr(getgrnam(name), symx_getgrnam(name), name);
  }
  CHECK(n == 38, "getgrent entries %d", n);
  symx_endgrent();
  CHECK(symx_getgrent() && strcmp(symx_getgrent()->gr_name, "daemon") == 0,
        "endgrent rewinds");
  for (unsigned i = 0; i < 4; i++) {
    gid_t a[8], b[8];
    int na = 8, nb = 8;
    int ra = getgrouplist(names[i], (gid_t)(i + 7), a, &na);
    int rb = symx_getgrouplist(names[i], (gid_t)(i + 7), b, &nb);
    CHECK(ra == rb && na == nb && a[0] == b[0], "getgrouplist(%s): %d %d",
          names[i], ra, rb);
    na = nb = 0;
    ra = getgrouplist(names[i], 0, a, &na);
    rb = symx_getgrouplist(names[i], 0, b, &nb);
    CHECK(ra == rb && na == nb, "getgrouplist(%s) without room: %d/%d %d/%d",
          names[i], ra, na, rb, nb);
  }
  SERR = 0;
  CHECK(symx_setgroups(0, NULL) == -1 && SERR == EPERM, "setgroups");
  SERR = 0;
  CHECK(symx_getlogin() == NULL && SERR == ENXIO, "getlogin");
}

/* ------------------------------------------------------------------------
 * system: pure functions against glibc, the rest against expected values
 * (what replay's native run sees: no terminal, no network).
 * ---------------------------------------------------------------------- */

static void test_system(void) {
  setup_model_files();
  /* hasmntopt */
  static const char *opts[] = {"rw,relatime", "ro", "rw,uid=5,gid", "",
                               "rwx,rw", "uidx,uid", "a,,b"};
  static const char *keys[] = {"rw", "ro", "uid", "gid", "relatime", "a", "b",
                               "", "x"};
  for (unsigned i = 0; i < sizeof opts / sizeof *opts; i++)
    for (unsigned j = 0; j < sizeof keys / sizeof *keys; j++) {
      struct mntent m = {0};
      m.mnt_opts = (char *)opts[i];
      char *a = hasmntopt(&m, keys[j]), *b = symx_hasmntopt(&m, keys[j]);
      CHECK(a == b, "hasmntopt(%s, %s): %ld %ld", opts[i], keys[j],
            a ? a - opts[i] : -1L, b ? b - opts[i] : -1L);
    }
  /* __sched_cpucount */
  for (int i = 0; i < 500; i++) {
    cpu_set_t s;
    for (size_t k = 0; k < sizeof s; k++)
      ((unsigned char *)&s)[k] = (unsigned char)(rng() & rng());
    size_t sz = (rng() % (sizeof s / 8) + 1) * 8;
    CHECK(__sched_cpucount(sz, &s) == symx___sched_cpucount(sz, &s),
          "__sched_cpucount");
  }
  {
    cpu_set_t s;
    CHECK(symx_sched_getaffinity(0, sizeof s, &s) == 0 && CPU_COUNT(&s) == 1 &&
              CPU_ISSET(0, &s),
          "sched_getaffinity: one CPU");
  }
  /* termios speeds */
  static const speed_t speeds[] = {B0, B50, B9600, B38400, B57600, B115200,
                                   B4000000, 17, 0x1000, 0x1010, 0x2000, 1 << 20};
  for (unsigned i = 0; i < sizeof speeds / sizeof *speeds; i++)
    for (int which = 0; which < 2; which++) {
      struct termios a, b;
      memset(&a, 0x5a, sizeof a);
      a.c_cflag = (tcflag_t)rng();
      a.c_iflag = (tcflag_t)rng();
      b = a;
      errno = 0;
      SERR = 0;
      int ra = which ? cfsetispeed(&a, speeds[i]) : cfsetospeed(&a, speeds[i]);
      int ea = errno;
      int rb = which ? symx_cfsetispeed(&b, speeds[i])
                     : symx_cfsetospeed(&b, speeds[i]);
      CHECK(ra == rb && (ra == 0 || ea == SERR) &&
                memcmp(&a, &b, sizeof a) == 0 &&
                cfgetispeed(&a) == symx_cfgetispeed(&b) &&
                cfgetospeed(&a) == symx_cfgetospeed(&b),
            "cfset%cspeed(%#x)", which ? 'i' : 'o', speeds[i]);
    }
  /* byte order */
  for (int i = 0; i < 1000; i++) {
    uint32_t v = (uint32_t)rng();
    CHECK(htonl(v) == symx_htonl(v) && ntohl(v) == symx_ntohl(v) &&
              htons((uint16_t)v) == symx_htons((uint16_t)v) &&
              ntohs((uint16_t)v) == symx_ntohs((uint16_t)v),
          "byte order %x", v);
  }
  /* the terminal: replay runs the program on pipes */
  {
    int p[2];
    if (pipe(p) == 0) {
      struct termios t;
      BOTH_RC(ttyname(p[0]) != NULL, symx_ttyname(0) != NULL, "ttyname");
      BOTH_RC(tcgetattr(p[1], &t), symx_tcgetattr(1, &t), "tcgetattr");
      BOTH_RC(tcsetattr(p[1], TCSANOW, &t), symx_tcsetattr(1, TCSANOW, &t),
              "tcsetattr");
      BOTH_RC(tcgetpgrp(p[0]), symx_tcgetpgrp(0), "tcgetpgrp");
      BOTH_RC(posix_fadvise(p[0], 0, 0, 0), symx_posix_fadvise(0, 0, 0, 0),
              "posix_fadvise of a pipe");
      close(p[0]);
      close(p[1]);
    }
    BOTH_RC(ttyname(99) != NULL, symx_ttyname(29) != NULL, "ttyname bad fd");
  }
  SERR = 0;
  CHECK(symx_chroot("/") == -1 && SERR == EPERM, "chroot");
  /* limits and priorities */
  {
    struct rlimit r;
    CHECK(symx_getrlimit(RLIMIT_NOFILE, &r) == 0 && r.rlim_cur == 32, "getrlimit");
    CHECK(symx_getrlimit(RLIMIT_AS, &r) == 0 && r.rlim_cur == RLIM_INFINITY,
          "getrlimit AS");
    BOTH_RC(getrlimit(99, &r), symx_getrlimit(99, &r), "getrlimit 99");
    /* the model runs at nice 0, as a replay normally does: the native
     * value is comparable only when the tests are not run under nice */
    errno = 0;
    if (getpriority(PRIO_PROCESS, 0) == 0 && errno == 0)
      BOTH_RC(getpriority(PRIO_PROCESS, 0), symx_getpriority(PRIO_PROCESS, 0),
              "getpriority");
    else
      CHECK(symx_getpriority(PRIO_PROCESS, 0) == 0, "getpriority: 0 in the model");
    BOTH_RC(getpriority(7, 0), symx_getpriority(7, 0), "getpriority bad which");
    CHECK(symx_setpriority(PRIO_PROCESS, 0, 5) == 0 &&
              symx_getpriority(PRIO_PROCESS, 0) == 5,
          "setpriority 5");
    SERR = 0;
    CHECK(symx_setpriority(PRIO_PROCESS, 0, 0) == -1 && SERR == EACCES,
          "setpriority below: EACCES");
    double l[3] = {1, 1, 1};
    CHECK(symx_getloadavg(l, 3) == 3 && l[0] == 0, "getloadavg");
    struct sysinfo si;
    CHECK(symx_sysinfo(&si) == 0 && si.mem_unit == 1, "sysinfo");
    /* /proc/uptime, as uptime reads it: seconds, idle seconds; natively
     * too a read-only regular file (uptime failed without it). */
    char b[64] = {0};
    int fd = symx_open("/proc/uptime", O_RDONLY);
    CHECK(fd >= 0 && symx_read(fd, b, sizeof b - 1) > 0 && symx_close(fd) == 0 &&
              atol(b) == (long)si.uptime && strchr(b, ' ') && strchr(b, '\n'),
          "/proc/uptime: %d %s", fd, b);
    /* for the model's user (the driver is root: model only) */
    SERR = 0;
    CHECK(symx_open("/proc/uptime", O_WRONLY) == -1 && SERR == EACCES,
          "/proc/uptime for writing");
    CHECK(symx_access("/proc/uptime", R_OK) == 0, "/proc/uptime readable");
    /* /proc is a directory (vdir /proc, nohup //proc: natively exit 0 and
     * 126), root's and read-only, that lists uptime ("/" lists proc: the
     * dirs group). */
    struct stat ns, ms;
    CHECK(stat("/proc", &ns) == 0 && symx_stat("//proc", &ms) == 0 &&
              S_ISDIR(ms.st_mode) && ms.st_mode == ns.st_mode && ms.st_uid == 0,
          "/proc: mode %o, native %o", ms.st_mode, ns.st_mode);
    int up = 0;
    void *d = symx_opendir("/proc");
    for (struct dirent *e; d && (e = symx_readdir(d));)
      up += strcmp(e->d_name, "uptime") == 0 && e->d_type == DT_REG;
    CHECK(d && symx_closedir(d) == 0 && up == 1, "/proc lists uptime");
    /* procfs makes no names, even for root; moving out of it or into it
     * is across file systems */
    BOTH_RC(open("/proc/x", O_WRONLY | O_CREAT, 0644),
            symx_open("/proc/x", O_WRONLY | O_CREAT, 0644), "create in /proc");
    BOTH_RC(mkdir("/proc/x", 0755), symx_mkdir("/proc/x", 0755), "mkdir in /proc");
    BOTH_RC(rename("/proc/uptime", "/proc/x"), symx_rename("/proc/uptime", "/proc/x"),
            "rename within /proc");
    BOTH_RC(rename("/proc/uptime", "x"), symx_rename("/proc/uptime", "x"),
            "rename out of /proc");
    /* procfs cannot be synced (sync /proc), nor a pipe */
    {
      int pn = open("/proc", O_RDONLY), pm = symx_open("/proc", O_RDONLY);
      BOTH_RC(fsync(pn), symx_fsync(pm), "fsync /proc");
      BOTH_RC(fdatasync(pn), symx_fdatasync(pm), "fdatasync /proc");
      close(pn);
      symx_close(pm);
      int pipefd[2];
      CHECK(pipe(pipefd) == 0, "pipe");
      BOTH_RC(fsync(pipefd[1]), symx_fsync(1), "fsync of a pipe (the console)");
      close(pipefd[0]);
      close(pipefd[1]);
    }
    /* for the model's user, who may not write /proc (root: EPERM) */
    SERR = 0;
    CHECK(symx_unlink("/proc/uptime") == -1 && SERR == EACCES, "unlink /proc/uptime");
  }
  /* databases */
  symx_setutxent();
  CHECK(symx_getutxent() == NULL, "getutxent: empty");
  symx_endutxent();
  CHECK(symx_utmpxname("/var/run/utmp") == 0, "utmpxname");
  {
    /* One file system, "/" as statfs describes it (natively the machine's
     * table: not compared). */
    void *m = symx_setmntent("/proc/self/mounts", "r");
    struct mntent *e = m ? symx_getmntent(m) : NULL;
    CHECK(e && strcmp(e->mnt_dir, "/") == 0 && strcmp(e->mnt_type, "ext4") == 0 &&
              !symx_getmntent(m),
          "mount table: / ext4, one entry");
    if (m)
      symx_endmntent(m);
  }
  /* poll */
  {
    int fd = symx_open("A", O_RDONLY);
    struct pollfd p[4] = {{fd, POLLIN | POLLOUT, 0}, {1, POLLOUT, 0},
                          {29, POLLIN, 0}, {-1, POLLIN, 0}};
    CHECK(symx_poll(p, 4, -1) == 3 && p[0].revents == POLLIN &&
              p[1].revents == POLLOUT && p[2].revents == POLLNVAL &&
              p[3].revents == 0,
          "poll");
    symx_close(fd);
  }
  /* network, processes, threads */
  {
    struct addrinfo *ai = (struct addrinfo *)1;
    CHECK(symx_getaddrinfo("example.org", "80", NULL, &ai) == EAI_NONAME &&
              ai == NULL,
          "getaddrinfo");
    symx_freeaddrinfo(NULL);
    SERR = 0;
    CHECK(symx_execlp("nosuchprogram", "nosuchprogram", (char *)NULL) == -1 &&
              SERR == ENOENT,
          "execlp");
    char *argv[] = {"nosuchprogram", NULL};
    errno = 0;
    SERR = 0;
    BOTH_RC(execvp("nosuchprogram-symx", argv), symx_execvp("nosuchprogram-symx", argv),
            "execvp");
    /* A directory is not executable (EACCES), a missing path is missing;
     * names without '/' are not compared: natively they are looked up on
     * the driver's PATH, not the replay's. */
    BOTH_RC(execv("/", argv), symx_execv("/", argv), "execv /");
    BOTH_RC(execv(".", argv), symx_execv(".", argv), "execv .");
    BOTH_RC(execv("./nosuchprogram-symx", argv), symx_execv("./nosuchprogram-symx", argv),
            "execv ./missing");
    BOTH_RC(execvp("/", argv), symx_execvp("/", argv), "execvp /");
    /* Memory: the usable size is at least the request; the break is
     * read, not moved. */
    void *block = symx_malloc(100);
    CHECK(symx_malloc_usable_size(block) >= 100 && symx_malloc_usable_size(NULL) == 0,
          "malloc_usable_size");
    symx_free(block);
    SERR = 0;
    CHECK(symx_sbrk(0) != (void *)-1 && symx_sbrk(0) == symx_sbrk(0) &&
              symx_sbrk(4096) == (void *)-1 && SERR == ENOMEM,
          "sbrk");
    /* Processes cannot be made (replays run at the process limit). */
    SERR = 0;
    CHECK(symx_popen("echo hi", "r") == NULL && SERR == EAGAIN, "popen");
    pid_t child = 0;
    CHECK(symx_posix_spawnp(&child, "true", NULL, NULL, argv, NULL) == EAGAIN && child == 0,
          "posix_spawnp");
    write_file("A", "hello"); /* the model's A: a file without an execute bit */
    BOTH_RC(execv("./A", argv), symx_execv("./A", argv), "execv ./A (not executable)");
    BOTH_RC(execv("A/", argv), symx_execv("A/", argv), "execv A/ (not a directory)");
    BOTH_RC(chdir("nosuchdir-symx"), symx_chdir("nosuchdir-symx"), "chdir of a missing name");
    BOTH_RC(chdir("A"), symx_chdir("A"), "chdir of a file");
    BOTH_RC(chdir(""), symx_chdir(""), "chdir \"\"");
    BOTH_RC(chdir("."), symx_chdir("."), "chdir .");
    unlink("A");
    pthread_t t;
    CHECK(symx_pthread_create(&t, NULL, NULL, NULL) == EAGAIN, "pthread_create");
    pthread_mutex_t m;
    pthread_cond_t c;
    CHECK(symx_pthread_mutex_lock(&m) == 0 && symx_pthread_cond_wait(&c, &m) == 0 &&
              symx_pthread_mutex_unlock(&m) == 0,
          "mutex and condition");
  }
}
