// A two-target switch on a symbolic byte's low bits, then a branch on the
// byte: TestPrunedKeepsModel prunes the switch target the state's model
// takes, so the state follows the other one alone and must go on with
// that target's model.
// want: paths 4
// want: exits 0 1 2 3
// exhaustive
#include <klee/klee.h>

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  int r;
  switch (c & 3) {
  case 1:
    r = 1;
    break;
  default:
    r = 0;
  }
  if (c > 100)
    r += 2;
  return r;
}
