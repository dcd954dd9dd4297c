/* MuSE benchmark (QF_ABV shape): reads of a symbolic table at symbolic
 * indices, so the bit-blaster refines its array abstraction; each
 * abstract model is a partial solution. */
#include <klee/klee.h>

int main(void) {
  unsigned char t[8], i, j, k;
  klee_make_symbolic(t, sizeof t, "t");
  klee_make_symbolic(&i, sizeof i, "i");
  klee_make_symbolic(&j, sizeof j, "j");
  klee_make_symbolic(&k, sizeof k, "k");
  i &= 7;
  j &= 7;
  k &= 7;
  int r = 0;
  if (t[i] == 'M') {
    if (t[j] == 'u') {
      if (t[k] == 'S')
        r = 1;
      else if (t[(i + j) & 7] == 'E')
        r = 2;
      else
        r = 3;
    } else if (t[j] == t[k])
      r = 4;
    else
      r = 5;
  } else if (t[i] < t[j]) {
    if (t[j] < t[k])
      r = 6;
    else if (t[k] == t[i] + 1)
      r = 7;
    else
      r = 8;
  } else if (t[(j + k) & 7] == 0x7f)
    r = 9;
  return r;
}
