// want: paths 65536
// want: exits 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16
/* 16 symbolic bytes, one branch per byte: 65536 feasible paths.
 * Measures raw exploration throughput (paths/s) when every path is cheap. */
#include <klee/klee.h>

int main(void) {
  unsigned char buf[16];
  int count = 0;
  klee_make_symbolic(buf, sizeof buf, "buf");
  for (int i = 0; i < 16; i++)
    if (buf[i] == 'a')
      count++;
  return count;
}
