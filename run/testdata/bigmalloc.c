/* One allocation far over the run's memory cap: it must fail (NULL)
   before it is made. Natively (no cap) it succeeds: exit 0. */
#include <stdlib.h>

int main(void) {
  char *p = malloc((size_t)256 << 20);
  if (!p)
    return 1;
  p[0] = 1;
  return 0;
}
