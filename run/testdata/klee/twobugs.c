/* twobugs: three bugs of different kinds on separate inputs; every other
 * input exits 0. Expected (by reading): x == 1 fails an assertion, x == 2
 * dereferences null, x == 3 divides by zero. */
#include <assert.h>
#include "klee/klee.h"

int main(void) {
  int x, *p = 0;
  klee_make_symbolic(&x, sizeof x, "x");
  if (x == 1)
    assert(0 && "one"); // bug: assert
  if (x == 2)
    return *p; // bug: ptr
  if (x == 3)
    return 10 / (x - 3); // bug: div
  return 0;
}
