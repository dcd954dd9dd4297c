// A symbolic memset destination: in bounds (buf[7] set or not), or past
// the end of buf at the first byte (i > 7) or the second (i == 7), one
// bug.
// want: completed 2 partial 2
// exhaustive 16
#include <klee/klee.h>
#include <string.h>

int main(void) {
  unsigned char i;
  char buf[8] = {0};
  klee_make_symbolic(&i, sizeof i, "i");
  klee_assume(i < 16); // natively, buf[8..16] is ASan's red zone
  memset(buf + i, 'x', 2); // bug: ptr in memset
  if (buf[7] == 'x')
    return 1;
  return 0;
}
