// Exit statuses are truncated to 8 bits; exit() ends the path anywhere.
// want: exits 44 255 7
// native
#include <klee/klee.h>
#include <stdlib.h>

static void leave(int c) { exit(c); }

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  if (c == 1)
    return 300;
  if (c == 2)
    leave(-1);
  return 7;
}
