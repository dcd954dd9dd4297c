/*
 * locale.c - nl_langinfo and the POSIX.1-2008 locale objects, for glibc's
 * C locale (the only locale; setlocale and localeconv are in posix.c).
 *
 * newlocale accepts "C", "POSIX" and "" (the environment's locale, which
 * is C: the modeled environment starts empty) and returns the one C locale
 * object; any other name fails with ENOENT, as glibc does for a locale
 * that is not installed. The *_l functions ignore their locale argument.
 */
#include "symx_libc.h"

#include <langinfo.h>
#include <locale.h>
#include <string.h>

static const char *const abday[7] = {"Sun", "Mon", "Tue", "Wed",
                                     "Thu", "Fri", "Sat"};
static const char *const day[7] = {"Sunday",   "Monday", "Tuesday",
                                   "Wednesday", "Thursday", "Friday",
                                   "Saturday"};
static const char *const abmon[12] = {"Jan", "Feb", "Mar", "Apr",
                                      "May", "Jun", "Jul", "Aug",
                                      "Sep", "Oct", "Nov", "Dec"};
static const char *const mon[12] = {
    "January", "February", "March",     "April",   "May",      "June",
    "July",    "August",   "September", "October", "November", "December"};

/* __symx_time_name gives the C locale's day and month names to strftime
 * (time.c): kind 0 abday, 1 day, 2 abmon, 3 mon. */
const char *__symx_time_name(int kind, int i);
const char *__symx_time_name(int kind, int i) {
  switch (kind) {
  case 0:
    return (unsigned)i < 7 ? abday[i] : "?";
  case 1:
    return (unsigned)i < 7 ? day[i] : "?";
  case 2:
    return (unsigned)i < 12 ? abmon[i] : "?";
  default:
    return (unsigned)i < 12 ? mon[i] : "?";
  }
}

char *nl_langinfo(nl_item item) {
  const char *r = "";
  if (item >= ABDAY_1 && item <= ABDAY_7)
    r = abday[item - ABDAY_1];
  else if (item >= DAY_1 && item <= DAY_7)
    r = day[item - DAY_1];
  else if (item >= ABMON_1 && item <= ABMON_12)
    r = abmon[item - ABMON_1];
  else if (item >= MON_1 && item <= MON_12)
    r = mon[item - MON_1];
  else if (item >= __ALTMON_1 && item <= __ALTMON_12)
    r = mon[item - __ALTMON_1];
  else if (item >= _NL_ABALTMON_1 && item <= _NL_ABALTMON_12)
    r = abmon[item - _NL_ABALTMON_1];
  else
    switch (item) {
    case CODESET:
      r = "ANSI_X3.4-1968";
      break;
    case RADIXCHAR:
      r = ".";
      break;
    case AM_STR:
      r = "AM";
      break;
    case PM_STR:
      r = "PM";
      break;
    case D_T_FMT:
      r = "%a %b %e %H:%M:%S %Y";
      break;
    case D_FMT:
      r = "%m/%d/%y";
      break;
    case T_FMT:
      r = "%H:%M:%S";
      break;
    case T_FMT_AMPM:
      r = "%I:%M:%S %p";
      break;
    case _DATE_FMT:
      r = "%a %b %e %H:%M:%S %Z %Y";
      break;
    case YESEXPR:
      r = "^[yY]";
      break;
    case NOEXPR:
      r = "^[nN]";
      break;
    case CRNCYSTR:
      r = "-";
      break;
    }
  /* THOUSEP, ERA, ALT_DIGITS, ... and unknown items: "". */
  return (char *)r;
}

char *nl_langinfo_l(nl_item item, locale_t l) {
  (void)l;
  return nl_langinfo(item);
}

/* The C locale object. Programs only pass it around. */
static struct __locale_struct c_locale;

static int c_name(const char *name) {
  return !*name || strcmp(name, "C") == 0 || strcmp(name, "POSIX") == 0;
}

locale_t newlocale(int mask, const char *name, locale_t base) {
  (void)base;
  if (!name || (mask & ~LC_ALL_MASK)) {
    errno = EINVAL;
    return (locale_t)0;
  }
  if (!c_name(name)) {
    errno = ENOENT;
    return (locale_t)0;
  }
  return &c_locale;
}

locale_t duplocale(locale_t l) {
  (void)l;
  return &c_locale;
}

void freelocale(locale_t l) { (void)l; }

static locale_t current = LC_GLOBAL_LOCALE;

locale_t uselocale(locale_t l) {
  locale_t old = current;
  if (l)
    current = l;
  return old;
}

double strtod_l(const char *s, char **end, locale_t l) {
  (void)l;
  return __symx_strtod(s, end, 0);
}

float strtof_l(const char *s, char **end, locale_t l) {
  (void)l;
  return (float)__symx_strtod(s, end, 1);
}
