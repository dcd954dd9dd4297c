/* bugs.c - one program, many endings: the "mode" object selects which. */
#include <klee/klee.h>
#include <symx.h>

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void reach_error(void);

static int global[4];

static int recurse(int n) {
  volatile char buf[256];
  buf[0] = (char)n;
  return recurse(n + 1) + buf[0];
}

int main(int argc, char **argv) {
  int mode, x;
  klee_make_symbolic(&mode, sizeof mode, "mode");
  klee_make_symbolic(&x, sizeof x, "x");
  switch (mode) {
  case 0: /* exit code */
    return x;
  case 1: /* arguments */
    return argc > 2 ? atoi(argv[1]) + atoi(argv[2]) + x : 99;
  case 2:
    assert(x != 42);
    return 0;
  case 3:
    klee_assert(x != 42);
    return 0;
  case 4: {
    volatile int d = x;
    return 100 / d;
  }
  case 5: {
    volatile int *p = x ? &x : NULL;
    return *p;
  }
  case 6: { /* use after free */
    int *p = malloc(4 * sizeof(int));
    p[0] = 1;
    free(p);
    return p[x] ? 0 : 1;
  }
  case 7: { /* double free */
    char *p = malloc(8);
    free(p);
    if (x)
      free(p);
    return 0;
  }
  case 8: { /* heap out of bounds */
    int *p = calloc(4, sizeof(int));
    int r = p[x];
    free(p);
    return r ? 0 : 1;
  }
  case 9: { /* stack out of bounds */
    volatile int a[4] = {0, 0, 0, 0};
    return a[x] ? 0 : 1;
  }
  case 10:
    klee_assume(x > 0);
    return 0;
  case 11:
    if (x == 7)
      reach_error();
    return 0;
  case 12:
    klee_report_error(__FILE__, __LINE__, "custom failure", "custom");
  case 13:
    klee_abort();
  case 14:
    abort();
  case 15:
    if (x)
      __builtin_unreachable();
    return 0;
  case 16:
    return recurse(x);
  case 17: { /* never ends */
    volatile int spin = 1;
    while (spin)
      ;
    return 0;
  }
  case 18: { /* a third object */
    int y;
    klee_make_symbolic(&y, sizeof y, "y");
    return y;
  }
  case 19: /* global out of bounds */
    return global[x] ? 0 : 1;
  case 20: { /* the symx_ spelling */
    int z, r;
    symx_assume(x < 100);
    z = symx_int("z");
    r = symx_range(0, 10, "r");
    return z + r + x;
  }
  case 21:
    return klee_range(5, 10, "r");
  case 22:
    __builtin_trap();
  case 23: /* overshift */
    return 1u << (x + 30);
  case 24: { /* a string without its NUL, which printf reads past */
    char *p = malloc(3);
    memcpy(p, "abc", 3);
    return printf("%s\n", p + x) > 0 ? 0 : 1;
  }
  }
  return 0;
}
