// A concrete division by zero.
// want: paths 0
volatile int zero = 0;

int main(void) {
  int z = zero;
  return 10 / z; // bug: div
}
