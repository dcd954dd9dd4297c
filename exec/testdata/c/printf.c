// printf family output on concrete values; symbolic arguments print a
// placeholder.
// want: paths 1
// want: stdout "int -42 u 4294967254 hex ff FF oct 17 c=Z s=[hi   ] p=(nil)\n%|long -9000000000 ull 18446744073709551615 hh -1 h -3\n   7|7   |007|+7\n<symbolic>\n"
#include <klee/klee.h>
#include <stdio.h>

int main(void) {
  int x;
  klee_make_symbolic(&x, sizeof x, "x");
  printf("int %d u %u hex %x %X oct %o c=%c s=[%-5s] p=%p\n", -42, -42, 255, 255, 15, 'Z', "hi", (void *)0);
  printf("%%|long %ld ull %llu hh %hhd h %hd\n", -9000000000L, ~0ULL, 255, 65533);
  printf("%4d|%-4d|%03d|%+d\n", 7, 7, 7, 7);
  printf("%d\n", x);
  fprintf(stderr, "to stderr %d\n", 1);
  return 0;
}
