/* querylog: the second branch is asked about in both states of the first;
 * independence slices both questions down to b's constraint alone, so the
 * second asking is the caches' (TestQueryLog). */
#include "klee/klee.h"

int main(void) {
  unsigned a, b;
  int n = 0;
  klee_make_symbolic(&a, sizeof a, "a");
  klee_make_symbolic(&b, sizeof b, "b");
  if ((a * a) % 1000003 == 17)
    n++;
  if ((b * b) % 1000003 == 17)
    n++;
  return n;
}
