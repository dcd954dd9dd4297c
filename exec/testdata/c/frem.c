// fmod without errno becomes LLVM's frem.
// cflags: -fno-math-errno
// opt: O1
// want: paths 1
// native
// stdout-native
#include <math.h>
#include <stdio.h>

volatile double a = 17.25, b = 4.5;
volatile float fa = -7.5f, fb = 2.0f;

int main(void) {
  double r = fmod(a, b);
  float s = fmodf(fa, fb);
  printf("%f %f\n", r, (double)s);
  return (int)(r * 4.0) + (int)s;
}
