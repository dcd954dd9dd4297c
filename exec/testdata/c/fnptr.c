// Calls through a function-pointer table indexed by a symbolic value:
// one path per feasible target.
// want: exits 1 2 3 4
// exhaustive
#include <klee/klee.h>

static int f1(int x) { return x + 1; }
static int f2(int x) { return x + 2; }
static int f3(int x) { return x + 3; }
static int f4(int x) { return x + 4; }

static int (*const table[4])(int) = {f1, f2, f3, f4};

int main(void) {
  unsigned char i;
  klee_make_symbolic(&i, sizeof i, "i");
  if (i >= 4)
    i = 3;
  return table[i](0);
}
