/* pse_predicates: a value the suffix only compares is kept as the
 * comparison's outcome (package pse, shadow.go). `ch` ('x' or 'y', by a)
 * is only compared with 0 after the branch on b: both values decide it
 * alike, so the arrival at b with 'y' is cut once b's sides were explored
 * with 'x'. `k` (3 or 4, by d) indexes an array after b: an address, so
 * it is kept as a value and the arrival at b with the other k is not
 * cut. `m` (1 or 2, by e) is compared too, but the comparison comes out
 * differently (m > 1): the arrival with the other m is not cut either.
 * Without predicates ch differs at b, and nothing is cut there. */
#include "klee/klee.h"

int sink;
int tab[8] = {0, 1, 2, 3, 4, 5, 6, 7};

int main(void) {
  int a, b, c, d, e;
  klee_make_symbolic(&a, sizeof a, "a");
  klee_make_symbolic(&b, sizeof b, "b");
  klee_make_symbolic(&c, sizeof c, "c");
  klee_make_symbolic(&d, sizeof d, "d");
  klee_make_symbolic(&e, sizeof e, "e");
  char ch = 'y';
  int k = 4, m = 2;
  if (d > 0)
    k = 3;
  if (e > 0)
    m = 1;
  if (a > 0)
    ch = 'x';
  if (b == 3)
    sink = 1;
  else
    sink = 2;
  if (ch != 0)
    sink += 10;
  if (m > 1)
    sink += 100;
  if (c > tab[k])
    return 1;
  return 2;
}
