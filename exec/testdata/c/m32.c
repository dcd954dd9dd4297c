// A 32-bit program (-m32): 4-byte pointers and longs, globals with
// relocations, pointer arithmetic on symbolic indices.
// m32
// native
#include <klee/klee.h>

static int data[6] = {5, 4, 3, 2, 1, 0};
static int *ptrs[2] = {&data[1], &data[4]};

int main(void) {
  unsigned char i;
  long l;
  klee_make_symbolic(&i, sizeof i, "i");
  klee_make_symbolic(&l, sizeof l, "l");
  int v = ptrs[i & 1][i % 2];
  if (sizeof(long) != 4 || sizeof(void *) != 4)
    return 100;
  if (l > 7)
    return v + 10;
  return v;
}
