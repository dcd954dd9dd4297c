/* forks: six independent two-way branches on six input bytes, so 2^6 = 64
 * feasible paths, exit code = number of bytes above 100 (0..6). */
#include "klee/klee.h"

int main(void) {
  unsigned char b[6];
  int n = 0;
  klee_make_symbolic(b, sizeof b, "b");
  for (int i = 0; i < 6; i++)
    if (b[i] > 100)
      n++;
  return n;
}
