// Structs by value: passed, returned (as {i64, i64} pairs), copied with
// memcpy, built with insertvalue at -O2.
// native
#include <klee/klee.h>
#include <string.h>

struct pair { long a, b; };
struct big { int v[10]; char tag; };

static struct pair swap(struct pair p) {
  struct pair r = {p.b, p.a};
  return r;
}

static struct big fill(int x) {
  struct big b;
  for (int i = 0; i < 10; i++)
    b.v[i] = x + i;
  b.tag = (char)x;
  return b;
}

static int total(struct big b) {
  int s = b.tag;
  for (int i = 0; i < 10; i++)
    s += b.v[i];
  return s;
}

int main(void) {
  int x;
  klee_make_symbolic(&x, sizeof x, "x");
  struct pair p = {x, 3};
  struct pair q = swap(p);
  struct big b = fill(x), c;
  memcpy(&c, &b, sizeof c);
  c.v[3] = 7;
  return (int)((q.a * 5 + q.b + total(c) + total(b)) & 0x7f);
}
