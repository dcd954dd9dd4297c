#include "grade.h"

/* grade maps a score to 0 (fail) .. 3 (excellent); -1 when out of range. */
int grade(int score) {
  if (score < 0 || score > 100)
    return -1;
  if (score >= 90)
    return 3;
  if (score >= 70)
    return 2;
  if (score >= 50)
    return 1;
  return 0;
}
