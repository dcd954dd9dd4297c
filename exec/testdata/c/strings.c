// strlen, strcmp and memcmp called as functions, on symbolic bytes.
// native
#include <klee/klee.h>
#include <string.h>

int main(void) {
  char s[4];
  klee_make_symbolic(s, sizeof s, "s");
  s[3] = 0;
  int r = 0;
  size_t n = strlen(s);
  if (n == 2)
    r += 1;
  if (strcmp(s, "ab") == 0)
    r += 2;
  if (memcmp(s, "xy", 2) < 0)
    r += 4;
  if (strncmp(s, "q", 1) > 0)
    r += 8;
  return r;
}
