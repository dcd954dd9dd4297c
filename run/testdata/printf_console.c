// A symbolic number printf formats onto the console (stdout, stderr) is
// printed as one value its path allows: the library neither forks on its
// digit count (cksum's "%u" of a CRC asked queries no solver answered in
// its budget) nor binds the path to the value printed, so the branch
// after it keeps both sides. Paths: n > 100 or not, 2 (3 × 2 × 2 more if
// the library forked on the digits of "%u", "%x" and "%d"; 1 if it bound n).
// want: completed 2 partial 0
// exhaustive 256
#include <stdio.h>
#include <klee/klee.h>

int main(void) {
  unsigned char n;
  klee_make_symbolic(&n, sizeof n, "n");
  printf("%u %x\n", n, n);
  fprintf(stderr, "%d\n", n * 7);
  if (n > 100)
    return 1;
  return 0;
}
