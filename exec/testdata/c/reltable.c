// A switch returning string constants, at -O2: clang turns it into a
// relative lookup table (@reltable.*, entries `trunc (sub (ptrtoint @str,
// ptrtoint @reltable))`) read with llvm.load.relative. The exit code
// identifies the string the table yields.
// opt: O2
// native
// exhaustive
#include <klee/klee.h>
#include <stdio.h>

static const char *name(unsigned char x) {
  switch (x) {
  case 0: return "zero";
  case 1: return "one";
  case 2: return "two";
  case 3: return "three";
  case 4: return "four";
  case 5: return "five";
  case 6: return "sixty";
  default: return "many";
  }
}

int main(void) {
  unsigned char x;
  klee_make_symbolic(&x, sizeof x, "x");
  const char *s = name(x);
  puts(s);
  int h = 0;
  for (const char *p = s; *p; p++)
    h = h * 31 + *p;
  return h & 0x7f;
}
