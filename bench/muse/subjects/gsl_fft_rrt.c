/* MuSE subject (b): GSL's real radix-2 FFT, the paper's
 * gsl_fft_real_radix2_transform (fft/fft.c): symbolic data of a
 * symbolic length up to 16. */
#include <klee/klee.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_fft_real.h>
#define N 16
int main(void) {
  double data[N];
  unsigned n;
  klee_make_symbolic(data, sizeof data, "data");
  klee_make_symbolic(&n, sizeof n, "n");
  klee_assume(n <= N);
  gsl_set_error_handler_off();
  if (gsl_fft_real_radix2_transform(data, 1, n) != GSL_SUCCESS)
    return 2;
  return n > 0 && data[0] > 0;
}
