/*
 * wide.c - native tests of wchar.c, locale.c, time.c and misc.c:
 * differential against the host's glibc in the C locale (the driver runs
 * with LC_ALL=C and TZ=UTC0, as a replay does).
 *
 * Groups: wchar, locale, time, misc (wide_group dispatches them).
 * (iconv_open of an unsupported charset is checked against the model's
 * documented EINVAL: glibc supports it.)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fnmatch.h>
#include <iconv.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <wchar.h>
#include <wctype.h>

#include "shim.h"

static long checks, fails;

#define CHECK(cond, ...)                                                       \
  do {                                                                         \
    checks++;                                                                  \
    if (!(cond)) {                                                             \
      fails++;                                                                 \
      if (fails <= 300) {                                                      \
        printf("FAIL %s:%d: ", __FILE__, __LINE__);                            \
        printf(__VA_ARGS__);                                                   \
        printf("\n");                                                          \
      }                                                                        \
    }                                                                          \
  } while (0)

int *symx___errno_location(void);
#define SERR (*symx___errno_location())

static uint64_t rng_state = 0x2545F4914F6CDD1DULL;
static uint64_t rng(void) {
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * 2685821657736338717ULL;
}

static int sign(long x) { return (x > 0) - (x < 0); }

/* ------------------------------------------------------------------------
 * wchar.c
 * ---------------------------------------------------------------------- */

int symx_iswalnum(wint_t), symx_iswalpha(wint_t), symx_iswblank(wint_t),
    symx_iswcntrl(wint_t), symx_iswdigit(wint_t), symx_iswgraph(wint_t),
    symx_iswlower(wint_t), symx_iswprint(wint_t), symx_iswpunct(wint_t),
    symx_iswspace(wint_t), symx_iswupper(wint_t), symx_iswxdigit(wint_t);
wint_t symx_towlower(wint_t), symx_towupper(wint_t);
int symx_wcwidth(wchar_t);
int symx_wcswidth(const wchar_t *, size_t);
wint_t symx_btowc(int);
int symx_wctob(wint_t);
int symx_mbsinit(const mbstate_t *);
size_t symx_mbrtowc(wchar_t *, const char *, size_t, mbstate_t *);
size_t symx_mbrlen(const char *, size_t, mbstate_t *);
int symx_mbtowc(wchar_t *, const char *, size_t);
int symx_mblen(const char *, size_t);
size_t symx_wcrtomb(char *, wchar_t, mbstate_t *);
int symx_wctomb(char *, wchar_t);
size_t symx_mbstowcs(wchar_t *, const char *, size_t);
size_t symx_mbsrtowcs(wchar_t *, const char **, size_t, mbstate_t *);
size_t symx_mbsnrtowcs(wchar_t *, const char **, size_t, size_t, mbstate_t *);
size_t symx_wcstombs(char *, const wchar_t *, size_t);
size_t symx_wcsrtombs(char *, const wchar_t **, size_t, mbstate_t *);
size_t symx_wcsnrtombs(char *, const wchar_t **, size_t, size_t, mbstate_t *);
size_t symx_wcslen(const wchar_t *);
size_t symx_wcsnlen(const wchar_t *, size_t);
int symx_wcscmp(const wchar_t *, const wchar_t *);
int symx_wmemcmp(const wchar_t *, const wchar_t *, size_t);
wchar_t *symx_wcschr(const wchar_t *, wchar_t);
wchar_t *symx_wmemchr(const wchar_t *, wchar_t, size_t);
wctype_t symx_wctype(const char *);
int symx_iswctype(wint_t, wctype_t);
wctrans_t symx_wctrans(const char *);
wint_t symx_towctrans(wint_t, wctrans_t);
size_t symx___ctype_get_mb_cur_max(void);

static void wchar_one(wint_t c) {
#define WC(f) CHECK(!f(c) == !symx_##f(c), #f "(%#x)", (unsigned)c)
  WC(iswalnum);
  WC(iswalpha);
  WC(iswblank);
  WC(iswcntrl);
  WC(iswdigit);
  WC(iswgraph);
  WC(iswlower);
  WC(iswprint);
  WC(iswpunct);
  WC(iswspace);
  WC(iswupper);
  WC(iswxdigit);
#undef WC
  CHECK(towlower(c) == symx_towlower(c), "towlower(%#x)", (unsigned)c);
  CHECK(towupper(c) == symx_towupper(c), "towupper(%#x)", (unsigned)c);
  CHECK(wcwidth((wchar_t)c) == symx_wcwidth((wchar_t)c), "wcwidth(%#x)",
        (unsigned)c);
  CHECK(wctob(c) == symx_wctob(c), "wctob(%#x)", (unsigned)c);
  char b1[8] = {9, 9}, b2[8] = {9, 9};
  mbstate_t s1, s2;
  memset(&s1, 0, sizeof s1);
  memset(&s2, 0, sizeof s2);
  errno = SERR = 0;
  size_t r1 = wcrtomb(b1, (wchar_t)c, &s1), r2 = symx_wcrtomb(b2, (wchar_t)c, &s2);
  CHECK(r1 == r2 && errno == SERR && memcmp(b1, b2, 8) == 0,
        "wcrtomb(%#x) %zd vs %zd", (unsigned)c, r1, r2);
  int i1 = wctomb(b1, (wchar_t)c), i2 = symx_wctomb(b2, (wchar_t)c);
  CHECK(i1 == i2 && memcmp(b1, b2, 8) == 0, "wctomb(%#x)", (unsigned)c);
}

static void test_wchar(void) {
  for (long c = -300; c < 0x20000; c++)
    wchar_one((wint_t)c);
  for (int k = 0; k < 20000; k++)
    wchar_one((wint_t)rng());
  wchar_one(WEOF);
  CHECK(MB_CUR_MAX == symx___ctype_get_mb_cur_max(), "MB_CUR_MAX");
  for (int c = -300; c < 300; c++)
    CHECK(btowc(c) == symx_btowc(c), "btowc(%d)", c);
  /* Single bytes through every conversion function. */
  for (int b = 0; b < 256; b++) {
    char s[2] = {(char)b, 'x'};
    for (size_t n = 0; n < 3; n++) {
      for (int nullw = 0; nullw < 2; nullw++) {
        wchar_t w1 = 0x55, w2 = 0x55;
        mbstate_t s1, s2;
        memset(&s1, 0, sizeof s1);
        memset(&s2, 0, sizeof s2);
        errno = SERR = 0;
        size_t r1 = mbrtowc(nullw ? NULL : &w1, s, n, &s1);
        size_t r2 = symx_mbrtowc(nullw ? NULL : &w2, s, n, &s2);
        CHECK(r1 == r2 && w1 == w2 && errno == SERR &&
                  mbsinit(&s1) == symx_mbsinit(&s2),
              "mbrtowc(%#x, %zu) %zd/%x vs %zd/%x", b, n, r1, w1, r2, w2);
        errno = SERR = 0;
        r1 = mbrtowc(nullw ? NULL : &w1, s, n, NULL);
        r2 = symx_mbrtowc(nullw ? NULL : &w2, s, n, NULL);
        CHECK(r1 == r2 && w1 == w2 && errno == SERR, "mbrtowc(%#x, %zu, NULL)", b, n);
        r1 = mbrlen(s, n, &s1);
        r2 = symx_mbrlen(s, n, &s2);
        CHECK(r1 == r2, "mbrlen(%#x, %zu)", b, n);
        int i1 = mbtowc(nullw ? NULL : &w1, s, n);
        int i2 = symx_mbtowc(nullw ? NULL : &w2, s, n);
        CHECK(i1 == i2 && w1 == w2, "mbtowc(%#x, %zu) %d vs %d", b, n, i1, i2);
        CHECK(mblen(s, n) == symx_mblen(s, n), "mblen(%#x, %zu)", b, n);
      }
    }
  }
  {
    wchar_t w1 = 7, w2 = 7;
    mbstate_t s1, s2;
    memset(&s1, 0, sizeof s1);
    memset(&s2, 0, sizeof s2);
    CHECK(mbrtowc(&w1, NULL, 0, &s1) == symx_mbrtowc(&w2, NULL, 0, &s2) && w1 == w2,
          "mbrtowc(NULL)");
    CHECK(mbtowc(NULL, NULL, 0) == symx_mbtowc(NULL, NULL, 0), "mbtowc(NULL)");
    CHECK(mblen(NULL, 0) == symx_mblen(NULL, 0), "mblen(NULL)");
    CHECK(wctomb(NULL, 0) == symx_wctomb(NULL, 0), "wctomb(NULL)");
    CHECK(wcrtomb(NULL, 0x100, &s1) == symx_wcrtomb(NULL, 0x100, &s2), "wcrtomb(NULL)");
    CHECK(!mbsinit(NULL) == !symx_mbsinit(NULL), "mbsinit(NULL)");
    s1.__count = s2.__count = 3;
    CHECK(!mbsinit(&s1) == !symx_mbsinit(&s2), "mbsinit(pending)");
  }
  /* Strings, with bytes >= 0x80 now and then. */
  const char alpha[] = "ab\x80\xff z";
  for (int it = 0; it < 20000; it++) {
    char s[12];
    int n = (int)(rng() % 10);
    for (int i = 0; i < n; i++)
      s[i] = alpha[rng() % (sizeof alpha - 1 - (it & 1) * 2)];
    s[n] = 0;
    size_t len = rng() % 12, nms = rng() % 12;
    int nulld = (rng() % 4) == 0;
    wchar_t d1[16], d2[16];
    memset(d1, 0x77, sizeof d1);
    memset(d2, 0x77, sizeof d2);
    errno = SERR = 0;
    size_t r1 = mbstowcs(nulld ? NULL : d1, s, len), r2 = symx_mbstowcs(nulld ? NULL : d2, s, len);
    CHECK(r1 == r2 && errno == SERR && memcmp(d1, d2, sizeof d1) == 0,
          "mbstowcs(%s, %zu) %zd vs %zd", s, len, r1, r2);
    const char *p1 = s, *p2 = s;
    mbstate_t s1, s2;
    memset(&s1, 0, sizeof s1);
    memset(&s2, 0, sizeof s2);
    errno = SERR = 0;
    r1 = mbsnrtowcs(nulld ? NULL : d1, &p1, nms, len, &s1);
    r2 = symx_mbsnrtowcs(nulld ? NULL : d2, &p2, nms, len, &s2);
    CHECK(r1 == r2 && p1 == p2 && errno == SERR && memcmp(d1, d2, sizeof d1) == 0,
          "mbsnrtowcs(%s, %zu, %zu) %zd vs %zd", s, nms, len, r1, r2);
    p1 = p2 = s;
    r1 = mbsrtowcs(nulld ? NULL : d1, &p1, len, &s1);
    r2 = symx_mbsrtowcs(nulld ? NULL : d2, &p2, len, &s2);
    CHECK(r1 == r2 && p1 == p2 && memcmp(d1, d2, sizeof d1) == 0,
          "mbsrtowcs(%s, %zu)", s, len);
    /* And back. */
    wchar_t w[12];
    static const wchar_t walpha[] = {'a', 'b', 0x80, 0x100, -1, ' ', 0x7f, 'Z'};
    for (int i = 0; i < n; i++)
      w[i] = walpha[rng() % (it & 1 ? 8 : 2)];
    w[n] = 0;
    char c1[16], c2[16];
    memset(c1, 0x77, sizeof c1);
    memset(c2, 0x77, sizeof c2);
    errno = SERR = 0;
    r1 = wcstombs(nulld ? NULL : c1, w, len);
    r2 = symx_wcstombs(nulld ? NULL : c2, w, len);
    CHECK(r1 == r2 && errno == SERR && memcmp(c1, c2, sizeof c1) == 0,
          "wcstombs(%zu) %zd vs %zd", len, r1, r2);
    const wchar_t *q1 = w, *q2 = w;
    r1 = wcsnrtombs(nulld ? NULL : c1, &q1, nms, len, &s1);
    r2 = symx_wcsnrtombs(nulld ? NULL : c2, &q2, nms, len, &s2);
    CHECK(r1 == r2 && q1 == q2 && memcmp(c1, c2, sizeof c1) == 0,
          "wcsnrtombs(%zu, %zu) %zd vs %zd", nms, len, r1, r2);
    q1 = q2 = w;
    r1 = wcsrtombs(nulld ? NULL : c1, &q1, len, &s1);
    r2 = symx_wcsrtombs(nulld ? NULL : c2, &q2, len, &s2);
    CHECK(r1 == r2 && q1 == q2 && memcmp(c1, c2, sizeof c1) == 0,
          "wcsrtombs(%zu)", len);
    CHECK(wcswidth(w, len) == symx_wcswidth(w, len), "wcswidth(%zu)", len);
    CHECK(wcslen(w) == symx_wcslen(w), "wcslen");
    CHECK(wcsnlen(w, len) == symx_wcsnlen(w, len), "wcsnlen");
    wchar_t v[12];
    for (int i = 0; i <= n; i++)
      v[i] = i == n ? 0 : walpha[rng() % 8];
    CHECK(sign(wcscmp(w, v)) == sign(symx_wcscmp(w, v)), "wcscmp");
    size_t m = rng() % (n + 1);
    CHECK(sign(wmemcmp(w, v, m)) == sign(symx_wmemcmp(w, v, m)), "wmemcmp");
    CHECK(wcschr(w, v[0]) == symx_wcschr(w, v[0]), "wcschr");
    CHECK(wmemchr(w, v[0], m) == symx_wmemchr(w, v[0], m), "wmemchr");
  }
  static const char *const classes[] = {
      "alnum", "alpha", "blank", "cntrl", "digit", "graph", "lower",
      "print", "punct", "space", "upper", "xdigit", "", "foo", "Alpha"};
  for (unsigned k = 0; k < sizeof classes / sizeof *classes; k++) {
    wctype_t t1 = wctype(classes[k]), t2 = symx_wctype(classes[k]);
    CHECK(!t1 == !t2, "wctype(%s)", classes[k]);
    for (long c = -2; c < 300; c++)
      CHECK(!iswctype((wint_t)c, t1) == !symx_iswctype((wint_t)c, t2),
            "iswctype(%ld, %s)", c, classes[k]);
  }
  static const char *const trans[] = {"tolower", "toupper", "x"};
  for (unsigned k = 0; k < 3; k++) {
    wctrans_t t1 = wctrans(trans[k]), t2 = symx_wctrans(trans[k]);
    CHECK(!t1 == !t2, "wctrans(%s)", trans[k]);
    if (t1)
      for (long c = -2; c < 300; c++)
        CHECK(towctrans((wint_t)c, t1) == symx_towctrans((wint_t)c, t2),
              "towctrans(%ld, %s)", c, trans[k]);
  }
}

/* ------------------------------------------------------------------------
 * locale.c
 * ---------------------------------------------------------------------- */

char *symx_nl_langinfo(nl_item);
locale_t symx_newlocale(int, const char *, locale_t);
locale_t symx_uselocale(locale_t);
locale_t symx_duplocale(locale_t);
void symx_freelocale(locale_t);
double symx_strtod_l(const char *, char **, locale_t);
char *symx_setlocale(int, const char *);

static void test_locale(void) {
  static const nl_item items[] = {
      CODESET, RADIXCHAR, THOUSEP, AM_STR, PM_STR, D_T_FMT, D_FMT, T_FMT,
      T_FMT_AMPM, ERA, ERA_D_FMT, ALT_DIGITS, ERA_D_T_FMT, ERA_T_FMT,
      _DATE_FMT, YESEXPR, NOEXPR, CRNCYSTR};
  for (unsigned k = 0; k < sizeof items / sizeof *items; k++)
    CHECK(strcmp(nl_langinfo(items[k]), symx_nl_langinfo(items[k])) == 0,
          "nl_langinfo(%#x) %s vs %s", items[k], nl_langinfo(items[k]),
          symx_nl_langinfo(items[k]));
  for (int i = 0; i < 12; i++) {
    nl_item its[] = {ABDAY_1 + i % 7, DAY_1 + i % 7, ABMON_1 + i, MON_1 + i,
                     ALTMON_1 + i, _NL_ABALTMON_1 + i};
    for (unsigned k = 0; k < 6; k++)
      CHECK(strcmp(nl_langinfo(its[k]), symx_nl_langinfo(its[k])) == 0,
            "nl_langinfo(%#x) %s vs %s", its[k], nl_langinfo(its[k]),
            symx_nl_langinfo(its[k]));
  }
  static const char *const names[] = {"C", "POSIX", "xx_YY", "C.UTF-8x"};
  for (unsigned k = 0; k < sizeof names / sizeof *names; k++) {
    errno = SERR = 0;
    locale_t l1 = newlocale(LC_ALL_MASK, names[k], (locale_t)0);
    locale_t l2 = symx_newlocale(LC_ALL_MASK, names[k], (locale_t)0);
    CHECK(!l1 == !l2 && errno == SERR, "newlocale(%s) %d vs %d", names[k], errno, SERR);
    if (l1) {
      CHECK(strtod_l("1.5e3x", NULL, l1) == symx_strtod_l("1.5e3x", NULL, l2),
            "strtod_l");
      locale_t d1 = duplocale(l1), d2 = symx_duplocale(l2);
      CHECK(!d1 == !d2, "duplocale");
      locale_t o1 = uselocale(d1), o2 = symx_uselocale(d2);
      CHECK(o1 == LC_GLOBAL_LOCALE && o2 == LC_GLOBAL_LOCALE, "uselocale");
      CHECK(uselocale((locale_t)0) == d1 && symx_uselocale((locale_t)0) == d2,
            "uselocale(0)");
      uselocale(LC_GLOBAL_LOCALE);
      symx_uselocale(LC_GLOBAL_LOCALE);
      freelocale(d1);
      symx_freelocale(d2);
      freelocale(l1);
      symx_freelocale(l2);
    }
  }
  CHECK(strcmp(setlocale(LC_ALL, NULL), symx_setlocale(LC_ALL, NULL)) == 0,
        "setlocale(NULL)");
}

/* ------------------------------------------------------------------------
 * time.c
 * ---------------------------------------------------------------------- */

void symx_tzset(void);
struct tm *symx_gmtime_r(const time_t *, struct tm *);
struct tm *symx_localtime_r(const time_t *, struct tm *);
struct tm *symx_localtime(const time_t *);
time_t symx_mktime(struct tm *);
time_t symx_timegm(struct tm *);
size_t symx_strftime(char *, size_t, const char *, const struct tm *);
int symx_setenv(const char *, const char *, int);
int symx_unsetenv(const char *);
extern char *symx_tzname[2];
extern long symx_timezone;

static int tm_eq(const struct tm *a, const struct tm *b) {
  return a->tm_year == b->tm_year && a->tm_mon == b->tm_mon &&
         a->tm_mday == b->tm_mday && a->tm_hour == b->tm_hour &&
         a->tm_min == b->tm_min && a->tm_sec == b->tm_sec &&
         a->tm_wday == b->tm_wday && a->tm_yday == b->tm_yday &&
         a->tm_isdst == b->tm_isdst && a->tm_gmtoff == b->tm_gmtoff &&
         !a->tm_zone == !b->tm_zone &&
         (!a->tm_zone || strcmp(a->tm_zone, b->tm_zone) == 0);
}

static const char *tm_str(const struct tm *t) {
  static char b[2][160];
  static int k;
  k ^= 1;
  snprintf(b[k], sizeof b[k], "%d-%d-%d %d:%d:%d wd%d yd%d dst%d off%ld %s",
           t->tm_year, t->tm_mon, t->tm_mday, t->tm_hour, t->tm_min,
           t->tm_sec, t->tm_wday, t->tm_yday, t->tm_isdst, t->tm_gmtoff,
           t->tm_zone ? t->tm_zone : "(null)");
  return b[k];
}

static long long rand_time(void) {
  switch (rng() % 5) {
  case 0:
    return (long long)(rng() % 4000000000ULL) - 1000000000LL;
  case 1:
    return (long long)rng() >> (rng() % 64);
  case 2:
    return (long long)(rng() % 200000) - 100000;
  case 3:
    return 67768036191676799LL - (long long)(rng() % 100000);
  default:
    return -67768040609740800LL - 30000 + (long long)(rng() % 60000);
  }
}

static int rand_field(int lo, int hi) {
  switch (rng() % 6) {
  case 0:
    return (int)rng();
  case 1:
    return (int)(rng() % 2000) - 1000;
  default:
    return lo + (int)(rng() % (unsigned)(hi - lo + 1));
  }
}

static void rand_tm(struct tm *t) {
  memset(t, 0, sizeof *t);
  t->tm_year = rng() % 4 ? rand_field(-100, 300) : (int)rng();
  t->tm_mon = rand_field(0, 11);
  t->tm_mday = rand_field(1, 31);
  t->tm_hour = rand_field(0, 23);
  t->tm_min = rand_field(0, 59);
  t->tm_sec = rand_field(0, 60);
  t->tm_wday = rand_field(0, 6);
  t->tm_yday = rand_field(0, 365);
  t->tm_isdst = (int)(rng() % 3) - 1;
}

static void time_zone(const char *native_tz, const char *model_tz) {
  setenv("TZ", native_tz, 1);
  tzset();
  if (model_tz)
    symx_setenv("TZ", model_tz, 1);
  else
    symx_unsetenv("TZ");
  symx_tzset();
  CHECK(strcmp(tzname[0], symx_tzname[0]) == 0 && strcmp(tzname[1], symx_tzname[1]) == 0 &&
            timezone == symx_timezone,
        "TZ=%s: tzname %s,%s vs %s,%s timezone %ld vs %ld", native_tz, tzname[0], tzname[1],
        symx_tzname[0], symx_tzname[1], timezone, symx_timezone);
  for (int it = 0; it < 20000; it++) {
    time_t t = (time_t)rand_time();
    struct tm a, b;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    errno = SERR = 0;
    struct tm *r1 = gmtime_r(&t, &a), *r2 = symx_gmtime_r(&t, &b);
    CHECK(!r1 == !r2 && errno == SERR && (!r1 || tm_eq(&a, &b)), "gmtime_r(%lld) %s vs %s",
          (long long)t, tm_str(&a), tm_str(&b));
    errno = SERR = 0;
    r1 = localtime_r(&t, &a);
    r2 = symx_localtime_r(&t, &b);
    CHECK(!r1 == !r2 && errno == SERR && (!r1 || tm_eq(&a, &b)),
          "TZ=%s localtime_r(%lld) %s vs %s", native_tz, (long long)t, tm_str(&a), tm_str(&b));
    rand_tm(&a);
    b = a;
    struct tm in = a;
    errno = SERR = 0;
    time_t m1 = mktime(&a), m2 = symx_mktime(&b);
    /* (glibc's mktime and timegm leave a probe's tm_isdst behind on
       overflow.) */
    CHECK(m1 == m2 && errno == SERR && (m1 == -1 && errno || tm_eq(&a, &b)), "TZ=%s mktime(%s) %lld vs %lld: %s vs %s",
          native_tz, tm_str(&in), (long long)m1, (long long)m2, tm_str(&a), tm_str(&b));
    a = b = in;
    errno = SERR = 0;
    m1 = timegm(&a);
    m2 = symx_timegm(&b);
    CHECK(m1 == m2 && errno == SERR && (m1 == -1 && errno || tm_eq(&a, &b)), "timegm(%s) %lld vs %lld: %s vs %s",
          tm_str(&in), (long long)m1, (long long)m2, tm_str(&a), tm_str(&b));
  }
}

static const char conv_chars[] = "aAbBcCdDeFgGhHIjklmMnpPrRsStTuUVwWxXyYzZ%+qE:O1vfN";

static void strftime_one(const char *fmt, const struct tm *t, size_t max) {
  char b1[300], b2[300];
  memset(b1, 1, sizeof b1);
  memset(b2, 1, sizeof b2);
  size_t r1 = strftime(b1, max, fmt, t), r2 = symx_strftime(b2, max, fmt, t);
  CHECK(r1 == r2 && (r1 == 0 || strcmp(b1, b2) == 0), "strftime(\"%s\", %s, %zu) %zu [%s] vs %zu [%s]",
        fmt, tm_str(t), max, r1, r1 ? b1 : "", r2, r2 ? b2 : "");
}

static void test_strftime(void) {
  struct tm t;
  for (int it = 0; it < 30000; it++) {
    rand_tm(&t);
    if (rng() % 2) {
      time_t x = (time_t)rand_time();
      if (!localtime_r(&x, &t))
        continue;
    }
    t.tm_zone = rng() % 8 ? "UTC" : rng() % 3 == 0 ? NULL : rng() % 2 ? "" : "Ab";
    if (rng() % 50 == 0)
      t.tm_isdst = 2;
    t.tm_gmtoff = rng() % 2 ? 0 : (long)(rng() % 200000) - 100000;
    char fmt[24];
    int n = 0;
    if (it < 1000) {
      /* Every conversion once, with every flag. */
      fmt[n++] = '%';
      fmt[n++] = "_-0^# "[it / 50 % 6];
      fmt[n++] = conv_chars[it % (sizeof conv_chars - 1)];
    } else {
      int parts = 1 + (int)(rng() % 3);
      for (int k = 0; k < parts; k++) {
        if (rng() % 4 == 0)
          fmt[n++] = 'x';
        fmt[n++] = '%';
        if (rng() % 3 == 0)
          fmt[n++] = "_-0^#"[rng() % 5];
        if (rng() % 3 == 0)
          fmt[n++] = "_-0^#"[rng() % 5];
        if (rng() % 3 == 0)
          n += snprintf(fmt + n, 4, "%d", (int)(rng() % 30));
        if (rng() % 6 == 0)
          fmt[n++] = "EO"[rng() % 2];
        if (rng() % 20)
          fmt[n++] = conv_chars[rng() % (sizeof conv_chars - 1)];
      }
    }
    fmt[n] = 0;
    size_t max = rng() % 4 ? 300 : rng() % 40;
    strftime_one(fmt, &t, max);
  }
}

int symx_clock_getres(clockid_t, struct timespec *);
int symx_clock_settime(clockid_t, const struct timespec *);
int symx_timer_create(clockid_t, struct sigevent *, timer_t *);
int symx_timer_settime(timer_t, int, const struct itimerspec *, struct itimerspec *);
int symx_timer_gettime(timer_t, struct itimerspec *);
int symx_timer_delete(timer_t);

static void test_clocks(void) {
  for (int id = -1; id < 14; id++) {
    struct timespec r1 = {7, 7}, r2 = {7, 7};
    errno = SERR = 0;
    int x1 = clock_getres(id, &r1), x2 = symx_clock_getres(id, &r2);
    int coarse = id == CLOCK_REALTIME_COARSE || id == CLOCK_MONOTONIC_COARSE;
    CHECK(x1 == x2 && errno == SERR &&
              (coarse || (r1.tv_sec == r2.tv_sec && r1.tv_nsec == r2.tv_nsec)),
          "clock_getres(%d) %d/%ld vs %d/%ld", id, x1, r1.tv_nsec, x2, r2.tv_nsec);
  }
  struct timespec ts = {1, 0};
  CHECK(symx_clock_settime(CLOCK_REALTIME, &ts) == -1 && SERR == EPERM, "clock_settime");
  timer_t t1, t2;
  errno = SERR = 0;
  CHECK(timer_create(100, NULL, &t1) == symx_timer_create(100, NULL, &t2) && errno == SERR,
        "timer_create(bad clock)");
  CHECK(symx_timer_create(CLOCK_REALTIME, NULL, &t2) == 0, "timer_create");
  struct itimerspec v = {{0, 0}, {5, 0}}, old, cur;
  CHECK(symx_timer_settime(t2, 0, &v, &old) == 0 && old.it_value.tv_sec == 0, "timer_settime");
  CHECK(symx_timer_gettime(t2, &cur) == 0 && cur.it_value.tv_sec == 5, "timer_gettime");
  CHECK(symx_timer_delete(t2) == 0, "timer_delete");
  CHECK(symx_timer_delete((timer_t)(uintptr_t)99) == -1 && SERR == EINVAL, "timer_delete(bad)");
}

static void test_time(void) {
  test_clocks();
  /* The model's TZ unset is the replay's TZ=UTC0. */
  time_zone("UTC0", NULL);
  test_strftime();
  time_zone("UTC0", "UTC0");
  time_zone("", "");
  time_zone(":UTC", ":UTC");
  time_zone("GMT", "GMT");
  time_zone("EST5", "EST5");
  time_zone("<+0530>-5:30", "<+0530>-5:30");
  time_zone("ABC-10:20:30", "ABC-10:20:30");
  test_strftime();
  /* localtime_r reads TZ once, localtime every time. */
  {
    time_t t0 = 0;
    struct tm a, b;
    setenv("TZ", "UTC0", 1);
    symx_setenv("TZ", "UTC0", 1);
    localtime_r(&t0, &a);
    symx_localtime_r(&t0, &b);
    CHECK(tm_eq(&a, &b), "localtime_r after a TZ change without tzset: %s vs %s",
          tm_str(&a), tm_str(&b));
    a = *localtime(&t0);
    b = *symx_localtime(&t0);
    CHECK(tm_eq(&a, &b), "localtime after a TZ change: %s vs %s", tm_str(&a), tm_str(&b));
  }
  setenv("TZ", "UTC0", 1);
  symx_unsetenv("TZ");
}

/* ------------------------------------------------------------------------
 * misc.c
 * ---------------------------------------------------------------------- */

extern void *symx_stdin, *symx_stdout, *symx_stderr;
int symx___freading(void *), symx___fwriting(void *);
int symx___freadable(void *), symx___fwritable(void *);
size_t symx___fpending(void *);
void *symx_reallocarray(void *, size_t, size_t);
char *symx_realpath(const char *, char *);
char *symx_canonicalize_file_name(const char *);
int symx_strverscmp(const char *, const char *);
char *symx_strsignal(int);
int symx___libc_current_sigrtmin(void), symx___libc_current_sigrtmax(void);
ssize_t symx_getrandom(void *, size_t, unsigned);
int symx_fnmatch(const char *, const char *, int);
iconv_t symx_iconv_open(const char *, const char *);
size_t symx_iconv(iconv_t, char **, size_t *, char **, size_t *);
int symx_iconv_close(iconv_t);
unsigned symx_gnu_dev_major(unsigned long long);
unsigned symx_gnu_dev_minor(unsigned long long);
unsigned long long symx_gnu_dev_makedev(unsigned, unsigned);
void symx_free(void *);

static void rand_from(char *s, int maxlen, const char *alpha) {
  int n = (int)(rng() % (unsigned)(maxlen + 1));
  size_t na = strlen(alpha);
  for (int i = 0; i < n; i++)
    s[i] = alpha[rng() % na];
  s[n] = 0;
}

static void test_misc(void) {
  /* The standard streams: read-only stdin reads, the others write. */
  CHECK(!__freading(stdin) == !symx___freading(symx_stdin), "__freading(stdin)");
  CHECK(!__fwriting(stdin) == !symx___fwriting(symx_stdin), "__fwriting(stdin)");
  CHECK(!__freading(stderr) == !symx___freading(symx_stderr), "__freading(stderr)");
  CHECK(!__fwriting(stderr) == !symx___fwriting(symx_stderr), "__fwriting(stderr)");
  CHECK(!__freadable(stdin) == !symx___freadable(symx_stdin), "__freadable");
  CHECK(!__fwritable(stderr) == !symx___fwritable(symx_stderr), "__fwritable");
  CHECK(__fpending(stderr) == symx___fpending(symx_stderr), "__fpending(stderr)");

  /* reallocarray overflow. */
  errno = SERR = 0;
  void *p1 = reallocarray(NULL, SIZE_MAX / 2, 3);
  void *p2 = symx_reallocarray(NULL, SIZE_MAX / 2, 3);
  CHECK(!p1 && !p2 && errno == ENOMEM && SERR == ENOMEM, "reallocarray overflow");
  p2 = symx_reallocarray(NULL, 4, 5);
  CHECK(p2 != NULL, "reallocarray(4, 5)");
  symx_free(p2);

  /* realpath where the modeled and the real file system agree. */
  static const char *const paths[] = {"", "/", "//", "/.", "/..", "/./..//",
                                      "/nonexistent-symx", "/nonexistent-symx/x"};
  for (unsigned k = 0; k < sizeof paths / sizeof *paths; k++) {
    char b1[4096], b2[4096];
    errno = SERR = 0;
    char *r1 = realpath(paths[k], b1), *r2 = symx_realpath(paths[k], b2);
    CHECK(!r1 == !r2 && errno == SERR && (!r1 || strcmp(b1, b2) == 0),
          "realpath(%s) %s vs %s, %d vs %d", paths[k], r1 ? b1 : "NULL",
          r2 ? b2 : "NULL", errno, SERR);
    r1 = canonicalize_file_name(paths[k]);
    r2 = symx_canonicalize_file_name(paths[k]);
    CHECK(!r1 == !r2 && (!r1 || strcmp(r1, r2) == 0), "canonicalize_file_name(%s)",
          paths[k]);
    free(r1);
    symx_free(r2);
  }

  for (int it = 0; it < 100000; it++) {
    char a[12], b[12];
    rand_from(a, 7, it & 1 ? "0019a." : "0123456789ab");
    rand_from(b, 7, it & 1 ? "0019a." : "0123456789ab");
    if (rng() % 4 == 0)
      memcpy(b, a, strlen(a) / 2);
    CHECK(sign(strverscmp(a, b)) == sign(symx_strverscmp(a, b)),
          "strverscmp(%s, %s) %d vs %d", a, b, strverscmp(a, b), symx_strverscmp(a, b));
  }

  for (int sig = -3; sig < 70; sig++)
    CHECK(strcmp(strsignal(sig), symx_strsignal(sig)) == 0, "strsignal(%d)", sig);
  CHECK(SIGRTMIN == symx___libc_current_sigrtmin() &&
            SIGRTMAX == symx___libc_current_sigrtmax(),
        "SIGRTMIN/MAX");

  /* getrandom: splitmix64 from 0; its first output is 0xe220a8397b1dcdaf. */
  {
    unsigned char r[10];
    CHECK(symx_getrandom(r, sizeof r, 0) == 10 && r[0] == 0xaf && r[1] == 0xcd &&
              r[7] == 0xe2,
          "getrandom stream");
  }

  /* fnmatch. */
  static const int fl[] = {0, FNM_NOESCAPE, FNM_PATHNAME, FNM_PERIOD,
                           FNM_LEADING_DIR, FNM_CASEFOLD};
  for (int it = 0; it < 200000; it++) {
    char pat[16], str[12];
    rand_from(pat, 8, it & 1 ? "ab*?[]!-/.\\A" : "a[]:^!-=.bB*");
    if (rng() % 8 == 0) {
      static const char *const pieces[] = {"[[:alpha:]]", "[[:foo:]]", "[[.a.]]",
                                           "[[=b=]]", "[a-c]", "[!a]", "[[:upper:]x]"};
      strcpy(pat, pieces[rng() % 7]);
    }
    rand_from(str, 6, it & 2 ? "ab/.A[]" : "aAbB-:.");
    int flags = 0;
    for (int k = 0; k < 6; k++)
      if (rng() % 3 == 0)
        flags |= fl[k];
    int r1 = fnmatch(pat, str, flags), r2 = symx_fnmatch(pat, str, flags);
    CHECK(r1 == r2, "fnmatch(\"%s\", \"%s\", %#x) %d vs %d", pat, str, flags, r1, r2);
  }

  /* iconv between the supported charsets. */
  static const char *const cs[] = {"ASCII", "UTF-8", "ISO-8859-1", "ANSI_X3.4-1968",
                                   "utf8", "LATIN1"};
  for (int it = 0; it < 30000; it++) {
    const char *to = cs[rng() % 6], *from = cs[rng() % 6];
    iconv_t c1 = iconv_open(to, from), c2 = symx_iconv_open(to, from);
    CHECK((c1 == (iconv_t)-1) == (c2 == (iconv_t)-1), "iconv_open(%s, %s)", to, from);
    if (c1 == (iconv_t)-1 || c2 == (iconv_t)-1)
      continue;
    unsigned char in[12];
    size_t nin = rng() % 12;
    for (size_t i = 0; i < nin; i++) {
      static const unsigned char bytes[] = {'a', 0x7f, 0x80, 0xc3, 0xa9, 0xe2, 0x82,
                                            0xac, 0xf0, 0x9f, 0xed, 0xa0, 0xc0, 0xff,
                                            0xf4, 0x90, 0xf8, 0x88, 0xfc, 0x84};
      in[i] = bytes[rng() % (it & 1 ? sizeof bytes : 5)];
    }
    char o1[16], o2[16];
    memset(o1, 0, sizeof o1);
    memset(o2, 0, sizeof o2);
    char *i1 = (char *)in, *i2 = (char *)in, *q1 = o1, *q2 = o2;
    size_t l1 = nin, l2 = nin, m1 = rng() % 12, m2 = m1;
    errno = SERR = 0;
    size_t r1 = iconv(c1, &i1, &l1, &q1, &m1), r2 = symx_iconv(c2, &i2, &l2, &q2, &m2);
    CHECK(r1 == r2 && errno == SERR && i1 == i2 && l1 == l2 && q1 - o1 == q2 - o2 &&
              m1 == m2 && memcmp(o1, o2, sizeof o1) == 0,
          "iconv(%s <- %s, %zu bytes) %zd/%d vs %zd/%d", to, from, nin, r1, errno, r2, SERR);
    iconv_close(c1);
    symx_iconv_close(c2);
  }
  static const char *const badcs[] = {"EBCDIC-US", "nonsense", "UTF-16"};
  for (int k = 0; k < 3; k++) {
    iconv_t c = symx_iconv_open(badcs[k], "ASCII");
    CHECK(c == (iconv_t)-1 && SERR == EINVAL, "iconv_open(%s) unsupported", badcs[k]);
  }

  for (int it = 0; it < 100000; it++) {
    unsigned long long d = rng();
    unsigned ma = (unsigned)rng(), mi = (unsigned)rng();
    CHECK(major(d) == symx_gnu_dev_major(d) && minor(d) == symx_gnu_dev_minor(d) &&
              makedev(ma, mi) == symx_gnu_dev_makedev(ma, mi),
          "gnu_dev_*(%llx)", d);
  }
}

/* ------------------------------------------------------------------------
 * Dispatch.
 * ---------------------------------------------------------------------- */

int wide_group(const char *group, long *nchecks, long *nfails);
int wide_group(const char *group, long *nchecks, long *nfails) {
  if (strcmp(group, "wchar") == 0)
    test_wchar();
  else if (strcmp(group, "locale") == 0)
    test_locale();
  else if (strcmp(group, "time") == 0)
    test_time();
  else if (strcmp(group, "misc") == 0)
    test_misc();
  else
    return 0;
  *nchecks += checks;
  *nfails += fails;
  return 1;
}
