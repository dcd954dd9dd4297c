/* covnew_edges: two short-circuit conditions, six paths. Whichever path
 * takes both conditions' true directions first covers every block; a path
 * ending by a false direction after it executes no new instruction, yet it
 * alone covers that direction (gcov's branches). */
#include "klee/klee.h"

int main(void) {
  unsigned char b[2];
  int r = 0;
  klee_make_symbolic(b, sizeof b, "b");
  if (b[0] > 100 && b[1] > 100)
    r = 1;
  if (b[0] == 7 || b[1] == 7)
    r += 2;
  return r;
}
