/* MuSE subject (b): GSL's cyclic tridiagonal solver, the paper's
 * solve_cyc_tridiag_nonsym (linalg/tridiag.c, through
 * gsl_linalg_solve_cyc_tridiag): a nonsymmetric cyclic system of
 * symbolic doubles. */
#include <klee/klee.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_linalg.h>
#define N 4
int main(void) {
  double diag[N], above[N], below[N], rhs[N], sol[N];
  klee_make_symbolic(diag, sizeof diag, "diag");
  klee_make_symbolic(above, sizeof above, "above");
  klee_make_symbolic(below, sizeof below, "below");
  klee_make_symbolic(rhs, sizeof rhs, "rhs");
  gsl_set_error_handler_off();
  gsl_vector_view d = gsl_vector_view_array(diag, N), a = gsl_vector_view_array(above, N),
                  l = gsl_vector_view_array(below, N), b = gsl_vector_view_array(rhs, N),
                  x = gsl_vector_view_array(sol, N);
  int st = gsl_linalg_solve_cyc_tridiag(&d.vector, &a.vector, &l.vector, &b.vector, &x.vector);
  return st == GSL_SUCCESS ? (sol[0] > 0) : 3;
}
