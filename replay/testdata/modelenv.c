/* modelenv.c - prints what the replay environment gives a program: the
 * locale and time-zone variables, the locale and zone glibc derives from
 * them, and the first bytes of getrandom (the replay runtime's fixed
 * stream, the same as symx's modeled C library). */
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/random.h>
#include <time.h>

static const char *env(const char *name) {
  const char *v = getenv(name);
  return v ? v : "-";
}

int main(void) {
  printf("LANG=%s LC_ALL=%s LC_CTYPE=%s TZ=%s\n", env("LANG"), env("LC_ALL"),
         env("LC_CTYPE"), env("TZ"));
  printf("locale=%s codeset=%s\n", setlocale(LC_ALL, ""), nl_langinfo(CODESET));
  time_t t = 0;
  char buf[64];
  strftime(buf, sizeof buf, "%Y-%m-%d %H:%M %Z", localtime(&t));
  printf("epoch=%s\n", buf);
  unsigned char r[10];
  if (getrandom(r, sizeof r, 0) != sizeof r)
    return 1;
  for (int i = 0; i < 10; i++)
    printf("%02x", r[i]);
  printf("\n");
  return 0;
}
