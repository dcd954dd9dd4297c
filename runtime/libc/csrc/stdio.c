/*
 * stdio.c - streams over the modeled file descriptors (fd.c).
 *
 * Streams are unbuffered: every output call becomes write() on the stream's
 * descriptor (so output reaches the engine in program order and exit needs
 * nothing to flush), and input reads what it needs, one byte at a time for
 * the character functions. ungetc keeps up to SYMX_UNGET_MAX bytes.
 */
#include "symx_libc.h"

#include <fcntl.h>
#include <string.h>
#include <unistd.h>

static FILE stdin_file = {SYMX_IO_INIT(stdin_file), 0, SYMX_F_READ | SYMX_F_STATIC, 0, {0}};
static FILE stdout_file = {SYMX_IO_INIT(stdout_file), 1, SYMX_F_WRITE | SYMX_F_STATIC, 0, {0}};
static FILE stderr_file = {SYMX_IO_INIT(stderr_file), 2, SYMX_F_WRITE | SYMX_F_STATIC, 0, {0}};

FILE *stdin = &stdin_file;
FILE *stdout = &stdout_file;
FILE *stderr = &stderr_file;

/* ------------------------------------------------------------------------
 * Output.
 * ---------------------------------------------------------------------- */

/* put writes n bytes to f; returns 0 or EOF (error flag set). */
static int put(FILE *f, const void *p, size_t n) {
  const char *s = p;
  if (!(f->flags & SYMX_F_WRITE)) {
    f->flags |= SYMX_F_ERR;
    errno = EBADF;
    return EOF;
  }
  while (n > 0) {
    ssize_t w = write(f->fd, s, n);
    if (w <= 0) {
      f->flags |= SYMX_F_ERR;
      return EOF;
    }
    s += w;
    n -= (size_t)w;
  }
  return 0;
}

int fputc(int c, FILE *f) {
  unsigned char b = (unsigned char)c;
  return put(f, &b, 1) ? EOF : b;
}

int putc(int c, FILE *f) { return fputc(c, f); }
int putchar(int c) { return fputc(c, stdout); }
int fputc_unlocked(int c, FILE *f) { return fputc(c, f); }
int putc_unlocked(int c, FILE *f) { return fputc(c, f); }
int putchar_unlocked(int c) { return fputc(c, stdout); }
int _IO_putc(int c, FILE *f) { return fputc(c, f); }

int fputs(const char *s, FILE *f) { return put(f, s, strlen(s)) ? EOF : 1; }
int fputs_unlocked(const char *s, FILE *f) { return fputs(s, f); }

int puts(const char *s) {
  if (put(stdout, s, strlen(s)) || put(stdout, "\n", 1))
    return EOF;
  return 1;
}

size_t fwrite(const void *p, size_t size, size_t n, FILE *f) {
  if (size == 0 || n == 0)
    return 0;
  return put(f, p, size * n) ? 0 : n;
}

size_t fwrite_unlocked(const void *p, size_t size, size_t n, FILE *f) {
  return fwrite(p, size, n, f);
}

int fflush(FILE *f) {
  (void)f;
  return 0;
}

int fflush_unlocked(FILE *f) { return fflush(f); }

int setvbuf(FILE *f, char *buf, int mode, size_t size) {
  (void)f;
  (void)buf;
  (void)mode;
  (void)size;
  return 0;
}

void setbuf(FILE *f, char *buf) {
  (void)f;
  (void)buf;
}

void setbuffer(FILE *f, char *buf, size_t size) {
  (void)f;
  (void)buf;
  (void)size;
}

void setlinebuf(FILE *f) { (void)f; }

void perror(const char *s) {
  const char *m = strerror(errno);
  if (s && *s) {
    put(stderr, s, strlen(s));
    put(stderr, ": ", 2);
  }
  put(stderr, m, strlen(m));
  put(stderr, "\n", 1);
}

/* ------------------------------------------------------------------------
 * Input.
 * ---------------------------------------------------------------------- */

int fgetc(FILE *f) {
  if (f->nunget > 0)
    return f->unget[--f->nunget];
  if (!(f->flags & SYMX_F_READ)) {
    f->flags |= SYMX_F_ERR;
    errno = EBADF;
    return EOF;
  }
  unsigned char c;
  ssize_t r = read(f->fd, &c, 1);
  if (r == 1)
    return c;
  f->flags |= r == 0 ? SYMX_F_EOF : SYMX_F_ERR;
  return EOF;
}

int getc(FILE *f) { return fgetc(f); }
int getchar(void) { return fgetc(stdin); }
int fgetc_unlocked(FILE *f) { return fgetc(f); }
int getc_unlocked(FILE *f) { return fgetc(f); }
int getchar_unlocked(void) { return fgetc(stdin); }
int _IO_getc(FILE *f) { return fgetc(f); }

int ungetc(int c, FILE *f) {
  if (c == EOF || f->nunget >= SYMX_UNGET_MAX)
    return EOF;
  f->unget[f->nunget++] = (unsigned char)c;
  f->flags &= ~SYMX_F_EOF;
  return (unsigned char)c;
}

char *fgets(char *s, int n, FILE *f) {
  int i = 0;
  if (n <= 0)
    return NULL;
  while (i < n - 1) {
    int c = fgetc(f);
    if (c == EOF) {
      if ((f->flags & SYMX_F_ERR) && !(f->flags & SYMX_F_EOF))
        return NULL; /* read error */
      break;
    }
    s[i++] = (char)c;
    if (c == '\n')
      break;
  }
  if (i == 0)
    return NULL;
  s[i] = 0;
  return s;
}

char *fgets_unlocked(char *s, int n, FILE *f) { return fgets(s, n, f); }

char *gets(char *s) {
  int i = 0, c;
  while ((c = fgetc(stdin)) != EOF && c != '\n')
    s[i++] = (char)c;
  if (c == EOF && i == 0)
    return NULL;
  s[i] = 0;
  return s;
}

size_t fread(void *p, size_t size, size_t n, FILE *f) {
  unsigned char *d = p;
  size_t want = size * n, got = 0;
  if (want == 0)
    return 0;
  while (got < want && f->nunget > 0)
    d[got++] = f->unget[--f->nunget];
  if (got < want && !(f->flags & SYMX_F_READ)) {
    f->flags |= SYMX_F_ERR;
    errno = EBADF;
    return got / size;
  }
  while (got < want) {
    ssize_t r = read(f->fd, d + got, want - got);
    if (r <= 0) {
      f->flags |= r == 0 ? SYMX_F_EOF : SYMX_F_ERR;
      break;
    }
    got += (size_t)r;
  }
  return got / size;
}

size_t fread_unlocked(void *p, size_t size, size_t n, FILE *f) {
  return fread(p, size, n, f);
}

ssize_t getdelim(char **linep, size_t *np, int delim, FILE *f) {
  size_t len = 0;
  if (!linep || !np) {
    errno = EINVAL;
    return -1;
  }
  for (;;) {
    int c = fgetc(f);
    if (c == EOF) {
      if (len == 0)
        return -1;
      break;
    }
    if (!*linep || len + 2 > *np) {
      size_t cap = *np < 64 ? 64 : *np * 2;
      char *nl = realloc(*linep, cap);
      if (!nl) {
        errno = ENOMEM;
        return -1;
      }
      *linep = nl;
      *np = cap;
    }
    (*linep)[len++] = (char)c;
    if (c == delim)
      break;
  }
  (*linep)[len] = 0;
  return (ssize_t)len;
}

ssize_t getline(char **linep, size_t *np, FILE *f) {
  return getdelim(linep, np, '\n', f);
}

int feof(FILE *f) { return (f->flags & SYMX_F_EOF) != 0; }
int ferror(FILE *f) { return (f->flags & SYMX_F_ERR) != 0; }
void clearerr(FILE *f) { f->flags &= ~(SYMX_F_EOF | SYMX_F_ERR); }
int fileno(FILE *f) { return f->fd; }
int feof_unlocked(FILE *f) { return feof(f); }
int ferror_unlocked(FILE *f) { return ferror(f); }
void clearerr_unlocked(FILE *f) { clearerr(f); }
int fileno_unlocked(FILE *f) { return fileno(f); }
void flockfile(FILE *f) { (void)f; }
void funlockfile(FILE *f) { (void)f; }
int ftrylockfile(FILE *f) {
  (void)f;
  return 0;
}

/* ------------------------------------------------------------------------
 * Opening, closing, positioning.
 * ---------------------------------------------------------------------- */

/* mode_flags parses an fopen mode into open(2) flags and stream flags. */
static int mode_flags(const char *mode, int *oflags, int *sflags) {
  int o, s;
  switch (mode[0]) {
  case 'r':
    o = O_RDONLY;
    s = SYMX_F_READ;
    break;
  case 'w':
    o = O_WRONLY | O_CREAT | O_TRUNC;
    s = SYMX_F_WRITE;
    break;
  case 'a':
    o = O_WRONLY | O_CREAT | O_APPEND;
    s = SYMX_F_WRITE;
    break;
  default:
    errno = EINVAL;
    return -1;
  }
  for (const char *m = mode + 1; *m; m++) {
    if (*m == '+') {
      o = (o & ~O_ACCMODE) | O_RDWR;
      s = SYMX_F_READ | SYMX_F_WRITE;
    } else if (*m == 'x') {
      o |= O_EXCL;
    } else if (*m == 'e') {
      o |= O_CLOEXEC;
    }
  }
  *oflags = o;
  *sflags = s;
  return 0;
}

static FILE *new_file(int fd, int sflags) {
  FILE *f = malloc(sizeof *f);
  if (!f) {
    errno = ENOMEM;
    return NULL;
  }
  memset(&f->io, 0, sizeof f->io);
  f->io._IO_read_end = (char *)f->unget;
  f->fd = fd;
  f->flags = sflags;
  f->nunget = 0;
  return f;
}

FILE *fopen(const char *path, const char *mode) {
  int o, s;
  if (mode_flags(mode, &o, &s))
    return NULL;
  int fd = open(path, o, 0666);
  if (fd < 0)
    return NULL;
  FILE *f = new_file(fd, s);
  if (!f)
    close(fd);
  return f;
}

FILE *fopen64(const char *path, const char *mode) { return fopen(path, mode); }

FILE *fdopen(int fd, const char *mode) {
  int o, s;
  if (mode_flags(mode, &o, &s))
    return NULL;
  if (fcntl(fd, F_GETFL) < 0)
    return NULL;
  return new_file(fd, s);
}

FILE *freopen(const char *path, const char *mode, FILE *f) {
  int o, s;
  if (mode_flags(mode, &o, &s))
    return NULL;
  if (!path) {
    f->flags = (f->flags & SYMX_F_STATIC) | s;
    f->nunget = 0;
    return f;
  }
  close(f->fd);
  int fd = open(path, o, 0666);
  if (fd < 0) {
    if (!(f->flags & SYMX_F_STATIC))
      free(f);
    return NULL;
  }
  f->fd = fd;
  f->flags = (f->flags & SYMX_F_STATIC) | s;
  f->nunget = 0;
  return f;
}

FILE *freopen64(const char *path, const char *mode, FILE *f) {
  return freopen(path, mode, f);
}

int fclose(FILE *f) {
  int r = close(f->fd);
  if (!(f->flags & SYMX_F_STATIC))
    free(f);
  else
    f->flags = SYMX_F_STATIC; /* neither readable nor writable */
  return r ? EOF : 0;
}

int fseek(FILE *f, long off, int whence) {
  if (whence == SEEK_CUR)
    off -= f->nunget;
  if (lseek(f->fd, (off_t)off, whence) < 0)
    return -1;
  f->nunget = 0;
  f->flags &= ~SYMX_F_EOF;
  return 0;
}

int fseeko(FILE *f, off_t off, int whence) { return fseek(f, (long)off, whence); }

int fseeko64(FILE *f, off64_t off, int whence) {
  return fseek(f, (long)off, whence);
}

long ftell(FILE *f) {
  off_t pos = lseek(f->fd, 0, SEEK_CUR);
  if (pos < 0)
    return -1;
  return (long)pos - f->nunget;
}

off_t ftello(FILE *f) { return (off_t)ftell(f); }
off64_t ftello64(FILE *f) { return (off64_t)ftell(f); }

void rewind(FILE *f) {
  fseek(f, 0, SEEK_SET);
  f->flags &= ~SYMX_F_ERR;
}

/* fpos_t is opaque to programs; its first member is the offset in glibc's
 * layout (__fpos_t: __off_t __pos; ...), which is all that is kept. */
int fgetpos(FILE *f, void *pos) {
  long p = ftell(f);
  if (p < 0)
    return -1;
  *(off_t *)pos = (off_t)p;
  return 0;
}

int fsetpos(FILE *f, const void *pos) {
  return fseek(f, (long)*(const off_t *)pos, SEEK_SET);
}

int remove(const char *path) { return unlink(path); }

/* _FORTIFY_SOURCE entry points. */
char *__fgets_chk(char *s, size_t size, int n, FILE *f) {
  (void)size;
  return fgets(s, n, f);
}

size_t __fread_chk(void *p, size_t size0, size_t size, size_t n, FILE *f) {
  (void)size0;
  return fread(p, size, n, f);
}
