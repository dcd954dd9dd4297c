/*
 * printf.c - the printf family.
 *
 * One formatting core (__symx_vformat) writes into a sink: the caller's
 * buffer (sprintf, snprintf), a file descriptor through a small local
 * buffer (printf, fprintf, dprintf: one write per 128 bytes), or a growing
 * heap buffer (asprintf). Conversions: d i u o x X c s p n % m f F e E g G
 * a A, with flags "-+ 0#", width and precision (also '*'), and the length
 * modifiers hh h l ll q L j z t. Positional arguments (%1$d) are not
 * supported.
 */
#include "symx_libc.h"

#include <string.h>
#include <unistd.h>

/* ------------------------------------------------------------------------
 * Sinks.
 * ---------------------------------------------------------------------- */

void __symx_sink_flush(struct symx_sink *sk) {
  if (sk->kind != SYMX_SINK_FD || sk->len == 0)
    return;
  size_t off = 0;
  while (off < sk->len) {
    ssize_t w = write(sk->fd, sk->local + off, sk->len - off);
    if (w <= 0) {
      sk->err = 1;
      break;
    }
    off += (size_t)w;
  }
  sk->len = 0;
}

static void sink_dyn_grow(struct symx_sink *sk, size_t need) {
  size_t cap = sk->cap ? sk->cap : 64;
  while (cap < need)
    cap *= 2;
  char *nb = realloc(sk->buf, cap);
  if (!nb) {
    sk->err = 1;
    return;
  }
  sk->buf = nb;
  sk->cap = cap;
}

void __symx_sink_put(struct symx_sink *sk, const char *p, size_t n) {
  sk->total += n;
  switch (sk->kind) {
  case SYMX_SINK_BUF:
    for (size_t i = 0; i < n && sk->len + 1 < sk->cap; i++)
      sk->buf[sk->len++] = p[i];
    break;
  case SYMX_SINK_FD:
    for (size_t i = 0; i < n; i++) {
      if (sk->len == sizeof sk->local)
        __symx_sink_flush(sk);
      sk->local[sk->len++] = p[i];
    }
    break;
  default:
    if (sk->err)
      break;
    if (sk->len + n + 1 > sk->cap)
      sink_dyn_grow(sk, sk->len + n + 1);
    if (sk->err)
      break;
    for (size_t i = 0; i < n; i++)
      sk->buf[sk->len++] = p[i];
    break;
  }
}

void __symx_sink_pad(struct symx_sink *sk, char c, int n) {
  char blk[16];
  for (int i = 0; i < 16; i++)
    blk[i] = c;
  while (n > 0) {
    int k = n < 16 ? n : 16;
    __symx_sink_put(sk, blk, (size_t)k);
    n -= k;
  }
}

/* ------------------------------------------------------------------------
 * The core.
 * ---------------------------------------------------------------------- */

enum { LEN_NONE, LEN_HH, LEN_H, LEN_L, LEN_LL, LEN_BIGL, LEN_J, LEN_Z, LEN_T };

/* digit_char is digit d's character: (d > 9) is a comparison, not a
 * branch, so for a symbolic d it is one expression. */
static char digit_char(unsigned d, int upper) {
  return (char)('0' + d + (unsigned)(d > 9) * (unsigned)((upper ? 'A' : 'a') - '0' - 10));
}

/* fixed_digits renders a symbolic u of base 8 or 16 zero-padded to width
 * when that width holds every digit u can have ("%02x" of a byte: md5sum
 * prints each hash byte so). The digit loop in fmt_int asks of each
 * digit whether the rest is zero, a fork per digit whose queries, over a
 * hash, are the hardest a run meets; the output here is the same for
 * every value of u, digit by digit, with no branch on u. It returns 0,
 * printing nothing, when it does not apply. */
static int fixed_digits(struct symx_sink *sk, unsigned long long u, int base,
                        int upper, int flags, int width, int prec) {
  int shift = base == 16 ? 4 : base == 8 ? 3 : 0;
  if (shift == 0 || prec >= 0 || !(flags & SYMX_FL_ZERO) ||
      (flags & (SYMX_FL_LEFT | SYMX_FL_ALT)) || width < 1 || width > 64 || !__symx_is_sym64(u))
    return 0;
  /* u < base^width: true by construction for a widened byte, so the
   * engine folds it; otherwise one question, no fork when it must hold. */
  if (shift * width < 64 && (u >> (shift * width)) != 0)
    return 0;
  unsigned mask = (unsigned)base - 1;
  for (int i = width - 1; i >= 0; i--) {
    char c = digit_char(shift * i < 64 ? (unsigned)(u >> (shift * i)) & mask : 0, upper);
    __symx_sink_put(sk, &c, 1);
  }
  return 1;
}

static void fmt_int(struct symx_sink *sk, unsigned long long u, int neg,
                    int base, int upper, int flags, int width, int prec,
                    int is_signed, int is_ptr) {
  if (!is_signed && !is_ptr &&
      fixed_digits(sk, u, base, upper, flags, width, prec))
    return;
  const char *digs = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  char buf[72];
  int n = 0;
  if (sk->kind == SYMX_SINK_FD && (sk->fd == 1 || sk->fd == 2) &&
      __symx_is_sym64(u))
    /* Text written to stdout or stderr is never read back by the
     * program: a symbolic number printed there is printed as one value
     * the path allows (not bound to it: the path's later branches on
     * the number keep both sides, as after KLEE's external printf)
     * instead of forking on its digit count. Those forks could ask the
     * solver more than the whole path did: cksum's "%u" of the CRC of
     * symbolic input, a chain of table reads and xors, spent the
     * query's whole work budget on u >= 10^9 and ended every path as a
     * solver error. A string (snprintf), which the program may compare
     * or parse, keeps every digit count. */
    u = (unsigned long long)__symx_value_i64((long long)u);
  if (!(prec == 0 && u == 0) && __symx_is_sym64(u)) {
    /* A symbolic value: the digit count by comparing u with powers of
     * the base, a fork per digit as in the loop below but each over
     * u >= base^k, where the loop asked u / base / ... / base != 0, a
     * chain of divisions (cksum prints its CRC with "%u"); the digits
     * then without a branch. */
    unsigned long long p = 1;
    int k = 1;
    while (p <= ~0ULL / (unsigned)base && u >= p * (unsigned)base) {
      p *= (unsigned)base;
      k++;
    }
    for (unsigned long long q = u; n < k; q /= (unsigned)base)
      buf[n++] = digit_char((unsigned)(q % (unsigned)base), upper);
  } else if (!(prec == 0 && u == 0)) {
    if (base == 10) {
      do {
        buf[n++] = (char)('0' + u % 10);
        u /= 10;
      } while (u);
    } else if (base == 16) {
      do {
        buf[n++] = digs[u & 15];
        u >>= 4;
      } while (u);
    } else {
      do {
        buf[n++] = (char)('0' + (u & 7));
        u >>= 3;
      } while (u);
    }
  }
  char prefix[3];
  int plen = 0;
  if (is_signed || is_ptr) {
    if (neg)
      prefix[plen++] = '-';
    else if (flags & SYMX_FL_PLUS)
      prefix[plen++] = '+';
    else if (flags & SYMX_FL_SPACE)
      prefix[plen++] = ' ';
  }
  if ((flags & SYMX_FL_ALT) && base == 16 && (n > 0 && !(n == 1 && buf[0] == '0'))) {
    prefix[plen++] = '0';
    prefix[plen++] = upper ? 'X' : 'x';
  }
  int zeros = prec > n ? prec - n : 0;
  if ((flags & SYMX_FL_ALT) && base == 8 && zeros == 0 &&
      (n == 0 || buf[n - 1] != '0'))
    zeros = 1;
  int len = plen + zeros + n;
  int pad = width > len ? width - len : 0;
  if ((flags & SYMX_FL_ZERO) && !(flags & SYMX_FL_LEFT) && prec < 0) {
    zeros += pad;
    pad = 0;
  }
  if (!(flags & SYMX_FL_LEFT))
    __symx_sink_pad(sk, ' ', pad);
  __symx_sink_put(sk, prefix, (size_t)plen);
  __symx_sink_pad(sk, '0', zeros);
  for (int i = n - 1; i >= 0; i--)
    __symx_sink_put(sk, &buf[i], 1);
  if (flags & SYMX_FL_LEFT)
    __symx_sink_pad(sk, ' ', pad);
}

static void fmt_str(struct symx_sink *sk, const char *s, int flags, int width,
                    int prec) {
  size_t n = 0;
  if (prec >= 0) {
    while (n < (size_t)prec && s[n])
      n++;
  } else {
    n = strlen(s);
  }
  int pad = width > (int)n ? width - (int)n : 0;
  if (!(flags & SYMX_FL_LEFT))
    __symx_sink_pad(sk, ' ', pad);
  __symx_sink_put(sk, s, n);
  if (flags & SYMX_FL_LEFT)
    __symx_sink_pad(sk, ' ', pad);
}

int __symx_vformat(struct symx_sink *sk, const char *fmt, va_list ap) {
  const char *p = fmt;
  while (*p) {
    if (*p != '%') {
      const char *q = p;
      while (*q && *q != '%')
        q++;
      __symx_sink_put(sk, p, (size_t)(q - p));
      p = q;
      continue;
    }
    const char *start = p++;
    int flags = 0, width = -1, prec = -1, len = LEN_NONE;
    for (;; p++) {
      if (*p == '-')
        flags |= SYMX_FL_LEFT;
      else if (*p == '+')
        flags |= SYMX_FL_PLUS;
      else if (*p == ' ')
        flags |= SYMX_FL_SPACE;
      else if (*p == '0')
        flags |= SYMX_FL_ZERO;
      else if (*p == '#')
        flags |= SYMX_FL_ALT;
      else if (*p == '\'' || *p == 'I')
        ; /* grouping / locale digits: no effect in the C locale */
      else
        break;
    }
    if (*p == '*') {
      width = va_arg(ap, int);
      if (width < 0) {
        flags |= SYMX_FL_LEFT;
        width = width == INT_MIN ? INT_MAX : -width;
      }
      p++;
    } else {
      while (__symx_isdigit((unsigned char)*p)) {
        width = (width < 0 ? 0 : width) * 10 + (*p - '0');
        p++;
      }
    }
    if (*p == '.') {
      p++;
      prec = 0;
      if (*p == '*') {
        prec = va_arg(ap, int);
        if (prec < 0)
          prec = -1;
        p++;
      } else {
        while (__symx_isdigit((unsigned char)*p)) {
          prec = prec * 10 + (*p - '0');
          p++;
        }
      }
    }
    for (;; p++) {
      if (*p == 'h')
        len = len == LEN_H ? LEN_HH : LEN_H;
      else if (*p == 'l')
        len = len == LEN_L ? LEN_LL : LEN_L;
      else if (*p == 'q')
        len = LEN_LL;
      else if (*p == 'L')
        len = LEN_BIGL;
      else if (*p == 'j')
        len = LEN_J;
      else if (*p == 'z' || *p == 'Z')
        len = LEN_Z;
      else if (*p == 't')
        len = LEN_T;
      else
        break;
    }
    int conv = *p;
    if (conv)
      p++;
    switch (conv) {
    case 'd':
    case 'i': {
      long long v;
      switch (len) {
      case LEN_HH:
        v = (signed char)va_arg(ap, int);
        break;
      case LEN_H:
        v = (short)va_arg(ap, int);
        break;
      case LEN_L:
        v = va_arg(ap, long);
        break;
      case LEN_LL:
      case LEN_BIGL:
        v = va_arg(ap, long long);
        break;
      case LEN_J:
        v = va_arg(ap, intmax_t);
        break;
      case LEN_Z:
        v = va_arg(ap, ssize_t);
        break;
      case LEN_T:
        v = va_arg(ap, ptrdiff_t);
        break;
      default:
        v = va_arg(ap, int);
        break;
      }
      unsigned long long u = v < 0 ? 0 - (unsigned long long)v : (unsigned long long)v;
      fmt_int(sk, u, v < 0, 10, 0, flags, width, prec, 1, 0);
      break;
    }
    case 'u':
    case 'o':
    case 'x':
    case 'X': {
      unsigned long long u;
      switch (len) {
      case LEN_HH:
        u = (unsigned char)va_arg(ap, unsigned);
        break;
      case LEN_H:
        u = (unsigned short)va_arg(ap, unsigned);
        break;
      case LEN_L:
        u = va_arg(ap, unsigned long);
        break;
      case LEN_LL:
      case LEN_BIGL:
        u = va_arg(ap, unsigned long long);
        break;
      case LEN_J:
        u = va_arg(ap, uintmax_t);
        break;
      case LEN_Z:
        u = va_arg(ap, size_t);
        break;
      case LEN_T:
        u = (unsigned long long)(uintptr_t)va_arg(ap, ptrdiff_t);
        break;
      default:
        u = va_arg(ap, unsigned);
        break;
      }
      int base = conv == 'u' ? 10 : conv == 'o' ? 8 : 16;
      fmt_int(sk, u, 0, base, conv == 'X', flags, width, prec, 0, 0);
      break;
    }
    case 'p': {
      void *ptr = va_arg(ap, void *);
      if (!ptr)
        fmt_str(sk, "(nil)", flags, width, -1);
      else
        fmt_int(sk, (uintptr_t)ptr, 0, 16, 0, flags | SYMX_FL_ALT, width, prec,
                0, 1);
      break;
    }
    case 'c':
    case 'C': {
      char c = (char)(len == LEN_L || conv == 'C' ? (int)va_arg(ap, unsigned)
                                                  : va_arg(ap, int));
      int pad = width > 1 ? width - 1 : 0;
      if (!(flags & SYMX_FL_LEFT))
        __symx_sink_pad(sk, ' ', pad);
      __symx_sink_put(sk, &c, 1);
      if (flags & SYMX_FL_LEFT)
        __symx_sink_pad(sk, ' ', pad);
      break;
    }
    case 's':
    case 'S':
      if (len == LEN_L || conv == 'S') {
        /* Wide string: narrow each character (C locale). */
        const wchar_t *ws = va_arg(ap, const wchar_t *);
        char tmp[256];
        size_t n = 0;
        if (!ws) {
          fmt_str(sk, prec < 0 || prec >= 6 ? "(null)" : "", flags, width,
                  prec);
          break;
        }
        while (ws[n] && n < sizeof tmp - 1 && (prec < 0 || n < (size_t)prec)) {
          tmp[n] = (char)ws[n];
          n++;
        }
        tmp[n] = 0;
        fmt_str(sk, tmp, flags, width, prec);
      } else {
        const char *s = va_arg(ap, const char *);
        if (!s)
          s = prec < 0 || prec >= 6 ? "(null)" : "";
        fmt_str(sk, s, flags, width, prec);
      }
      break;
    case 'm':
      fmt_str(sk, strerror(errno), flags, width, prec);
      break;
    case 'n': {
      void *ptr = va_arg(ap, void *);
      switch (len) {
      case LEN_HH:
        *(signed char *)ptr = (signed char)sk->total;
        break;
      case LEN_H:
        *(short *)ptr = (short)sk->total;
        break;
      case LEN_L:
        *(long *)ptr = (long)sk->total;
        break;
      case LEN_LL:
      case LEN_BIGL:
        *(long long *)ptr = (long long)sk->total;
        break;
      case LEN_J:
        *(intmax_t *)ptr = (intmax_t)sk->total;
        break;
      case LEN_Z:
        *(ssize_t *)ptr = (ssize_t)sk->total;
        break;
      case LEN_T:
        *(ptrdiff_t *)ptr = (ptrdiff_t)sk->total;
        break;
      default:
        *(int *)ptr = (int)sk->total;
        break;
      }
      break;
    }
    case 'f':
    case 'F':
    case 'e':
    case 'E':
    case 'g':
    case 'G':
    case 'a':
    case 'A': {
      double d;
      if (len == LEN_BIGL)
        d = (double)va_arg(ap, long double);
      else
        d = va_arg(ap, double);
      __symx_fmt_float(sk, d, conv, flags, width, prec);
      break;
    }
    case '%':
      __symx_sink_put(sk, "%", 1);
      break;
    default:
      /* Unknown conversion: print it as is (glibc does too). */
      __symx_sink_put(sk, start, (size_t)(p - start));
      break;
    }
  }
  if (sk->total > INT_MAX) {
    errno = EOVERFLOW;
    return -1;
  }
  return (int)sk->total;
}

/* ------------------------------------------------------------------------
 * Entry points.
 * ---------------------------------------------------------------------- */

static void sink_init(struct symx_sink *sk, int kind) {
  sk->kind = kind;
  sk->fd = -1;
  sk->err = 0;
  sk->buf = NULL;
  sk->cap = 0;
  sk->len = 0;
  sk->total = 0;
}

int vsnprintf(char *s, size_t n, const char *fmt, va_list ap) {
  struct symx_sink sk;
  sink_init(&sk, SYMX_SINK_BUF);
  sk.buf = s;
  sk.cap = n;
  int r = __symx_vformat(&sk, fmt, ap);
  if (n > 0)
    s[sk.len] = 0;
  return r;
}

int vsprintf(char *s, const char *fmt, va_list ap) {
  return vsnprintf(s, (size_t)INT_MAX + 1, fmt, ap);
}

int snprintf(char *s, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(s, n, fmt, ap);
  va_end(ap);
  return r;
}

int sprintf(char *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsprintf(s, fmt, ap);
  va_end(ap);
  return r;
}

int vdprintf(int fd, const char *fmt, va_list ap) {
  struct symx_sink sk;
  sink_init(&sk, SYMX_SINK_FD);
  sk.fd = fd;
  int r = __symx_vformat(&sk, fmt, ap);
  __symx_sink_flush(&sk);
  return sk.err ? -1 : r;
}

int dprintf(int fd, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vdprintf(fd, fmt, ap);
  va_end(ap);
  return r;
}

int vfprintf(FILE *f, const char *fmt, va_list ap) {
  if (!f || !(f->flags & SYMX_F_WRITE)) {
    if (f)
      f->flags |= SYMX_F_ERR;
    errno = EBADF;
    return -1;
  }
  int r = vdprintf(f->fd, fmt, ap);
  if (r < 0)
    f->flags |= SYMX_F_ERR;
  return r;
}

int fprintf(FILE *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfprintf(f, fmt, ap);
  va_end(ap);
  return r;
}

int vprintf(const char *fmt, va_list ap) { return vfprintf(stdout, fmt, ap); }

int printf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfprintf(stdout, fmt, ap);
  va_end(ap);
  return r;
}

int vasprintf(char **sp, const char *fmt, va_list ap) {
  struct symx_sink sk;
  sink_init(&sk, SYMX_SINK_DYN);
  int r = __symx_vformat(&sk, fmt, ap);
  if (!sk.err && !sk.buf)
    sink_dyn_grow(&sk, 1);
  if (sk.err || r < 0) {
    free(sk.buf);
    *sp = NULL;
    return -1;
  }
  sk.buf[sk.len] = 0;
  *sp = sk.buf;
  return r;
}

int asprintf(char **sp, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vasprintf(sp, fmt, ap);
  va_end(ap);
  return r;
}

/* _FORTIFY_SOURCE entry points (the flag argument is ignored). */
int __printf_chk(int flag, const char *fmt, ...) {
  (void)flag;
  va_list ap;
  va_start(ap, fmt);
  int r = vfprintf(stdout, fmt, ap);
  va_end(ap);
  return r;
}

int __fprintf_chk(FILE *f, int flag, const char *fmt, ...) {
  (void)flag;
  va_list ap;
  va_start(ap, fmt);
  int r = vfprintf(f, fmt, ap);
  va_end(ap);
  return r;
}

int __sprintf_chk(char *s, int flag, size_t slen, const char *fmt, ...) {
  (void)flag;
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(s, slen, fmt, ap);
  va_end(ap);
  return r;
}

int __snprintf_chk(char *s, size_t n, int flag, size_t slen, const char *fmt,
                   ...) {
  (void)flag;
  (void)slen;
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(s, n, fmt, ap);
  va_end(ap);
  return r;
}

int __vprintf_chk(int flag, const char *fmt, va_list ap) {
  (void)flag;
  return vfprintf(stdout, fmt, ap);
}

int __vfprintf_chk(FILE *f, int flag, const char *fmt, va_list ap) {
  (void)flag;
  return vfprintf(f, fmt, ap);
}

int __vsprintf_chk(char *s, int flag, size_t slen, const char *fmt,
                   va_list ap) {
  (void)flag;
  return vsnprintf(s, slen, fmt, ap);
}

int __vsnprintf_chk(char *s, size_t n, int flag, size_t slen, const char *fmt,
                    va_list ap) {
  (void)flag;
  (void)slen;
  return vsnprintf(s, n, fmt, ap);
}

int __dprintf_chk(int fd, int flag, const char *fmt, ...) {
  (void)flag;
  va_list ap;
  va_start(ap, fmt);
  int r = vdprintf(fd, fmt, ap);
  va_end(ap);
  return r;
}

int __asprintf_chk(char **sp, int flag, const char *fmt, ...) {
  (void)flag;
  va_list ap;
  va_start(ap, fmt);
  int r = vasprintf(sp, fmt, ap);
  va_end(ap);
  return r;
}

int __vasprintf_chk(char **sp, int flag, const char *fmt, va_list ap) {
  (void)flag;
  return vasprintf(sp, fmt, ap);
}
