/*
 * string.c - <string.h> and <strings.h>.
 *
 * Plain byte loops: one comparison per byte, so a symbolic byte costs one
 * branch, never a table lookup or a word-at-a-time trick.
 */
#include "symx_libc.h"

#include <string.h>
#include <strings.h>

void *memcpy(void *dst, const void *src, size_t n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  for (size_t i = 0; i < n; i++)
    d[i] = s[i];
  return dst;
}

void *mempcpy(void *dst, const void *src, size_t n) {
  return (char *)memcpy(dst, src, n) + n;
}

void *__mempcpy(void *dst, const void *src, size_t n) {
  return mempcpy(dst, src, n);
}

void *memmove(void *dst, const void *src, size_t n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  if (d == s || n == 0)
    return dst;
  if ((uintptr_t)d < (uintptr_t)s) {
    for (size_t i = 0; i < n; i++)
      d[i] = s[i];
  } else {
    for (size_t i = n; i > 0; i--)
      d[i - 1] = s[i - 1];
  }
  return dst;
}

void *memset(void *dst, int c, size_t n) {
  unsigned char *d = dst;
  for (size_t i = 0; i < n; i++)
    d[i] = (unsigned char)c;
  return dst;
}

void bzero(void *dst, size_t n) { memset(dst, 0, n); }

void explicit_bzero(void *dst, size_t n) { memset(dst, 0, n); }

void bcopy(const void *src, void *dst, size_t n) { memmove(dst, src, n); }

int memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *x = a, *y = b;
  for (size_t i = 0; i < n; i++) {
    if (x[i] != y[i])
      return x[i] - y[i];
  }
  return 0;
}

int bcmp(const void *a, const void *b, size_t n) { return memcmp(a, b, n); }

void *memchr(const void *s, int c, size_t n) {
  const unsigned char *p = s;
  for (size_t i = 0; i < n; i++) {
    if (p[i] == (unsigned char)c)
      return (void *)(p + i);
  }
  return NULL;
}

void *memrchr(const void *s, int c, size_t n) {
  const unsigned char *p = s;
  for (size_t i = n; i > 0; i--) {
    if (p[i - 1] == (unsigned char)c)
      return (void *)(p + i - 1);
  }
  return NULL;
}

void *rawmemchr(const void *s, int c) {
  const unsigned char *p = s;
  while (*p != (unsigned char)c)
    p++;
  return (void *)p;
}

void *__rawmemchr(const void *s, int c) { return rawmemchr(s, c); }

void *memmem(const void *h, size_t hn, const void *n, size_t nn) {
  const unsigned char *hp = h, *np = n;
  if (nn == 0)
    return (void *)h;
  if (hn < nn)
    return NULL;
  for (size_t i = 0; i + nn <= hn; i++) {
    size_t j = 0;
    while (j < nn && hp[i + j] == np[j])
      j++;
    if (j == nn)
      return (void *)(hp + i);
  }
  return NULL;
}

void *memccpy(void *dst, const void *src, int c, size_t n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  for (size_t i = 0; i < n; i++) {
    d[i] = s[i];
    if (s[i] == (unsigned char)c)
      return d + i + 1;
  }
  return NULL;
}

size_t strlen(const char *s) {
  size_t n = 0;
  while (s[n])
    n++;
  return n;
}

size_t strnlen(const char *s, size_t max) {
  size_t n = 0;
  while (n < max && s[n])
    n++;
  return n;
}

char *strcpy(char *dst, const char *src) {
  size_t i = 0;
  while ((dst[i] = src[i]) != 0)
    i++;
  return dst;
}

char *stpcpy(char *dst, const char *src) {
  while ((*dst = *src) != 0) {
    dst++;
    src++;
  }
  return dst;
}

char *__stpcpy(char *dst, const char *src) { return stpcpy(dst, src); }

char *strncpy(char *dst, const char *src, size_t n) {
  size_t i = 0;
  for (; i < n && src[i]; i++)
    dst[i] = src[i];
  for (; i < n; i++)
    dst[i] = 0;
  return dst;
}

char *stpncpy(char *dst, const char *src, size_t n) {
  size_t i = 0;
  for (; i < n && src[i]; i++)
    dst[i] = src[i];
  char *end = dst + i;
  for (; i < n; i++)
    dst[i] = 0;
  return end;
}

char *strcat(char *dst, const char *src) {
  strcpy(dst + strlen(dst), src);
  return dst;
}

char *strncat(char *dst, const char *src, size_t n) {
  char *d = dst + strlen(dst);
  size_t i = 0;
  for (; i < n && src[i]; i++)
    d[i] = src[i];
  d[i] = 0;
  return dst;
}

size_t strlcpy(char *dst, const char *src, size_t n) {
  size_t len = strlen(src);
  if (n > 0) {
    size_t k = len < n - 1 ? len : n - 1;
    memcpy(dst, src, k);
    dst[k] = 0;
  }
  return len;
}

size_t strlcat(char *dst, const char *src, size_t n) {
  size_t dl = strnlen(dst, n);
  if (dl == n)
    return n + strlen(src);
  return dl + strlcpy(dst + dl, src, n - dl);
}

int strcmp(const char *a, const char *b) {
  const unsigned char *x = (const unsigned char *)a;
  const unsigned char *y = (const unsigned char *)b;
  while (*x && *x == *y) {
    x++;
    y++;
  }
  return *x - *y;
}

int strncmp(const char *a, const char *b, size_t n) {
  const unsigned char *x = (const unsigned char *)a;
  const unsigned char *y = (const unsigned char *)b;
  for (size_t i = 0; i < n; i++) {
    if (x[i] != y[i])
      return x[i] - y[i];
    if (!x[i])
      return 0;
  }
  return 0;
}

int strcoll(const char *a, const char *b) { return strcmp(a, b); }

size_t strxfrm(char *dst, const char *src, size_t n) {
  size_t len = strlen(src);
  if (len < n)
    strcpy(dst, src);
  return len;
}

int strcasecmp(const char *a, const char *b) {
  const unsigned char *x = (const unsigned char *)a;
  const unsigned char *y = (const unsigned char *)b;
  for (;; x++, y++) {
    int cx = __symx_tolower(*x), cy = __symx_tolower(*y);
    if (cx != cy)
      return cx - cy;
    if (!cx)
      return 0;
  }
}

int strncasecmp(const char *a, const char *b, size_t n) {
  const unsigned char *x = (const unsigned char *)a;
  const unsigned char *y = (const unsigned char *)b;
  for (size_t i = 0; i < n; i++) {
    int cx = __symx_tolower(x[i]), cy = __symx_tolower(y[i]);
    if (cx != cy)
      return cx - cy;
    if (!cx)
      return 0;
  }
  return 0;
}

char *strchr(const char *s, int c) {
  for (;; s++) {
    if (*s == (char)c)
      return (char *)s;
    if (!*s)
      return NULL;
  }
}

char *index(const char *s, int c) { return strchr(s, c); }

char *strchrnul(const char *s, int c) {
  while (*s && *s != (char)c)
    s++;
  return (char *)s;
}

char *strrchr(const char *s, int c) {
  const char *last = NULL;
  for (;; s++) {
    if (*s == (char)c)
      last = s;
    if (!*s)
      return (char *)last;
  }
}

char *rindex(const char *s, int c) { return strrchr(s, c); }

char *strstr(const char *h, const char *n) {
  if (!*n)
    return (char *)h;
  for (; *h; h++) {
    size_t j = 0;
    while (n[j] && h[j] == n[j])
      j++;
    if (!n[j])
      return (char *)h;
  }
  return NULL;
}

char *strcasestr(const char *h, const char *n) {
  if (!*n)
    return (char *)h;
  for (; *h; h++) {
    size_t j = 0;
    while (n[j] && __symx_tolower((unsigned char)h[j]) ==
                       __symx_tolower((unsigned char)n[j]))
      j++;
    if (!n[j])
      return (char *)h;
  }
  return NULL;
}

/* in_set reports whether c (not NUL) occurs in set. */
static int in_set(char c, const char *set) {
  for (; *set; set++) {
    if (*set == c)
      return 1;
  }
  return 0;
}

size_t strspn(const char *s, const char *accept) {
  size_t n = 0;
  while (s[n] && in_set(s[n], accept))
    n++;
  return n;
}

size_t strcspn(const char *s, const char *reject) {
  size_t n = 0;
  while (s[n] && !in_set(s[n], reject))
    n++;
  return n;
}

char *strpbrk(const char *s, const char *accept) {
  for (; *s; s++) {
    if (in_set(*s, accept))
      return (char *)s;
  }
  return NULL;
}

char *strtok_r(char *s, const char *delim, char **save) {
  if (!s)
    s = *save;
  if (!s)
    return NULL;
  s += strspn(s, delim);
  if (!*s) {
    *save = s;
    return NULL;
  }
  char *tok = s;
  s += strcspn(s, delim);
  if (*s) {
    *s = 0;
    *save = s + 1;
  } else {
    *save = s;
  }
  return tok;
}

char *__strtok_r(char *s, const char *delim, char **save) {
  return strtok_r(s, delim, save);
}

static char *strtok_save;

char *strtok(char *s, const char *delim) {
  return strtok_r(s, delim, &strtok_save);
}

char *strsep(char **sp, const char *delim) {
  char *s = *sp;
  if (!s)
    return NULL;
  char *e = s + strcspn(s, delim);
  if (*e) {
    *e = 0;
    *sp = e + 1;
  } else {
    *sp = NULL;
  }
  return s;
}

char *strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (d)
    memcpy(d, s, n);
  return d;
}

char *__strdup(const char *s) { return strdup(s); }

char *strndup(const char *s, size_t max) {
  size_t n = strnlen(s, max);
  char *d = malloc(n + 1);
  if (d) {
    memcpy(d, s, n);
    d[n] = 0;
  }
  return d;
}

char *__strndup(const char *s, size_t max) { return strndup(s, max); }

/* GNU basename (<string.h> with _GNU_SOURCE): the part after the last
 * slash, possibly empty. */
char *basename(const char *path) {
  const char *p = strrchr(path, '/');
  return (char *)(p ? p + 1 : path);
}

/* POSIX basename (<libgen.h> maps basename to __xpg_basename). */
char *__xpg_basename(char *path) {
  static char dot[] = ".";
  if (!path || !*path)
    return dot;
  size_t n = strlen(path);
  while (n > 1 && path[n - 1] == '/')
    n--;
  if (n == 1 && path[0] == '/') {
    path[1] = 0;
    return path;
  }
  path[n] = 0;
  char *p = strrchr(path, '/');
  return p ? p + 1 : path;
}

char *dirname(char *path) {
  static char dot[] = ".";
  if (!path || !*path)
    return dot;
  size_t n = strlen(path);
  while (n > 1 && path[n - 1] == '/') /* trailing slashes */
    n--;
  while (n > 0 && path[n - 1] != '/') /* the last component */
    n--;
  if (n == 0)
    return dot;
  while (n > 1 && path[n - 1] == '/') /* the slashes before it */
    n--;
  /* glibc keeps a leading "//" (but not "///"). */
  if (n == 1 && path[1] == '/' && path[2] != '/')
    n = 2;
  path[n] = 0;
  return path;
}

int ffs(int i) {
  for (int b = 0; b < (int)(8 * sizeof i); b++) {
    if ((unsigned)i & (1u << b))
      return b + 1;
  }
  return 0;
}
