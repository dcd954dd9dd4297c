/* MuSE subject (b): GSL's 2-D bilinear interpolation, the paper's
 * bilinear_deriv_y (interpolation/bilinear.c, interp2d.c, accel.c):
 * a symbolic grid z over symbolic x and fixed y, differentiated in y at a
 * symbolic point. */
#include <klee/klee.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_interp2d.h>
#define NX 3
#define NY 3
int main(void) {
  double x[NX], y[NY] = {0, 2, 3}, z[NX * NY];
  int a, b;
  klee_make_symbolic(x, sizeof x, "x");
  klee_make_symbolic(z, sizeof z, "z");
  klee_make_symbolic(&a, sizeof a, "a");
  klee_make_symbolic(&b, sizeof b, "b");
  gsl_set_error_handler_off();
  gsl_interp2d *in = gsl_interp2d_alloc(gsl_interp2d_bilinear, NX, NY);
  if (gsl_interp2d_init(in, x, y, z, NX, NY) != GSL_SUCCESS)
    return 2;
  double d;
  int st = gsl_interp2d_eval_deriv_y_e(in, x, y, z, (double)(a % 8) / 2, (double)(b % 8) / 2, NULL, NULL, &d);
  gsl_interp2d_free(in);
  return st == GSL_SUCCESS ? (d > 0) + 2 * (d < -1) : 3;
}
