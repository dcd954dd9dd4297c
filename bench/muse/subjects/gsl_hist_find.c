/* MuSE subject (b): GSL's histogram bin search, the paper's find
 * (histogram/find.c, through gsl_histogram_find): symbolic bin ranges,
 * searched for a symbolic point. */
#include <klee/klee.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_histogram.h>
#define N 6
int main(void) {
  double range[N + 1];
  int a;
  klee_make_symbolic(range, sizeof range, "range");
  klee_make_symbolic(&a, sizeof a, "a");
  gsl_set_error_handler_off();
  gsl_histogram *h = gsl_histogram_alloc(N);
  if (gsl_histogram_set_ranges(h, range, N + 1) != GSL_SUCCESS)
    return 2;
  size_t i;
  int st = gsl_histogram_find(h, (double)(a % 32) / 4, &i);
  gsl_histogram_free(h);
  return st == GSL_SUCCESS ? (int)i : -1;
}
