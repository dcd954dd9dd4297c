/* MuSE subject (b): GSL's 2-D histogram sampling, the paper's
 * gsl_histogram2d_pdf_sample (histogram/pdf2d.c, init2d.c): symbolic
 * bin weights, sampled at symbolic points of the unit square. */
#include <klee/klee.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_histogram2d.h>
#define NX 3
#define NY 2
int main(void) {
  double w[NX * NY];
  int a, b;
  klee_make_symbolic(w, sizeof w, "w");
  klee_make_symbolic(&a, sizeof a, "a");
  klee_make_symbolic(&b, sizeof b, "b");
  gsl_set_error_handler_off();
  gsl_histogram2d *h = gsl_histogram2d_alloc(NX, NY);
  gsl_histogram2d_set_ranges_uniform(h, 0, 3, 0, 2);
  for (int i = 0; i < NX * NY; i++)
    h->bin[i] = w[i];
  gsl_histogram2d_pdf *p = gsl_histogram2d_pdf_alloc(NX, NY);
  if (gsl_histogram2d_pdf_init(p, h) != GSL_SUCCESS)
    return 2;
  double x, y;
  int st = gsl_histogram2d_pdf_sample(p, (double)(a % 9) / 8, (double)(b % 9) / 8, &x, &y);
  return st == GSL_SUCCESS ? (x > 1) + 2 * (y > 1) : 3;
}
