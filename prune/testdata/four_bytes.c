/* Four independent byte tests: breadth-first search makes 16 states, one
 * per combination, whose path conditions hold a[i] == 'A'+i (a core
 * condition, a feature) or its negation (no feature). */
#include <klee/klee.h>

int main(void) {
  unsigned char a[4];
  klee_make_symbolic(a, sizeof a, "a");
  int n = 0;
  if (a[0] == 'A')
    n += 1;
  if (a[1] == 'B')
    n += 2;
  if (a[2] == 'C')
    n += 4;
  if (a[3] == 'D')
    n += 8;
  return n;
}
