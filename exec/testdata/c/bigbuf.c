// A symbolic object larger than a model's dense part (expr.MaxDense): the
// bytes far into it come from the model's sparse part into the tests.
// native
// want: exits 0 1 2 3
#include <klee/klee.h>

static unsigned char buf[200000];

int main(void) {
  klee_make_symbolic(buf, sizeof buf, "buf");
  if ((unsigned char)(buf[199999] + buf[150000]) == 200) {
    if (buf[199999] == buf[150000] + 2)
      return 1;
    return 2;
  }
  if ((buf[70000] ^ buf[100]) == 7)
    return 3;
  return 0;
}
