// klee_report_error ends the path with a user-chosen error suffix.
// want: exits 0
// want: suffix mine
#include <klee/klee.h>

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  if (c == 9)
    klee_report_error(__FILE__, __LINE__, "custom failure", "mine"); // bug: user
  return 0;
}
