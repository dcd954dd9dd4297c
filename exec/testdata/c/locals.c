// A function's locals are made together when it is entered and recycled
// from one call to the next, yet each stays an object of its own: an
// index running past one local is an out-of-bounds pointer even though
// the next local lies right after it, as under ASan.
// want: paths 3
// native
#include <klee/klee.h>

__attribute__((noinline)) int pick(int i, int v) {
  int a[4] = {v, v + 1, v + 2, v + 3};
  int b[4] = {v, v, v, v};
  a[i] = 7; // bug: ptr
  return a[0] + b[0];
}

int main(void) {
  int i;
  klee_make_symbolic(&i, sizeof i, "i");
  int s = 0;
  for (int k = 0; k < 4; k++)
    s += pick(k, s);
  if (i < 0 || i > 4)
    return 0;
  return pick(i, s) & 0x7f;
}
