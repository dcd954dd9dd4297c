// Variable-length arrays: allocas with a runtime count, stacksave and
// stackrestore in a loop.
// native
#include <klee/klee.h>

int main(void) {
  unsigned char n;
  klee_make_symbolic(&n, sizeof n, "n");
  int total = 0;
  for (int round = 1; round <= 3; round++) {
    int len = round * 3;
    int a[len];
    for (int i = 0; i < len; i++)
      a[i] = i * n;
    total += a[len - 1];
  }
  return total & 0x7f;
}
