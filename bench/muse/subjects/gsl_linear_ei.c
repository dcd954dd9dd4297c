/* MuSE subject (b): GSL's linear interpolation, the paper's
 * linear_eval_integ (interpolation/linear.c, interp.c, accel.c):
 * symbolic doubles y over symbolic knots x, integrated between two symbolic
 * knots. */
#include <klee/klee.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_interp.h>
#define N 6
int main(void) {
  double x[N], y[N];
  int a, b;
  klee_make_symbolic(x, sizeof x, "x");
  klee_make_symbolic(y, sizeof y, "y");
  klee_make_symbolic(&a, sizeof a, "a");
  klee_make_symbolic(&b, sizeof b, "b");
  gsl_set_error_handler_off();
  gsl_interp *in = gsl_interp_alloc(gsl_interp_linear, N);
  if (gsl_interp_init(in, x, y, N) != GSL_SUCCESS)
    return 2;
  double r;
  int st = gsl_interp_eval_integ_e(in, x, y, (double)(a % 8), (double)(b % 8), NULL, &r);
  gsl_interp_free(in);
  return st == GSL_SUCCESS ? (r > 0) : 3;
}
