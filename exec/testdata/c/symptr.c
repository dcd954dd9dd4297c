// A symbolic pointer that may point into either of two arrays, or past
// both: one path per object plus an out-of-bounds path.
// want: exits 1 2 3
#include <klee/klee.h>

int main(void) {
  int a[4] = {1, 1, 1, 1};
  int b[4] = {2, 2, 2, 2};
  unsigned long off;
  klee_make_symbolic(&off, sizeof off, "off");
  int *p = (int *)((char *)a + off * 4);
  int v = *p; // bug: ptr
  if (v == 1)
    return 1;
  if (v == 2)
    return 2;
  return 3;
}
