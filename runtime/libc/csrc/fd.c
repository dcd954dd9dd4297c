/*
 * fd.c - POSIX file descriptors over the modeled file system.
 *
 * The model (KLEE's POSIX runtime in spirit):
 *   - fds 0, 1, 2 start open on the console: reading fd 0 reads the
 *     symbolic stdin (--sym-stdin) or hits end of file; writing fd 1 or 2
 *     hands the bytes to the engine (__symx_write), or, with --sym-stdout,
 *     into the symbolic stdout file;
 *   - the symbolic files of --sym-files are named "A", "B", ...; open()
 *     of exactly that name gives a descriptor over the symbolic contents,
 *     stat() gives the symbolic A_data_stat;
 *   - open() with O_CREAT of any other name creates a concrete in-memory
 *     file, and mkdir an empty directory, where the model's user (uid
 *     SYMX_UID, as replay runs the program when it is root) may: in ".",
 *     ".." or a directory the program made, not in "/" (EACCES); every
 *     other path fails with ENOENT. The directories are ".", "/" and ".."
 *     (dir.c) and those the program made.
 * As in KLEE, symbolic file contents and stat are never truncated or
 * resized (writes past the end are dropped unless --save-all-writes), and
 * reads and writes of symbolic files take symbolic counts as they are.
 * Symbolic lseek offsets and the sizes of console writes are concretized
 * (one feasible value).
 */
#include "symx_libc.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/uio.h>
#include <unistd.h>

struct symx_fs __symx_fs = {
    .fds =
        {
            {SYMX_FD_OPEN | SYMX_FD_READ, 0, NULL, 0},
            {SYMX_FD_OPEN | SYMX_FD_WRITE, 1, NULL, 0},
            {SYMX_FD_OPEN | SYMX_FD_WRITE, 2, NULL, 0},
        },
};

static mode_t cur_umask = 022;

static struct symx_fdesc *get_fd(int fd) {
  if (fd < 0 || fd >= SYMX_MAX_FDS || !(__symx_fs.fds[fd].flags & SYMX_FD_OPEN))
    return NULL;
  return &__symx_fs.fds[fd];
}

/* norm drops leading "./" components: "./A" names A, "./" the current
 * directory (as ".": see dir.c). */
static const char *norm(const char *path) {
  const char *p = path;
  while (p[0] == '.' && p[1] == '/') {
    p += 2;
    while (*p == '/')
      p++;
  }
  return (!*p && p != path) ? "." : p;
}

/* The current directory: "." (the first one) until chdir or fchdir moves
 * to another directory of the model. Files are named relative to the
 * first directory ("D/f"), or absolutely ("/tmp/f"). */
static struct symx_dfile *cwd = SYMX_DOT;

/* scratch is one of four name buffers, each living until the fourth
 * call after. */
static char *scratch(void) {
  static char bufs[4][256];
  static int k;
  return bufs[k = (k + 1) & 3];
}

#define SCRATCH_SIZE 256

static const char *home_name(const char *p);
static const char *up_home(const char *p);

/* name is the model's name for path: path itself in the first directory
 * (no copy: paths are often symbolic); else under the current directory's
 * name, "." being that directory and a leading ".." its parent; an
 * absolute path through home_name. NULL and ENAMETOOLONG when it does not
 * fit. The result lives until the fourth call after. */
static const char *name(const char *path) {
  path = norm(path);
  if (path[0] == '/')
    return home_name(path);
  if (cwd == SYMX_DOT)
    return up_home(path);
  char *b = scratch();
  const char *dir = cwd->name;
  size_t n = strlen(dir);
  if (path[0] == '.' && !path[1])
    return dir;
  if (path[0] == '.' && path[1] == '.' && (!path[2] || path[2] == '/')) {
    /* the parent: of a directory the program made, its name without the
     * last component ("." for one in the first directory); of "..",
     * "/tmp"; else "/" */
    const char *slash = cwd->dir ? strrchr(dir, '/') : NULL;
    n = cwd->dir ? (slash ? (size_t)(slash - dir) : 0) : cwd == SYMX_DOTDOT ? 4 : 1;
    dir = cwd->dir ? dir : cwd == SYMX_DOTDOT ? "/tmp" : "/";
    path += 2;
    while (*path == '/')
      path++;
    if (!n && !*path)
      return ".";
    if (!*path) {
      if (n >= SCRATCH_SIZE)
        goto long_name;
      memcpy(b, dir, n);
      b[n] = 0;
      return b;
    }
    if (!n)
      return path;
  }
  size_t m = strlen(path), sep = dir[n - 1] != '/';
  if (n + sep + m >= SCRATCH_SIZE)
    goto long_name;
  memcpy(b, dir, n);
  b[n] = '/';
  memcpy(b + n + sep, path, m + 1);
  /* "../cwd" from "..", "/tmp" from "/": names of the model's own */
  return b[0] == '/' ? home_name(b) : up_home(b);
long_name:
  errno = ENAMETOOLONG;
  return NULL;
}

/* under_root skips empty and "." components, and ".." ones too when up
 * (at the root, whose parent is itself): "//./tmp/" gives "tmp/"; "",
 * "/" and "/./." give "" (p names only the directory it starts in). */
static const char *under_root(const char *p, int up) {
  for (;;) {
    while (*p == '/')
      p++;
    if (up && p[0] == '.' && p[1] == '.' && (!p[2] || p[2] == '/'))
      p++;
    else if (p[0] != '.' || (p[1] && p[1] != '/'))
      return p;
    p++;
  }
}

/* component reports whether p starts with component c, and then the
 * rest of p past it and its slashes and "." components. */
static const char *component(const char *p, const char *c) {
  size_t n = strlen(c);
  if (strncmp(p, c, n) != 0 || (p[n] && p[n] != '/'))
    return NULL;
  return under_root(p + n, 0);
}

/* up_home is the model's name for p, named from the first directory:
 * "../cwd" (the first directory by its native name) is ".", "../cwd/x"
 * is "x"; any other p is itself. */
static const char *up_home(const char *p) {
  const char *r = component(p, "..");
  const char *h = r ? component(r, SYMX_HOME_NAME) : NULL;
  return !h ? p : *h ? up_home(h) : ".";
}

/* home_name is the model's name for absolute path p: under the native
 * names of the first directory and its parent (SYMX_HOME_PATH), "/tmp/P"
 * is "..", "/tmp/P/cwd" is ".", "/tmp/P/cwd/x" is "x" and "/tmp/P/x" is
 * "../x", as the program names them relatively; any other path is p. */
static const char *home_name(const char *p) {
  const char *r = component(under_root(p, 1), "tmp");
  if (!r || !(r = component(r, SYMX_PARENT_NAME)))
    return p;
  if (!*r)
    return "..";
  const char *h = component(r, SYMX_HOME_NAME);
  if (h)
    return *h ? up_home(h) : ".";
  size_t m = strlen(r);
  if (m + 3 >= SCRATCH_SIZE) {
    errno = ENAMETOOLONG;
    return NULL;
  }
  char *b = scratch();
  memcpy(b, "../", 3);
  memcpy(b + 3, r, m + 1);
  return b;
}

/* named returns the length of file df's name when path starts with it,
 * else 0. Symbolic file i (sym 1) compares as one byte while it has its
 * own name: paths are often symbolic, and a string compare would fork on
 * each byte. */
static size_t named(const struct symx_dfile *df, int sym, unsigned i,
                    const char *path) {
  if (!df || df->removed)
    return 0;
  if (sym && !df->renamed)
    return path[0] == (char)('A' + i);
  size_t n = strlen(df->name);
  return strncmp(path, df->name, n) == 0 ? n : 0;
}

/* entry_at finds the directory entry the model's name path names: a file
 * under its own name or a hard link's entry (link). */
static struct symx_dfile *entry_at(const char *path) {
  if (!path)
    return NULL;
  if (path[0] == '.' && !path[1])
    return SYMX_DOT;
  const char *r;
  if (path[0] == '/') {
    r = under_root(path, 1);
    if (!*r)
      return SYMX_ROOT; /* also "//.." (vdir -a //) */
    const char *t = component(r, "tmp");
    if (t && !*t)
      return SYMX_TMP; /* also "//tmp" and "/./tmp" (ls // joins names so) */
    const char *h = component(r, "root");
    if (h && !*h)
      return SYMX_ROOTHOME;
    if ((t = component(r, "proc")) && !*t)
      return SYMX_PROC;
    if (t && (t = component(t, "uptime")) && !*t)
      return &__symx_proc_uptime;
  }
  if ((r = component(path, "..")) && !*r)
    return SYMX_DOTDOT;
  size_t n;
  for (unsigned i = 0; i < __symx_fs.n_sym_files; i++)
    if ((n = named(&__symx_fs.sym_files[i], 1, i, path)) && !path[n])
      return &__symx_fs.sym_files[i];
  for (int i = 0; i < SYMX_MAX_CFILES; i++)
    if ((n = named(__symx_fs.cfiles[i], 0, 0, path)) && !path[n])
      return __symx_fs.cfiles[i];
  return NULL;
}

/* entry finds the directory entry path names in the current directory. */
static struct symx_dfile *entry(const char *path) { return entry_at(name(path)); }

/* missing is the errno of a lookup of path that found nothing: ENOTDIR
 * when a directory component of it is a file ("A/x", "A/."), as
 * natively; EACCES under "/root", which the user may not search; else
 * ENOENT (name's error when it has one). Symbolic links are not followed
 * here, as in a lookup. */
static int missing(const char *path) {
  const char *p = name(path);
  if (!p)
    return errno;
  const char *r = p[0] == '/' ? component(under_root(p, 1), "root") : NULL;
  if (r && *r)
    return EACCES;
  size_t n;
  for (unsigned i = 0; i < __symx_fs.n_sym_files; i++)
    if ((n = named(&__symx_fs.sym_files[i], 1, i, p)) && p[n] == '/')
      return ENOTDIR;
  for (int i = 0; i < SYMX_MAX_CFILES; i++) {
    struct symx_dfile *df = __symx_fs.cfiles[i];
    if (df && !df->target && !SYMX_IS_DIR(__symx_file_of(df)) &&
        (n = named(df, 0, 0, p)) && p[n] == '/')
      return ENOTDIR;
  }
  return ENOENT;
}

/* link_path is where symbolic link e leads: its target, relative to the
 * directory holding e; NULL (ENAMETOOLONG) when that does not fit buf. */
static const char *link_path(const struct symx_dfile *e, char *buf,
                             size_t size) {
  const char *slash = strrchr(e->name, '/');
  if (e->target[0] == '/' || !slash)
    return e->target;
  size_t n = (size_t)(slash - e->name) + 1, t = strlen(e->target);
  if (n + t >= size) {
    errno = ENAMETOOLONG;
    return NULL;
  }
  memcpy(buf, e->name, n);
  memcpy(buf + n, e->target, t + 1);
  return buf;
}

/* Linux follows at most 40 symbolic links in a lookup (ELOOP). */
#define MAX_LINK_HOPS 40

/* follow resolves entry e's symbolic links: the entry of the file it
 * leads to, or NULL (ENOENT for a dangling link, ELOOP for a cycle); the
 * path of the last link's target, where open's O_CREAT makes a file, is
 * left in last (of size bytes). */
static struct symx_dfile *follow(struct symx_dfile *e, char *last,
                                 size_t size) {
  char buf[256];
  for (int hops = 0; e && e->target; hops++) {
    const char *p = hops == MAX_LINK_HOPS ? NULL : link_path(e, buf, sizeof buf);
    if (!p) {
      if (hops == MAX_LINK_HOPS)
        errno = ELOOP;
      return NULL;
    }
    if (last && strlen(p) < size)
      strcpy(last, p);
    e = entry_at(p[0] == '/' ? home_name(p) : p);
    if (!e)
      errno = ENOENT;
  }
  return e;
}

/* lookup_at finds the file the model's name path names, through symbolic
 * links and hard links; lookup the file path names in the current
 * directory. */
static struct symx_dfile *lookup_at(const char *path) {
  struct symx_dfile *e = follow(entry_at(path), NULL, 0);
  return e ? __symx_file_of(e) : NULL;
}

static struct symx_dfile *lookup(const char *path) { return lookup_at(name(path)); }

/* drop_name removes entry e (a file's name or a hard link): the file
 * lives on while a link names it. */
static void drop_name(struct symx_dfile *e) {
  struct symx_dfile *df = __symx_file_of(e);
  e->removed = 1;
  if (e->link) {
    e->link->links--;
    e->link = NULL;
  }
  if (df->stat && !SYMX_IS_DIR(df) && df->stat->st_nlink > 0)
    df->stat->st_nlink--;
}

/* parent_dir is the directory holding the model's name path: "." for a
 * name without '/'; NULL and errno when it cannot be found. */
static struct symx_dfile *parent_dir(const char *path) {
  if (!path)
    return NULL;
  const char *slash = strrchr(path, '/');
  if (!slash)
    return SYMX_DOT;
  char parent[256];
  size_t n = (size_t)(slash - path);
  if (n >= sizeof parent) {
    errno = ENAMETOOLONG;
    return NULL;
  }
  memcpy(parent, path, n);
  parent[n] = 0;
  struct symx_dfile *p = n ? lookup_at(parent) : SYMX_ROOT;
  if (!p)
    errno = ENOENT;
  return p;
}

/* unwritable is the errno of adding or removing a name in directory p as
 * the model's user, or 0: "/", "/proc" and "/root" are root's (EACCES); the others
 * are writable: ".", ".." (the sticky /tmp, whose names the program
 * made are its own), "/tmp" and the directories the program made. */
static int unwritable(const struct symx_dfile *p) {
  return p == SYMX_ROOT || p == SYMX_PROC || p == SYMX_ROOTHOME ? EACCES : 0;
}

/* may_create reports whether the user may create the last component of
 * the model's name path (NULL: name's error), as natively for SYMX_UID:
 * a missing parent is ENOENT, a file ENOTDIR, "/proc" makes no names
 * even for root (ENOENT), else as unwritable says. */
static int may_create(const char *path) {
  struct symx_dfile *p = parent_dir(path);
  if (!p)
    return 0;
  int err = !SYMX_IS_DIR(p) ? ENOTDIR : p == SYMX_PROC ? ENOENT : unwritable(p);
  if (err)
    errno = err;
  return !err;
}

/* trim copies path without its trailing slashes into buf ("/" stays), a
 * path in the current directory still;
 * 0 and ENAMETOOLONG when it does not fit. */
static const char *trim(const char *path, char *buf, size_t size) {
  size_t n = strlen(path);
  while (n > 1 && path[n - 1] == '/')
    n--;
  if (n >= size) {
    errno = ENAMETOOLONG;
    return NULL;
  }
  memcpy(buf, path, n);
  buf[n] = 0;
  return buf;
}

static struct symx_dfile *create(const char *path, mode_t mode) {
  for (int i = 0; i < SYMX_MAX_CFILES; i++) {
    if (__symx_fs.cfiles[i] &&
        (!__symx_fs.cfiles[i]->removed || __symx_fs.cfiles[i]->links))
      continue; /* in use, or removed but still linked */
    struct symx_dfile *df = __symx_fs.cfiles[i];
    if (!df) {
      df = calloc(1, sizeof *df);
      if (!df)
        break;
      __symx_fs.cfiles[i] = df;
    }
    free(df->name);
    free(df->contents);
    free(df->stat);
    free(df->target);
    memset(df, 0, sizeof *df);
    df->name = strdup(path);
    df->stat = calloc(1, sizeof *df->stat);
    if (!df->name || !df->stat)
      break;
    df->stat->st_ino = (ino64_t)(1000 + i);
    df->stat->st_mode = S_IFREG | (mode & 07777 & ~cur_umask);
    df->stat->st_nlink = 1;
    df->stat->st_uid = SYMX_UID;
    df->stat->st_gid = SYMX_GID;
    df->stat->st_blksize = 4096;
    return df;
  }
  errno = ENOSPC;
  return NULL;
}

/* fail reports whether this call is an injected failure (--max-fail). */
static int fail(int *which, unsigned *calls) {
  /* Calls are counted only while failures are to come: the count would
   * otherwise be state every write reads and changes (how much a path
   * wrote so far), which PSE's summaries would have to match. */
  if (!__symx_fs.max_failures)
    return 0;
  (*calls)++;
  if (which && *which == (int)*calls) {
    __symx_fs.max_failures--;
    return 1;
  }
  return 0;
}

static void stat_console(struct stat64 *st, int fd) {
  memset(st, 0, sizeof *st);
  st->st_dev = 22;
  st->st_ino = (ino64_t)(3 + fd);
  st->st_mode = S_IFCHR | 0620;
  st->st_nlink = 1;
  st->st_uid = SYMX_UID;
  st->st_gid = 5;
  st->st_rdev = 0x8800;
  st->st_blksize = 1024;
}

static void stat_file(struct stat64 *st, struct symx_dfile *df) {
  *st = *df->stat;
  st->st_size = (off64_t)df->size;
  if (!df->symbolic)
    st->st_blocks = (blkcnt64_t)((df->size + 511) / 512);
}

/* to_stat copies a struct stat64 into the program's struct stat (they
 * differ on i386). */
static void to_stat(struct stat *d, const struct stat64 *s) {
  memset(d, 0, sizeof *d);
  d->st_dev = s->st_dev;
  d->st_ino = (ino_t)s->st_ino;
  d->st_mode = s->st_mode;
  d->st_nlink = s->st_nlink;
  d->st_uid = s->st_uid;
  d->st_gid = s->st_gid;
  d->st_rdev = s->st_rdev;
  d->st_size = (off_t)s->st_size;
  d->st_blksize = s->st_blksize;
  d->st_blocks = (blkcnt_t)s->st_blocks;
  d->st_atim = s->st_atim;
  d->st_mtim = s->st_mtim;
  d->st_ctim = s->st_ctim;
}

/* ------------------------------------------------------------------------
 * open, close, dup.
 * ---------------------------------------------------------------------- */

static int alloc_fd(int from) {
  for (int fd = from < 0 ? 0 : from; fd < SYMX_MAX_FDS; fd++)
    if (!(__symx_fs.fds[fd].flags & SYMX_FD_OPEN))
      return fd;
  errno = EMFILE;
  return -1;
}

/* __symx_may_write reports whether the model's user may write df as it
 * may natively in a replay: a symbolic file is writable by anyone when
 * its modeled mode has a write bit (replay gives it 0666, else 0444); the
 * model's own files and directories by their owner's or others' bit ("/"
 * is root's 0755, ".." /tmp's 01777, "." and what the program made the
 * user's). */
int __symx_may_write(const struct symx_dfile *df) {
  mode_t m = df->stat->st_mode;
  if (df->symbolic)
    return (m & 0222) != 0;
  return df->stat->st_uid == getuid() ? (m & S_IWUSR) != 0 : (m & S_IWOTH) != 0;
}

/* allowed follows KLEE's has_permission: opening for writing needs a
 * write bit for user, group or other (the process's ids are not modeled);
 * opening for reading only is not checked (in KLEE the read test never
 * applies to O_RDONLY). */
static int allowed(int acc, const struct stat64 *st) {
  mode_t m = st->st_mode;
  if ((acc == O_WRONLY || acc == O_RDWR) && !(m & (S_IWUSR | S_IWGRP | S_IWOTH)))
    return 0;
  return 1;
}

static int may(const struct symx_dfile *df, int what);

static int do_open(const char *path, int flags, mode_t mode) {
  int acc = flags & O_ACCMODE;
  struct symx_dfile *df;
  if (!path) {
    errno = EFAULT;
    return -1;
  }
  if (!*path) {
    errno = ENOENT;
    return -1;
  }
  /* "D/" names directory D (install -d opens the directory it made so) */
  char tb[256];
  size_t len = strlen(path);
  int dir_only = len > 1 && path[len - 1] == '/';
  if (dir_only && !(path = trim(path, tb, sizeof tb)))
    return -1;
  struct symx_dfile *e = entry(path);
  if (e && e->target && (flags & O_NOFOLLOW)) {
    errno = ELOOP;
    return -1;
  }
  char dest[256] = "";
  if (e && e->target && (flags & O_CREAT) && (flags & O_EXCL)) {
    errno = EEXIST; /* even a dangling link */
    return -1;
  }
  df = follow(e, dest, sizeof dest);
  if (df)
    df = __symx_file_of(df);
  else if (e && (errno != ENOENT || !(flags & O_CREAT)))
    return -1;
  if (df) {
    if ((flags & O_CREAT) && (flags & O_EXCL)) {
      errno = EEXIST;
      return -1;
    }
    if (SYMX_IS_DIR(df) && (acc != O_RDONLY || (flags & O_CREAT))) {
      errno = EISDIR;
      return -1;
    }
    if (!SYMX_IS_DIR(df) && ((flags & O_DIRECTORY) || dir_only)) {
      errno = ENOTDIR;
      return -1;
    }
    /* a directory's listing needs its read permission ("/root") */
    if (!allowed(acc, df->stat) || (SYMX_IS_DIR(df) && !may(df, R_OK))) {
      errno = EACCES;
      return -1;
    }
  } else if (flags & O_CREAT) {
    if (dir_only) {
      errno = EISDIR; /* "x/" cannot be made a file */
      return -1;
    }
    /* Through a dangling symbolic link: the file it names is made. */
    const char *p = e ? dest : name(path);
    if (!may_create(p))
      return -1;
    df = create(p, mode);
    if (!df)
      return -1;
  } else {
    errno = missing(path);
    return -1;
  }
  int fd = alloc_fd(0);
  if (fd < 0)
    return -1;
  /* Symbolic files keep their contents (as in KLEE). */
  if ((flags & O_TRUNC) && acc != O_RDONLY && !df->symbolic)
    df->size = 0;
  struct symx_fdesc *f = &__symx_fs.fds[fd];
  f->flags = SYMX_FD_OPEN;
  if (acc == O_RDONLY || acc == O_RDWR)
    f->flags |= SYMX_FD_READ;
  if (acc == O_WRONLY || acc == O_RDWR)
    f->flags |= SYMX_FD_WRITE;
  if (flags & O_APPEND)
    f->flags |= SYMX_FD_APPEND;
  if (flags & O_CLOEXEC)
    f->flags |= SYMX_FD_CLOEXEC;
  f->console = -1;
  f->df = df;
  f->off = 0;
  return fd;
}

/* open's mode argument is only read with O_CREAT (or O_TMPFILE), as the
 * caller may not pass it. */
#define MODE_ARG(flags, mode)                                                  \
  do {                                                                         \
    if ((flags) & O_CREAT) {                                                   \
      va_list ap;                                                              \
      va_start(ap, flags);                                                     \
      mode = (mode_t)va_arg(ap, int);                                          \
      va_end(ap);                                                              \
    }                                                                          \
  } while (0)

int open(const char *path, int flags, ...) {
  mode_t mode = 0;
  MODE_ARG(flags, mode);
  return do_open(path, flags, mode);
}

int open64(const char *path, int flags, ...) {
  mode_t mode = 0;
  MODE_ARG(flags, mode);
  return do_open(path, flags, mode);
}

int openat(int dirfd, const char *path, int flags, ...) {
  mode_t mode = 0;
  MODE_ARG(flags, mode);
  SYMX_AT(int, dirfd, path, do_open(path, flags, mode));
}

int openat64(int dirfd, const char *path, int flags, ...) {
  mode_t mode = 0;
  MODE_ARG(flags, mode);
  SYMX_AT(int, dirfd, path, do_open(path, flags, mode));
}

int creat(const char *path, mode_t mode) {
  return do_open(path, O_WRONLY | O_CREAT | O_TRUNC, mode);
}

int creat64(const char *path, mode_t mode) { return creat(path, mode); }

int close(int fd) {
  static unsigned calls;
  struct symx_fdesc *f = get_fd(fd);
  if (!f) {
    errno = EBADF;
    return -1;
  }
  if (fail(__symx_fs.close_fail, &calls)) {
    errno = EIO;
    return -1;
  }
  memset(f, 0, sizeof *f);
  return 0;
}

static int dup_to(struct symx_fdesc *f, int nfd) {
  struct symx_fdesc *n = &__symx_fs.fds[nfd];
  *n = *f;
  n->flags &= ~SYMX_FD_CLOEXEC;
  return nfd;
}

int dup(int fd) {
  struct symx_fdesc *f = get_fd(fd);
  if (!f) {
    errno = EBADF;
    return -1;
  }
  int nfd = alloc_fd(0);
  return nfd < 0 ? -1 : dup_to(f, nfd);
}

int dup2(int fd, int nfd) {
  struct symx_fdesc *f = get_fd(fd);
  if (!f || nfd < 0 || nfd >= SYMX_MAX_FDS) {
    errno = EBADF;
    return -1;
  }
  if (fd == nfd)
    return nfd;
  return dup_to(f, nfd);
}

int dup3(int fd, int nfd, int flags) {
  if (fd == nfd) {
    errno = EINVAL;
    return -1;
  }
  int r = dup2(fd, nfd);
  if (r >= 0 && (flags & O_CLOEXEC))
    __symx_fs.fds[r].flags |= SYMX_FD_CLOEXEC;
  return r;
}

/* record_lock answers a record-lock command on f. The program is the only
 * process and its own locks never conflict with one another, so every
 * lock is granted and F_GETLK finds none in the way (l_type F_UNLCK);
 * what the kernel checks without other lockers is checked: the type
 * against the descriptor's access mode (EBADF), the type, whence and a
 * negative start (EINVAL). Not tracked: an open file description's lock
 * (F_OFD_*) conflicts natively with the process's own POSIX locks, and
 * here it does not. sqlite's unix VFS locks every database it opens:
 * without this model each open was SQLITE_IOERR_LOCK. */
static int record_lock(const struct symx_fdesc *f, int get, short *type,
                       short whence, long long start) {
  if (whence != SEEK_SET && whence != SEEK_CUR && whence != SEEK_END) {
    errno = EINVAL;
    return -1;
  }
  if (whence == SEEK_SET && start < 0) {
    errno = EINVAL;
    return -1;
  }
  switch (*type) {
  case F_RDLCK:
    if (!get && !(f->flags & SYMX_FD_READ)) {
      errno = EBADF;
      return -1;
    }
    break;
  case F_WRLCK:
    if (!get && !(f->flags & SYMX_FD_WRITE)) {
      errno = EBADF;
      return -1;
    }
    break;
  case F_UNLCK:
    if (!get)
      break;
    /* fall through: F_GETLK asks about a lock to take */
  default:
    errno = EINVAL;
    return -1;
  }
  if (get)
    *type = F_UNLCK;
  return 0;
}

int fcntl(int fd, int cmd, ...) {
  struct symx_fdesc *f = get_fd(fd);
  va_list ap;
  long arg = 0;
  if (!f) {
    errno = EBADF;
    return -1;
  }
  va_start(ap, cmd);
  if (cmd == F_DUPFD || cmd == F_DUPFD_CLOEXEC || cmd == F_SETFD ||
      cmd == F_SETFL || cmd == F_GETLK || cmd == F_SETLK || cmd == F_SETLKW ||
      cmd == F_OFD_GETLK || cmd == F_OFD_SETLK || cmd == F_OFD_SETLKW
#if F_SETLK64 != F_SETLK
      || cmd == F_GETLK64 || cmd == F_SETLK64 || cmd == F_SETLKW64
#endif
  )
    arg = va_arg(ap, long);
  va_end(ap);
  switch (cmd) {
  case F_OFD_GETLK:
  case F_OFD_SETLK:
  case F_OFD_SETLKW:
    if (((struct flock *)arg)->l_pid != 0) {
      errno = EINVAL;
      return -1;
    }
    /* fall through */
  case F_GETLK:
  case F_SETLK:
  case F_SETLKW: {
    struct flock *l = (struct flock *)arg;
    return record_lock(f, cmd == F_GETLK || cmd == F_OFD_GETLK, &l->l_type,
                       l->l_whence, (long long)l->l_start);
  }
#if F_SETLK64 != F_SETLK
  case F_GETLK64:
  case F_SETLK64:
  case F_SETLKW64: {
    struct flock64 *l = (struct flock64 *)arg;
    return record_lock(f, cmd == F_GETLK64, &l->l_type, l->l_whence,
                       (long long)l->l_start);
  }
#endif
  case F_DUPFD:
  case F_DUPFD_CLOEXEC: {
    int nfd = alloc_fd((int)arg);
    if (nfd < 0)
      return -1;
    dup_to(f, nfd);
    if (cmd == F_DUPFD_CLOEXEC)
      __symx_fs.fds[nfd].flags |= SYMX_FD_CLOEXEC;
    return nfd;
  }
  case F_GETFD:
    return (f->flags & SYMX_FD_CLOEXEC) ? FD_CLOEXEC : 0;
  case F_SETFD:
    if (arg & FD_CLOEXEC)
      f->flags |= SYMX_FD_CLOEXEC;
    else
      f->flags &= ~SYMX_FD_CLOEXEC;
    return 0;
  case F_GETFL: {
    int r = (f->flags & SYMX_FD_READ) && (f->flags & SYMX_FD_WRITE) ? O_RDWR
            : (f->flags & SYMX_FD_WRITE)                           ? O_WRONLY
                                                                    : O_RDONLY;
    if (f->flags & SYMX_FD_APPEND)
      r |= O_APPEND;
    return r;
  }
  case F_SETFL:
    if (arg & O_APPEND)
      f->flags |= SYMX_FD_APPEND;
    else
      f->flags &= ~SYMX_FD_APPEND;
    return 0;
  default:
    errno = EINVAL;
    return -1;
  }
}

int fcntl64(int fd, int cmd, ...) {
  va_list ap;
  va_start(ap, cmd);
  long arg = va_arg(ap, long);
  va_end(ap);
  return fcntl(fd, cmd, arg);
}

int pipe(int fds[2]) {
  (void)fds;
  klee_warning("pipe() is not modeled: it fails with ENFILE");
  errno = ENFILE;
  return -1;
}

int pipe2(int fds[2], int flags) {
  (void)flags;
  return pipe(fds);
}

/* ------------------------------------------------------------------------
 * read, write, lseek.
 * ---------------------------------------------------------------------- */

static size_t conc_size(size_t n) {
  return (size_t)__symx_conc_i64((long long)n);
}

ssize_t read(int fd, void *buf, size_t count) {
  static unsigned calls;
  struct symx_fdesc *f;
  if (__symx_fs.max_failures) /* as fail() counts */
    calls++;
  if (count == 0)
    return 0;
  if (!buf) {
    errno = EFAULT;
    return -1;
  }
  f = get_fd(fd);
  if (!f || !(f->flags & SYMX_FD_READ)) {
    errno = EBADF;
    return -1;
  }
  if (__symx_fs.max_failures && __symx_fs.read_fail &&
      *__symx_fs.read_fail == (int)calls) {
    __symx_fs.max_failures--;
    errno = EIO;
    return -1;
  }
  struct symx_dfile *df = f->df;
  if (!df)
    return 0; /* the console's stdin is empty */
  if (SYMX_IS_DIR(df)) {
    errno = EISDIR;
    return -1;
  }
  if (f->off >= (long long)df->size)
    return 0;
  size_t avail = df->size - (size_t)f->off;
  if (count > avail)
    count = avail;
  memcpy(buf, df->contents + f->off, count);
  f->off += (long long)count;
  return (ssize_t)count;
}

/* grow makes room for size bytes in df's contents. */
static int grow(struct symx_dfile *df, size_t size) {
  if (size <= df->cap)
    return 0;
  size_t cap = df->cap ? df->cap : 64;
  while (cap < size)
    cap *= 2;
  unsigned char *c = realloc(df->contents, cap);
  if (!c) {
    errno = ENOSPC;
    return -1;
  }
  memset(c + df->cap, 0, cap - df->cap);
  df->contents = c;
  df->cap = cap;
  return 0;
}

ssize_t write(int fd, const void *buf, size_t count) {
  static unsigned calls;
  struct symx_fdesc *f;
  if (__symx_fs.max_failures) /* as fail() counts */
    calls++;
  f = get_fd(fd);
  if (!f || !(f->flags & SYMX_FD_WRITE)) {
    errno = EBADF;
    return -1;
  }
  if (__symx_fs.max_failures && __symx_fs.write_fail &&
      *__symx_fs.write_fail == (int)calls) {
    __symx_fs.max_failures--;
    errno = EIO;
    return -1;
  }
  if (count == 0)
    return 0;
  struct symx_dfile *df = f->df;
  if (!df) /* the engine takes output of a concrete size */
    return (ssize_t)__symx_write(f->console, buf, conc_size(count));
  if (f->flags & SYMX_FD_APPEND)
    f->off = (long long)df->size;
  size_t off = (size_t)f->off, n = count;
  if (df->symbolic && !__symx_fs.save_all_writes) {
    /* A symbolic file keeps its size: bytes past the end are dropped (but
     * the offset advances), as in KLEE without --save-all-writes. */
    if (off >= df->size)
      n = 0;
    else if (off + n > df->size)
      n = df->size - off;
    if (n != count)
      klee_warning("write() ignores bytes past the end of a symbolic file");
  } else {
    if (grow(df, off + n))
      return -1;
    if (off + n > df->size)
      df->size = off + n;
  }
  if (n)
    memcpy(df->contents + off, buf, n);
  f->off += (long long)count;
  return (ssize_t)count;
}

off64_t lseek64(int fd, off64_t off, int whence) {
  struct symx_fdesc *f = get_fd(fd);
  long long base;
  if (!f) {
    errno = EBADF;
    return -1;
  }
  if (!f->df) {
    errno = ESPIPE;
    return -1;
  }
  off = (off64_t)__symx_conc_i64((long long)off);
  switch (whence) {
  case SEEK_SET:
    base = 0;
    break;
  case SEEK_CUR:
    base = f->off;
    break;
  case SEEK_END:
    /* ext4, where replays run, puts a hashed directory's end at the
     * largest offset, of 31 bits for a 32-bit process (coreutils'
     * truncate -r DIR then fails natively). */
    base = (long long)f->df->size;
    if (SYMX_IS_DIR(f->df)) {
      if (off > 0) { /* past the largest offset */
        errno = EINVAL;
        return -1;
      }
      base = sizeof(long) == 4 ? INT_MAX : LLONG_MAX;
    }
    break;
  default:
    errno = EINVAL;
    return -1;
  }
  if (base + off < 0) {
    errno = EINVAL;
    return -1;
  }
  f->off = base + off;
  return f->off;
}

off_t lseek(int fd, off_t off, int whence) {
  off64_t r = lseek64(fd, (off64_t)off, whence);
  if (r > (off64_t)((~(unsigned long long)0) >> (65 - 8 * sizeof(off_t)))) {
    errno = EOVERFLOW;
    return -1;
  }
  return (off_t)r;
}

ssize_t pread64(int fd, void *buf, size_t count, off64_t off) {
  struct symx_fdesc *f = get_fd(fd);
  if (!f) {
    errno = EBADF;
    return -1;
  }
  if (!f->df) {
    errno = ESPIPE;
    return -1;
  }
  long long saved = f->off;
  f->off = (long long)__symx_conc_i64((long long)off);
  ssize_t r = read(fd, buf, count);
  f->off = saved;
  return r;
}

ssize_t pread(int fd, void *buf, size_t count, off_t off) {
  return pread64(fd, buf, count, (off64_t)off);
}

ssize_t pwrite64(int fd, const void *buf, size_t count, off64_t off) {
  struct symx_fdesc *f = get_fd(fd);
  if (!f) {
    errno = EBADF;
    return -1;
  }
  if (!f->df) {
    errno = ESPIPE;
    return -1;
  }
  long long saved = f->off;
  int flags = f->flags;
  f->flags &= ~SYMX_FD_APPEND;
  f->off = (long long)__symx_conc_i64((long long)off);
  ssize_t r = write(fd, buf, count);
  f->off = saved;
  f->flags = flags;
  return r;
}

ssize_t pwrite(int fd, const void *buf, size_t count, off_t off) {
  return pwrite64(fd, buf, count, (off64_t)off);
}

ssize_t readv(int fd, const struct iovec *iov, int n) {
  ssize_t total = 0;
  for (int i = 0; i < n; i++) {
    ssize_t r = read(fd, iov[i].iov_base, iov[i].iov_len);
    if (r < 0)
      return total ? total : -1;
    total += r;
    if ((size_t)r < iov[i].iov_len)
      break;
  }
  return total;
}

ssize_t writev(int fd, const struct iovec *iov, int n) {
  ssize_t total = 0;
  for (int i = 0; i < n; i++) {
    ssize_t r = write(fd, iov[i].iov_base, iov[i].iov_len);
    if (r < 0)
      return total ? total : -1;
    total += r;
  }
  return total;
}

int ftruncate64(int fd, off64_t len) {
  static unsigned calls;
  struct symx_fdesc *f = get_fd(fd);
  if (!f) {
    errno = EBADF;
    return -1;
  }
  if (fail(__symx_fs.ftruncate_fail, &calls)) {
    errno = EIO;
    return -1;
  }
  if (!f->df || !(f->flags & SYMX_FD_WRITE)) {
    errno = EINVAL;
    return -1;
  }
  /* Symbolic files too (KLEE's ignores them with EIO, where natively
   * truncate A -s 9 succeeds): the size changes, as stat then shows. */
  len = (off64_t)__symx_conc_i64((long long)len);
  if (len < 0) {
    errno = EINVAL;
    return -1;
  }
  if ((size_t)len > f->df->size && grow(f->df, (size_t)len))
    return -1;
  f->df->size = (size_t)len;
  return 0;
}

int ftruncate(int fd, off_t len) { return ftruncate64(fd, (off64_t)len); }

/* fsync syncs nothing, but fails as natively where the file cannot be
 * synced: procfs's ("sync /proc": EINVAL), and the console (natively
 * replay's pipes and the null device). */
int fsync(int fd) {
  struct symx_fdesc *f = get_fd(fd);
  if (!f) {
    errno = EBADF;
    return -1;
  }
  if (!f->df || f->df == SYMX_PROC || f->df == &__symx_proc_uptime) {
    errno = EINVAL;
    return -1;
  }
  return 0;
}
int fdatasync(int fd) { return fsync(fd); }
void sync(void) {}

/* ------------------------------------------------------------------------
 * stat and friends.
 * ---------------------------------------------------------------------- */

/* lookup_dir is lookup for stat and access, where a name with trailing
 * slashes must be a directory: "D/" of a directory the program made is D
 * (mkdir -p D/ D/), "A/" of a file is ENOTDIR, as natively (env A/ exits
 * 126, not 127; realpath A// fails). */
static struct symx_dfile *lookup_dir(const char *path) {
  struct symx_dfile *df = path ? lookup(path) : NULL;
  if (df)
    return df;
  char buf[256];
  size_t n = path ? strlen(path) : 0;
  const char *t = n > 1 && path[n - 1] == '/' ? trim(path, buf, sizeof buf) : NULL;
  int err = errno;
  struct symx_dfile *f = t ? lookup(t) : NULL;
  if (f && SYMX_IS_DIR(f))
    return f;
  errno = f ? ENOTDIR : err == ELOOP ? ELOOP : path ? missing(path) : ENOENT;
  return NULL;
}

int stat64(const char *path, struct stat64 *st) {
  struct symx_dfile *df = lookup_dir(path);
  if (!df)
    return -1;
  stat_file(st, df);
  return 0;
}

/* lstat64 answers for a symbolic link itself (S_IFLNK, the target's
 * length as its size), else as stat64. */
int lstat64(const char *path, struct stat64 *st) {
  struct symx_dfile *e = path ? entry(path) : NULL;
  if (e && e->target) {
    stat_file(st, e);
    return 0;
  }
  return stat64(path, st);
}

int fstat64(int fd, struct stat64 *st) {
  struct symx_fdesc *f = get_fd(fd);
  if (!f) {
    errno = EBADF;
    return -1;
  }
  if (f->df)
    stat_file(st, f->df);
  else
    stat_console(st, fd);
  return 0;
}

int fstatat64(int dirfd, const char *path, struct stat64 *st, int flags) {
  if ((flags & AT_EMPTY_PATH) && path && !*path)
    return fstat64(dirfd, st);
  SYMX_AT(int, dirfd, path,
          flags & AT_SYMLINK_NOFOLLOW ? lstat64(path, st) : stat64(path, st));
}

/* narrowed is a struct stat64 call's result rc for the program's struct
 * stat: s copied into st when the call succeeded. */
static int narrowed(int rc, const struct stat64 *s, struct stat *st) {
  if (rc)
    return -1;
  to_stat(st, s);
  return 0;
}

int stat(const char *path, struct stat *st) {
  struct stat64 s;
  return narrowed(stat64(path, &s), &s, st);
}

int lstat(const char *path, struct stat *st) {
  struct stat64 s;
  return narrowed(lstat64(path, &s), &s, st);
}

int fstat(int fd, struct stat *st) {
  struct stat64 s;
  return narrowed(fstat64(fd, &s), &s, st);
}

int fstatat(int dirfd, const char *path, struct stat *st, int flags) {
  struct stat64 s;
  return narrowed(fstatat64(dirfd, path, &s, flags), &s, st);
}

/* glibc < 2.33 headers call these (the version argument is ignored). */
int __xstat(int ver, const char *path, struct stat *st) {
  (void)ver;
  return stat(path, st);
}
int __lxstat(int ver, const char *path, struct stat *st) {
  (void)ver;
  return lstat(path, st);
}
int __fxstat(int ver, int fd, struct stat *st) {
  (void)ver;
  return fstat(fd, st);
}
int __fxstatat(int ver, int dirfd, const char *path, struct stat *st,
               int flags) {
  (void)ver;
  return fstatat(dirfd, path, st, flags);
}
int __xstat64(int ver, const char *path, struct stat64 *st) {
  (void)ver;
  return stat64(path, st);
}
int __lxstat64(int ver, const char *path, struct stat64 *st) {
  (void)ver;
  return lstat64(path, st);
}
int __fxstat64(int ver, int fd, struct stat64 *st) {
  (void)ver;
  return fstat64(fd, st);
}

/* may is whether the user may read (R_OK), write (W_OK) or execute
 * (X_OK) df, by the bits of its class (owner or other) as natively. A
 * symbolic file is readable by all and writable with any write bit, never
 * executable: the modes replay gives it (and the model's open rule). */
static int may(const struct symx_dfile *df, int what) {
  mode_t m = df->stat->st_mode;
  if (what == W_OK)
    return __symx_may_write(df);
  if (df->symbolic)
    return what == R_OK;
  int own = df->stat->st_uid == getuid();
  return what == R_OK ? (m & (own ? S_IRUSR : S_IROTH)) != 0
                      : (m & (own ? S_IXUSR : S_IXOTH)) != 0;
}

/* access answers as natively for the model's user ("/" is root's 0755:
 * not writable; [ -w A ] of another's read-only file: EACCES). */
int access(const char *path, int mode) {
  struct symx_dfile *df = lookup_dir(path);
  if (!df)
    return -1;
  if (((mode & R_OK) && !may(df, R_OK)) || ((mode & W_OK) && !may(df, W_OK)) ||
      ((mode & X_OK) && !may(df, X_OK))) {
    errno = EACCES;
    return -1;
  }
  return 0;
}

int faccessat(int dirfd, const char *path, int mode, int flags) {
  (void)flags;
  SYMX_AT(int, dirfd, path, access(path, mode));
}

int euidaccess(const char *path, int mode) { return access(path, mode); }
int eaccess(const char *path, int mode) { return access(path, mode); }

int unlink(const char *path) {
  struct symx_dfile *e = path ? entry(path) : NULL;
  if (!e) {
    errno = ENOENT;
    return -1;
  }
  if (SYMX_IS_DIR(e)) {
    errno = EISDIR;
    return -1;
  }
  /* e's name is concrete where path may be symbolic */
  int err = unwritable(parent_dir(e->name));
  if (err) {
    errno = err; /* /proc/uptime */
    return -1;
  }
  drop_name(e);
  return 0;
}

/* __symx_link makes to a hard link of from's file (fsat.c's link): a
 * second entry naming it, so that it shares its stat and contents. */
int __symx_link(const char *from, const char *to) {
  struct symx_dfile *df = from ? lookup(from) : NULL;
  if (!df || !to) {
    errno = !from || !to ? EFAULT : ENOENT;
    return -1;
  }
  if (!*to) {
    errno = ENOENT;
    return -1;
  }
  if (entry(to)) {
    errno = EEXIST;
    return -1;
  }
  /* No hard links to directories; and Linux's protected_hardlinks:
   * another user's file only when it is regular and readable and
   * writable (symbolic files are readable by all natively). */
  if (SYMX_IS_DIR(df) || (df->stat->st_uid != getuid() &&
                          (!S_ISREG(df->stat->st_mode) || !__symx_may_write(df)))) {
    errno = EPERM;
    return -1;
  }
  const char *n = name(to);
  if (!may_create(n))
    return -1;
  struct symx_dfile *e = create(n, 0);
  if (!e)
    return -1;
  free(e->stat);
  e->stat = NULL;
  e->link = df;
  df->links++;
  if (df->stat)
    df->stat->st_nlink++;
  return 0;
}

int unlinkat(int dirfd, const char *path, int flags) {
  SYMX_AT(int, dirfd, path, flags & AT_REMOVEDIR ? rmdir(path) : unlink(path));
}

/* has_entries reports whether a directory the program made holds a file
 * (created files are named by their whole path). */
static int in_dir(const struct symx_dfile *df, const struct symx_dfile *dir,
                  size_t n) {
  return df && !df->removed && df != dir && df->name &&
         strncmp(df->name, dir->name, n) == 0 && df->name[n] == '/';
}

static int has_entries(const struct symx_dfile *dir) {
  size_t n = strlen(dir->name);
  for (int i = 0; i < SYMX_MAX_CFILES; i++)
    if (in_dir(__symx_fs.cfiles[i], dir, n))
      return 1;
  for (unsigned i = 0; i < __symx_fs.n_sym_files; i++) /* renamed into it */
    if (in_dir(&__symx_fs.sym_files[i], dir, n))
      return 1;
  return 0;
}

int rmdir(const char *path) {
  char buf[256];
  const char *p = path ? trim(path, buf, sizeof buf) : NULL;
  if (path && !p)
    return -1;
  struct symx_dfile *df = p ? lookup(p) : NULL;
  if (df && df->dir && !has_entries(df)) {
    df->removed = 1;
    return 0;
  }
  errno = !df             ? ENOENT
          : df == SYMX_DOT  ? EINVAL
          : df == SYMX_ROOT ? EBUSY
          : SYMX_IS_DIR(df) ? ENOTEMPTY /* "..", natively /tmp */
                            : ENOTDIR;
  return -1;
}

/* mkdir makes an empty directory where may_create allows it (its entries
 * are not listed; paths through it name created files). */
int mkdir(const char *path, mode_t mode) {
  char buf[256];
  const char *p = path ? trim(path, buf, sizeof buf) : NULL;
  if (!p) {
    if (!path)
      errno = EFAULT;
    return -1;
  }
  if (!*p) {
    errno = ENOENT;
    return -1;
  }
  if (entry(p)) {
    errno = EEXIST;
    return -1;
  }
  p = name(p);
  if (!may_create(p))
    return -1;
  struct symx_dfile *df = create(p, mode);
  if (!df)
    return -1;
  df->dir = 1;
  df->size = 4096;
  df->stat->st_mode = S_IFDIR | (mode & 07777 & ~cur_umask);
  df->stat->st_nlink = 2;
  return 0;
}

int rename(const char *from, const char *to) {
  struct symx_dfile *e = from ? entry(from) : NULL;
  if (!e || !to || !*to) {
    errno = ENOENT; /* mv A "" renamed A to "" */
    return -1;
  }
  struct symx_dfile *df = __symx_file_of(e);
  if (SYMX_IS_DIR(df) && (!df->dir || has_entries(df))) {
    /* The directories are in use (a directory the program made moves
     * while empty). */
    errno = EBUSY;
    return -1;
  }
  /* Into or out of procfs is across file systems; within it, procfs
   * makes no names. */
  int from_proc = parent_dir(e->name) == SYMX_PROC,
      to_proc = parent_dir(name(to)) == SYMX_PROC;
  if (from_proc || to_proc) {
    errno = from_proc && to_proc ? ENOENT : EXDEV;
    return -1;
  }
  struct symx_dfile *to_e = entry(to);
  struct symx_dfile *old = to_e && to_e->target ? to_e : lookup(to);
  if (old == df)
    return 0; /* two names of one file, or one name: nothing happens */
  if (old && SYMX_IS_DIR(old)) {
    errno = EISDIR;
    return -1;
  }
  const char *n = name(to);
  if (!n || (!old && !may_create(n)))
    return -1;
  char *copy = strdup(n);
  if (!copy) {
    errno = ENOMEM;
    return -1;
  }
  if (old)
    drop_name(entry(to));
  free(e->name);
  e->name = copy;
  e->renamed = e->symbolic;
  return 0;
}

/* df_chmod is KLEE's __df_chmod: the owner may change the mode. */
static int df_chmod(struct symx_dfile *df, mode_t mode) {
  if (getuid() != df->stat->st_uid) {
    errno = EPERM;
    return -1;
  }
  if (getgid() != df->stat->st_gid)
    mode &= ~(mode_t)S_ISGID;
  df->stat->st_mode = (df->stat->st_mode & ~07777u) | (mode & 07777);
  return 0;
}

int chmod(const char *path, mode_t mode) {
  struct symx_dfile *df = path ? lookup(path) : NULL;
  if (!df) {
    errno = ENOENT;
    return -1;
  }
  return df_chmod(df, mode);
}

int fchmod(int fd, mode_t mode) {
  struct symx_fdesc *f = get_fd(fd);
  if (!f) {
    errno = EBADF;
    return -1;
  }
  return f->df ? df_chmod(f->df, mode) : 0;
}

mode_t umask(mode_t mask) {
  mode_t old = cur_umask;
  cur_umask = mask & 0777;
  return old;
}

int isatty(int fd) {
  struct symx_fdesc *f = get_fd(fd);
  if (!f) {
    errno = EBADF;
    return 0;
  }
  /* Not the console either: replay runs the program on pipes and
   * /dev/null, and ttyname and tcgetattr say ENOTTY (system.c). */
  errno = ENOTTY;
  return 0;
}

int ioctl(int fd, unsigned long req, ...) {
  struct symx_fdesc *f = get_fd(fd);
  if (!f) {
    errno = EBADF;
    return -1;
  }
  if (!f->df && req == TIOCGWINSZ) {
    va_list ap;
    va_start(ap, req);
    struct winsize *ws = va_arg(ap, struct winsize *);
    va_end(ap);
    ws->ws_row = 24;
    ws->ws_col = 80;
    ws->ws_xpixel = 0;
    ws->ws_ypixel = 0;
    return 0;
  }
  errno = ENOTTY;
  return -1;
}

/* ------------------------------------------------------------------------
 * The working directory: natively, the first one is SYMX_HOME_PATH.
 * ---------------------------------------------------------------------- */

char *getcwd(char *buf, size_t size) {
  static unsigned calls;
  if (fail(__symx_fs.getcwd_fail, &calls)) {
    errno = ERANGE;
    return NULL;
  }
  /* the model's name of the current directory, made absolute */
  const char *n = cwd->name, *pre = "";
  if (cwd == SYMX_DOT)
    n = SYMX_HOME_PATH;
  else if (cwd == SYMX_DOTDOT)
    n = SYMX_PARENT_PATH;
  else if (n[0] == '.' && n[1] == '.' && n[2] == '/')
    pre = SYMX_PARENT_PATH, n += 2;
  else if (n[0] != '/')
    pre = SYMX_HOME_PATH "/";
  size_t len = strlen(pre) + strlen(n) + 1;
  if (!buf) {
    if (size && size < len) {
      errno = ERANGE;
      return NULL;
    }
    buf = malloc(size > len ? size : len);
    if (!buf) {
      errno = ENOMEM;
      return NULL;
    }
  } else if (size < len) {
    errno = size ? ERANGE : EINVAL;
    return NULL;
  }
  strcpy(buf, pre);
  strcat(buf, n);
  return buf;
}

char *get_current_dir_name(void) { return getcwd(NULL, 0); }

/* chdir moves to a directory (a missing name ENOENT, a file ENOTDIR: env
 * -C exits 125); relative paths then name files under it (mkdir -p D/E,
 * install -d: gnulib's savewd and mkancesdirs chdir into each level). */
int chdir(const char *path) {
  struct stat64 st;
  if (!path) {
    errno = EFAULT;
    return -1;
  }
  if (stat64(path, &st) != 0)
    return -1;
  if (!S_ISDIR(st.st_mode)) {
    errno = ENOTDIR;
    return -1;
  }
  struct symx_dfile *d = lookup_dir(path); /* "D/" as stat64 found it */
  if (!may(d, X_OK)) {
    errno = EACCES; /* "/root" */
    return -1;
  }
  cwd = d;
  return 0;
}

int fchdir(int fd) {
  struct symx_fdesc *f = get_fd(fd);
  if (!f || !f->df || !SYMX_IS_DIR(f->df)) {
    errno = f ? ENOTDIR : EBADF;
    return -1;
  }
  cwd = f->df;
  return 0;
}

ssize_t readlink(const char *path, char *buf, size_t size) {
  struct symx_dfile *e = path ? entry(path) : NULL;
  if (!e || !e->target) {
    errno = e ? EINVAL : path ? missing(path) : EFAULT;
    return -1;
  }
  size_t n = strlen(e->target);
  if (n > size)
    n = size;
  memcpy(buf, e->target, n);
  return (ssize_t)n;
}

struct symx_dfile *__symx_at_enter(int dirfd, const char *path) {
  struct symx_dfile *prev = cwd;
  if (dirfd == AT_FDCWD || !path || path[0] == '/')
    return prev;
  struct symx_fdesc *f = get_fd(dirfd);
  if (!f || !f->df || !SYMX_IS_DIR(f->df)) {
    errno = f ? ENOTDIR : EBADF;
    return NULL;
  }
  cwd = f->df;
  return prev;
}

void __symx_at_leave(struct symx_dfile *prev) { cwd = prev; }

/* at_name copies the model's name of path under dirfd's directory, as
 * the first directory names it, into buf (size bytes): 0, or -1 and
 * errno. */
static int at_name(int dirfd, const char *path, char *buf, size_t size) {
  struct symx_dfile *prev = __symx_at_enter(dirfd, path);
  if (!prev)
    return -1;
  const char *n = path ? name(path) : NULL;
  cwd = prev;
  if (!n) {
    errno = path ? errno : EFAULT;
    return -1;
  }
  size_t m = strlen(n);
  if (m >= size) {
    errno = ENAMETOOLONG;
    return -1;
  }
  memcpy(buf, n, m + 1);
  return 0;
}

int __symx_at2(int olddirfd, const char *from, int newdirfd, const char *to,
               int (*op)(const char *, const char *)) {
  if (olddirfd == AT_FDCWD && newdirfd == AT_FDCWD)
    return op(from, to);
  char a[256], b[256];
  if (at_name(olddirfd, from, a, sizeof a) || at_name(newdirfd, to, b, sizeof b))
    return -1;
  struct symx_dfile *prev = cwd;
  cwd = SYMX_DOT; /* the names are the first directory's */
  int r = op(a, b);
  cwd = prev;
  return r;
}

/* For dir.c, fsat.c and system.c. */
struct symx_dfile *__symx_lookup(const char *path) { return lookup(path); }
struct symx_dfile *__symx_entry(const char *path) { return entry(path); }

/* __symx_symlink makes path a symbolic link holding target (fsat.c's
 * symlink): an entry of its own, S_IFLNK and 0777 as Linux makes them,
 * that lookups follow and lstat, readlink and unlink see. */
int __symx_symlink(const char *target, const char *path) {
  if (!target || !path) {
    errno = EFAULT;
    return -1;
  }
  if (!*target || !*path) {
    errno = ENOENT;
    return -1;
  }
  char buf[256];
  const char *p = trim(path, buf, sizeof buf);
  if (!p)
    return -1;
  if (entry(p)) {
    errno = EEXIST;
    return -1;
  }
  if (strcmp(p, path) != 0 && path[strlen(path) - 1] == '/') {
    errno = ENOENT; /* "L/": a directory that is not there */
    return -1;
  }
  const char *n = name(p);
  if (!may_create(n))
    return -1;
  char *t = strdup(target);
  struct symx_dfile *e = t ? create(n, 0777) : NULL;
  if (!e) {
    free(t);
    if (!t)
      errno = ENOMEM;
    return -1;
  }
  e->target = t;
  e->size = strlen(t);
  e->stat->st_mode = S_IFLNK | 0777;
  return 0;
}
struct symx_fdesc *__symx_get_fd(int fd) { return get_fd(fd); }
