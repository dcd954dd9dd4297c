// A symbolic memset destination: in bounds, or past the end of buf.
#include <klee/klee.h>
#include <string.h>

int main(void) {
  unsigned char i;
  char buf[8] = {0};
  klee_make_symbolic(&i, sizeof i, "i");
  memset(buf + i, 'x', 2);
  if (buf[7] == 'x')
    return 1;
  return 0;
}
