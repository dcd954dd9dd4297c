/* A write into a string literal: natively SIGSEGV (.rodata); KLEE names
   the error file testNNNNNN.read_only.err. */
#include <klee/klee.h>

int main(void) {
  char *s = "abc";
  int i;
  klee_make_symbolic(&i, sizeof i, "i");
  if (i == 1)
    s[0] = 'x';
  return 0;
}
