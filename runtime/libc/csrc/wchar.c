/*
 * wchar.c - multibyte and wide characters (<wchar.h>, <wctype.h>, the
 * multibyte part of <stdlib.h>) in glibc's C locale.
 *
 * glibc's C locale (LANG unset, what a native replay runs in) has the
 * charset ANSI_X3.4-1968: the bytes 0..127 are the characters 0..127, every
 * byte >= 0x80 is an encoding error (mbrtowc fails with EILSEQ), and only
 * the wide characters 0..127 can be converted back. The wide classes and
 * case mappings are those of ASCII; every other wide character is in no
 * class and has wcwidth -1. MB_CUR_MAX is 1 and the conversion state never
 * leaves its initial value. All predicates are branch-free range tests.
 */
#include "symx_libc.h"

#include <string.h>
/* <wchar.h> would typedef glibc's FILE; the runtime has its own. */
#define __FILE_defined 1
#include <wchar.h>
#include <wctype.h>

#undef MB_CUR_MAX

/* IN(c, lo, n) is lo <= c < lo + n, for any integer c. */
#define IN(c, lo, n) ((unsigned)((c) - (lo)) < (unsigned)(n))

size_t __ctype_get_mb_cur_max(void) { return 1; }

/* ------------------------------------------------------------------------
 * Conversion state and single characters.
 * ---------------------------------------------------------------------- */

/* glibc's mbsinit looks only at the count of pending bytes. */
int mbsinit(const mbstate_t *ps) { return !ps || ps->__count == 0; }

size_t mbrtowc(wchar_t *pwc, const char *s, size_t n, mbstate_t *ps) {
  (void)ps;
  if (!s)
    return 0;
  if (n == 0)
    return (size_t)-2;
  unsigned char c = (unsigned char)*s;
  if (c >= 0x80) {
    errno = EILSEQ;
    return (size_t)-1;
  }
  if (pwc)
    *pwc = c;
  return c != 0;
}

size_t mbrlen(const char *s, size_t n, mbstate_t *ps) {
  return mbrtowc(NULL, s, n, ps);
}

int mbtowc(wchar_t *pwc, const char *s, size_t n) {
  if (!s)
    return 0; /* no state-dependent encodings */
  if (!*s) {
    if (pwc)
      *pwc = 0; /* glibc tests for NUL before looking at n */
    return 0;
  }
  size_t r = mbrtowc(pwc, s, n, NULL);
  return r > 1 ? -1 : (int)r;
}

int mblen(const char *s, size_t n) { return mbtowc(NULL, s, n); }

size_t wcrtomb(char *s, wchar_t wc, mbstate_t *ps) {
  (void)ps;
  if (!s)
    return 1; /* wcrtomb(buf, L'\0', ps) */
  if ((unsigned)wc >= 0x80) {
    errno = EILSEQ;
    return (size_t)-1;
  }
  *s = (char)wc;
  return 1;
}

int wctomb(char *s, wchar_t wc) {
  if (!s)
    return 0;
  size_t r = wcrtomb(s, wc, NULL);
  return r == (size_t)-1 ? -1 : (int)r;
}

wint_t btowc(int c) { return IN(c, 0, 128) ? (wint_t)c : WEOF; }

int wctob(wint_t wc) { return wc < 0x80 ? (int)wc : EOF; }

/* ------------------------------------------------------------------------
 * Strings.
 * ---------------------------------------------------------------------- */

/* mbsnrtowcs converts at most nms bytes of *src into at most len wide
 * characters (any number if dst is NULL); *src is advanced as glibc does:
 * to NULL after the terminating NUL, to the failing byte on EILSEQ. */
size_t mbsnrtowcs(wchar_t *dst, const char **src, size_t nms, size_t len,
                  mbstate_t *ps) {
  (void)ps;
  const char *s = *src;
  size_t i = 0;
  for (; (!dst || i < len) && i < nms; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c >= 0x80) {
      if (dst)
        *src = s + i;
      errno = EILSEQ;
      return (size_t)-1;
    }
    if (dst)
      dst[i] = c;
    if (c == 0) {
      if (dst)
        *src = NULL;
      return i;
    }
  }
  if (dst)
    *src = s + i;
  return i;
}

size_t mbsrtowcs(wchar_t *dst, const char **src, size_t len, mbstate_t *ps) {
  return mbsnrtowcs(dst, src, (size_t)-1, len, ps);
}

size_t mbstowcs(wchar_t *dst, const char *src, size_t n) {
  const char *s = src;
  return mbsrtowcs(dst, &s, n, NULL);
}

size_t wcsnrtombs(char *dst, const wchar_t **src, size_t nwc, size_t len,
                  mbstate_t *ps) {
  (void)ps;
  const wchar_t *s = *src;
  size_t i = 0;
  for (; (!dst || i < len) && i < nwc; i++) {
    wchar_t wc = s[i];
    if ((unsigned)wc >= 0x80) {
      if (dst)
        *src = s + i;
      errno = EILSEQ;
      return (size_t)-1;
    }
    if (dst)
      dst[i] = (char)wc;
    if (wc == 0) {
      if (dst)
        *src = NULL;
      return i;
    }
  }
  if (dst)
    *src = s + i;
  return i;
}

size_t wcsrtombs(char *dst, const wchar_t **src, size_t len, mbstate_t *ps) {
  return wcsnrtombs(dst, src, (size_t)-1, len, ps);
}

size_t wcstombs(char *dst, const wchar_t *src, size_t n) {
  const wchar_t *s = src;
  return wcsrtombs(dst, &s, n, NULL);
}

size_t wcslen(const wchar_t *s) {
  size_t n = 0;
  while (s[n])
    n++;
  return n;
}

size_t wcsnlen(const wchar_t *s, size_t max) {
  size_t n = 0;
  while (n < max && s[n])
    n++;
  return n;
}

int wcscmp(const wchar_t *a, const wchar_t *b) {
  for (;; a++, b++) {
    if (*a != *b)
      return *a < *b ? -1 : 1;
    if (!*a)
      return 0;
  }
}

wchar_t *wcschr(const wchar_t *s, wchar_t wc) {
  for (;; s++) {
    if (*s == wc)
      return (wchar_t *)s;
    if (!*s)
      return NULL;
  }
}

wchar_t *wmemchr(const wchar_t *s, wchar_t wc, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (s[i] == wc)
      return (wchar_t *)s + i;
  return NULL;
}

wchar_t *wmemcpy(wchar_t *d, const wchar_t *s, size_t n) {
  memcpy(d, s, n * sizeof *d);
  return d;
}

wchar_t *wmemmove(wchar_t *d, const wchar_t *s, size_t n) {
  memmove(d, s, n * sizeof *d);
  return d;
}

wchar_t *wmemset(wchar_t *d, wchar_t wc, size_t n) {
  for (size_t i = 0; i < n; i++)
    d[i] = wc;
  return d;
}

int wmemcmp(const wchar_t *a, const wchar_t *b, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (a[i] != b[i])
      return a[i] < b[i] ? -1 : 1;
  return 0;
}

/* ------------------------------------------------------------------------
 * Classes and case (ASCII only). wint_t is unsigned: c - lo wraps for
 * every character outside the range.
 * ---------------------------------------------------------------------- */

int iswupper(wint_t c) { return IN(c, 'A', 26); }
int iswlower(wint_t c) { return IN(c, 'a', 26); }
int iswalpha(wint_t c) { return IN(c, 'A', 26) | IN(c, 'a', 26); }
int iswdigit(wint_t c) { return IN(c, '0', 10); }
int iswalnum(wint_t c) {
  return IN(c, 'A', 26) | IN(c, 'a', 26) | IN(c, '0', 10);
}
int iswxdigit(wint_t c) {
  return IN(c, '0', 10) | IN(c, 'a', 6) | IN(c, 'A', 6);
}
int iswspace(wint_t c) { return (c == ' ') | IN(c, '\t', 5); }
int iswblank(wint_t c) { return (c == ' ') | (c == '\t'); }
int iswcntrl(wint_t c) { return IN(c, 0, 32) | (c == 127); }
int iswprint(wint_t c) { return IN(c, 32, 95); }
int iswgraph(wint_t c) { return IN(c, 33, 94); }
int iswpunct(wint_t c) {
  return IN(c, 33, 15) | IN(c, 58, 7) | IN(c, 91, 6) | IN(c, 123, 4);
}

wint_t towlower(wint_t c) { return IN(c, 'A', 26) ? c + 32 : c; }
wint_t towupper(wint_t c) { return IN(c, 'a', 26) ? c - 32 : c; }

/* wctype_t and wctrans_t are handles: the class's index plus one (0 is
 * "no such class", as glibc's wctype returns for unknown names). */
static const char *const wclass_names[] = {
    "alnum", "alpha", "blank", "cntrl", "digit", "graph",
    "lower", "print", "punct", "space", "upper", "xdigit"};

wctype_t wctype(const char *name) {
  for (unsigned i = 0; i < sizeof wclass_names / sizeof *wclass_names; i++)
    if (strcmp(name, wclass_names[i]) == 0)
      return i + 1;
  return 0;
}

int iswctype(wint_t c, wctype_t desc) {
  switch (desc) {
  case 1:
    return iswalnum(c);
  case 2:
    return iswalpha(c);
  case 3:
    return iswblank(c);
  case 4:
    return iswcntrl(c);
  case 5:
    return iswdigit(c);
  case 6:
    return iswgraph(c);
  case 7:
    return iswlower(c);
  case 8:
    return iswprint(c);
  case 9:
    return iswpunct(c);
  case 10:
    return iswspace(c);
  case 11:
    return iswupper(c);
  case 12:
    return iswxdigit(c);
  }
  return 0;
}

wctrans_t wctrans(const char *name) {
  if (strcmp(name, "tolower") == 0)
    return (wctrans_t)1;
  if (strcmp(name, "toupper") == 0)
    return (wctrans_t)2;
  return (wctrans_t)0;
}

wint_t towctrans(wint_t c, wctrans_t t) {
  if (t == (wctrans_t)1)
    return towlower(c);
  if (t == (wctrans_t)2)
    return towupper(c);
  return c;
}

/* ------------------------------------------------------------------------
 * Column widths: 1 for the printable ASCII characters, 0 for L'\0', -1
 * for everything else (glibc's C locale).
 * ---------------------------------------------------------------------- */

int wcwidth(wchar_t c) { return IN(c, 32, 95) ? 1 : c == 0 ? 0 : -1; }

int wcswidth(const wchar_t *s, size_t n) {
  int w = 0;
  for (size_t i = 0; i < n && s[i]; i++) {
    if (!IN(s[i], 32, 95))
      return -1;
    w++;
  }
  return w;
}
