/* Allocates n bytes and touches the first and last: exit 0 when malloc
   grants it, 1 when it returns NULL (as symx's model does past
   exec.MaxAlloc, 4 GiB). */
#include <klee/klee.h>
#include <stdlib.h>

int main(void) {
  unsigned long long n;
  klee_make_symbolic(&n, sizeof n, "n");
  char *p = malloc(n);
  if (!p)
    return 1;
  p[0] = 1;
  p[n - 1] = 2;
  return 0;
}
