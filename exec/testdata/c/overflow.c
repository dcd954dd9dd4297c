// Unbounded recursion overflows the stack (MaxStack frames).
// maxstack: 100
// want: exits 0
#include <klee/klee.h>

int down(int n) {
  if (n == 0)
    return 0;
  return down(n - 1) + 1; // bug: overflow
}

int main(void) {
  int n;
  klee_make_symbolic(&n, sizeof n, "n");
  if (n < 0 || n > 200)
    return 0;
  return down(n) & 0;
}
