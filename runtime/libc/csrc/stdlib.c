/*
 * stdlib.c - <stdlib.h> (except allocation, which is the engine's, and
 * the floating-point conversions, which are in float.c).
 */
#include "symx_libc.h"

#include <stdlib.h>
#include <string.h>
#include <inttypes.h>

long long __symx_conc_i64(long long x) {
  return __symx_is_sym64((unsigned long long)x) ? klee_get_value_i64(x) : x;
}

/* ------------------------------------------------------------------------
 * Integer parsing.
 * ---------------------------------------------------------------------- */

/* digits accumulates the digits of base at *pp (a constant at every call
 * site, so that no expression divides by a symbolic base). Values above lim
 * set *ovf. */
static inline __attribute__((always_inline)) unsigned long long
digits(const char **pp, unsigned base, unsigned long long lim, int *ovf,
       int *any) {
  const char *p = *pp;
  unsigned long long cutoff = lim / base, acc = 0;
  unsigned cutlim = (unsigned)(lim % base);
  for (;; p++) {
    unsigned d = (unsigned)__symx_digitval((unsigned char)*p);
    if (d >= base)
      break;
    *any = 1;
    if (*ovf || acc > cutoff || (acc == cutoff && d > cutlim))
      *ovf = 1;
    else
      acc = acc * base + d;
  }
  *pp = p;
  return acc;
}

unsigned long long __symx_strtox(const char *s, char **endp, int base,
                                 int signed_, unsigned long long umax,
                                 long long smax) {
  const char *p = s;
  int neg = 0, ovf = 0, any = 0;
  unsigned long long lim = signed_ ? (unsigned long long)smax + 1 : umax;
  unsigned long long acc;

  if (base < 0 || base == 1 || base > 36) {
    errno = EINVAL;
    return 0;
  }
  while (__symx_isspace((unsigned char)*p))
    p++;
  if (*p == '-') {
    neg = 1;
    p++;
  } else if (*p == '+') {
    p++;
  }
  /* Each base gets its own digits() loop with a constant base. */
  if ((base == 0 || base == 16) && p[0] == '0' && (p[1] | 0x20) == 'x' &&
      __symx_digitval((unsigned char)p[2]) < 16) {
    p += 2;
    acc = digits(&p, 16, lim, &ovf, &any);
  } else if (base == 0) {
    if (p[0] == '0')
      acc = digits(&p, 8, lim, &ovf, &any);
    else
      acc = digits(&p, 10, lim, &ovf, &any);
  } else if (base == 10) {
    acc = digits(&p, 10, lim, &ovf, &any);
  } else if (base == 16) {
    acc = digits(&p, 16, lim, &ovf, &any);
  } else if (base == 8) {
    acc = digits(&p, 8, lim, &ovf, &any);
  } else if (base == 2) {
    acc = digits(&p, 2, lim, &ovf, &any);
  } else {
    acc = digits(&p, (unsigned)base, lim, &ovf, &any);
  }
  if (!any) {
    if (endp)
      *endp = (char *)s;
    return 0;
  }
  if (endp)
    *endp = (char *)p;
  if (signed_) {
    if (ovf || (!neg && acc > (unsigned long long)smax)) {
      errno = ERANGE;
      return neg ? (unsigned long long)(-smax - 1) : (unsigned long long)smax;
    }
    return neg ? 0 - acc : acc;
  }
  if (ovf) {
    errno = ERANGE;
    return umax;
  }
  return neg ? (0 - acc) & umax : acc;
}

long strtol(const char *s, char **endp, int base) {
  return (long)__symx_strtox(s, endp, base, 1, ULONG_MAX, LONG_MAX);
}

unsigned long strtoul(const char *s, char **endp, int base) {
  return (unsigned long)__symx_strtox(s, endp, base, 0, ULONG_MAX, LONG_MAX);
}

long long strtoll(const char *s, char **endp, int base) {
  return (long long)__symx_strtox(s, endp, base, 1, ULLONG_MAX, LLONG_MAX);
}

unsigned long long strtoull(const char *s, char **endp, int base) {
  return __symx_strtox(s, endp, base, 0, ULLONG_MAX, LLONG_MAX);
}

long long strtoq(const char *s, char **endp, int base) {
  return strtoll(s, endp, base);
}

unsigned long long strtouq(const char *s, char **endp, int base) {
  return strtoull(s, endp, base);
}

intmax_t strtoimax(const char *s, char **endp, int base) {
  return (intmax_t)__symx_strtox(s, endp, base, 1, UINTMAX_MAX, INTMAX_MAX);
}

uintmax_t strtoumax(const char *s, char **endp, int base) {
  return (uintmax_t)__symx_strtox(s, endp, base, 0, UINTMAX_MAX, INTMAX_MAX);
}

/* glibc >= 2.38 redirects these for C2x; glibc < 2.28 had the _internal
 * entry points. */
long __isoc23_strtol(const char *s, char **endp, int base) {
  return strtol(s, endp, base);
}
unsigned long __isoc23_strtoul(const char *s, char **endp, int base) {
  return strtoul(s, endp, base);
}
long long __isoc23_strtoll(const char *s, char **endp, int base) {
  return strtoll(s, endp, base);
}
unsigned long long __isoc23_strtoull(const char *s, char **endp, int base) {
  return strtoull(s, endp, base);
}
long __strtol_internal(const char *s, char **endp, int base, int group) {
  (void)group;
  return strtol(s, endp, base);
}
unsigned long __strtoul_internal(const char *s, char **endp, int base,
                                 int group) {
  (void)group;
  return strtoul(s, endp, base);
}
long long __strtoll_internal(const char *s, char **endp, int base,
                             int group) {
  (void)group;
  return strtoll(s, endp, base);
}
unsigned long long __strtoull_internal(const char *s, char **endp, int base,
                                       int group) {
  (void)group;
  return strtoull(s, endp, base);
}

int atoi(const char *s) { return (int)strtol(s, NULL, 10); }
long atol(const char *s) { return strtol(s, NULL, 10); }
long long atoll(const char *s) { return strtoll(s, NULL, 10); }

/* ------------------------------------------------------------------------
 * Arithmetic.
 * ---------------------------------------------------------------------- */

int abs(int x) { return x < 0 ? -x : x; }
long labs(long x) { return x < 0 ? -x : x; }
long long llabs(long long x) { return x < 0 ? -x : x; }
intmax_t imaxabs(intmax_t x) { return x < 0 ? -x : x; }

div_t div(int a, int b) {
  div_t r;
  r.quot = a / b;
  r.rem = a % b;
  return r;
}

ldiv_t ldiv(long a, long b) {
  ldiv_t r;
  r.quot = a / b;
  r.rem = a % b;
  return r;
}

lldiv_t lldiv(long long a, long long b) {
  lldiv_t r;
  r.quot = a / b;
  r.rem = a % b;
  return r;
}

imaxdiv_t imaxdiv(intmax_t a, intmax_t b) {
  imaxdiv_t r;
  r.quot = a / b;
  r.rem = a % b;
  return r;
}

/* ------------------------------------------------------------------------
 * Sorting and searching: a stable merge sort (about n log n comparisons,
 * each one a possible fork when elements are symbolic), insertion sort for
 * short runs or when no scratch memory is available.
 * ---------------------------------------------------------------------- */

typedef int (*cmp3_t)(const void *, const void *, void *);

static void swap_bytes(char *a, char *b, size_t n) {
  for (size_t i = 0; i < n; i++) {
    char t = a[i];
    a[i] = b[i];
    b[i] = t;
  }
}

static void insertion_sort(char *base, size_t n, size_t sz, cmp3_t cmp,
                           void *arg) {
  for (size_t i = 1; i < n; i++) {
    for (size_t j = i; j > 0; j--) {
      char *a = base + (j - 1) * sz, *b = base + j * sz;
      if (cmp(a, b, arg) <= 0)
        break;
      swap_bytes(a, b, sz);
    }
  }
}

static void merge_sort(char *base, size_t n, size_t sz, cmp3_t cmp, void *arg,
                       char *tmp) {
  if (n <= 4) {
    insertion_sort(base, n, sz, cmp, arg);
    return;
  }
  size_t n1 = n / 2, n2 = n - n1;
  char *left = base, *right = base + n1 * sz;
  merge_sort(left, n1, sz, cmp, arg, tmp);
  merge_sort(right, n2, sz, cmp, arg, tmp);
  size_t i = 0, j = 0, k = 0;
  while (i < n1 && j < n2) {
    if (cmp(left + i * sz, right + j * sz, arg) <= 0) {
      memcpy(tmp + k * sz, left + i * sz, sz);
      i++;
    } else {
      memcpy(tmp + k * sz, right + j * sz, sz);
      j++;
    }
    k++;
  }
  if (i < n1)
    memcpy(tmp + k * sz, left + i * sz, (n1 - i) * sz);
  /* The rest of the right half is already in place. */
  memcpy(base, tmp, (k + (n1 - i)) * sz);
}

static void sort(void *base, size_t n, size_t sz, cmp3_t cmp, void *arg) {
  if (n < 2 || sz == 0)
    return;
  char *tmp = n > 4 ? malloc(n * sz) : NULL;
  if (!tmp) {
    insertion_sort(base, n, sz, cmp, arg);
    return;
  }
  merge_sort(base, n, sz, cmp, arg, tmp);
  free(tmp);
}

void qsort_r(void *base, size_t n, size_t sz,
             int (*cmp)(const void *, const void *, void *), void *arg) {
  sort(base, n, sz, cmp, arg);
}

static int call_cmp2(const void *a, const void *b, void *arg) {
  int (*cmp)(const void *, const void *) =
      *(int (**)(const void *, const void *))arg;
  return cmp(a, b);
}

void qsort(void *base, size_t n, size_t sz,
           int (*cmp)(const void *, const void *)) {
  sort(base, n, sz, call_cmp2, &cmp);
}

void *bsearch(const void *key, const void *base, size_t n, size_t sz,
              int (*cmp)(const void *, const void *)) {
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    const char *p = (const char *)base + mid * sz;
    int c = cmp(key, p);
    if (c == 0)
      return (void *)p;
    if (c < 0)
      hi = mid;
    else
      lo = mid + 1;
  }
  return NULL;
}

/* ------------------------------------------------------------------------
 * Pseudo-random numbers: glibc's algorithms, so that a program prints the
 * same numbers as natively.
 * ---------------------------------------------------------------------- */

/* random()/rand(): glibc's TYPE_3 additive feedback generator
 * r[i] = r[i-3] + r[i-31], seeded through the 16807 LCG and run 310 steps
 * ahead; outputs are r >> 1. */
static int32_t rnd_tab[34];
static int rnd_pos;
static int rnd_init;

static void rnd_seed(unsigned seed) {
  int32_t r[34];
  if (seed == 0)
    seed = 1;
  r[0] = (int32_t)seed;
  for (int i = 1; i < 31; i++) {
    /* r[i] = 16807 * r[i-1] % 2147483647 without overflow (Schrage). */
    int32_t hi = r[i - 1] / 127773, lo = r[i - 1] % 127773;
    int32_t w = 16807 * lo - 2836 * hi;
    if (w < 0)
      w += 2147483647;
    r[i] = w;
  }
  for (int i = 31; i < 34; i++)
    r[i] = r[i - 31];
  for (int i = 0; i < 34; i++)
    rnd_tab[i] = r[i];
  rnd_pos = 0; /* rnd_tab[rnd_pos] is r[k] for the oldest k kept */
  rnd_init = 1;
  /* Discard 310 outputs (glibc runs the generator 10 * 31 steps). */
  for (int i = 34; i < 344; i++) {
    int32_t v = (int32_t)((uint32_t)rnd_tab[(rnd_pos + 34 - 31) % 34] +
                          (uint32_t)rnd_tab[(rnd_pos + 34 - 3) % 34]);
    rnd_tab[rnd_pos] = v;
    rnd_pos = (rnd_pos + 1) % 34;
  }
}

/* rnd_next is random(); rand() calls it directly, so that a program's own
 * random() does not change rand(). */
static long rnd_next(void) {
  if (!rnd_init)
    rnd_seed(1);
  uint32_t v = (uint32_t)rnd_tab[(rnd_pos + 34 - 31) % 34] +
               (uint32_t)rnd_tab[(rnd_pos + 34 - 3) % 34];
  rnd_tab[rnd_pos] = (int32_t)v;
  rnd_pos = (rnd_pos + 1) % 34;
  return (long)(v >> 1);
}

long random(void) { return rnd_next(); }
void srandom(unsigned seed) { rnd_seed(seed); }
int rand(void) { return (int)rnd_next(); }
void srand(unsigned seed) { rnd_seed(seed); }

int rand_r(unsigned *seed) {
  /* glibc's rand_r: three rounds of the ANSI LCG. */
  unsigned next = *seed;
  int result;
  next *= 1103515245;
  next += 12345;
  result = (int)((next / 65536) % 2048);
  next *= 1103515245;
  next += 12345;
  result <<= 10;
  result ^= (int)((next / 65536) % 1024);
  next *= 1103515245;
  next += 12345;
  result <<= 10;
  result ^= (int)((next / 65536) % 1024);
  *seed = next;
  return result;
}

/* The 48-bit LCG of POSIX drand48 and friends. */
static unsigned long long rand48_x = 0x1234ABCD330EULL;

static unsigned long long rand48_next(void) {
  rand48_x = (rand48_x * 0x5DEECE66DULL + 0xB) & 0xFFFFFFFFFFFFULL;
  return rand48_x;
}

void srand48(long seed) {
  rand48_x = (((unsigned long long)(uint32_t)seed) << 16) | 0x330E;
}
long lrand48(void) { return (long)(rand48_next() >> 17); }
long mrand48(void) { return (long)(int32_t)(rand48_next() >> 16); }
double drand48(void) { return (double)rand48_next() * 0x1p-48; }

/* ------------------------------------------------------------------------
 * Environment: fixed, the same as a replay's (replay.modelEnviron): TZ
 * says UTC, as the time model does, and PATH names a directory that does
 * not exist, as no program can be executed. No LANG or LC_*: the C
 * locale.
 * ---------------------------------------------------------------------- */

static char env_tz[] = "TZ=UTC0";
static char env_path[] = "PATH=/nonexistent/symx-model-runs-no-programs";
static char *model_env[] = {env_tz, env_path, NULL};
char **environ = model_env;
static char **own_env; /* environ when it is our heap array */

static size_t env_count(void) {
  size_t n = 0;
  if (environ)
    while (environ[n])
      n++;
  return n;
}

/* env_find returns the index of the entry for name (len bytes), or -1. */
static long env_find(const char *name, size_t len) {
  if (!environ)
    return -1;
  for (size_t i = 0; environ[i]; i++) {
    if (strncmp(environ[i], name, len) == 0 && environ[i][len] == '=')
      return (long)i;
  }
  return -1;
}

char *getenv(const char *name) {
  size_t len = strlen(name);
  long i = env_find(name, len);
  return i < 0 ? NULL : environ[i] + len + 1;
}

char *secure_getenv(const char *name) { return getenv(name); }

/* env_add appends entry, copying environ into a heap array if needed. */
static int env_add(char *entry) {
  size_t n = env_count();
  char **e;
  if (environ == own_env && own_env) {
    e = realloc(own_env, (n + 2) * sizeof *e);
  } else {
    e = malloc((n + 2) * sizeof *e);
    if (e)
      memcpy(e, environ, n * sizeof *e);
  }
  if (!e) {
    errno = ENOMEM;
    return -1;
  }
  e[n] = entry;
  e[n + 1] = NULL;
  environ = own_env = e;
  return 0;
}

static int env_name_ok(const char *name) {
  if (!name || !*name || strchr(name, '=')) {
    errno = EINVAL;
    return 0;
  }
  return 1;
}

int setenv(const char *name, const char *value, int overwrite) {
  if (!env_name_ok(name))
    return -1;
  size_t len = strlen(name);
  long i = env_find(name, len);
  if (i >= 0 && !overwrite)
    return 0;
  size_t vl = strlen(value);
  char *entry = malloc(len + vl + 2);
  if (!entry) {
    errno = ENOMEM;
    return -1;
  }
  memcpy(entry, name, len);
  entry[len] = '=';
  memcpy(entry + len + 1, value, vl + 1);
  if (i >= 0) {
    environ[i] = entry;
    return 0;
  }
  return env_add(entry);
}

int unsetenv(const char *name) {
  if (!env_name_ok(name))
    return -1;
  size_t len = strlen(name);
  long i;
  while ((i = env_find(name, len)) >= 0) {
    for (size_t j = (size_t)i; environ[j]; j++)
      environ[j] = environ[j + 1];
  }
  return 0;
}

int putenv(char *entry) {
  char *eq = strchr(entry, '=');
  if (!eq)
    return unsetenv(entry);
  long i = env_find(entry, (size_t)(eq - entry));
  if (i >= 0) {
    environ[i] = entry;
    return 0;
  }
  return env_add(entry);
}

int clearenv(void) {
  static char *empty_env[1];
  environ = empty_env;
  empty_env[0] = NULL;
  return 0;
}

/* ------------------------------------------------------------------------
 * Termination.
 * ---------------------------------------------------------------------- */

#define ATEXIT_MAX 64
static void (*atexit_fns[ATEXIT_MAX])(void);
static int atexit_n;

int atexit(void (*fn)(void)) {
  if (atexit_n >= ATEXIT_MAX)
    return -1;
  atexit_fns[atexit_n++] = fn;
  return 0;
}

/* exit runs the atexit handlers, last registered first, then ends the path
 * through the engine's _exit. Output is unbuffered: nothing to flush. */
void exit(int status) {
  while (atexit_n > 0) {
    void (*fn)(void) = atexit_fns[--atexit_n];
    fn();
  }
  _exit(status);
}

void _Exit(int status) { _exit(status); }
