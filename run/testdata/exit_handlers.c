// Process exit as glibc does it: atexit handlers run last registered
// first on exit() and on return from main, not on _exit or abort; error()
// and error_at_line() print "argv[0]: ..." (and the errno text) to stderr
// and exit only with a nonzero status. Nothing is written to stdout
// before _exit or abort, whose buffered output glibc would lose.
#include <stdio.h>
#include <stdlib.h>
#include <error.h>
#include <errno.h>
#include <string.h>
#include <unistd.h>
static void h1(void) { puts("h1"); }
static void h2(void) { puts("h2"); }
int main(int argc, char **argv) {
  atexit(h1);
  atexit(h2);
  if (argc > 1 && argv[1][0] == 'e')
    error(3, ENOENT, "cannot open %s", "x");
  if (argc > 1 && argv[1][0] == 'l')
    error_at_line(0, 0, "f.c", 7, "warn %d", 5);
  if (argc > 1 && argv[1][0] == 'x')
    exit(4);
  if (argc > 1 && argv[1][0] == '_')
    _exit(5);
  if (argc > 1 && argv[1][0] == 'a')
    abort();
  if (argc > 1 && argv[1][0] == 'r')
    return 6; // handlers run as after exit(6)
  puts("main");
  return 2;
}
