/* MuSE subject (b): GSL's Levin u-transform, the paper's
 * gsl_sum_levin_u_minmax (sum/levin_u.c, work_u.c): a series of
 * symbolic terms, accelerated between symbolic bounds. */
#include <klee/klee.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_sum.h>
#define N 6
int main(void) {
  double t[N];
  unsigned lo, hi;
  klee_make_symbolic(t, sizeof t, "t");
  klee_make_symbolic(&lo, sizeof lo, "lo");
  klee_make_symbolic(&hi, sizeof hi, "hi");
  klee_assume(lo < N & hi < N);
  gsl_set_error_handler_off();
  gsl_sum_levin_u_workspace *w = gsl_sum_levin_u_alloc(N);
  double sum, err;
  int st = gsl_sum_levin_u_minmax(t, N, lo, hi, w, &sum, &err);
  gsl_sum_levin_u_free(w);
  return st == GSL_SUCCESS ? (sum > 0) : 3;
}
