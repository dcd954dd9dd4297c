/*
 * misc.c - glibc extensions that gnulib and coreutils call: <stdio_ext.h>
 * over the runtime's unbuffered FILE, reallocarray, aligned_alloc,
 * realpath and canonicalize_file_name, strverscmp, strsignal, the
 * real-time signal range, getrandom, fnmatch, iconv (ASCII, UTF-8 and
 * Latin-1 only) and gnu_dev_major/minor/makedev.
 */
#include "symx_libc.h"

#include <ctype.h>
#include <fnmatch.h>
#include <iconv.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

/* ------------------------------------------------------------------------
 * <stdio_ext.h>. Streams have no buffer: nothing is ever pending, and
 * only a read-only (write-only) stream counts as reading (writing).
 * ---------------------------------------------------------------------- */

size_t __fpending(FILE *f) {
  (void)f;
  return 0;
}

int __freading(FILE *f) {
  return (f->flags & (SYMX_F_READ | SYMX_F_WRITE)) == SYMX_F_READ;
}

int __fwriting(FILE *f) {
  return (f->flags & (SYMX_F_READ | SYMX_F_WRITE)) == SYMX_F_WRITE;
}

int __freadable(FILE *f) { return (f->flags & SYMX_F_READ) != 0; }
int __fwritable(FILE *f) { return (f->flags & SYMX_F_WRITE) != 0; }

int __flbf(FILE *f) {
  (void)f;
  return 0;
}

size_t __fbufsize(FILE *f) {
  (void)f;
  return 0;
}

void __fpurge(FILE *f) { f->nunget = 0; }

int __fsetlocking(FILE *f, int type) {
  (void)f;
  (void)type;
  return 1; /* FSETLOCKING_INTERNAL */
}

void _flushlbf(void) {}

/* ------------------------------------------------------------------------
 * Memory.
 * ---------------------------------------------------------------------- */

void *reallocarray(void *p, size_t n, size_t size) {
  if (size && n > (size_t)-1 / size) {
    errno = ENOMEM;
    return NULL;
  }
  return realloc(p, n * size);
}

/* malloc_usable_size is the object's size. glibc's is at least that (a
 * chunk's rounding up), which a program sees only in its statistics
 * (sqlite3's memory accounting). */
size_t malloc_usable_size(void *p) { return p ? klee_get_obj_size(p) : 0; }

/* The program break: sbrk(0) reads it (libiberty's xmalloc keeps it for
 * its out-of-memory message); moving it fails, as for a process at its
 * data limit, since malloc is the engine's and owns no break. */
static char program_break[16];
void *sbrk(intptr_t inc) {
  if (inc == 0)
    return program_break;
  errno = ENOMEM;
  return (void *)-1;
}
int brk(void *addr) {
  (void)addr;
  errno = ENOMEM;
  return -1;
}

/* The engine's objects are 16-byte aligned; a larger alignment is not
 * honoured (addresses are not observable across a replay, and coreutils
 * asks for page alignment only for speed). */
void *aligned_alloc(size_t align, size_t size) {
  (void)align;
  return malloc(size);
}

/* ------------------------------------------------------------------------
 * realpath over the modeled file system: no symbolic links, relative
 * paths start at getcwd(). A component must exist; one that is not a
 * directory cannot be followed by more (ENOTDIR).
 * ---------------------------------------------------------------------- */

char *realpath(const char *path, char *resolved) {
  if (!path) {
    errno = EINVAL;
    return NULL;
  }
  if (!*path) {
    errno = ENOENT;
    return NULL;
  }
  char *out = malloc(PATH_MAX);
  if (!out) {
    errno = ENOMEM;
    return NULL;
  }
  size_t n = 0;
  if (*path != '/') {
    if (!getcwd(out, PATH_MAX)) {
      free(out);
      return NULL;
    }
    n = strlen(out);
    if (n == 1)
      n = 0; /* "/" */
  }
  const char *p = path;
  while (*p) {
    while (*p == '/')
      p++;
    const char *c = p;
    while (*p && *p != '/')
      p++;
    size_t len = (size_t)(p - c);
    if (len == 0 || (len == 1 && c[0] == '.'))
      continue;
    if (len == 2 && c[0] == '.' && c[1] == '.') {
      while (n > 0 && out[--n] != '/')
        ;
      continue;
    }
    if (n + 1 + len >= PATH_MAX) {
      free(out);
      errno = ENAMETOOLONG;
      return NULL;
    }
    out[n++] = '/';
    memcpy(out + n, c, len);
    n += len;
    out[n] = 0;
    struct stat st;
    if (stat(out, &st)) {
      int e = errno;
      free(out);
      errno = e;
      return NULL;
    }
    const char *rest = p;
    while (*rest == '/')
      rest++;
    if ((*rest || *p == '/') && !S_ISDIR(st.st_mode)) {
      free(out);
      errno = ENOTDIR;
      return NULL;
    }
  }
  if (n == 0)
    out[n++] = '/';
  out[n] = 0;
  if (resolved) {
    memcpy(resolved, out, n + 1);
    free(out);
    return resolved;
  }
  return out;
}

char *canonicalize_file_name(const char *path) { return realpath(path, NULL); }

/* ------------------------------------------------------------------------
 * strverscmp: glibc's order of version strings. Digit runs compare as
 * numbers, except that runs with leading zeros are fractional parts
 * (compared digit by digit, a longer one being smaller unless one is a
 * prefix ... as glibc's state machine decides).
 * ---------------------------------------------------------------------- */

int strverscmp(const char *a, const char *b) {
  const unsigned char *p = (const unsigned char *)a;
  const unsigned char *q = (const unsigned char *)b;
  /* States: S_N normal, S_I integer part, S_F fractional part, S_Z
   * leading zeros. */
  enum { S_N = 0, S_I = 3, S_F = 6, S_Z = 9 };
  /* Result kinds: CMP return the difference, LEN compare by length of
   * the digit runs, else the fixed result. */
  enum { CMP = 2, LEN = 3 };
  static const signed char next_state[] = {
      /* x d 0 */
      /* S_N */ S_N, S_I, S_Z,
      /* S_I */ S_N, S_I, S_I,
      /* S_F */ S_N, S_F, S_F,
      /* S_Z */ S_N, S_F, S_Z};
  static const signed char result_type[] = {
      /* x/x x/d x/0 d/x d/d d/0 0/x 0/d 0/0 */
      /* S_N */ CMP, CMP, CMP, CMP, LEN, CMP, CMP, CMP, CMP,
      /* S_I */ CMP, -1, -1, +1, LEN, LEN, +1, LEN, LEN,
      /* S_F */ CMP, CMP, CMP, CMP, CMP, CMP, CMP, CMP, CMP,
      /* S_Z */ CMP, +1, +1, -1, CMP, CMP, -1, CMP, CMP};
  if (p == q)
    return 0;
  unsigned char c1 = *p++, c2 = *q++;
#define VCLASS(c) ((c) == '0' ? 2 : (unsigned)(c) - '0' < 10u ? 1 : 0)
  int state = S_N + VCLASS(c1);
  int diff;
  while ((diff = c1 - c2) == 0) {
    if (c1 == 0)
      return diff;
    state = next_state[state];
    c1 = *p++;
    c2 = *q++;
    state += VCLASS(c1);
  }
  int r = result_type[state * 3 + VCLASS(c2)];
  switch (r) {
  case CMP:
    return diff;
  case LEN:
    while ((unsigned)*p - '0' < 10u) {
      if (!((unsigned)*q - '0' < 10u))
        return 1;
      p++;
      q++;
    }
    return (unsigned)*q - '0' < 10u ? -1 : diff;
  default:
    return r;
  }
#undef VCLASS
}

/* ------------------------------------------------------------------------
 * Signals.
 * ---------------------------------------------------------------------- */

static const char *const sig_names[32] = {
    NULL,
    "Hangup",
    "Interrupt",
    "Quit",
    "Illegal instruction",
    "Trace/breakpoint trap",
    "Aborted",
    "Bus error",
    "Floating point exception",
    "Killed",
    "User defined signal 1",
    "Segmentation fault",
    "User defined signal 2",
    "Broken pipe",
    "Alarm clock",
    "Terminated",
    "Stack fault",
    "Child exited",
    "Continued",
    "Stopped (signal)",
    "Stopped",
    "Stopped (tty input)",
    "Stopped (tty output)",
    "Urgent I/O condition",
    "CPU time limit exceeded",
    "File size limit exceeded",
    "Virtual timer expired",
    "Profiling timer expired",
    "Window changed",
    "I/O possible",
    "Power failure",
    "Bad system call"};

/* glibc reserves signals 32 and 33 for its threads. */
int __libc_current_sigrtmin(void) { return 34; }
int __libc_current_sigrtmax(void) { return 64; }

char *strsignal(int sig) {
  static char buf[40];
  if (sig >= 1 && sig < 32)
    return (char *)sig_names[sig];
  if (sig >= 34 && sig <= 64)
    snprintf(buf, sizeof buf, "Real-time signal %d", sig - 34);
  else
    snprintf(buf, sizeof buf, "Unknown signal %d", sig);
  return buf;
}

/* ------------------------------------------------------------------------
 * getrandom: a fixed stream (splitmix64 from seed 0), the same in every
 * run. symx's replay runtime defines the same getrandom for the native
 * program, so outputs derived from it (shuf, sort -R, mktemp names)
 * replay identically.
 * ---------------------------------------------------------------------- */

static unsigned long long random_state;

ssize_t getrandom(void *buf, size_t n, unsigned flags) {
  (void)flags;
  unsigned char *d = buf;
  for (size_t i = 0; i < n; i += 8) {
    unsigned long long z = (random_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    for (size_t k = 0; k < 8 && i + k < n; k++)
      d[i + k] = (unsigned char)(z >> (8 * k));
  }
  return (ssize_t)n;
}

int getentropy(void *buf, size_t n) {
  if (n > 256) {
    errno = EIO;
    return -1;
  }
  getrandom(buf, n, 0);
  return 0;
}

/* ------------------------------------------------------------------------
 * fnmatch: POSIX patterns with the GNU flags FNM_NOESCAPE, FNM_PATHNAME,
 * FNM_PERIOD, FNM_LEADING_DIR and FNM_CASEFOLD, in the C locale.
 * FNM_EXTMATCH's ksh patterns are not supported: their characters match
 * as plain pattern characters.
 * ---------------------------------------------------------------------- */

static int fn_fold(int c, int flags) {
  return (flags & FNM_CASEFOLD) ? tolower(c) : c;
}

static int fn_class(const char *name, size_t len, int c) {
#define CLASS(n, expr)                                                         \
  if (len == sizeof n - 1 && memcmp(name, n, len) == 0)                        \
    return (expr) != 0;
  CLASS("alnum", isalnum(c))
  CLASS("alpha", isalpha(c))
  CLASS("blank", isblank(c))
  CLASS("cntrl", iscntrl(c))
  CLASS("digit", isdigit(c))
  CLASS("graph", isgraph(c))
  CLASS("lower", islower(c))
  CLASS("print", isprint(c))
  CLASS("punct", ispunct(c))
  CLASS("space", isspace(c))
  CLASS("upper", isupper(c))
  CLASS("xdigit", isxdigit(c))
#undef CLASS
  return -1;
}

/* fn_bracket matches c against the bracket expression after the '[' at
 * *pp. Returns 1 (match), 0 (no match) or -1 (no valid bracket: '[' is
 * an ordinary character), or -2 (an unknown class or a malformed
 * collating symbol: the pattern matches nothing); on 0 or 1 *pp is after
 * the closing ']'. */
static int fn_bracket(const char **pp, int c, int flags) {
  const char *p = *pp;
  int neg = 0, match = 0;
  if (*p == '!' || *p == '^') {
    neg = 1;
    p++;
  }
  int fc = fn_fold(c, flags);
  int first = 1;
  for (;;) {
    int lo = (unsigned char)*p++;
    if (lo == 0)
      return -1;
    if (lo == ']' && !first)
      break;
    first = 0;
    if (lo == '\\' && !(flags & FNM_NOESCAPE)) {
      lo = (unsigned char)*p++;
      if (lo == 0)
        return -1;
    } else if (lo == '[' && *p == ':') {
      const char *e = p + 1;
      while (*e && !(e[0] == ':' && e[1] == ']') && *e != ']')
        e++;
      if (e[0] == ':' && e[1] == ']') {
        int r = fn_class(p + 1, (size_t)(e - p - 1), c);
        if (r < 0)
          return -2;
        match |= r;
        p = e + 2;
        continue;
      }
    } else if (lo == '[' && (*p == '.' || *p == '=')) {
      /* A collating symbol or equivalence class: one character in the
       * C locale, compared without case folding (as glibc does). */
      if (!p[1] || p[2] != *p || p[3] != ']')
        return -2;
      lo = (unsigned char)p[1];
      p += 4;
      if (!(*p == '-' && p[1] && p[1] != ']')) {
        match |= lo == c;
        continue;
      }
    }
    if (*p == '-' && p[1] && p[1] != ']') {
      const char *q = p + 1;
      int hi = (unsigned char)*q++;
      if (hi == '\\' && !(flags & FNM_NOESCAPE)) {
        hi = (unsigned char)*q++;
        if (hi == 0)
          return -1;
      } else if (hi == '[' && (*q == '.' || *q == '=')) {
        if (!q[1] || q[2] != *q || q[3] != ']')
          return -2;
        hi = (unsigned char)q[1];
        q += 4;
      }
      p = q;
      match |= fn_fold(lo, flags) <= fc && fc <= fn_fold(hi, flags);
      continue;
    }
    match |= fn_fold(lo, flags) == fc;
  }
  *pp = p;
  return match != neg;
}

static int fn_match(const char *p, const char *s, const char *s0, int flags) {
  for (;;) {
    int lead = *s == '.' && (flags & FNM_PERIOD) &&
               (s == s0 || ((flags & FNM_PATHNAME) && s[-1] == '/'));
    int c = (unsigned char)*p++;
    switch (c) {
    case 0:
      if (!*s || ((flags & FNM_LEADING_DIR) && *s == '/'))
        return 0;
      return FNM_NOMATCH;
    case '?':
      if (!*s || (*s == '/' && (flags & FNM_PATHNAME)) || lead)
        return FNM_NOMATCH;
      s++;
      continue;
    case '*':
      if (lead)
        return FNM_NOMATCH;
      while (*p == '*')
        p++;
      if (!*p) {
        if (!(flags & FNM_PATHNAME) || (flags & FNM_LEADING_DIR))
          return 0;
        return strchr(s, '/') ? FNM_NOMATCH : 0;
      }
      for (const char *t = s;; t++) {
        if (fn_match(p, t, s0, flags) == 0)
          return 0;
        if (!*t || (*t == '/' && (flags & FNM_PATHNAME)))
          return FNM_NOMATCH;
      }
    case '[': {
      if (!*s || lead || (*s == '/' && (flags & FNM_PATHNAME)))
        return FNM_NOMATCH;
      const char *q = p;
      int r = fn_bracket(&q, (unsigned char)*s, flags);
      if (r == -2 || r == 0)
        return FNM_NOMATCH;
      if (r == 1) {
        p = q;
        s++;
        continue;
      }
      break; /* '[' as an ordinary character */
    }
    case '\\':
      if (!(flags & FNM_NOESCAPE)) {
        c = (unsigned char)*p++;
        if (c == 0)
          return FNM_NOMATCH;
      }
      break;
    }
    if (fn_fold((unsigned char)*s, flags) != fn_fold(c, flags))
      return FNM_NOMATCH;
    s++;
  }
}

int fnmatch(const char *pattern, const char *string, int flags) {
  return fn_match(pattern, string, string, flags);
}

/* ------------------------------------------------------------------------
 * iconv between ASCII (the C locale's charset), UTF-8 and ISO-8859-1.
 * Other charsets fail with EINVAL at iconv_open (glibc knows many more:
 * a replay of a program converting to one of them differs). Suffixes
 * such as //TRANSLIT are ignored.
 * ---------------------------------------------------------------------- */

enum { CS_ASCII = 1, CS_UTF8, CS_LATIN1 };

static int cs_is(const char *name, size_t len, const char *want) {
  size_t i = 0;
  for (; i < len && want[i]; i++)
    if (toupper((unsigned char)name[i]) != want[i])
      return 0;
  return i == len && !want[i];
}

static int charset(const char *name) {
  size_t len = 0;
  while (name[len] && !(name[len] == '/' && name[len + 1] == '/'))
    len++;
  static const char *const ascii[] = {"", "ASCII", "US-ASCII", "ANSI_X3.4-1968",
                                      "ANSI_X3.4-1986", "ISO646-US", "US",
                                      "CP367", "IBM367", "CSASCII", "646"};
  for (unsigned i = 0; i < sizeof ascii / sizeof *ascii; i++)
    if (cs_is(name, len, ascii[i]))
      return CS_ASCII;
  if (cs_is(name, len, "UTF-8") || cs_is(name, len, "UTF8"))
    return CS_UTF8;
  if (cs_is(name, len, "ISO-8859-1") || cs_is(name, len, "ISO8859-1") ||
      cs_is(name, len, "ISO_8859-1") || cs_is(name, len, "LATIN1") ||
      cs_is(name, len, "L1"))
    return CS_LATIN1;
  return 0;
}

struct symx_iconv {
  int from, to;
};

iconv_t iconv_open(const char *to, const char *from) {
  int t = charset(to), f = charset(from);
  if (!t || !f) {
    errno = EINVAL;
    return (iconv_t)-1;
  }
  struct symx_iconv *cd = malloc(sizeof *cd);
  if (!cd) {
    errno = ENOMEM;
    return (iconv_t)-1;
  }
  cd->from = f;
  cd->to = t;
  return cd;
}

int iconv_close(iconv_t cd) {
  free(cd);
  return 0;
}

/* utf8_decode reads one character of s[0..n): returns its length, 0 if
 * incomplete, -1 if invalid. Like glibc it accepts the old five- and
 * six-byte forms (up to 0x7fffffff) but no overlong forms or surrogates. */
static int utf8_decode(const unsigned char *s, size_t n, unsigned *out) {
  unsigned c = s[0];
  int len;
  if (c < 0x80) {
    *out = c;
    return 1;
  }
  if (c >= 0xc2 && c <= 0xdf)
    len = 2;
  else if (c >= 0xe0 && c <= 0xef)
    len = 3;
  else if (c >= 0xf0 && c <= 0xf7)
    len = 4;
  else if (c >= 0xf8 && c <= 0xfb)
    len = 5;
  else if (c >= 0xfc && c <= 0xfd)
    len = 6;
  else
    return -1;
  c &= 0x7fu >> len;
  for (int i = 1; i < len; i++) {
    if ((size_t)i >= n)
      return 0;
    if ((s[i] & 0xc0) != 0x80)
      return -1;
    c = (c << 6) | (s[i] & 0x3f);
  }
  static const unsigned min[7] = {0, 0, 0x80, 0x800, 0x10000, 0x200000,
                                  0x4000000};
  if (c < min[len] || (c >= 0xd800 && c <= 0xdfff))
    return -1;
  *out = c;
  return len;
}

/* utf8_encode writes c (up to 0x7fffffff) and returns its length. */
static size_t utf8_encode(unsigned c, unsigned char *b) {
  if (c < 0x80) {
    b[0] = (unsigned char)c;
    return 1;
  }
  size_t len = c < 0x800 ? 2 : c < 0x10000 ? 3 : c < 0x200000 ? 4 : c < 0x4000000 ? 5 : 6;
  for (size_t i = len - 1; i > 0; i--) {
    b[i] = (unsigned char)(0x80 | (c & 0x3f));
    c >>= 6;
  }
  b[0] = (unsigned char)((0xff00u >> len) | c);
  return len;
}

/* iconv converts character by character. A character the source charset
 * does not allow fails with EILSEQ (EINVAL if incomplete) before the room
 * in the output is considered; one the target cannot represent fails with
 * EILSEQ, or E2BIG if the output is full anyway (glibc converts through
 * UCS-4 and sees the full output first). */
size_t iconv(iconv_t cdp, char **inbuf, size_t *inleft, char **outbuf,
             size_t *outleft) {
  struct symx_iconv *cd = cdp;
  if (!inbuf || !*inbuf)
    return 0; /* stateless: nothing to reset or flush */
  const unsigned char *in = (const unsigned char *)*inbuf;
  size_t nin = *inleft;
  size_t r = 0;
  while (nin > 0) {
    unsigned c = in[0];
    int len = 1;
    int err = 0;
    if (cd->from == CS_UTF8) {
      len = utf8_decode(in, nin, &c);
      err = len == 0 ? EINVAL : len < 0 ? EILSEQ : 0;
    } else if (cd->from == CS_ASCII && c >= 0x80) {
      err = EILSEQ;
    }
    unsigned char buf[6];
    size_t nout = 1;
    if (!err) {
      if (cd->to == CS_UTF8)
        nout = utf8_encode(c, buf);
      else if (c >= (cd->to == CS_ASCII ? 0x80u : 0x100u))
        err = *outleft == 0 ? E2BIG : EILSEQ;
      else
        buf[0] = (unsigned char)c;
    }
    if (!err && nout > *outleft)
      err = E2BIG;
    if (err) {
      errno = err;
      r = (size_t)-1;
      break;
    }
    memcpy(*outbuf, buf, nout);
    *outbuf += nout;
    *outleft -= nout;
    in += len;
    nin -= (size_t)len;
  }
  *inbuf = (char *)in;
  *inleft = nin;
  return r;
}

/* ------------------------------------------------------------------------
 * Device numbers, glibc's encoding.
 * ---------------------------------------------------------------------- */

unsigned gnu_dev_major(unsigned long long dev) {
  return (unsigned)(((dev >> 8) & 0xfff) | ((dev >> 32) & ~0xfffULL));
}

unsigned gnu_dev_minor(unsigned long long dev) {
  return (unsigned)((dev & 0xff) | ((dev >> 12) & ~0xffULL));
}

unsigned long long gnu_dev_makedev(unsigned major, unsigned minor) {
  return ((unsigned long long)(major & 0xfff) << 8) |
         ((unsigned long long)(major & ~0xfffu) << 32) | (minor & 0xff) |
         ((unsigned long long)(minor & ~0xffu) << 12);
}
