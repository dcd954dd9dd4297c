/* A flip the SAT solver decides only after a while (MuSE §3.5): x * y
 * equals the product of two primes, 4093 * 4091. With
 * --partial-solutions=sat its trail after every slice is a partial
 * solution; the slices are counted in the SAT solver's propagations, so
 * two runs make the same seeds and write the same tests.
 *
 * Paths (reasoning): x < 2 or y < 2: return 0 (two paths, the || is two
 * branches); x * y == C: return 2 (x, y is 4093, 4091 or 4091, 4093);
 * otherwise x > y: return 3, or x <= y: return 4. Five completed paths,
 * no bug. */
#include <klee/klee.h>

int main(void) {
  unsigned x, y;
  klee_make_symbolic(&x, sizeof x, "x");
  klee_make_symbolic(&y, sizeof y, "y");
  if (x < 2 || y < 2)
    return 0;
  if ((unsigned long long)x * y == 4093ULL * 4091ULL)
    return 2;
  if (x > y)
    return 3;
  return 4;
}
