/* A symbolic allocation size past the concolic bound: every value of d
 * asks for 32 to 255 MiB. In concolic mode the state ends early at the
 * malloc, with no query and without making the object (before, KLEE's
 * lowering asked the solver; a partial solution's gigabytes were
 * allocated).
 *
 * Paths: one, ended early at line 14. */
#include <klee/klee.h>
#include <stdlib.h>

int main(void) {
  unsigned char d;
  klee_make_symbolic(&d, 1, "d");
  char *p = malloc((size_t)(d | 32) << 20);
  p[0] = 1;
  return 0;
}
