/* pse_slice: the dependence slice of a suffix (package pse, deps.go).
 * `lim` (10 or 20, by d) reaches the branch on c through memory, a call
 * and a return: the suffix from the branch on b depends on it. `tag` (5
 * or 7, by a) is only stored: no decision depends on it. So once b's
 * sides were explored with tag 5, the arrival at b with tag 7 and the
 * same lim is cut, and the one with the other lim is not: c's sides are
 * reached under both values of lim (and so are their exits, 1 and 2
 * with lim 10, 3 and 4 with lim 20). Without the slice nothing is cut at
 * b: tag differs. */
#include "klee/klee.h"

int sink;
struct box {
  int v;
};

static int unbox(const struct box *bx) { return bx->v; }

int main(void) {
  int a, b, c, d;
  klee_make_symbolic(&a, sizeof a, "a");
  klee_make_symbolic(&b, sizeof b, "b");
  klee_make_symbolic(&c, sizeof c, "c");
  klee_make_symbolic(&d, sizeof d, "d");
  int lim = 20, tag = 7;
  if (d > 0)
    lim = 10;
  if (a > 0)
    tag = 5;
  struct box bx = {lim};
  if (b == 3)
    sink = tag;
  else
    sink = tag * 3;
  if (c > unbox(&bx))
    return lim == 10 ? 1 : 3;
  return lim == 10 ? 2 : 4;
}
