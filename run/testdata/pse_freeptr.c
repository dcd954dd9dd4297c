// Frees through a function pointer, as obstack frees its chunks with
// its freefun: PSE follows the call as a direct free (pse's callee).
// Which object is freed (p when a > 100, else q) is decided before b's
// fork and freed after it, in the suffix; reading the freed one is a use
// after free, at line 30 for p and line 32 for q. A summary of b's
// suffixes that lost which object the pointer held would cut the second
// state at b's fork and lose one of the two bugs. A soundness case of
// TestPSESoundness: --pse must cover what DFS covers and find both.
#include <stdlib.h>
#include <klee/klee.h>

static void (*release)(void *) = free;

int main(void) {
  unsigned char a, b, k;
  klee_make_symbolic(&a, sizeof a, "a");
  klee_make_symbolic(&b, sizeof b, "b");
  klee_make_symbolic(&k, sizeof k, "k");
  char *p = malloc(4), *q = malloc(4);
  p[0] = 1;
  q[0] = 2;
  char *gone = q;
  if (a > 100)
    gone = p;
  int n = 0;
  if (b > 50) // a fork: the checkpoint
    n = 1;
  release(gone); // in the suffix, through a pointer
  if (k == 3)
    n += p[0];
  if (k == 4)
    n += q[0];
  return n;
}
