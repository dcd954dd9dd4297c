/* covnew_conds: a short-circuit operand whose value, not a branch, reaches
 * its use (clang: an i1 phi; gcc: a branch of its own). The path with
 * n = 3 is the only one where i < 2 is false, yet it takes no new LLVM
 * edge and executes no new instruction once n = 2 ran; n = 4 and 5 add
 * nothing. Six paths. */
#include "klee/klee.h"

int main(void) {
  unsigned char n;
  int r = 0;
  klee_make_symbolic(&n, sizeof n, "n");
  klee_assume(n < 6);
  for (unsigned char i = 0; i < n; i++)
    r += (i > 0 && i < 2);
  return r;
}
