/* Symbolic reads of a symbolic array at symbolic indices (MuSE §3.3):
 * flipping `a[j] == 9` under `a[i] == 7` makes the bitblast backend refine
 * its array abstraction (its first model puts i == j), and every abstract
 * model is a partial solution.
 *
 * Paths (reasoning): a[i] == 7 and a[j] == 9 (needs j != i): return 1;
 * a[i] == 7, a[j] != 9: return 2; a[i] != 7 and a[j] == a[i] (j == i
 * suffices): return 3; a[i] != 7, a[j] != a[i] (j != i, other value):
 * return 0. Four completed paths, no bug. */
#include <klee/klee.h>

int main(void) {
  unsigned char a[4], i, j;
  klee_make_symbolic(a, sizeof a, "a");
  klee_make_symbolic(&i, sizeof i, "i");
  klee_make_symbolic(&j, sizeof j, "j");
  i &= 3;
  j &= 3;
  if (a[i] == 7) {
    if (a[j] == 9)
      return 1;
    return 2;
  }
  if (a[j] == a[i])
    return 3;
  return 0;
}
