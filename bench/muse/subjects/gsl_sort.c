/* MuSE subject (b): GSL's gsl_sort_int (heapsort, sort/sortvec.c of
 * Debian's gsl source package) on six symbolic ints; exit 1 would be an
 * unsorted result. Linear integer comparisons: Simplex's ground. */
#include <klee/klee.h>
#include <gsl/gsl_sort_int.h>
#define N 6
int main(void) {
  int a[N];
  klee_make_symbolic(a, sizeof a, "a");
  gsl_sort_int(a, 1, N);
  for (int i = 1; i < N; i++)
    if (a[i - 1] > a[i])
      return 1; /* unsorted: a bug */
  return 0;
}
