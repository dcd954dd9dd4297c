/* Enumerator for programs/loop16.c.
 *
 * Reduction: each byte buf[i] is used only in `buf[i] == 'a'` (line 10), so
 * a byte matters only through that predicate: two classes, 'a' and "any
 * other byte" (represented by 'b'). Enumerating {a,b}^16 (65536 inputs)
 * covers every feasible decision sequence. The loop test i < 16 is concrete.
 */
#include "sig.h"

static unsigned char buf[16];

static int prog(void) {
  int count = 0;
  for (int i = 0; B(1, i < 16); i++)
    if (B(2, buf[i] == 'a'))
      count++;
  return count;
}

int main(void) {
  for (unsigned m = 0; m < (1u << 16); m++) {
    for (int i = 0; i < 16; i++)
      buf[i] = (m >> i & 1) ? 'a' : 'b';
    sig_run(prog);
  }
  sig_print("loop16.c");
  return 0;
}
