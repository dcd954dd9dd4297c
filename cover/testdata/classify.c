#include <klee/klee.h>
#include <stdlib.h>

/* Three two-way branches: six branch outcomes. */
int classify(int x) {
  if (x < 0)
    return -1;
  if (x == 0)
    return 0;
  if (x > 100)
    return 2;
  return 1;
}

int main(void) {
  int x;
  klee_make_symbolic(&x, sizeof x, "x");
  if (x == 42)
    abort(); /* coverage data is dumped on SIGABRT */
  if (x == 7)
    *(volatile int *)0 = 1; /* SIGSEGV: this run's data is lost */
  return classify(x) + 1;
}
