// Writing into a string literal (read-only memory).
// want: exits 0
#include <klee/klee.h>

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  char *s = "hello";
  if (c == 'h')
    s[0] = 'j'; // bug: read_only
  return 0;
}
