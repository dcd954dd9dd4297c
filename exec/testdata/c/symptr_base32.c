// A symbolic index past the end of a[] that would reach b[] (symx leaves
// a 16-byte red zone after a): C allows the pointer only inside a, so the
// access is out of bounds, as natively under ASan, not a read of b. With
// 4-byte pointers.
// want: exits 1
// native
// m32
#include <klee/klee.h>

int main(void) {
  int a[4] = {1, 1, 1, 1};
  int b[4] = {2, 2, 2, 2};
  unsigned long off;
  klee_make_symbolic(&off, sizeof off, "off");
  klee_assume(off < 12);
  int *p = a + off;
  int v = *p; // bug: ptr
  if (v == 1)
    return 1;
  if (v == 2)
    return 2 + b[0];
  return 3;
}
