/*
 * prog.c - a program compiled against glibc's headers, run natively and
 * under lli linked with the runtime's IR; the outputs must agree. It uses
 * what glibc's headers turn into special entry points: isalpha() into
 * __ctype_b_loc, errno into __errno_location, sscanf into __isoc99_sscanf,
 * stdout/stderr globals, getopt's globals, MB_CUR_MAX into
 * __ctype_get_mb_cur_max; and struct tm, mbstate_t and tzname as glibc
 * lays them out.
 */
#include <ctype.h>
#include <errno.h>
#include <fnmatch.h>
#include <getopt.h>
#include <langinfo.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>
#include <wctype.h>

static int cmp(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static void bye(void) { printf("bye\n"); }

int main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  atexit(bye);
  printf("%d %5.2f %-6s| %x %o %e %g %c %%\n", 42, 3.14159, "ab", 255, 8,
         12345.678, 0.0001, 'z');
  printf("%lld %llu %zu %p %s\n", LLONG_MIN, ULLONG_MAX, sizeof(long),
         (void *)0, "end");
  char buf[64];
  int n = snprintf(buf, sizeof buf, "[%08.3f|%+d|% d]", -1.5, 7, 7);
  puts(buf);
  printf("n=%d len=%zu\n", n, strlen(buf));

  const char *text = "Hello, World 123!";
  int alpha = 0, digit = 0, space = 0, upper = 0, punct = 0;
  for (const char *p = text; *p; p++) {
    alpha += isalpha((unsigned char)*p) != 0;
    digit += isdigit((unsigned char)*p) != 0;
    space += isspace((unsigned char)*p) != 0;
    upper += isupper((unsigned char)*p) != 0;
    punct += ispunct((unsigned char)*p) != 0;
    putchar(toupper((unsigned char)*p));
  }
  printf("\nalpha=%d digit=%d space=%d upper=%d punct=%d\n", alpha, digit,
         space, upper, punct);

  int a = 0, b = 0;
  char w[16] = "";
  int r = sscanf("17 0x1f word", "%d %i %15s", &a, &b, w);
  printf("sscanf=%d %d %d %s\n", r, a, b, w);

  errno = 0;
  long big = strtol("999999999999999999999", NULL, 10);
  printf("strtol=%ld erange=%d\n", big, errno == ERANGE);
  printf("atoi=%d strtoul=%lu\n", atoi("  -12x"), strtoul("ff", NULL, 16));

  char *words[] = {"pear", "apple", "fig", "banana"};
  qsort(words, 4, sizeof *words, cmp);
  for (int i = 0; i < 4; i++)
    printf("%s%s", words[i], i < 3 ? "," : "\n");

  char s[32];
  strcpy(s, "a,b,,c");
  for (char *t = strtok(s, ","); t; t = strtok(NULL, ","))
    printf("<%s>", t);
  printf(" %s %s\n", strstr("haystack", "st"), strrchr("a/b/c", '/'));

  struct stat st;
  errno = 0;
  int sr = stat("/nonexistent/symx", &st);
  printf("stat=%d enoent=%d\n", sr, errno == ENOENT);

  char *args[] = {"prog", "-a", "-b", "val", "rest", NULL};
  int c;
  optind = 1;
  while ((c = getopt(5, args, "ab:")) != -1)
    printf("opt %c %s\n", c, optarg ? optarg : "-");
  printf("optind=%d next=%s\n", optind, args[optind]);

  /* Locale, wide characters and time through glibc's headers (C locale,
   * TZ set explicitly). */
  printf("codeset=%s mb_cur_max=%zu\n", nl_langinfo(CODESET), MB_CUR_MAX);
  const char *mb = "a\x80\tz";
  mbstate_t mbs;
  memset(&mbs, 0, sizeof mbs);
  for (const char *p = mb; *p; p++) {
    wchar_t wc = 0;
    size_t k = mbrtowc(&wc, p, 1, &mbs);
    printf("[%zd %d %d %d]", (ssize_t)k, (int)wc, iswprint((wint_t)wc) != 0,
           wctob((wint_t)wc));
  }
  printf(" mbsinit=%d\n", mbsinit(&mbs) != 0);
  setenv("TZ", "EST5", 1);
  tzset();
  struct tm tmv = {0};
  tmv.tm_year = 124;
  tmv.tm_mon = 1;
  tmv.tm_mday = 29;
  tmv.tm_hour = 25;
  tmv.tm_isdst = -1;
  time_t tt = mktime(&tmv);
  char tb[128];
  strftime(tb, sizeof tb, "%c|%F %T %Z %z|%j %U %V %G|%-d%_5m%^b", &tmv);
  printf("mktime=%lld %s tzname=%s\n", (long long)tt, tb, tzname[0]);
  struct tm g;
  gmtime_r(&tt, &g);
  strftime(tb, sizeof tb, "%a %d %b %Y %H:%M:%S %Z", &g);
  printf("gmtime=%s\n", tb);
  printf("fnmatch=%d%d%d\n", fnmatch("*.[ch]", "a.c", 0),
         fnmatch("a/*", "a/b/c", FNM_PATHNAME), fnmatch("*", ".a", FNM_PERIOD));

  fprintf(stderr, "to stderr\n");
  fflush(stdout);
  return 3;
}
