/* 1 MiB blocks, each under the large-allocation check, 192 MiB in all:
   over a smaller cap the memory budget must kill the (only) state. */
#include <stdlib.h>
#include <string.h>

int main(void) {
  for (int i = 0; i < 192; i++) {
    char *p = malloc(1 << 20);
    if (!p)
      return 1;
    memset(p, i, 1 << 20);
  }
  return 0;
}
