// Two symbolic objects under one name: KLEE's tests keep both names, in
// creation order, and replay matches objects by position.
// want: completed 2 partial 0
// want: names v v
#include <klee/klee.h>

static int input(void) {
  int v;
  klee_make_symbolic(&v, sizeof v, "v");
  return v;
}

int main(void) {
  int a = input();
  int b = input();
  if (a < b)
    return 1;
  return 0;
}
