/* The executor's own check queries (the bounds of tab[a[idx[k] & 7]],
 * a read of a symbolic array at a symbolic index) yield partial models
 * of the array source before any flip; each partial solution's own run
 * asks the same checks at other points.
 *
 * Paths (reasoning): the six lookups stay inside tab (a byte indexes 200
 * entries only up to 255: out of bounds for a[...] >= 200, a bug at
 * line 11 on each of the six iterations); in bounds, the three
 * comparisons give return 1, or return 0/2 after each failing test
 * (s is always 0: tab is zero). Completed: 4 (1, and 0 after each of the
 * three tests); bugs: 6 paths at line 11. */
#include <klee/klee.h>
static unsigned char tab[200];
int main(void) {
  unsigned char a[8], idx[6];
  klee_make_symbolic(a, sizeof a, "a");
  klee_make_symbolic(idx, sizeof idx, "idx");
  int s = 0;
  for (int k = 0; k < 6; k++)
    s += tab[a[idx[k] & 7]];
  if (a[0] == 'G')
    if (a[1] == 'I')
      if (a[2] == 'F')
        return 1;
  return s ? 2 : 0;
}
