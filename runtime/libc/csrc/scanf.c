/*
 * scanf.c - the scanf family.
 *
 * One core (__symx_vscan) reads from a string or a stream. Supported: white
 * space and literal matching, %% , the conversions d i u o x X p s c [set] n
 * f e g a (and upper-case forms), assignment suppression '*', field widths,
 * and the length modifiers hh h l ll q L j z t. Integers accumulate digit by
 * digit (one comparison per character; overflow wraps rather than
 * saturating). glibc's headers redirect the C99 functions to __isoc99_*
 * (and, from glibc 2.38 in C2x mode, __isoc23_*): all names are defined.
 */
#include "symx_libc.h"

#include <stdlib.h>
#include <string.h>

static int in_get(struct symx_src *src) {
  int c;
  if (src->s) {
    c = (unsigned char)*src->s;
    if (!c)
      return EOF;
    src->s++;
  } else {
    c = fgetc(src->f);
    if (c == EOF)
      return EOF;
  }
  src->count++;
  return c;
}

static void in_unget(struct symx_src *src, int c) {
  if (c == EOF)
    return;
  if (src->s)
    src->s--;
  else
    ungetc(c, src->f);
  src->count--;
}

enum { LEN_NONE, LEN_HH, LEN_H, LEN_L, LEN_LL, LEN_BIGL, LEN_J, LEN_Z, LEN_T };

static void store_int(void *p, int len, unsigned long long v) {
  switch (len) {
  case LEN_HH:
    *(signed char *)p = (signed char)v;
    break;
  case LEN_H:
    *(short *)p = (short)v;
    break;
  case LEN_L:
    *(long *)p = (long)v;
    break;
  case LEN_LL:
  case LEN_BIGL:
    *(long long *)p = (long long)v;
    break;
  case LEN_J:
    *(intmax_t *)p = (intmax_t)v;
    break;
  case LEN_Z:
    *(size_t *)p = (size_t)v;
    break;
  case LEN_T:
    *(ptrdiff_t *)p = (ptrdiff_t)v;
    break;
  default:
    *(int *)p = (int)v;
    break;
  }
}

/* scan_int reads an integer of the given base (0: as strtol) within width
 * characters, with strtol's (signed_) or strtoul's overflow rules for the
 * limits umax/smax, as glibc converts the text with those functions.
 * Returns 0 when no digits matched. */
static int scan_int(struct symx_src *src, int base, int width, int signed_,
                    unsigned long long umax, long long smax,
                    unsigned long long *out) {
  int n = 0, neg = 0, any = 0, ovf = 0;
  unsigned long long acc = 0;
  unsigned long long lim = signed_ ? (unsigned long long)smax + 1 : umax;
  int c = in_get(src);
  if ((c == '+' || c == '-') && n < width) {
    neg = c == '-';
    n++;
    c = in_get(src);
  }
  if ((base == 0 || base == 16) && c == '0' && n < width) {
    n++;
    any = 1;
    c = in_get(src);
    if ((c == 'x' || c == 'X') && n < width) {
      n++;
      base = 16;
      c = in_get(src);
    } else if (base == 0) {
      base = 8;
    }
  } else if (base == 0) {
    base = 10;
  }
  /* base is a constant in each loop, so no expression divides or
   * multiplies by a symbolic base. */
#define SCAN_DIGITS(B, IS_DIGIT, VALUE)                                        \
  do {                                                                         \
    const unsigned long long cutoff = lim / (B);                               \
    const unsigned cutlim = (unsigned)(lim % (B));                             \
    for (; n < width && (IS_DIGIT); n++, c = in_get(src)) {                    \
      unsigned d = (unsigned)(VALUE);                                          \
      any = 1;                                                                 \
      if (ovf || acc > cutoff || (acc == cutoff && d > cutlim))                \
        ovf = 1;                                                               \
      else                                                                     \
        acc = acc * (B) + d;                                                   \
    }                                                                          \
  } while (0)
  if (base == 10)
    SCAN_DIGITS(10, __symx_isdigit(c), c - '0');
  else if (base == 16)
    SCAN_DIGITS(16, __symx_digitval(c) < 16, __symx_digitval(c));
  else
    SCAN_DIGITS(8, (unsigned)c - '0' < 8u, c - '0');
#undef SCAN_DIGITS
  in_unget(src, c);
  if (!any)
    return 0;
  if (signed_) {
    if (ovf || (!neg && acc > (unsigned long long)smax))
      acc = neg ? (unsigned long long)(-smax - 1) : (unsigned long long)smax;
    else if (neg)
      acc = 0 - acc;
  } else {
    if (ovf)
      acc = umax;
    else if (neg)
      acc = (0 - acc) & umax;
  }
  *out = acc;
  return 1;
}

/* scan_float collects a floating-point number within width characters and
 * converts it with strtod. */
static int scan_float(struct symx_src *src, int width, int single,
                      double *out) {
  char buf[128];
  int n = 0;
  int c = in_get(src);
  const int max = (int)sizeof buf - 1;
  if (width > max)
    width = max;
  if ((c == '+' || c == '-') && n < width) {
    buf[n++] = (char)c;
    c = in_get(src);
  }
  int lc = __symx_tolower(c);
  if (lc == 'i' || lc == 'n') {
    /* inf, infinity, nan */
    const char *w = lc == 'i' ? "infinity" : "nan";
    int k = 0;
    while (n < width && w[k] && __symx_tolower(c) == w[k]) {
      buf[n++] = (char)c;
      k++;
      c = in_get(src);
    }
  } else {
    int hex = 0, dot = 0, digits = 0;
    if (c == '0' && n < width) {
      buf[n++] = (char)c;
      digits = 1;
      c = in_get(src);
      if ((c == 'x' || c == 'X') && n < width) {
        buf[n++] = (char)c;
        hex = 1;
        digits = 0;
        c = in_get(src);
      }
    }
    for (; n < width; c = in_get(src)) {
      if (hex ? __symx_digitval(c) < 16 : __symx_isdigit(c)) {
        digits = 1;
      } else if (c == '.' && !dot) {
        dot = 1;
      } else {
        break;
      }
      buf[n++] = (char)c;
    }
    if (digits && n < width && __symx_tolower(c) == (hex ? 'p' : 'e')) {
      buf[n++] = (char)c;
      c = in_get(src);
      if ((c == '+' || c == '-') && n < width) {
        buf[n++] = (char)c;
        c = in_get(src);
      }
      for (; n < width && __symx_isdigit(c); c = in_get(src))
        buf[n++] = (char)c;
    }
  }
  in_unget(src, c);
  buf[n] = 0;
  char *end;
  double d = __symx_strtod(buf, &end, single);
  if (end == buf)
    return 0;
  *out = d;
  return 1;
}

/* set_has reports whether c is in the scanset [set, end). */
static int set_has(const unsigned char *set, const unsigned char *end, int c) {
  for (const unsigned char *p = set; p < end; p++) {
    if (p[1] == '-' && p + 2 < end) {
      if (c >= p[0] && c <= p[2])
        return 1;
      p += 2;
      continue;
    }
    if (c == *p)
      return 1;
  }
  return 0;
}

int __symx_vscan(struct symx_src *src, const char *fmt, va_list ap) {
  const unsigned char *p = (const unsigned char *)fmt;
  int assigned = 0;
  int c;

  while (*p) {
    if (__symx_isspace(*p)) {
      while (__symx_isspace(*p))
        p++;
      do
        c = in_get(src);
      while (__symx_isspace(c));
      in_unget(src, c);
      continue;
    }
    if (*p != '%' || p[1] == '%') {
      if (*p == '%') {
        p++;
        do
          c = in_get(src);
        while (__symx_isspace(c));
      } else {
        c = in_get(src);
      }
      if (c == EOF)
        goto input_failure;
      if (c != *p) {
        in_unget(src, c);
        return assigned;
      }
      p++;
      continue;
    }
    p++;
    int suppress = 0, width = 0, len = LEN_NONE;
    if (*p == '*') {
      suppress = 1;
      p++;
    }
    while (__symx_isdigit(*p))
      width = width * 10 + (*p++ - '0');
    for (;; p++) {
      if (*p == 'h')
        len = len == LEN_H ? LEN_HH : LEN_H;
      else if (*p == 'l')
        len = len == LEN_L ? LEN_LL : LEN_L;
      else if (*p == 'q' || *p == 'L')
        len = *p == 'L' ? LEN_BIGL : LEN_LL;
      else if (*p == 'j')
        len = LEN_J;
      else if (*p == 'z')
        len = LEN_Z;
      else if (*p == 't')
        len = LEN_T;
      else
        break;
    }
    int conv = *p;
    if (!conv)
      break;
    p++;

    if (conv == 'n') {
      if (!suppress)
        store_int(va_arg(ap, void *), len, (unsigned long long)src->count);
      continue;
    }
    if (conv != 'c' && conv != '[') {
      do
        c = in_get(src);
      while (__symx_isspace(c));
    } else {
      c = in_get(src);
    }
    if (c == EOF)
      goto input_failure;
    in_unget(src, c);

    switch (conv) {
    case 'd':
    case 'i':
    case 'u':
    case 'o':
    case 'x':
    case 'X':
    case 'p': {
      int base = conv == 'd' || conv == 'u' ? 10
                 : conv == 'i'               ? 0
                 : conv == 'o'               ? 8
                                             : 16;
      /* glibc converts with strto(u)ll for ll, L, q (and j, where
       * intmax_t is long long), else with strto(u)l. */
      int wide = len == LEN_LL || len == LEN_BIGL ||
                 (len == LEN_J && sizeof(intmax_t) > sizeof(long));
      unsigned long long umax = wide ? ULLONG_MAX : ULONG_MAX;
      long long smax = wide ? LLONG_MAX : LONG_MAX;
      unsigned long long v;
      if (!scan_int(src, base, width ? width : INT_MAX,
                    conv == 'd' || conv == 'i', umax, smax, &v))
        return assigned;
      if (!suppress) {
        if (conv == 'p')
          *va_arg(ap, void **) = (void *)(uintptr_t)v;
        else
          store_int(va_arg(ap, void *), len, v);
        assigned++;
      }
      break;
    }
    case 's':
    case 'S': {
      int wide = len == LEN_L || conv == 'S';
      char *d = suppress || wide ? NULL : va_arg(ap, char *);
      wchar_t *wd = !suppress && wide ? va_arg(ap, wchar_t *) : NULL;
      int n = 0, max = width ? width : INT_MAX;
      for (c = in_get(src); c != EOF && !__symx_isspace(c) && n < max;
           c = in_get(src)) {
        if (d)
          d[n] = (char)c;
        if (wd)
          wd[n] = (wchar_t)c;
        n++;
      }
      in_unget(src, c);
      if (d)
        d[n] = 0;
      if (wd)
        wd[n] = 0;
      if (!suppress)
        assigned++;
      break;
    }
    case 'c':
    case 'C': {
      int wide = len == LEN_L || conv == 'C';
      char *d = suppress || wide ? NULL : va_arg(ap, char *);
      wchar_t *wd = !suppress && wide ? va_arg(ap, wchar_t *) : NULL;
      int n = 0, max = width ? width : 1;
      for (; n < max; n++) {
        c = in_get(src);
        if (c == EOF)
          break;
        if (d)
          d[n] = (char)c;
        if (wd)
          wd[n] = (wchar_t)c;
      }
      if (n == 0)
        goto input_failure;
      if (!suppress) /* glibc: a short count still converts */
        assigned++;
      break;
    }
    case '[': {
      int neg = 0;
      if (*p == '^') {
        neg = 1;
        p++;
      }
      const unsigned char *set = p;
      if (*p == ']')
        p++;
      while (*p && *p != ']')
        p++;
      const unsigned char *end = p;
      if (*p)
        p++;
      int wide = len == LEN_L;
      char *d = suppress || wide ? NULL : va_arg(ap, char *);
      wchar_t *wd = !suppress && wide ? va_arg(ap, wchar_t *) : NULL;
      int n = 0, max = width ? width : INT_MAX;
      for (c = in_get(src); c != EOF && n < max && set_has(set, end, c) != neg;
           c = in_get(src)) {
        if (d)
          d[n] = (char)c;
        if (wd)
          wd[n] = (wchar_t)c;
        n++;
      }
      in_unget(src, c);
      if (n == 0)
        return assigned;
      if (d)
        d[n] = 0;
      if (wd)
        wd[n] = 0;
      if (!suppress)
        assigned++;
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
      double v;
      if (!scan_float(src, width ? width : INT_MAX, len == LEN_NONE, &v))
        return assigned;
      if (!suppress) {
        if (len == LEN_L)
          *va_arg(ap, double *) = v;
        else if (len == LEN_BIGL)
          *va_arg(ap, long double *) = (long double)v;
        else
          *va_arg(ap, float *) = (float)v;
        assigned++;
      }
      break;
    }
    default:
      return assigned;
    }
  }
  return assigned;

input_failure:
  return assigned ? assigned : EOF;
}

int vsscanf(const char *s, const char *fmt, va_list ap) {
  struct symx_src src = {s, NULL, 0};
  return __symx_vscan(&src, fmt, ap);
}

int sscanf(const char *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsscanf(s, fmt, ap);
  va_end(ap);
  return r;
}

int vfscanf(FILE *f, const char *fmt, va_list ap) {
  struct symx_src src = {NULL, f, 0};
  return __symx_vscan(&src, fmt, ap);
}

int fscanf(FILE *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfscanf(f, fmt, ap);
  va_end(ap);
  return r;
}

int vscanf(const char *fmt, va_list ap) { return vfscanf(stdin, fmt, ap); }

int scanf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfscanf(stdin, fmt, ap);
  va_end(ap);
  return r;
}

#define SCANF_ALIASES(prefix)                                                  \
  int prefix##sscanf(const char *s, const char *fmt, ...) {                    \
    va_list ap;                                                                \
    va_start(ap, fmt);                                                         \
    int r = vsscanf(s, fmt, ap);                                               \
    va_end(ap);                                                                \
    return r;                                                                  \
  }                                                                            \
  int prefix##fscanf(FILE *f, const char *fmt, ...) {                          \
    va_list ap;                                                                \
    va_start(ap, fmt);                                                         \
    int r = vfscanf(f, fmt, ap);                                               \
    va_end(ap);                                                                \
    return r;                                                                  \
  }                                                                            \
  int prefix##scanf(const char *fmt, ...) {                                    \
    va_list ap;                                                                \
    va_start(ap, fmt);                                                         \
    int r = vfscanf(stdin, fmt, ap);                                           \
    va_end(ap);                                                                \
    return r;                                                                  \
  }                                                                            \
  int prefix##vsscanf(const char *s, const char *fmt, va_list ap) {            \
    return vsscanf(s, fmt, ap);                                                \
  }                                                                            \
  int prefix##vfscanf(FILE *f, const char *fmt, va_list ap) {                  \
    return vfscanf(f, fmt, ap);                                                \
  }                                                                            \
  int prefix##vscanf(const char *fmt, va_list ap) {                            \
    return vfscanf(stdin, fmt, ap);                                            \
  }

SCANF_ALIASES(__isoc99_)
SCANF_ALIASES(__isoc23_)
