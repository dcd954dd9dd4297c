#include <klee/klee.h>
#include <stdio.h>

#include "grade.h"

int main(void) {
  int score;
  klee_make_symbolic(&score, sizeof score, "score");
  int g = grade(score);
  if (g < 0)
    return 1;
  printf("grade %d\n", g);
  return 0;
}
