/*
 * time.c - broken-down time (<time.h>): tzset, gmtime, localtime, mktime,
 * timegm, strftime, in glibc's C locale. (time() and clock_gettime are in
 * posix.c: a fixed clock.)
 *
 * Time zones: TZ unset or empty is UTC (named "UTC"; the native replay
 * runs with TZ=UTC0, which glibc reads the same way). TZ ":FILE" or a bare
 * file name of one of the UTC or GMT zones (UTC, Etc/UTC, UCT, Zulu,
 * Universal, GMT, GMT0, Etc/GMT, Greenwich, ...) is UTC with that zone's
 * abbreviation. Otherwise TZ is read as a POSIX string "STD OFFSET": the
 * standard time's name and offset. A daylight-saving part (anything after
 * the offset) is not modeled: its name becomes tzname[1] but the rules are
 * ignored, so a replay of a program that formats times in such a zone in
 * summer can differ from glibc, as can one naming another tz database file.
 *
 * The calendar arithmetic is days-from-civil in 64 bits with constant
 * divisors; results that do not fit struct tm fail with EOVERFLOW as in
 * glibc.
 */
#include "symx_libc.h"

#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

const char *__symx_time_name(int kind, int i); /* locale.c */

char *tzname[2] = {(char *)"UTC", (char *)"UTC"};
long timezone;
int daylight;

static char std_name[16] = "UTC", dst_name[16] = "UTC";
static long utc_offset; /* seconds east of UTC */
static int tz_read;     /* tzset ran */

/* tz_name copies a zone name (at most 15 bytes) from *s: <quoted> or
 * alphabetic. Returns its length. */
static int tz_name(const char **s, char *out) {
  const char *p = *s;
  int n = 0;
  if (*p == '<') {
    p++;
    while (*p && *p != '>') {
      if (n < 15)
        out[n++] = *p;
      p++;
    }
    if (*p == '>')
      p++;
  } else {
    while (((unsigned)*p - 'A' < 26u) | ((unsigned)*p - 'a' < 26u)) {
      if (n < 15)
        out[n++] = *p;
      p++;
    }
  }
  out[n] = 0;
  *s = p;
  return n;
}

/* tz_offset parses [+-]hh[:mm[:ss]] (POSIX: positive is west of UTC) into
 * seconds east of UTC. Returns 0 if there is no number. */
static int tz_offset(const char **s, long *east) {
  const char *p = *s;
  int neg = 0;
  if (*p == '+' || *p == '-')
    neg = *p++ == '-';
  if (!__symx_isdigit(*p))
    return 0;
  long part[3] = {0, 0, 0};
  for (int k = 0; k < 3; k++) {
    if (k > 0) {
      if (p[0] != ':' || !__symx_isdigit(p[1]))
        break;
      p++;
    }
    for (int d = 0; d < 2 && __symx_isdigit(*p); d++)
      part[k] = part[k] * 10 + (*p++ - '0');
  }
  long west = part[0] * 3600 + part[1] * 60 + part[2];
  *east = neg ? west : -west;
  *s = p;
  return 1;
}

static const char *const utc_files[] = {
    "UTC", "Etc/UTC", "UCT", "Etc/UCT", "Zulu", "Etc/Zulu", "Universal",
    "Etc/Universal"};
static const char *const gmt_files[] = {
    "GMT",       "Etc/GMT",      "GMT0",       "Etc/GMT0",  "GMT+0",
    "Etc/GMT+0", "GMT-0",        "Etc/GMT-0",  "Greenwich", "Etc/Greenwich"};

static int in_list(const char *s, const char *const *list, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (strcmp(s, list[i]) == 0)
      return 1;
  return 0;
}

void tzset(void) {
  const char *tz = getenv("TZ");
  const char *zone = "UTC";
  utc_offset = 0;
  dst_name[0] = 0;
  if (tz && *tz == ':')
    tz++;
  if (tz && in_list(tz, gmt_files, sizeof gmt_files / sizeof *gmt_files))
    zone = "GMT";
  if (!tz || !*tz || in_list(tz, utc_files, sizeof utc_files / sizeof *utc_files) ||
      zone[0] == 'G') {
    strcpy(std_name, zone);
    strcpy(dst_name, zone);
  } else {
    const char *p = tz;
    long off = 0;
    tz_name(&p, std_name);
    if (tz_offset(&p, &off)) {
      utc_offset = off;
      if (!tz_name(&p, dst_name))
        strcpy(dst_name, std_name);
    }
  }
  tzname[0] = std_name;
  tzname[1] = dst_name;
  tz_read = 1;
  timezone = -utc_offset;
  daylight = 0;
}

/* ------------------------------------------------------------------------
 * Calendar arithmetic (proleptic Gregorian, 64-bit).
 * ---------------------------------------------------------------------- */

static long long floordiv(long long a, long long b) {
  long long q = a / b;
  return q - ((a % b != 0) & ((a < 0) != (b < 0)));
}

/* floormod is a - floordiv(a, b) * b for b > 0, in [0, b). */
static long long floormod(long long a, long long b) {
  long long r = a % b;
  return r + (r < 0) * b;
}

/* days_from_civil: days since 1970-01-01 of year y, month m (1..12), day
 * d (may be out of range: it is added). */
static long long days_from_civil(long long y, long long m, long long d) {
  y -= m <= 2;
  long long era = floordiv(y, 400);
  long long yoe = y - era * 400;
  long long mp = m > 2 ? m - 3 : m + 9;
  long long doy = (153 * mp + 2) / 5 + d - 1;
  long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

static int is_leap(long long y) {
  return (y % 4 == 0) & ((y % 100 != 0) | (y % 400 == 0));
}

/* The first and last seconds whose year (tm_year + 1900) fits an int:
 * glibc fails beyond them with EOVERFLOW. */
#define T_MAX 67768036191676799LL
#define T_MIN (-67768040609740800LL)

/* in_range returns v, which the calendar arithmetic keeps in [lo, hi].
 * For a symbolic time the solver cannot see that range through the chain
 * of divisions, and a program that indexes a table with the field (ls's
 * abmon[tm_mon]) asks for a bounds proof that takes it seconds; with the
 * range written out the proof is a comparison. */
static unsigned in_range(unsigned v, unsigned lo, unsigned hi) {
  return v - lo > hi - lo ? lo : v;
}

/* to_tm fills tm from t (seconds, already shifted by the offset); returns
 * NULL with EOVERFLOW if the year does not fit an int. The year grows with
 * t, so that is a test of t against T_MIN and T_MAX: for a symbolic t it
 * costs two comparisons, not the chain of divisions that makes the year.
 * Past that test the conversion has no branch: a branch on a field would
 * put the chain of divisions into the path condition, and every later
 * query of the path (ls's "is it recent" compare of t) would carry it. */
static struct tm *to_tm(long long t, long off, const char *zone,
                        struct tm *tm) {
  if (t > T_MAX || t < T_MIN) {
    errno = EOVERFLOW;
    return NULL;
  }
  /* Whatever is known to be small is computed in 32 bits: for a symbolic
   * t the solver then divides narrow words. */
  long long days = floordiv(t, 86400);
  unsigned secs = (unsigned)floormod(t, 86400);
  long long z = days + 719468;
  long long era = floordiv(z, 146097);
  unsigned doe = (unsigned)floormod(z, 146097);                          /* [0, 146096] */
  unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365; /* [0, 399] */
  long long y = yoe + era * 400;
  unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100); /* from March 1 */
  unsigned mp = (5 * doy + 2) / 153;
  unsigned d = doy - (153 * mp + 2) / 5 + 1;
  unsigned m = mp < 10 ? mp + 3 : mp - 9;
  /* March to December belong to year y, whose leap day depends on yoe
   * alone (400 is a multiple of 4 and 100); January and February, from
   * doy 306 on, to year y + 1. */
  unsigned leap = (unsigned)is_leap(yoe);
  unsigned next = doy >= 306; /* without a branch: see to_tm's comment */
  unsigned yday = doy + 59 + leap - next * (365 + leap);
  y += m <= 2;
  tm->tm_year = (int)(y - 1900);
  tm->tm_mon = (int)in_range(m - 1, 0, 11);
  tm->tm_mday = (int)in_range(d, 1, 31);
  tm->tm_hour = (int)in_range(secs / 3600, 0, 23);
  tm->tm_min = (int)(secs / 60 % 60);
  tm->tm_sec = (int)(secs % 60);
  tm->tm_wday = (int)in_range((unsigned)floormod(days + 4, 7), 0, 6);
  tm->tm_yday = (int)in_range(yday, 0, 365);
  tm->tm_isdst = 0;
  tm->tm_gmtoff = off;
  tm->tm_zone = zone;
  return tm;
}

struct tm *gmtime_r(const time_t *t, struct tm *tm) {
  return to_tm(*t, 0, "GMT", tm);
}

/* As in glibc, localtime_r reads TZ only the first time (localtime,
 * mktime and tzset read it every time). */
static struct tm *localtime_tz(const time_t *t, struct tm *tm, int reread) {
  if (reread || !tz_read)
    tzset();
  long long v = *t;
  if (v > T_MAX || v < T_MIN) {
    errno = EOVERFLOW;
    return NULL;
  }
  return to_tm(v + utc_offset, utc_offset, std_name, tm);
}

struct tm *localtime_r(const time_t *t, struct tm *tm) {
  return localtime_tz(t, tm, 0);
}

static struct tm tm_static;

struct tm *gmtime(const time_t *t) { return gmtime_r(t, &tm_static); }
struct tm *localtime(const time_t *t) { return localtime_tz(t, &tm_static, 1); }

/* tm_seconds is the local time of tm in seconds since the epoch, with
 * every field normalized by arithmetic. */
static long long tm_seconds(const struct tm *tm) {
  long long mon = tm->tm_mon;
  long long y = (long long)tm->tm_year + 1900 + floordiv(mon, 12);
  mon = floormod(mon, 12);
  long long days = days_from_civil(y, mon + 1, 1) + tm->tm_mday - 1;
  return days * 86400 + (long long)tm->tm_hour * 3600 +
         (long long)tm->tm_min * 60 + tm->tm_sec;
}

/* to_time normalizes tm and returns its time in 64 bits, or -1 with
 * EOVERFLOW; with narrow, also when the time does not fit time_t. */
static long long to_time(struct tm *tm, long off, const char *zone, int dst,
                         int narrow) {
  long long t = tm_seconds(tm) - off - dst;
  struct tm out;
  if (t > T_MAX || t < T_MIN || (narrow && (long long)(time_t)t != t) ||
      !to_tm(t + off, off, zone, &out)) {
    tm->tm_isdst = 0;
    errno = EOVERFLOW;
    return -1;
  }
  *tm = out;
  return t;
}

/* A zone without daylight saving time: glibc's mktime reads tm_isdst > 0
 * as one hour of daylight saving to take off. */
static long long mktime64(struct tm *tm, int narrow) {
  tzset();
  return to_time(tm, utc_offset, std_name, tm->tm_isdst > 0 ? 3600 : 0,
                 narrow);
}

time_t mktime(struct tm *tm) { return (time_t)mktime64(tm, 1); }

time_t timelocal(struct tm *tm) { return mktime(tm); }

time_t timegm(struct tm *tm) { return (time_t)to_time(tm, 0, "GMT", 0, 1); }

double difftime(time_t a, time_t b) { return (double)a - (double)b; }

/* ------------------------------------------------------------------------
 * strftime, following glibc's rules for flags (_ - 0 ^ #), widths and the
 * E and O modifiers in the C locale. An unknown conversion is copied.
 * ---------------------------------------------------------------------- */

struct sf_out {
  char *p;     /* NULL: count only */
  size_t max;  /* room left, including the NUL */
  size_t n;    /* bytes produced */
  int full;    /* did not fit */
};

static void sf_byte(struct sf_out *o, char c) {
  if (o->n + 1 >= o->max) {
    o->full = 1;
    return;
  }
  if (o->p)
    o->p[o->n] = c;
  o->n++;
}

/* sf_add writes s[0..n) padded on the left to width with '0' (pad '0')
 * or spaces, converting case as asked (up: 1 upper, -1 lower). */
static void sf_add(struct sf_out *o, const char *s, int n, int width,
                   int pad, int up) {
  for (int k = n; k < width; k++)
    sf_byte(o, pad == '0' ? '0' : ' ');
  for (int k = 0; k < n; k++) {
    char c = s[k];
    if (up > 0 && (unsigned)c - 'a' < 26u)
      c -= 32;
    else if (up < 0 && (unsigned)c - 'A' < 26u)
      c += 32;
    sf_byte(o, c);
  }
}

/* sf_num formats v with at least digits digits (glibc's DO_NUMBER):
 * zero-padded unless pad is '_' (spaces) or '-' (none, but the width
 * pads with spaces); a width above digits raises it. */
static void sf_num(struct sf_out *o, long long v, int digits, int width,
                   int pad) {
  char buf[32];
  int i = sizeof buf;
  int neg = v < 0;
  unsigned long long u = neg ? 0 - (unsigned long long)v : (unsigned long long)v;
  do {
    buf[--i] = (char)('0' + u % 10);
    u /= 10;
  } while (u);
  int len = (int)sizeof buf - i + neg;
  if (pad == '-') {
    /* No digits padding, but the width still pads with spaces. */
    if (neg)
      buf[--i] = '-';
    sf_add(o, buf + i, len, width, ' ', 0);
    return;
  }
  if (width > digits)
    digits = width;
  if (len >= digits) {
    if (neg)
      sf_byte(o, '-');
    sf_add(o, buf + i, (int)sizeof buf - i, 0, 0, 0);
    return;
  }
  if (pad == '_') {
    for (int k = len; k < digits; k++)
      sf_byte(o, ' ');
    if (neg)
      sf_byte(o, '-');
  } else {
    if (neg)
      sf_byte(o, '-');
    for (int k = len; k < digits; k++)
      sf_byte(o, '0');
  }
  sf_add(o, buf + i, (int)sizeof buf - i, 0, 0, 0);
}

/* iso_week computes the ISO 8601 week-based year (offset from tm_year)
 * and week of tm. */
static int iso_days(int yday, int wday) {
  /* Days from the first ISO week's Monday to yday. */
  int big = 382; /* a multiple of 7 plus 4, beyond any yday */
  return yday - (yday - wday + big) % 7 + 3;
}

static void iso_week(const struct tm *tm, long long *year, int *week) {
  long long y = (int)((unsigned)tm->tm_year + 1900u);
  int yday = tm->tm_yday, wday = tm->tm_wday;
  int days = iso_days(yday, wday);
  if (days < 0) {
    y--;
    days = iso_days(yday + 365 + is_leap(y), wday);
  } else {
    int d = iso_days(yday - (365 + is_leap(y)), wday);
    if (d >= 0) {
      y++;
      days = d;
    }
  }
  *year = y;
  *week = days / 7 + 1;
}

static void sf_format(struct sf_out *o, const char *f, const struct tm *tm,
                      int upcase);

static void sf_sub(struct sf_out *o, const char *sub, const struct tm *tm,
                   int width, int pad, int up) {
  char tmp[256];
  struct sf_out t = {tmp, sizeof tmp, 0, 0};
  sf_format(&t, sub, tm, up);
  sf_add(o, tmp, (int)t.n, width, pad, 0);
}

/* mod_ok reports whether glibc accepts modifier mod (E or O) on
 * conversion c. */
static int mod_ok(int mod, int c) {
  if (!mod)
    return 1;
  if (c == '%' || c == 'a' || c == 'A' || c == 'D' || c == 'F')
    return 0;
  if (mod == 'O')
    return !strchr("cxXY", c);
  return !strchr("bhBdeHIkljMmSUWVgGw", c);
}

static void sf_format(struct sf_out *o, const char *f, const struct tm *tm,
                      int upcase) {
  for (; *f && !o->full; f++) {
    if (*f != '%') {
      sf_add(o, f, 1, 0, 0, upcase ? 1 : 0);
      continue;
    }
    int pad = 0, up = upcase ? 1 : 0, change = 0, width = -1;
    for (;;) {
      char c = *++f;
      if (c == '_' || c == '-' || c == '0')
        pad = c;
      else if (c == '^')
        up = 1;
      else if (c == '#')
        change = 1;
      else
        break;
    }
    if (__symx_isdigit(*f)) {
      width = 0;
      for (; __symx_isdigit(*f); f++)
        width = width > (INT_MAX - 9) / 10 ? INT_MAX : width * 10 + (*f - '0');
    }
    int mod = 0;
    if (*f == 'E' || *f == 'O')
      mod = *f++;
    /* glibc's arithmetic: int, wrapping; hour12 only folds 13..23. */
    int hour12 = tm->tm_hour > 12 ? tm->tm_hour - 12 : tm->tm_hour;
    if (hour12 == 0)
      hour12 = 12;
    int year = (int)((unsigned)tm->tm_year + 1900u);
    const char *s = NULL, *sub = NULL;
    int digits = 1, spacepad = 0, bad = !mod_ok(mod, *f);
    long long v = 0;
    if (bad && change && (*f == 'b' || *f == 'h' || *f == 'B'))
      up = 1; /* glibc sets the case before it checks the modifier */
    switch (bad ? 0 : *f) {
    case '%':
      s = "%";
      break;
    case 'a':
    case 'A':
      if (change)
        up = 1;
      s = __symx_time_name(*f == 'a' ? 0 : 1, tm->tm_wday);
      break;
    case 'b':
    case 'h':
    case 'B':
      if (change)
        up = 1;
      s = __symx_time_name(*f == 'B' ? 3 : 2, tm->tm_mon);
      break;
    case 'p':
    case 'P':
      if (*f == 'P' || change)
        up = -1;
      s = tm->tm_hour > 11 ? "PM" : "AM";
      break;
    case 'Z':
      if (change)
        up = -1;
      /* glibc: no zone name in tm, the current zone's (read again). */
      s = tm->tm_zone ? tm->tm_zone : "";
      if (!*s && tm->tm_isdst >= 0) {
        tzset();
        s = tm->tm_isdst <= 1 ? tzname[tm->tm_isdst] : "?";
      }
      break;
    case 'n':
      s = "\n";
      break;
    case 't':
      s = "\t";
      break;
    case 'c':
      sub = "%a %b %e %H:%M:%S %Y";
      break;
    case 'x':
    case 'D':
      sub = "%m/%d/%y";
      break;
    case 'X':
    case 'T':
      sub = "%H:%M:%S";
      break;
    case 'F':
      sub = "%Y-%m-%d";
      break;
    case 'R':
      sub = "%H:%M";
      break;
    case 'r':
      sub = "%I:%M:%S %p";
      break;
    case 'C':
      v = floordiv(year, 100);
      break;
    case 'd':
      v = tm->tm_mday;
      digits = 2;
      break;
    case 'e':
      v = tm->tm_mday;
      digits = 2;
      spacepad = 1;
      break;
    case 'H':
      v = tm->tm_hour;
      digits = 2;
      break;
    case 'k':
      v = tm->tm_hour;
      digits = 2;
      spacepad = 1;
      break;
    case 'I':
      v = hour12;
      digits = 2;
      break;
    case 'l':
      v = hour12;
      digits = 2;
      spacepad = 1;
      break;
    case 'j':
      v = (long long)tm->tm_yday + 1;
      digits = 3;
      break;
    case 'M':
      v = tm->tm_min;
      digits = 2;
      break;
    case 'm':
      v = (long long)tm->tm_mon + 1;
      digits = 2;
      break;
    case 'S':
      v = tm->tm_sec;
      digits = 2;
      break;
    case 's': {
      /* The sign is part of the digits; the width pads with spaces
       unless the pad is '0'. */
      struct tm copy = *tm;
      char num[24];
      int k = sizeof num;
      long long t = mktime64(&copy, 0); /* 64-bit even with -m32 */
      unsigned long long u = t < 0 ? 0 - (unsigned long long)t : (unsigned long long)t;
      do {
        num[--k] = (char)('0' + u % 10);
        u /= 10;
      } while (u);
      if (t < 0)
        num[--k] = '-';
      sf_add(o, num + k, (int)sizeof num - k, width, pad, 0);
      continue;
    }
    case 'u':
      v = (tm->tm_wday - 1 + 7) % 7 + 1;
      break;
    case 'w':
      v = tm->tm_wday;
      break;
    case 'U':
      v = (tm->tm_yday - tm->tm_wday + 7) / 7;
      digits = 2;
      break;
    case 'W':
      v = (tm->tm_yday - (tm->tm_wday - 1 + 7) % 7 + 7) / 7;
      digits = 2;
      break;
    case 'V':
    case 'g':
    case 'G': {
      long long y;
      int w;
      iso_week(tm, &y, &w);
      if (*f == 'V') {
        v = w;
        digits = 2;
      } else if (*f == 'G') {
        v = y;
      } else {
        v = (y % 100 + 100) % 100;
        digits = 2;
      }
      break;
    }
    case 'Y':
      v = year;
      break;
    case 'y':
      v = (tm->tm_year % 100 + 100) % 100;
      digits = 2;
      break;
    case 'z': {
      if (tm->tm_isdst < 0)
        continue;
      long diff = tm->tm_gmtoff;
      sf_add(o, diff < 0 ? "-" : "+", 1, width, pad, 0);
      if (diff < 0)
        diff = -diff;
      diff /= 60;
      v = diff / 60 * 100 + diff % 60;
      digits = 4;
      break;
    }
    default:
      bad = 1;
    }
    if (bad) {
      /* glibc copies from the last '%' up to the conversion character
       * (just "%" when that is a '%'); a '%' ending the format alone. */
      if (!*f)
        f--;
      const char *start = f;
      while (*start != '%')
        start--;
      sf_add(o, start, (int)(f - start + 1), width, pad, up > 0);
      continue;
    }
    if (sub) {
      sf_sub(o, sub, tm, width, pad, up);
      continue;
    }
    if (s) {
      sf_add(o, s, (int)strlen(s), width, pad, up);
      continue;
    }
    if (spacepad && pad != '0' && pad != '-')
      pad = '_';
    sf_num(o, v, digits, width, pad);
  }
}

size_t strftime(char *s, size_t max, const char *fmt, const struct tm *tm) {
  struct sf_out o = {s, max, 0, 0};
  sf_format(&o, fmt, tm, 0);
  if (o.full || max == 0)
    return 0;
  s[o.n] = 0;
  return o.n;
}

size_t strftime_l(char *s, size_t max, const char *fmt, const struct tm *tm,
                  locale_t l) {
  (void)l;
  return strftime(s, max, fmt, tm);
}

/* ------------------------------------------------------------------------
 * Clocks and timers. The modeled clock stands still (posix.c): timers
 * never expire, and the program may not set the clock (EPERM, as for an
 * unprivileged user).
 * ---------------------------------------------------------------------- */

/* The clocks Linux offers without privileges: 0..7 and CLOCK_TAI. */
static int clock_ok(clockid_t id) {
  return (unsigned)id <= CLOCK_BOOTTIME || id == CLOCK_TAI;
}

int clock_getres(clockid_t id, struct timespec *res) {
  if (!clock_ok(id)) {
    errno = EINVAL;
    return -1;
  }
  if (res) {
    res->tv_sec = 0;
    /* The coarse clocks tick with the kernel's jiffies (HZ=250). */
    res->tv_nsec = id == CLOCK_REALTIME_COARSE || id == CLOCK_MONOTONIC_COARSE
                       ? 4000000
                       : 1;
  }
  return 0;
}

int clock_settime(clockid_t id, const struct timespec *ts) {
  (void)id;
  (void)ts;
  errno = EPERM;
  return -1;
}

int settimeofday(const struct timeval *tv, const struct timezone *tz) {
  (void)tv;
  (void)tz;
  errno = EPERM;
  return -1;
}

static struct itimerspec timers[8];
static unsigned ntimers;

int timer_create(clockid_t id, struct sigevent *sev, timer_t *timer) {
  (void)sev;
  if (!clock_ok(id)) {
    errno = EINVAL;
    return -1;
  }
  if (ntimers == sizeof timers / sizeof *timers) {
    errno = EAGAIN;
    return -1;
  }
  *timer = (timer_t)(uintptr_t)ntimers++;
  return 0;
}

static struct itimerspec *timer_get(timer_t t) {
  uintptr_t i = (uintptr_t)t;
  if (i >= ntimers) {
    errno = EINVAL;
    return NULL;
  }
  return &timers[i];
}

int timer_settime(timer_t t, int flags, const struct itimerspec *val,
                  struct itimerspec *old) {
  (void)flags;
  struct itimerspec *it = timer_get(t);
  if (!it)
    return -1;
  if (old)
    *old = *it;
  *it = *val;
  return 0;
}

int timer_gettime(timer_t t, struct itimerspec *cur) {
  struct itimerspec *it = timer_get(t);
  if (!it)
    return -1;
  *cur = *it; /* time stands still: never less than was set */
  return 0;
}

int timer_delete(timer_t t) {
  struct itimerspec *it = timer_get(t);
  if (!it)
    return -1;
  memset(it, 0, sizeof *it);
  return 0;
}

int timer_getoverrun(timer_t t) { return timer_get(t) ? 0 : -1; }
