// A symbolic memcpy length: one path per length the copy can have, then
// an out-of-bounds read of src.
#include <klee/klee.h>
#include <string.h>

int main(void) {
  unsigned char n;
  char src[4] = "abc", dst[4] = {0};
  klee_make_symbolic(&n, sizeof n, "n");
  memcpy(dst, src, n);
  if (dst[2] == 'c')
    return 1;
  return 0;
}
