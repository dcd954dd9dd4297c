/*
 * dir.c - directories over the modeled file system.
 *
 * The model has five directories. The current directory "." (also "./")
 * lists, in this order, ".", "..", the symbolic files A, B, ... that are
 * not removed, then the files the program created whose names have no
 * '/'. The symbolic files are regular files (d_type DT_REG), as the files
 * replay writes are. Natively the order of readdir is the file system's
 * (replay's temporary directory); programs that sort names (ls, du) see
 * the same either way. "/" (natively the real root), ".." (natively the
 * replay directory's parent, a fresh sticky directory in /tmp) and "/tmp"
 * (Debian's, root's and sticky, mode 01777) exist, but list only "." and
 * ".." ("/" also "tmp", ".." also "cwd", the name of "." natively, and
 * the files made in "..", "/tmp" the files the program made there): their
 * other contents are not modeled. "/proc" (procfs, root's, mode 0555)
 * lists only "uptime", the one file of it the model has (system.c).
 * "/root" (root's home, mode 0700) cannot be read or searched by the
 * model's user, as natively: "/" lists it, so that a walk of "/" fails
 * as it does natively (du /, chmod -R /). A
 * directory the program made lists the files made in it. Files can be
 * made in ".." and "/tmp" (mktemp -t), as natively by anyone.
 */
#include "symx_libc.h"

#include <dirent.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

/* The directories' stat: "." as os.MkdirTemp makes replay's, "/", ".."
 * (the temporary directory's parent), "/tmp" and "/proc" owned by root. */
static struct stat64 dir_stat[SYMX_N_DIRS] = {
    {.st_dev = 0x801, .st_ino = 2, .st_mode = S_IFDIR | 0700, .st_nlink = 2,
     .st_uid = SYMX_UID, .st_gid = SYMX_GID, .st_blksize = 4096, .st_blocks = 8},
    {.st_dev = 0x801, .st_ino = 1, .st_mode = S_IFDIR | 0755, .st_nlink = 3,
     .st_blksize = 4096, .st_blocks = 8},
    {.st_dev = 0x801, .st_ino = 3, .st_mode = S_IFDIR | 01777, .st_nlink = 3,
     .st_blksize = 4096, .st_blocks = 8},
    {.st_dev = 0x801, .st_ino = 4, .st_mode = S_IFDIR | 01777, .st_nlink = 3,
     .st_blksize = 4096, .st_blocks = 8},
    {.st_dev = 0x16, .st_ino = 1, .st_mode = S_IFDIR | 0555, .st_nlink = 2,
     .st_blksize = 1024},
    {.st_dev = 0x801, .st_ino = 5, .st_mode = S_IFDIR | 0700, .st_nlink = 2,
     .st_blksize = 4096, .st_blocks = 8},
};

struct symx_dfile __symx_dirs[SYMX_N_DIRS] = {
    {.name = ".", .size = 4096, .stat = &dir_stat[0]},
    {.name = "/", .size = 4096, .stat = &dir_stat[1]},
    {.name = "..", .size = 4096, .stat = &dir_stat[2]},
    {.name = "/tmp", .size = 4096, .stat = &dir_stat[3]},
    {.name = "/proc", .stat = &dir_stat[4]},
    {.name = "/root", .size = 4096, .stat = &dir_stat[5]},
};

struct __dirstream {
  int fd;
  struct symx_dfile *dir;
  long pos; /* index of the next entry */
  struct dirent ent;
  struct dirent64 ent64;
};

/* listed is the name under which directory dir lists file df, or NULL:
 * "." lists the names without '/'; the directories the program made,
 * ".." and "/tmp" the names under theirs, one level down. */
static const char *listed(const struct symx_dfile *df,
                          const struct symx_dfile *dir) {
  if (!df || df->removed || !df->name)
    return NULL;
  if (dir == SYMX_DOT)
    return strchr(df->name, '/') ? NULL : df->name;
  if (!dir->dir && dir != SYMX_TMP && dir != SYMX_DOTDOT)
    return NULL;
  size_t n = strlen(dir->name);
  if (strncmp(df->name, dir->name, n) != 0 || df->name[n] != '/' ||
      strchr(df->name + n + 1, '/'))
    return NULL;
  return df->name + n + 1;
}

/* entry finds entry pos of directory dir and sets *name, *ino and *type;
 * it returns 0 past the last entry. */
static int entry(struct symx_dfile *dir, long pos, const char **name,
                 unsigned long long *ino, unsigned char *type) {
  if (pos < 2) {
    struct symx_dfile *parent = dir == SYMX_DOT      ? SYMX_DOTDOT
                                : dir == SYMX_DOTDOT ? SYMX_TMP
                                                     : SYMX_ROOT;
    *name = pos ? ".." : ".";
    *ino = (pos ? parent : dir)->stat->st_ino;
    *type = DT_DIR;
    return 1;
  }
  if (dir == SYMX_ROOT && pos >= 2 && pos <= 4) {
    /* "/" is not empty (rmdir --ignore-fail-on-non-empty /) */
    struct symx_dfile *d = pos == 2 ? SYMX_TMP : pos == 3 ? SYMX_PROC : SYMX_ROOTHOME;
    *name = d->name + 1;
    *ino = d->stat->st_ino;
    *type = DT_DIR;
    return 1;
  }
  if (dir == SYMX_PROC) {
    if (pos > 2)
      return 0;
    *name = "uptime";
    *ino = __symx_proc_uptime.stat->st_ino;
    *type = DT_REG;
    return 1;
  }
  if (dir == SYMX_DOTDOT && pos == 2) {
    /* the first directory, natively replay's "cwd" */
    *name = SYMX_HOME_NAME;
    *ino = SYMX_DOT->stat->st_ino;
    *type = DT_DIR;
    return 1;
  }
  long k = pos - 2 - (dir == SYMX_ROOT) * 3 - (dir == SYMX_DOTDOT);
  for (unsigned i = 0; i < __symx_fs.n_sym_files; i++) {
    struct symx_dfile *df = &__symx_fs.sym_files[i];
    const char *n = listed(df, dir);
    if (n && k-- == 0) {
      *name = n;
      *ino = df->stat->st_ino;
      *type = DT_REG;
      return 1;
    }
  }
  for (int i = 0; i < SYMX_MAX_CFILES; i++) {
    struct symx_dfile *df = __symx_fs.cfiles[i];
    const char *n = listed(df, dir);
    if (n && k-- == 0) {
      const struct stat64 *st = __symx_file_of(df)->stat;
      *name = n;
      *ino = st->st_ino;
      *type = IFTODT(st->st_mode); /* regular, FIFO, directory or link */
      return 1;
    }
  }
  return 0;
}

DIR *fdopendir(int fd) {
  struct symx_fdesc *f = __symx_get_fd(fd);
  if (!f) {
    errno = EBADF;
    return NULL;
  }
  if (!f->df || !SYMX_IS_DIR(f->df)) {
    errno = ENOTDIR;
    return NULL;
  }
  DIR *d = calloc(1, sizeof *d);
  if (!d) {
    errno = ENOMEM;
    return NULL;
  }
  d->fd = fd;
  d->dir = f->df;
  return d;
}

DIR *opendir(const char *path) {
  int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0)
    return NULL;
  DIR *d = fdopendir(fd);
  if (!d)
    close(fd);
  return d;
}

int closedir(DIR *d) {
  if (!d) {
    errno = EINVAL;
    return -1;
  }
  int r = close(d->fd);
  free(d);
  return r;
}

int dirfd(DIR *d) { return d->fd; }

void rewinddir(DIR *d) { d->pos = 0; }

long telldir(DIR *d) { return d->pos; }

void seekdir(DIR *d, long pos) { d->pos = pos; }

struct dirent64 *readdir64(DIR *d) {
  const char *name;
  unsigned long long ino;
  unsigned char type;
  if (!entry(d->dir, d->pos, &name, &ino, &type))
    return NULL; /* errno unchanged: the end of the directory */
  d->pos++;
  struct dirent64 *e = &d->ent64;
  memset(e, 0, sizeof *e);
  e->d_ino = ino;
  e->d_off = d->pos;
  e->d_reclen = sizeof *e;
  e->d_type = type;
  strncpy(e->d_name, name, sizeof e->d_name - 1);
  return e;
}

struct dirent *readdir(DIR *d) {
  struct dirent64 *e64 = readdir64(d);
  if (!e64)
    return NULL;
  struct dirent *e = &d->ent;
  memset(e, 0, sizeof *e);
  e->d_ino = (ino_t)e64->d_ino;
  e->d_off = (off_t)e64->d_off;
  e->d_reclen = sizeof *e;
  e->d_type = e64->d_type;
  memcpy(e->d_name, e64->d_name, sizeof e->d_name);
  return e;
}
