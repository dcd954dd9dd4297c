/*
 * fsat.c - the *at family and the rest of the file-system calls over the
 * modeled file system (fd.c, dir.c).
 *
 * A *at call names a relative path under its descriptor's directory
 * (fd.c, __symx_at_enter). What the model cannot represent fails as it
 * would natively for a file that does not exist (ENOENT), or with EPERM
 * where the file exists but the operation has no modeled result:
 * devices, changing the owner of a symbolic file (KLEE's __df_chown). The
 * file system is a fixed ext4 file system: statfs and pathconf report the
 * values glibc reports for ext4 on Linux.
 */
#include "symx_libc.h"

#include <fcntl.h>
#include <linux/falloc.h>
#include <string.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

/* <stdio.h> is not included (symx_libc.h). */
int rename(const char *from, const char *to);
#ifndef RENAME_NOREPLACE
#define RENAME_NOREPLACE 1
#endif

/* find returns the modeled file path names; if none, it sets errno to
 * ENOENT (EFAULT for NULL) and returns NULL. */
static struct symx_dfile *find(const char *path) {
  struct symx_dfile *df = path ? __symx_lookup(path) : NULL;
  if (!df)
    errno = path ? ENOENT : EFAULT;
  return df;
}

/* find_entry is find without following a symbolic link in the last
 * component (AT_SYMLINK_NOFOLLOW, lchown). */
static struct symx_dfile *find_entry(const char *path) {
  struct symx_dfile *e = path ? __symx_entry(path) : NULL;
  if (!e)
    errno = path ? ENOENT : EFAULT;
  return e && !e->target ? __symx_file_of(e) : e;
}

/* ------------------------------------------------------------------------
 * stat.
 * ---------------------------------------------------------------------- */

/* glibc's <sys/sysmacros.h> encoding. */
static unsigned dev_major(unsigned long long dev) {
  return (unsigned)(((dev >> 8) & 0xfff) | ((dev >> 32) & ~0xfffULL));
}

static unsigned dev_minor(unsigned long long dev) {
  return (unsigned)((dev & 0xff) | ((dev >> 12) & ~0xffULL));
}

int statx(int dirfd, const char *path, int flags, unsigned mask,
          struct statx *sx) {
  struct stat64 st;
  (void)mask;
  if (fstatat64(dirfd, path, &st, flags & AT_EMPTY_PATH))
    return -1;
  memset(sx, 0, sizeof *sx);
  sx->stx_mask = STATX_BASIC_STATS;
  sx->stx_blksize = (uint32_t)st.st_blksize;
  sx->stx_nlink = (uint32_t)st.st_nlink;
  sx->stx_uid = st.st_uid;
  sx->stx_gid = st.st_gid;
  sx->stx_mode = (uint16_t)st.st_mode;
  sx->stx_ino = st.st_ino;
  sx->stx_size = (uint64_t)st.st_size;
  sx->stx_blocks = (uint64_t)st.st_blocks;
  sx->stx_atime.tv_sec = st.st_atim.tv_sec;
  sx->stx_atime.tv_nsec = (uint32_t)st.st_atim.tv_nsec;
  sx->stx_mtime.tv_sec = st.st_mtim.tv_sec;
  sx->stx_mtime.tv_nsec = (uint32_t)st.st_mtim.tv_nsec;
  sx->stx_ctime.tv_sec = st.st_ctim.tv_sec;
  sx->stx_ctime.tv_nsec = (uint32_t)st.st_ctim.tv_nsec;
  sx->stx_rdev_major = dev_major(st.st_rdev);
  sx->stx_rdev_minor = dev_minor(st.st_rdev);
  sx->stx_dev_major = dev_major(st.st_dev);
  sx->stx_dev_minor = dev_minor(st.st_dev);
  return 0;
}

/* ------------------------------------------------------------------------
 * Names: rename, link, symlink, mkdir, mknod, mkfifo.
 * ---------------------------------------------------------------------- */

int renameat(int olddirfd, const char *from, int newdirfd, const char *to) {
  return __symx_at2(olddirfd, from, newdirfd, to, rename);
}

/* rename_noreplace is rename with RENAME_NOREPLACE. */
static int rename_noreplace(const char *from, const char *to) {
  if (find_entry(from) && to && __symx_entry(to)) {
    errno = EEXIST;
    return -1;
  }
  return rename(from, to);
}

int renameat2(int olddirfd, const char *from, int newdirfd, const char *to,
              unsigned flags) {
  if (flags & ~(unsigned)RENAME_NOREPLACE) {
    errno = EINVAL; /* RENAME_EXCHANGE and RENAME_WHITEOUT are not modeled */
    return -1;
  }
  if (flags)
    return __symx_at2(olddirfd, from, newdirfd, to, rename_noreplace);
  return renameat(olddirfd, from, newdirfd, to);
}

/* new_name fails as creating path would natively: EEXIST if it exists;
 * else, since the model cannot create it, with err. */
static int new_name(const char *path, int err) {
  if (!path) {
    errno = EFAULT;
    return -1;
  }
  errno = !*path ? ENOENT : __symx_entry(path) ? EEXIST : err;
  return -1;
}

int link(const char *from, const char *to) { return __symx_link(from, to); }

int linkat(int olddirfd, const char *from, int newdirfd, const char *to,
           int flags) {
  (void)flags;
  return __symx_at2(olddirfd, from, newdirfd, to, link);
}

int symlink(const char *target, const char *path) {
  return __symx_symlink(target, path);
}

int symlinkat(const char *target, int dirfd, const char *path) {
  SYMX_AT(int, dirfd, path, symlink(target, path));
}

ssize_t readlinkat(int dirfd, const char *path, char *buf, size_t size) {
  SYMX_AT(ssize_t, dirfd, path, readlink(path, buf, size));
}

int mkdirat(int dirfd, const char *path, mode_t mode) {
  SYMX_AT(int, dirfd, path, mkdir(path, mode));
}

/* mknod creates regular files and FIFOs (as open(O_CREAT|O_EXCL) creates
 * a file; a FIFO then reads and writes as an empty regular file, where
 * natively open would wait for the other end); devices need privileges. */
int mknod(const char *path, mode_t mode, dev_t dev) {
  (void)dev;
  mode_t type = mode & S_IFMT;
  if (type != 0 && type != S_IFREG && type != S_IFIFO)
    return new_name(path, EPERM);
  int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, mode & 07777);
  if (fd < 0)
    return -1;
  if (type == S_IFIFO) {
    struct stat64 *st = __symx_get_fd(fd)->df->stat;
    st->st_mode = S_IFIFO | (st->st_mode & 07777);
  }
  return close(fd);
}

int mknodat(int dirfd, const char *path, mode_t mode, dev_t dev) {
  SYMX_AT(int, dirfd, path, mknod(path, mode, dev));
}

int mkfifo(const char *path, mode_t mode) {
  return mknod(path, S_IFIFO | (mode & 07777), 0);
}

int mkfifoat(int dirfd, const char *path, mode_t mode) {
  SYMX_AT(int, dirfd, path, mkfifo(path, mode));
}

/* ------------------------------------------------------------------------
 * Owners and modes.
 * ---------------------------------------------------------------------- */

/* df_chown follows KLEE's __df_chown for symbolic files (EPERM), except
 * that keeping both owner and group (-1, -1) succeeds, as it does natively
 * for any file; the program's own files accept their current owner and
 * group. Files of others ("/", "..": root's) refuse any other change, even
 * to their current owner or group, as Linux does for an unprivileged
 * caller. */
static int df_chown(struct symx_dfile *df, uid_t owner, gid_t group) {
  if (owner == (uid_t)-1 && group == (gid_t)-1)
    return 0;
  if (df->symbolic || df->stat->st_uid != getuid() ||
      (owner != (uid_t)-1 && owner != df->stat->st_uid) ||
      (group != (gid_t)-1 && group != df->stat->st_gid)) {
    errno = EPERM;
    return -1;
  }
  return 0;
}

int chown(const char *path, uid_t owner, gid_t group) {
  struct symx_dfile *df = find(path);
  return df ? df_chown(df, owner, group) : -1;
}

int lchown(const char *path, uid_t owner, gid_t group) {
  struct symx_dfile *df = find_entry(path);
  return df ? df_chown(df, owner, group) : -1;
}

int fchown(int fd, uid_t owner, gid_t group) {
  struct symx_fdesc *f = __symx_get_fd(fd);
  if (!f) {
    errno = EBADF;
    return -1;
  }
  if (!f->df) { /* the console belongs to someone else */
    errno = EPERM;
    return -1;
  }
  return df_chown(f->df, owner, group);
}

int fchownat(int dirfd, const char *path, uid_t owner, gid_t group,
             int flags) {
  if ((flags & AT_EMPTY_PATH) && path && !*path)
    return fchown(dirfd, owner, group);
  SYMX_AT(int, dirfd, path,
          flags & AT_SYMLINK_NOFOLLOW ? lchown(path, owner, group)
                                      : chown(path, owner, group));
}

/* lchmod_at is fchmodat with AT_SYMLINK_NOFOLLOW in the current directory. */
static int lchmod_at(const char *path, mode_t mode) {
  struct symx_dfile *e = path ? __symx_entry(path) : NULL;
  if (e && e->target) {
    errno = EOPNOTSUPP; /* Linux cannot change a link's mode */
    return -1;
  }
  return chmod(path, mode);
}

int fchmodat(int dirfd, const char *path, mode_t mode, int flags) {
  SYMX_AT(int, dirfd, path,
          flags & AT_SYMLINK_NOFOLLOW ? lchmod_at(path, mode) : chmod(path, mode));
}

int lchmod(const char *path, mode_t mode) { return chmod(path, mode); }

/* ------------------------------------------------------------------------
 * Times: KLEE's utimes sets the modeled stat's times.
 * ---------------------------------------------------------------------- */

static int set_times(struct symx_dfile *df, const struct timespec ts[2]) {
  struct timespec now = {0, 0};
  clock_gettime(CLOCK_REALTIME, &now);
  for (int i = 0; i < 2; i++) {
    long ns = ts ? ts[i].tv_nsec : UTIME_NOW;
    if (ns != UTIME_NOW && ns != UTIME_OMIT && (ns < 0 || ns >= 1000000000)) {
      errno = EINVAL;
      return -1;
    }
  }
  if (!df)
    return 0; /* the console: replay's pipes are the user's */
  /* As Linux decides (vfs_utimes): both times now is a touch, which a
   * user who may write the file may do (else EACCES); any other change,
   * now with the other time omitted too (touch -a), only the owner
   * (EPERM); nothing to set is no question. */
  int any = 0;
  for (int i = 0; i < 2; i++)
    any |= (ts ? ts[i].tv_nsec : UTIME_NOW) != UTIME_OMIT;
  int touch = !ts || (ts[0].tv_nsec == UTIME_NOW && ts[1].tv_nsec == UTIME_NOW);
  if (any && df->stat->st_uid != getuid() && (!touch || !__symx_may_write(df))) {
    errno = touch ? EACCES : EPERM;
    return -1;
  }
  for (int i = 0; i < 2; i++) {
    struct timespec t = ts ? ts[i] : now;
    if (t.tv_nsec == UTIME_OMIT)
      continue;
    if (t.tv_nsec == UTIME_NOW)
      t = now;
    if (i == 0)
      df->stat->st_atim = t;
    else
      df->stat->st_mtim = t;
  }
  return 0;
}

int futimens(int fd, const struct timespec ts[2]) {
  struct symx_fdesc *f = __symx_get_fd(fd);
  if (!f) {
    errno = EBADF;
    return -1;
  }
  return set_times(f->df, ts);
}

int utimensat(int dirfd, const char *path, const struct timespec ts[2],
              int flags) {
  if (!path)
    return futimens(dirfd, ts);
  struct symx_dfile *prev = __symx_at_enter(dirfd, path);
  if (!prev)
    return -1;
  struct symx_dfile *df =
      flags & AT_SYMLINK_NOFOLLOW ? find_entry(path) : find(path);
  __symx_at_leave(prev);
  return df ? set_times(df, ts) : -1;
}

int utimes(const char *path, const struct timeval tv[2]) {
  struct timespec ts[2];
  for (int i = 0; tv && i < 2; i++) {
    ts[i].tv_sec = tv[i].tv_sec;
    ts[i].tv_nsec = tv[i].tv_usec * 1000;
  }
  return utimensat(AT_FDCWD, path ? path : "", tv ? ts : NULL, 0);
}

/* ------------------------------------------------------------------------
 * The file system: a fixed ext4 file system.
 * ---------------------------------------------------------------------- */

/* conf_value is pathconf's result for name on ext4, as glibc computes it
 * (-1 with errno unchanged: no limit), for a file df (NULL: the console,
 * natively a pipe). */
static long conf_value(struct symx_dfile *df, int name) {
  switch (name) {
  case _PC_ASYNC_IO: /* regular files (and block devices) */
    return df && !SYMX_IS_DIR(df) ? 1 : -1;
  case _PC_LINK_MAX:
    return 65000;
  case _PC_MAX_CANON:
  case _PC_MAX_INPUT:
  case _PC_NAME_MAX:
    return 255;
  case _PC_PATH_MAX:
  case _PC_PIPE_BUF:
  case _PC_REC_MIN_XFER_SIZE:
  case _PC_REC_XFER_ALIGN:
  case _PC_ALLOC_SIZE_MIN:
    return 4096;
  case _PC_CHOWN_RESTRICTED:
  case _PC_NO_TRUNC:
  case _PC_2_SYMLINKS:
    return 1;
  case _PC_VDISABLE:
    return 0;
  case _PC_FILESIZEBITS:
    return 64;
  case _PC_SYNC_IO:
  case _PC_PRIO_IO:
  case _PC_SOCK_MAXBUF:
  case _PC_REC_INCR_XFER_SIZE:
  case _PC_REC_MAX_XFER_SIZE:
  case _PC_SYMLINK_MAX:
    return -1;
  default:
    errno = EINVAL;
    return -1;
  }
}

long pathconf(const char *path, int name) {
  struct symx_dfile *df = find(path);
  return df ? conf_value(df, name) : -1;
}

long fpathconf(int fd, int name) {
  struct symx_fdesc *f = __symx_get_fd(fd);
  if (!f) {
    errno = EBADF;
    return -1;
  }
  return conf_value(f->df, name);
}

#ifndef ST_VALID
#define ST_VALID 0x0020
#endif

#define FILL_STATFS(f)                                                         \
  do {                                                                         \
    memset((f), 0, sizeof *(f));                                               \
    (f)->f_type = 0xEF53; /* EXT4_SUPER_MAGIC */                               \
    (f)->f_bsize = 4096;                                                       \
    (f)->f_blocks = 262144;                                                    \
    (f)->f_bfree = 131072;                                                     \
    (f)->f_bavail = 131072;                                                    \
    (f)->f_files = 65536;                                                      \
    (f)->f_ffree = 32768;                                                      \
    (f)->f_namelen = 255;                                                      \
    (f)->f_frsize = 4096;                                                      \
    (f)->f_flags = ST_VALID | ST_RELATIME;                                     \
  } while (0)

#define FILL_STATVFS(f)                                                        \
  do {                                                                         \
    memset((f), 0, sizeof *(f));                                               \
    (f)->f_bsize = 4096;                                                       \
    (f)->f_frsize = 4096;                                                      \
    (f)->f_blocks = 262144;                                                    \
    (f)->f_bfree = 131072;                                                     \
    (f)->f_bavail = 131072;                                                    \
    (f)->f_files = 65536;                                                      \
    (f)->f_ffree = 32768;                                                      \
    (f)->f_favail = 32768;                                                     \
    (f)->f_flag = ST_RELATIME;                                                 \
    (f)->f_namemax = 255;                                                      \
  } while (0)

/* fd_ok sets errno to EBADF unless fd is open. */
static int fd_ok(int fd) {
  if (__symx_get_fd(fd))
    return 1;
  errno = EBADF;
  return 0;
}

int statfs(const char *path, struct statfs *f) {
  if (!find(path))
    return -1;
  FILL_STATFS(f);
  return 0;
}

int fstatfs(int fd, struct statfs *f) {
  if (!fd_ok(fd))
    return -1;
  FILL_STATFS(f);
  return 0;
}

int statvfs(const char *path, struct statvfs *f) {
  if (!find(path))
    return -1;
  FILL_STATVFS(f);
  return 0;
}

int fstatvfs(int fd, struct statvfs *f) {
  if (!fd_ok(fd))
    return -1;
  FILL_STATVFS(f);
  return 0;
}

#if !defined(__x86_64__)
/* i386: the 64-bit structures differ. */
int statfs64(const char *path, struct statfs64 *f) {
  if (!find(path))
    return -1;
  FILL_STATFS(f);
  return 0;
}

int fstatfs64(int fd, struct statfs64 *f) {
  if (!fd_ok(fd))
    return -1;
  FILL_STATFS(f);
  return 0;
}

int statvfs64(const char *path, struct statvfs64 *f) {
  if (!find(path))
    return -1;
  FILL_STATVFS(f);
  return 0;
}

int fstatvfs64(int fd, struct statvfs64 *f) {
  if (!fd_ok(fd))
    return -1;
  FILL_STATVFS(f);
  return 0;
}
#endif

int syncfs(int fd) { return fd_ok(fd) ? 0 : -1; }

/* ------------------------------------------------------------------------
 * Data: fadvise, fallocate, copy_file_range.
 * ---------------------------------------------------------------------- */

/* posix_fadvise returns the error number (it does not set errno). */
static int fadvise(int fd, long long len, int advice) {
  struct symx_fdesc *f = __symx_get_fd(fd);
  if (!f)
    return EBADF;
  if (!f->df)
    return ESPIPE; /* natively the console is a pipe or a terminal */
  if (advice < POSIX_FADV_NORMAL || advice > POSIX_FADV_NOREUSE || len < 0)
    return EINVAL;
  return 0;
}

int posix_fadvise(int fd, off_t off, off_t len, int advice) {
  (void)off;
  return fadvise(fd, (long long)len, advice);
}

int posix_fadvise64(int fd, off64_t off, off64_t len, int advice) {
  (void)off;
  return fadvise(fd, (long long)len, advice);
}

/* fallocate grows the program's own files (unless FALLOC_FL_KEEP_SIZE);
 * symbolic files keep their size (as with writes past their end). */
int fallocate(int fd, int mode, off_t off, off_t len) {
  struct symx_fdesc *f = __symx_get_fd(fd);
  if (!f || !(f->flags & SYMX_FD_WRITE)) {
    errno = EBADF;
    return -1;
  }
  if (off < 0 || len <= 0) {
    errno = EINVAL;
    return -1;
  }
  if (!f->df) {
    errno = ESPIPE;
    return -1;
  }
  if (mode & ~FALLOC_FL_KEEP_SIZE) {
    errno = EOPNOTSUPP;
    return -1;
  }
  long long end = (long long)__symx_conc_i64((long long)off + (long long)len);
  if (!(mode & FALLOC_FL_KEEP_SIZE) && !f->df->symbolic &&
      (size_t)end > f->df->size) {
    /* Writing one zero byte at end-1 grows the file with zeros. */
    static const char zero;
    if (pwrite64(fd, &zero, 1, (off64_t)end - 1) != 1)
      return -1;
  }
  return 0;
}

int fallocate64(int fd, int mode, off64_t off, off64_t len) {
  return fallocate(fd, mode, (off_t)off, (off_t)len);
}

/* copy_file_range copies through read and write; the console (natively a
 * pipe or terminal) gives EINVAL as in Linux before 5.19 for pipes. */
ssize_t copy_file_range(int in, off64_t *inoff, int out, off64_t *outoff,
                        size_t len, unsigned flags) {
  struct symx_fdesc *fi = __symx_get_fd(in), *fo = __symx_get_fd(out);
  if (!fi || !fo || !(fi->flags & SYMX_FD_READ) ||
      !(fo->flags & SYMX_FD_WRITE) || (fo->flags & SYMX_FD_APPEND)) {
    errno = EBADF;
    return -1;
  }
  if (flags || !fi->df || !fo->df || SYMX_IS_DIR(fi->df)) {
    errno = fi->df && SYMX_IS_DIR(fi->df) ? EISDIR : EINVAL;
    return -1;
  }
  char buf[256];
  ssize_t total = 0;
  len = (size_t)__symx_conc_i64((long long)len);
  while (len > 0) {
    size_t n = len < sizeof buf ? len : sizeof buf;
    ssize_t r = inoff ? pread64(in, buf, n, *inoff) : read(in, buf, n);
    if (r <= 0)
      return total ? total : r;
    ssize_t w = outoff ? pwrite64(out, buf, (size_t)r, *outoff)
                       : write(out, buf, (size_t)r);
    if (w < 0)
      return total ? total : -1;
    if (inoff)
      *inoff += r;
    if (outoff)
      *outoff += w;
    total += w;
    len -= (size_t)r;
    if ((size_t)r < n)
      break;
  }
  return total;
}

/* ------------------------------------------------------------------------
 * Temporary files: names from a counter (natively random).
 * ---------------------------------------------------------------------- */

/* mkostemps: the six X's end suffixlen bytes before the template's end. */
int mkostemps(char *tmpl, int suffixlen, int flags) {
  static unsigned counter;
  size_t n = strlen(tmpl);
  if (suffixlen < 0 || n < 6 + (size_t)suffixlen ||
      memcmp(tmpl + n - suffixlen - 6, "XXXXXX", 6) != 0) {
    errno = EINVAL;
    return -1;
  }
  n -= (size_t)suffixlen;
  for (int tries = 0; tries < 100; tries++) {
    unsigned v = counter++;
    for (int i = 0; i < 6; i++) {
      unsigned d = v % 36;
      tmpl[n - 1 - i] = (char)(d < 10 ? '0' + d : 'a' + d - 10);
      v /= 36;
    }
    int fd = open(tmpl, O_RDWR | O_CREAT | O_EXCL | (flags & ~O_ACCMODE), 0600);
    if (fd >= 0 || errno != EEXIST)
      return fd;
  }
  errno = EEXIST;
  return -1;
}

int mkostemp(char *tmpl, int flags) { return mkostemps(tmpl, 0, flags); }
int mkstemp(char *tmpl) { return mkostemps(tmpl, 0, 0); }
int mkstemps(char *tmpl, int suffixlen) { return mkostemps(tmpl, suffixlen, 0); }
