// Loops the -O2 vectorizer turns into vector code with reductions.
// opt: O2
// native
#include <klee/klee.h>

int main(void) {
  unsigned char buf[32];
  signed char sb[32];
  klee_make_symbolic(buf, sizeof buf, "buf");
  klee_make_symbolic(sb, sizeof sb, "sb");
  unsigned sum = 0, x = 0, mx = 0, mn = 255, an = 255, o = 0;
  int smax = -128, smin = 127;
  unsigned prod = 1;
  for (int i = 0; i < 32; i++) {
    sum += buf[i];
    x ^= buf[i] * 3u;
    mx = buf[i] > mx ? buf[i] : mx;
    mn = buf[i] < mn ? buf[i] : mn;
    an &= buf[i];
    o |= buf[i];
    prod *= buf[i] | 1u;
    smax = sb[i] > smax ? sb[i] : smax;
    smin = sb[i] < smin ? sb[i] : smin;
  }
  return (int)((sum + x + mx + mn + an + o + prod + (unsigned)smax + (unsigned)smin) % 200);
}
