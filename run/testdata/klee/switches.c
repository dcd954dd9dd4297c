/* switches: two switches of five targets each (four cases and the
 * default) on two input bytes: 5 * 5 = 25 paths, exit code 10*a' + b'
 * where a', b' are the targets taken (0 = default). */
#include "klee/klee.h"

static int pick(unsigned char c) {
  switch (c) {
  case 'a': return 1;
  case 'b': return 2;
  case 'c': return 3;
  case 'd': return 4;
  default: return 0;
  }
}

int main(void) {
  unsigned char in[2];
  klee_make_symbolic(in, sizeof in, "in");
  int a = pick(in[0]);
  return 10 * a + pick(in[1]);
}
