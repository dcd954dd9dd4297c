// Out-of-bounds read of a constant table through a symbolic index (the
// off-by-one of table_index.c), plus an in-bounds symbolic read whose
// value decides the path.
// want: exits 9 0 1
// exhaustive
#include <klee/klee.h>

static const int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};

int main(void) {
  unsigned char i;
  klee_make_symbolic(&i, sizeof i, "i");
  if (i > 8)
    return 0;
  int v = table[i]; // bug: ptr
  if (v == 9)
    return 9;
  return 1;
}
