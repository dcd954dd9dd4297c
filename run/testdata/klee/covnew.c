/* covnew: four input bytes each steer one of two branches; 16 paths, all
 * lines and branch directions covered by far fewer of them. */
#include "klee/klee.h"

int main(void) {
  unsigned char b[4];
  int n = 0;
  klee_make_symbolic(b, sizeof b, "b");
  for (int i = 0; i < 4; i++) {
    if (b[i] & 1)
      n += 2;
    else
      n -= 1;
  }
  if (n > 6)
    return 1;
  return 0;
}
