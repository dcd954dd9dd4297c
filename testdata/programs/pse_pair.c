/* pse_pair: a struct returned in two registers ({i64, i64} in LLVM IR)
 * carries a suffix's values back to its caller. `tag` (5 or 7, by a) is
 * only stored: no decision depends on it. So once the branch on b was
 * explored with tag 5, the arrival with tag 7 is cut there: the suffix
 * returns the pair from split, both of whose lanes it then reads. When
 * PSE could not follow a return of more than one register, it gave up
 * the checkpoints opened before one: the arrival was cut only past the
 * return, at p.lo's branch, once for each side of b. */
#include "klee/klee.h"

int sink;
struct pair {
  long lo, hi;
};

static struct pair split(long v) {
  struct pair p = {v & 0xff, v >> 8};
  return p;
}

int main(void) {
  int a, b;
  klee_make_symbolic(&a, sizeof a, "a");
  klee_make_symbolic(&b, sizeof b, "b");
  int tag = 7;
  if (a > 0)
    tag = 5;
  if (b == 3)
    sink = tag;
  struct pair p = split(b);
  if (p.lo > 2)
    return (int)(p.lo + p.hi);
  return 3;
}
