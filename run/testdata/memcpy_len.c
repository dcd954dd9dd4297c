// A symbolic memcpy length: one path per length the copy can have, then
// an out-of-bounds read of src (the loop of the C library's memcpy:
// lengths 0 to 4, then the read of src[4]).
// want: completed 5 partial 1
// exhaustive 8
#include <klee/klee.h>
#include <string.h>

int main(void) {
  unsigned char n;
  char src[4] = "abc", dst[4] = {0};
  klee_make_symbolic(&n, sizeof n, "n");
  klee_assume(n < 8); // natively, src[4..7] is ASan's red zone
  memcpy(dst, src, n); // bug: ptr in memcpy
  if (dst[2] == 'c')
    return 1;
  return 0;
}
