/* The modeled C library's variadic functions, called with arguments whose
   size their value does not tell (a small long long), on x86-64 and i386.
   (want: completed/partial below is for TestLibraryAndKLEEConventions.) */
// want: completed 2 partial 0
#include <klee/klee.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  char buf[64];
  int v;
  klee_make_symbolic(&v, sizeof v, "v");
  snprintf(buf, sizeof buf, "%lld|%d|%.2f|%s|%llu|%hhd", 5LL, 7, 2.5, "ab", 18446744073709551615ULL, -3);
  if (strcmp(buf, "5|7|2.50|ab|18446744073709551615|-3") != 0)
    return 1;
  if (v > 10)
    return 2;
  return 0;
}
