/* Enumerator for programs/table_index.c.
 *
 * Reduction:
 *  - i is compared with 8 (unsigned, line 9) and otherwise only used as the
 *    index of table[] (line 11). Every value 0..8 is enumerated; values > 8
 *    all return -1 and are represented by 9..20, 0x80000000, UINT_MAX-1,
 *    UINT_MAX. i == 8 passes the check and reads table[8], one element past
 *    the end: the engine's bounds check on the symbolic offset 4*i forks an
 *    out-of-bounds state (kind ptr, line 11); the in-bounds state continues
 *    with i <= 7 and v = table[i] (one state for the whole object, KLEE's
 *    default: a symbolic-index read resolving to one object does not fork
 *    per offset).
 *  - key is only compared (==, <) with the constants 2,3,5,7,11,13 of the
 *    sorted array, so only its position relative to them matters; every
 *    realizable position has an integer witness in [-100, 100] (the gap
 *    (2,3) contains no integer and is infeasible for everyone). INT_MIN and
 *    INT_MAX are added anyway.
 */
#include "sig.h"
#include <limits.h>

static const int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
static unsigned gi;
static int gkey;

static int lookup(unsigned i) {
  if (B(1, i > 8)) /* bug: should be i >= 8 */
    return -1;
  if (B(2, i >= 8)) /* engine bounds check on &table[i] */
    sig_bug("ptr", 11);
  return table[i];
}

static int bsearch_int(const int *a, int n, int key) {
  int lo = 0, hi = n - 1;
  while (B(3, lo <= hi)) {
    int mid = lo + (hi - lo) / 2;
    if (B(4, a[mid] == key))
      return mid;
    if (B(5, a[mid] < key))
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -1;
}

static int prog(void) {
  unsigned i = gi;
  int key = gkey;
  int sorted[6] = {2, 3, 5, 7, 11, 13};
  int v = lookup(i);
  if (B(6, v == 9) && B(7, bsearch_int(sorted, 6, key) == 4))
    return 7;
  return v;
}

int main(void) {
  unsigned is[32];
  int ni = 0;
  for (unsigned i = 0; i <= 20; i++)
    is[ni++] = i;
  is[ni++] = 0x80000000u;
  is[ni++] = UINT_MAX - 1;
  is[ni++] = UINT_MAX;
  for (int a = 0; a < ni; a++)
    for (long k = -102; k <= 102; k++) {
      gi = is[a];
      gkey = k == -102 ? INT_MIN : k == 102 ? INT_MAX : (int)k;
      sig_run(prog);
    }
  sig_print("table_index.c");
  return 0;
}
