// klee_make_symbolic on part of an object ends the path with a user
// error, as in KLEE; the replay runtime checks the same under ASan.
// want: completed 1 partial 2
#include <klee/klee.h>

int buf[2];

int main(void) {
  char c;
  klee_make_symbolic(&c, sizeof c, "c");
  if (c == 0)
    klee_make_symbolic(buf, sizeof buf[0], "short"); // bug: user
  else if (c == 1)
    klee_make_symbolic(&buf[1], sizeof buf[1], "inner"); // bug: user
  else
    klee_make_symbolic(buf, sizeof buf, "whole");
  return buf[1] == 7;
}
