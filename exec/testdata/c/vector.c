// Vector extensions: lane-wise arithmetic, compares, element access and
// shuffles, on symbolic lanes.
// native
#include <klee/klee.h>
#include <stdint.h>

typedef int32_t v4si __attribute__((vector_size(16)));
typedef uint8_t v8qi __attribute__((vector_size(8)));

int main(void) {
  int32_t in[4];
  unsigned k;
  klee_make_symbolic(in, sizeof in, "in");
  klee_make_symbolic(&k, sizeof k, "k");
  v4si a = {in[0], in[1], in[2], in[3]};
  v4si b = {7, -3, 11, 1 << 20};
  v4si c = a * b + (a >> 2) - (b ^ a);
  v4si m = a > b;
  c = c & ~m;
  v4si d = __builtin_shufflevector(a, c, 0, 5, 2, 7);
  d[k & 3] = 42;
  v8qi q = {1, 2, 3, 4, 5, 6, 7, 8};
  q = q * (uint8_t)in[0] + (uint8_t)in[1];
  uint32_t h = 0;
  for (int i = 0; i < 4; i++)
    h = h * 31 + (uint32_t)d[i] + (uint32_t)c[i];
  for (int i = 0; i < 8; i++)
    h = h * 7 + q[i];
  return (int)(h % 253) + (int)d[k % 4 == 0 ? 1 : 0] % 2;
}
