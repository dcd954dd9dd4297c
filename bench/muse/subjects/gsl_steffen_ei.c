/* MuSE subject (b): GSL's Steffen interpolation, the paper's
 * steffen_eval_integ (interpolation/steffen.c, interp.c, accel.c):
 * symbolic doubles y over fixed x, integrated between two symbolic
 * knots. */
#include <klee/klee.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_interp.h>
#define N 5
int main(void) {
  double x[N] = {0, 1, 2, 3, 4}, y[N];
  int a, b;
  klee_make_symbolic(y, sizeof y, "y");
  klee_make_symbolic(&a, sizeof a, "a");
  klee_make_symbolic(&b, sizeof b, "b");
  gsl_set_error_handler_off();
  gsl_interp *in = gsl_interp_alloc(gsl_interp_steffen, N);
  if (gsl_interp_init(in, x, y, N) != GSL_SUCCESS)
    return 2;
  double r;
  int st = gsl_interp_eval_integ_e(in, x, y, (double)(a % 5), (double)(b % 5), NULL, &r);
  gsl_interp_free(in);
  return st == GSL_SUCCESS ? (r > 0) : 3;
}
