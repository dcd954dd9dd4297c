// A function pointer chosen symbolically and stored in memory first.
// native
#include <klee/klee.h>

static int sq(int x) { return x * x; }
static int neg(int x) { return -x; }
static int id(int x) { return x; }

int apply(int (*f)(int), int v) { return f(v); }

int main(void) {
  int sel, v;
  klee_make_symbolic(&sel, sizeof sel, "sel");
  klee_make_symbolic(&v, sizeof v, "v");
  int (*fs[3])(int) = {sq, neg, id};
  int (*f)(int) = fs[(unsigned)sel % 3];
  return apply(f, v) & 0x3f;
}
