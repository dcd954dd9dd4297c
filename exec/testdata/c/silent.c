// klee_silent_exit and an infeasible __VERIFIER_assume end paths without
// tests.
// want: exits 0
// want: silent 2
#include <klee/klee.h>
extern void __VERIFIER_assume(int);

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  if (c == 1)
    klee_silent_exit(0);
  if (c == 2)
    __VERIFIER_assume(c == 3);
  return 0;
}
