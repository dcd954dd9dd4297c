/* MuSE subject (b): GSL's sort of generalized eigenvalues, the paper's
 * gsl_eigen_genv_sort (eigen/sort.c): symbolic eigenvalues alpha/beta
 * (complex alpha), sorted by magnitude with their eigenvectors. */
#include <klee/klee.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_eigen.h>
#define N 3
int main(void) {
  double alpha[2 * N], beta[N], evec[2 * N * N] = {0};
  klee_make_symbolic(alpha, sizeof alpha, "alpha");
  klee_make_symbolic(beta, sizeof beta, "beta");
  gsl_set_error_handler_off();
  gsl_vector_complex_view a = gsl_vector_complex_view_array(alpha, N);
  gsl_vector_view b = gsl_vector_view_array(beta, N);
  gsl_matrix_complex_view e = gsl_matrix_complex_view_array(evec, N, N);
  int st = gsl_eigen_genv_sort(&a.vector, &b.vector, &e.matrix, GSL_EIGEN_SORT_ABS_ASC);
  return st == GSL_SUCCESS ? (alpha[0] > 0) : 3;
}
