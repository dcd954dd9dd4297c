/* A long path does not hold a concolic run (run.TestConcolicCappedPath):
 * the seed ff ff ff 00 makes the loop run 16 million times, branching on
 * the symbolic n at each iteration. Once that path has recorded
 * --max-site-open open branches at the loop it runs behind the others,
 * and the engine flips the branches that wait meanwhile: the flip of
 * in[3] == 'x', open on the all-zero seed's path, reaches the abort
 * while the long path is still running. */
#include <klee/klee.h>
#include <stdlib.h>

int main(void) {
  unsigned char in[4];
  klee_make_symbolic(in, sizeof in, "in");
  unsigned n = in[0] | in[1] << 8 | (unsigned)in[2] << 16;
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++)
    s += i;
  if (in[3] == 'x')
    abort();
  return (int)(s & 1);
}
