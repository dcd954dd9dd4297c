// An off-by-one loop writing one element past a heap array.
// want: paths 0
#include <stdlib.h>

int main(void) {
  int *a = malloc(4 * sizeof *a);
  for (int i = 0; i <= 4; i++)
    a[i] = i; // bug: ptr
  return a[0];
}
