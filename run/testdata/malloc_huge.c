// A symbolic allocation size of up to 4 GiB + 4 KiB. KLEE's policy fails
// sizes above 2^31 on a path of their own, but natively (under replay's
// data limit of 4 GiB + 256 MiB) they are granted: symx's null path takes
// sizes above exec.HugeAlloc (5 GiB), which n cannot reach here. Paths:
// the first size the solver gives, lowered (exit 0); one more near 1024
// (exit 0); the rest of the sizes end as a model error at the malloc. No
// path returns 1, whose test would replay as exit 0 (run's
// TestSymbolicHugeAllocation).
#include <klee/klee.h>
#include <stdlib.h>

int main(void) {
  unsigned long long n;
  klee_make_symbolic(&n, sizeof n, "n");
  klee_assume(n <= (1ULL << 32) + 4096);
  char *p = malloc(n);
  if (!p)
    return 1;
  free(p);
  return 0;
}
