/*
 * symx_libc.h - private header of symx's modeled C library.
 *
 * Every runtime source file includes this header first. It fixes the
 * feature macros, pulls in the system headers the runtime needs for ABI
 * types and constants (struct stat, O_* flags, errno values, ...), declares
 * the engine primitives the runtime relies on, and defines the runtime's
 * own FILE type and internal interfaces.
 *
 * The runtime never includes <stdio.h>: its FILE is its own type (struct
 * symx_file), and glibc's <stdio.h> would redirect sscanf and friends to
 * __isoc99_* through asm labels. Programs only ever hold FILE pointers, so
 * the layout is private to this library.
 */
#ifndef SYMX_LIBC_H
#define SYMX_LIBC_H

/* No glibc extern-inline bodies (they use glibc internals), no fortify. */
#ifndef __NO_INLINE__
#define __NO_INLINE__ 1
#endif
#undef _FORTIFY_SOURCE
#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1
#endif
#ifndef _LARGEFILE64_SOURCE
#define _LARGEFILE64_SOURCE 1
#endif

/* glibc's declarations carry nonnull attributes; the optimizer would use
 * them to drop the runtime's own NULL checks. */
#define __nonnull(params)
#define __attribute_nonnull__(params)
#define __returns_nonnull

#include <stddef.h>
#include <stdarg.h>
#include <stdint.h>
#include <limits.h>
#include <errno.h>
#include <sys/types.h>

#include <klee/klee.h>

/* ------------------------------------------------------------------------
 * Engine primitives. The engine implements these; the runtime only calls
 * them. (The declarations repeat <klee/klee.h> and the system headers so
 * that the contract is in one place.)
 * ---------------------------------------------------------------------- */
void klee_make_symbolic(void *addr, size_t nbytes, const char *name);
void klee_assume(uintptr_t condition);
unsigned klee_is_symbolic(uintptr_t n);
void klee_silent_exit(int status) __attribute__((noreturn));
void klee_report_error(const char *file, int line, const char *message,
                       const char *suffix) __attribute__((noreturn));
void klee_warning(const char *message);
int64_t klee_get_value_i64(int64_t expr);
/* __symx_value_i64: one value expr can take on the path, not bound to it
 * (klee_get_value_i64 binds it). */
int64_t __symx_value_i64(int64_t expr);
int klee_range(int begin, int end, const char *name);
void *malloc(size_t size);
void *calloc(size_t n, size_t size);
void *realloc(void *p, size_t size);
void free(void *p);
void abort(void) __attribute__((noreturn));
void _exit(int status) __attribute__((noreturn));
/* __symx_write hands n bytes of program output on fd 1 or 2 to the engine
 * and returns n. */
int __symx_write(int fd, const void *buf, unsigned long n);

/* ------------------------------------------------------------------------
 * Internal helpers shared between files (all named __symx_*).
 * ---------------------------------------------------------------------- */

/* __symx_conc_i64 returns x concretized (one feasible value, constrained on
 * the path) when it is symbolic, else x. */
long long __symx_conc_i64(long long x);

/* Character classes as branch-free comparisons (no table reads). */
/* SYMX_UID is the model's user and group id: one that Debian reserves
 * and never assigns (65000-65533), so that no user or group database
 * has an entry for it, natively as in users.c; uid 1000, the first
 * user of most machines, named somebody on each. replay.ModelUser runs
 * replays as it. */
#define SYMX_UID 65000
#define SYMX_GID 65000

/* __symx_link makes a hard link (fd.c). */
int __symx_link(const char *from, const char *to);

/* __symx_exec_fails sets errno as a replay's exec fails and returns -1
 * (system.c); search: a name without '/' is looked up on PATH. */
int __symx_exec_fails(const char *path, int search);

#define SYMX_INLINE static inline __attribute__((always_inline))
/* __symx_is_sym64 reports whether a 64-bit value is symbolic:
 * klee_is_symbolic takes a uintptr_t, so on ILP32 the high half too. */
SYMX_INLINE int __symx_is_sym64(unsigned long long x) {
  return klee_is_symbolic((uintptr_t)x) ||
         (sizeof(uintptr_t) < sizeof x && klee_is_symbolic((uintptr_t)(x >> 32)));
}
SYMX_INLINE int __symx_isspace(int c) {
  return (c == ' ') | ((unsigned)c - '\t' < 5u);
}
SYMX_INLINE int __symx_isdigit(int c) { return (unsigned)c - '0' < 10u; }
SYMX_INLINE int __symx_tolower(int c) {
  return ((unsigned)c - 'A' < 26u) ? c + ('a' - 'A') : c;
}
/* __symx_digitval returns the value of c as a digit in bases up to 36, or
 * 99 when c is no digit. */
SYMX_INLINE int __symx_digitval(int c) {
  int d = 99;
  d = ((unsigned)c - 'A' < 26u) ? c - 'A' + 10 : d;
  d = ((unsigned)c - 'a' < 26u) ? c - 'a' + 10 : d;
  d = ((unsigned)c - '0' < 10u) ? c - '0' : d;
  return d;
}

/* strtoull-like core: parses an integer with C's strtol rules. If signed_,
 * the result is clamped to [-(smax)-1, smax], else to umax (with negation
 * of the magnitude as strtoul does). Sets *endp and errno like strtol. */
unsigned long long __symx_strtox(const char *s, char **endp, int base,
                                 int signed_, unsigned long long umax,
                                 long long smax);

/* Floating point. */
double __symx_strtod(const char *s, char **endp, int single);

/* __symx_fmt_float formats d for conversion conv (one of f F e E g G a A)
 * with the given flags, width and precision (prec < 0: default) into the
 * sink. Flags are the SYMX_FL_* bits below. */
struct symx_sink;
void __symx_fmt_float(struct symx_sink *sk, double d, int conv, int flags,
                      int width, int prec);

#define SYMX_FL_LEFT 1   /* '-' */
#define SYMX_FL_PLUS 2   /* '+' */
#define SYMX_FL_SPACE 4  /* ' ' */
#define SYMX_FL_ZERO 8   /* '0' */
#define SYMX_FL_ALT 16   /* '#' */

/* Output sinks of the printf core. */
enum { SYMX_SINK_BUF, SYMX_SINK_FD, SYMX_SINK_DYN };
struct symx_sink {
  int kind;
  int fd;       /* SYMX_SINK_FD */
  int err;      /* an output error happened */
  char *buf;    /* SYMX_SINK_BUF: caller's buffer; SYMX_SINK_DYN: heap */
  size_t cap;   /* bytes available in buf (BUF: including the NUL) */
  size_t len;   /* bytes stored in buf */
  size_t total; /* bytes produced (the return value of printf) */
  char local[128];
};
void __symx_sink_put(struct symx_sink *sk, const char *p, size_t n);
void __symx_sink_pad(struct symx_sink *sk, char c, int n);
void __symx_sink_flush(struct symx_sink *sk);
int __symx_vformat(struct symx_sink *sk, const char *fmt, va_list ap);

/* ------------------------------------------------------------------------
 * stdio: the runtime's own FILE.
 * ---------------------------------------------------------------------- */
#define SYMX_F_READ 1
#define SYMX_F_WRITE 2
#define SYMX_F_EOF 4
#define SYMX_F_ERR 8
#define SYMX_F_STATIC 16
#define SYMX_UNGET_MAX 8

/* The FILE starts with glibc's struct _IO_FILE, all zero but for
 * _IO_read_end: gnulib's fseeko (rpl_fseeko) and fflush read these fields
 * directly to decide whether a stream has buffered data, and the non-NULL
 * _IO_read_end sends them to the library's own fseeko. */
#include <bits/types/struct_FILE.h>
#define SYMX_IO_INIT(f) {._IO_read_end = (char *)(f).unget}

struct symx_file {
  struct _IO_FILE io;
  int fd;
  int flags;
  int nunget;
  unsigned char unget[SYMX_UNGET_MAX];
};
typedef struct symx_file FILE;
/* System headers that declare functions with FILE (<mntent.h>, <grp.h>)
 * use this one. */
#define __FILE_defined 1

extern FILE *stdin, *stdout, *stderr;

#ifndef EOF
#define EOF (-1)
#endif
#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif

/* Input sources of the scanf core. */
struct symx_src {
  const char *s; /* string source, or NULL */
  FILE *f;       /* stream source */
  int count;     /* characters consumed */
};
int __symx_vscan(struct symx_src *src, const char *fmt, va_list ap);

/* Prototypes of the stdio functions (the runtime does not include
 * <stdio.h>). */
int printf(const char *fmt, ...);
int fprintf(FILE *f, const char *fmt, ...);
int sprintf(char *s, const char *fmt, ...);
int snprintf(char *s, size_t n, const char *fmt, ...);
int dprintf(int fd, const char *fmt, ...);
int vprintf(const char *fmt, va_list ap);
int vfprintf(FILE *f, const char *fmt, va_list ap);
int vsprintf(char *s, const char *fmt, va_list ap);
int vsnprintf(char *s, size_t n, const char *fmt, va_list ap);
int vdprintf(int fd, const char *fmt, va_list ap);
int asprintf(char **sp, const char *fmt, ...);
int vasprintf(char **sp, const char *fmt, va_list ap);
int sscanf(const char *s, const char *fmt, ...);
int vsscanf(const char *s, const char *fmt, va_list ap);
int scanf(const char *fmt, ...);
int fscanf(FILE *f, const char *fmt, ...);
int vscanf(const char *fmt, va_list ap);
int vfscanf(FILE *f, const char *fmt, va_list ap);
int fputc(int c, FILE *f);
int putc(int c, FILE *f);
int putchar(int c);
int fputs(const char *s, FILE *f);
int puts(const char *s);
int fgetc(FILE *f);
int getc(FILE *f);
int getchar(void);
int ungetc(int c, FILE *f);
char *fgets(char *s, int n, FILE *f);
size_t fread(void *p, size_t size, size_t n, FILE *f);
size_t fwrite(const void *p, size_t size, size_t n, FILE *f);
FILE *fopen(const char *path, const char *mode);
FILE *fdopen(int fd, const char *mode);
int fclose(FILE *f);
int fflush(FILE *f);
int feof(FILE *f);
int ferror(FILE *f);
void clearerr(FILE *f);
int fileno(FILE *f);
void perror(const char *s);
int fseek(FILE *f, long off, int whence);
long ftell(FILE *f);
void rewind(FILE *f);

/* ------------------------------------------------------------------------
 * The modeled file system (fd.c), set up by __symx_init_env (init_env.c).
 * ---------------------------------------------------------------------- */
#include <sys/stat.h>

struct symx_dfile {
  char *name;              /* "A", "B", ... or a created file's path */
  unsigned char *contents; /* symbolic for the --sym-* files */
  size_t size;             /* current size */
  size_t cap;              /* allocated bytes of contents */
  struct stat64 *stat;     /* symbolic for the --sym-* files, else NULL */
  int removed;             /* unlinked */
  int symbolic;            /* a --sym-* file: fixed size, symbolic stat */
  int dir;                 /* a directory the program made (mkdir) */
  int renamed;             /* a --sym-* file under the name it was renamed to */
  struct symx_dfile *link; /* a hard link's entry: the file it names */
  int links;               /* hard links naming this file (it outlives its name) */
  char *target;            /* a symbolic link: the path it holds */
};

/* __symx_may_write reports whether the model's user may write df (fd.c). */
int __symx_may_write(const struct symx_dfile *df);

/* __symx_file_of is the file entry e names: a hard link's, or e's own. */
SYMX_INLINE struct symx_dfile *__symx_file_of(struct symx_dfile *e) {
  return e->link ? e->link : e;
}

#define SYMX_MAX_FDS 32
#define SYMX_MAX_CFILES 16

/* Descriptor flags. */
#define SYMX_FD_OPEN 1
#define SYMX_FD_READ 2
#define SYMX_FD_WRITE 4
#define SYMX_FD_APPEND 8
#define SYMX_FD_CLOEXEC 16

struct symx_fdesc {
  int flags;
  int console;             /* engine stream (0, 1, 2) when df is NULL */
  struct symx_dfile *df;   /* NULL: the console */
  long long off;
};

struct symx_fs {
  unsigned n_sym_files;
  struct symx_dfile *sym_files;  /* A, B, ... */
  struct symx_dfile *sym_stdin;  /* --sym-stdin */
  struct symx_dfile *sym_stdout; /* --sym-stdout */
  struct symx_dfile *cfiles[SYMX_MAX_CFILES]; /* files the program created */
  int save_all_writes;
  /* Fault injection (--max-fail): the n-th call fails when the symbolic
   * *x_fail equals n, at most max_failures times. */
  unsigned max_failures;
  int *read_fail, *write_fail, *close_fail, *ftruncate_fail, *getcwd_fail;
  struct symx_fdesc fds[SYMX_MAX_FDS];
};

extern struct symx_fs __symx_fs;

/* The directories (dir.c): the current directory "." lists the symbolic
 * files and the files the program created in it; "/", "..", "/tmp" and
 * "/proc" exist but their entries are not modeled (but for "/proc/uptime"). */
#define SYMX_N_DIRS 6
extern struct symx_dfile __symx_dirs[SYMX_N_DIRS];
#define SYMX_DOT (&__symx_dirs[0])
#define SYMX_ROOT (&__symx_dirs[1])
#define SYMX_DOTDOT (&__symx_dirs[2])
#define SYMX_TMP (&__symx_dirs[3])
#define SYMX_PROC (&__symx_dirs[4])
/* "/root": root's home, 0700 as on Debian, which the user cannot read:
 * a walk of "/" (du /, chmod -R /) fails there as natively. */
#define SYMX_ROOTHOME (&__symx_dirs[5])

/* /proc/uptime (system.c), the one file of /proc the model has: uptime
 * reads it and failed without it, where natively it succeeds. */
extern struct symx_dfile __symx_proc_uptime;
/* The seconds since boot that sysinfo and /proc/uptime answer. */
#define SYMX_UPTIME 3600
/* The native names of "." and "..", which getcwd answers and absolute
 * paths reach them by: replay runs a test in "cwd" of a fresh directory
 * of /tmp named with ten digits (replay/replay.go, filesDir). */
#define SYMX_PARENT_NAME "symx-replay-files-0000000000"
#define SYMX_PARENT_PATH "/tmp/" SYMX_PARENT_NAME
#define SYMX_HOME_NAME "cwd"
#define SYMX_HOME_PATH SYMX_PARENT_PATH "/" SYMX_HOME_NAME
#define SYMX_IS_DIR(df)                                                        \
  (((df) >= __symx_dirs && (df) < __symx_dirs + SYMX_N_DIRS) || (df)->dir)
/* __symx_lookup finds the file or directory named path ("A", "./A", ".",
 * "/", "..", "/tmp"), or NULL; __symx_get_fd the open descriptor fd, or NULL. */
struct symx_dfile *__symx_lookup(const char *path);
/* __symx_entry finds the entry path names without following a symbolic
 * link or hard link in its last component (lstat's, unlink's view). */
struct symx_dfile *__symx_entry(const char *path);
/* __symx_symlink is symlink over the modeled file system (fd.c). */
int __symx_symlink(const char *target, const char *path);
struct symx_fdesc *__symx_get_fd(int fd);
/* __symx_at_enter makes the directory dirfd names the current one for a
 * *at call on path, so that a relative path is under it, and returns the
 * current one before, for __symx_at_leave; NULL and errno (EBADF; ENOTDIR
 * for a descriptor of a file) when dirfd names none. AT_FDCWD and an
 * absolute path keep the current directory. fts (du, rm -r, chmod -R)
 * names every entry relative to its directory's descriptor. */
struct symx_dfile *__symx_at_enter(int dirfd, const char *path);
void __symx_at_leave(struct symx_dfile *prev);
/* SYMX_AT returns call's result (of type T), run under dirfd's directory
 * (__symx_at_enter), or -1 when dirfd names none. */
#define SYMX_AT(T, dirfd, path, call)                                          \
  do {                                                                         \
    struct symx_dfile *prev_ = __symx_at_enter(dirfd, path);                   \
    if (!prev_)                                                                \
      return -1;                                                               \
    T r_ = (call);                                                             \
    __symx_at_leave(prev_);                                                    \
    return r_;                                                                 \
  } while (0)
/* __symx_at2 is op on from under olddirfd's directory and to under
 * newdirfd's (renameat, linkat): on the names themselves when both are
 * the current one's, else on their model names from the first
 * directory. */
int __symx_at2(int olddirfd, const char *from, int newdirfd, const char *to,
               int (*op)(const char *, const char *));

/* __symx_init_fds creates the symbolic files as KLEE's klee_init_fds does
 * (objects A_data, A_data_stat, ..., stdin, stdin_stat, read_fail, ...,
 * stdout, stdout_stat, model_version). */
void __symx_init_fds(unsigned n_files, unsigned file_length,
                     unsigned stdin_length, int sym_stdout_flag,
                     int save_all_writes_flag, unsigned max_failures);

#endif /* SYMX_LIBC_H */
