// A symbolic index that can run past the end of a stack array: the
// in-bounds and out-of-bounds cases fork.
// want: exits 0
// exhaustive
#include <klee/klee.h>

int main(void) {
  unsigned char i;
  int a[8] = {0};
  klee_make_symbolic(&i, sizeof i, "i");
  if (i > 8)
    return 0;
  a[i] = 1; // bug: ptr
  return 0;
}
