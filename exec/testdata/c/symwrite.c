// Writes at symbolic offsets followed by reads (the array theory).
// native
#include <klee/klee.h>

int main(void) {
  unsigned char idx[3];
  klee_make_symbolic(idx, sizeof idx, "idx");
  unsigned char buf[8] = {10, 11, 12, 13, 14, 15, 16, 17};
  buf[idx[0] & 7] = 99;
  buf[idx[1] & 7] += 1;
  buf[3] = 50;
  int r = buf[idx[2] & 7];
  if (r == 99)
    return 1;
  if (buf[0] == 100)
    return 2;
  return r & 0x3f;
}
