// An index past the end of a[] reaches b[] in symx's memory layout (a
// 16-byte red zone after a): an out-of-bounds write of a, not a write to
// b. Natively ASan's 32-byte red zone after a catches every i >= 8.
// want: completed 1 partial 1
// exhaustive 16
#include <klee/klee.h>

int a[8], b[4];

int main(void) {
  unsigned char i;
  klee_make_symbolic(&i, sizeof i, "i");
  klee_assume(i < 16);
  a[i] = 1; // bug: ptr
  if (b[0])
    return 1;
  return 0;
}
