// A failing assertion (klee_assert and assert).
// want: exits 0
// exhaustive
#include <assert.h>
#include <klee/klee.h>

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  klee_assert(c != 17); // bug: assert
  assert(c < 200); // bug: assert
  return 0;
}
