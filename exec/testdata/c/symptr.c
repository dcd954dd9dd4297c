// A symbolic pointer that is no offset from one object (an arithmetic
// choice between two arrays): KLEE's resolution, one path per object it
// may point into plus an out-of-bounds path.
// want: exits 1 2 3
#include <klee/klee.h>

int main(void) {
  int a[4] = {1, 1, 1, 1};
  int b[4] = {2, 2, 2, 2};
  unsigned long sel, off;
  klee_make_symbolic(&sel, sizeof sel, "sel");
  klee_make_symbolic(&off, sizeof off, "off");
  unsigned long pick = sel & 1;
  char *base = (char *)((unsigned long)a * pick + (unsigned long)b * (1 - pick));
  int *p = (int *)(base + off * 4);
  int v = *p; // bug: ptr
  if (v == 1)
    return 1;
  if (v == 2)
    return 2;
  return 3;
}
