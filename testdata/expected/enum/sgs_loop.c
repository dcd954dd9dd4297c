/* Checker for programs/sgs_loop.c (not an exact 32-bit enumeration).
 *
 * The 32-bit count is derived in README.md (closed form, proved there):
 *   paths = 4 + 3 * L(32),   L(N) = 2^(N-1) + 12,
 * where 4 = completed paths through `y == 0` (z3: smt/sgs_prefix.smt2),
 * 3 = feasible prefixes reaching the `while (a < 10) a++` loop, and L(N) =
 * paths of the loop plus `a == 12` for an N-bit int a: exit after k = 0
 * iterations (a >= 10) splits on a == 12 (2 paths), and exit after k >= 1
 * iterations forces a == 10 - k, feasible exactly for 1 <= k <= 2^(N-1)+10.
 *
 * Enumerating 2^32 values of a is pointless (the loop would run ~2^62
 * steps), so this program checks the closed form on the same program with
 * the int type narrowed to N bits (wrapping, two's complement):
 *   - N = 8: the whole program, all 2^24 (x, y, a) triples;
 *   - N = 8, 12, 16: the loop part alone, all 2^N values of a.
 * It prints the measured counts next to the formula, then the formula's
 * value for N = 32.
 */
#include "sig.h"
#include <stdint.h>

static int N;
/* reduce to a signed N-bit value */
static long wrap(long v) {
  long m = 1L << N;
  v &= m - 1;
  if (v >= m / 2)
    v -= m;
  return v;
}

static long gx, gy, ga;

static int prog_full(void) {
  long x = gx, y = gy, a = ga;
  volatile int out;
  if (B(1, x > y)) {
    if (B(2, x > 10))
      out = 5;
    else
      out = 6;
  }
  if (B(3, y == 0)) {
    if (B(4, x == 0))
      out = 9;
    else
      out = 10;
  } else {
    while (B(5, a < 10))
      a = wrap(a + 1);
    if (B(6, a == 12))
      out = 11;
  }
  (void)out;
  return 0;
}

/* the loop's decision sequence is T^k F; it is recorded as k (a bijective
 * encoding) to keep signatures short for N = 16 */
static int prog_loop(void) {
  long a = ga, k = 0;
  volatile int out;
  while (a < 10) {
    a = wrap(a + 1);
    k++;
  }
  for (int s = 0; s < 4; s++)
    sig_rec(5, (int)(k >> (8 * s) & 255));
  if (B(6, a == 12))
    out = 11;
  (void)out;
  return 0;
}

static void reset(void) {
  for (long i = 0; i < (1L << SET_BITS); i++)
    if (set_keys && set_keys[i]) {
      free(set_keys[i]);
      set_keys[i] = 0;
    }
  set_count = 0;
  n_completed = 0;
  n_runs = 0;
}

int main(void) {
  char name[64];
  N = 8;
  for (long x = -128; x < 128; x++)
    for (long y = -128; y < 128; y++)
      for (long a = -128; a < 128; a++) {
        gx = x, gy = y, ga = a;
        sig_run(prog_full);
      }
  snprintf(name, sizeof name, "sgs_loop.c[int%d]", N);
  sig_print(name);
  printf("%-16s formula 4+3*(2^%d+12) = %ld\n", "", N - 1, 4 + 3 * ((1L << (N - 1)) + 12));
  for (N = 8; N <= 16; N += 4) {
    reset();
    for (long a = -(1L << (N - 1)); a < (1L << (N - 1)); a++) {
      ga = a;
      sig_run(prog_loop);
    }
    snprintf(name, sizeof name, "sgs_loop[a-loop,int%d]", N);
    sig_print(name);
    printf("%-16s formula L(%d) = 2^%d+12 = %ld\n", "", N, N - 1, (1L << (N - 1)) + 12);
  }
  printf("sgs_loop.c       completed(int32) = 4 + 3*(2^31+12) = %ld (closed form)\n",
         4 + 3 * ((1L << 31) + 12));
  return 0;
}
