// An index past the end of a[] reaches b[] in symx's memory layout: an
// out-of-bounds write of a, not a write to b.
#include <klee/klee.h>

int a[4], b[4];

int main(void) {
  unsigned char i;
  klee_make_symbolic(&i, sizeof i, "i");
  klee_assume(i < 12);
  a[i] = 1;
  return b[0];
}
