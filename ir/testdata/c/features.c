/* features.c: exercises the constructs the ir loader lowers. Not meant to run. */
#include <klee/klee.h>
#include <stdarg.h>
#include <string.h>
#include <stdlib.h>
#include <stdatomic.h>

struct pad { char c; int i; short s; double d; };
struct __attribute__((packed)) packed { char c; int i; short s; };
struct bits { unsigned a : 3; unsigned b : 5; int c : 12; };
union u { int i; float f; char b[4]; };
struct small { long a, b; };
struct big { long a[8]; };
struct node { int val; struct node *next; };

int table[10] = {1, 2, 3};
const char *names[] = {"zero", "one", "two"};
struct node n2 = {2, 0};
struct node n1 = {1, &n2};
int *pmid = &table[5];
struct pad gpad = {'x', 7, 3, 2.5};
static int (*fptrs[2])(int);
double gd = 1.5;
float gf = -0.25f;
long long gll = -1;
_Atomic int counter;

static int inc(int x) { return x + 1; }
static int dec(int x) { return x - 1; }

int sum(int n, ...) {
  va_list ap, ap2;
  va_start(ap, n);
  va_copy(ap2, ap);
  int s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap2);
  va_end(ap);
  return s;
}

struct small mk_small(long a) { struct small s = {a, a * 2}; return s; }
long use_big(struct big b) { return b.a[3]; }
struct big mk_big(long x) { struct big b; memset(&b, 0, sizeof b); b.a[1] = x; return b; }

int vla(int n) {
  int a[n];
  for (int i = 0; i < n; i++) a[i] = i;
  return a[n - 1];
}

int bitops(unsigned x, unsigned long long y) {
  int r = __builtin_popcount(x) + __builtin_clz(x | 1) + __builtin_ctz(x | 8);
  r += (int)__builtin_bswap32(x) + (int)__builtin_popcountll(y);
  int ov;
  if (__builtin_add_overflow((int)x, 5, &ov)) r++;
  if (__builtin_mul_overflow((unsigned)x, 3u, (unsigned *)&ov)) r++;
  if (__builtin_expect(x == 3, 0)) r += 2;
  r += abs((int)x) + (int)labs((long)y);
  return r;
}

double fl(double a, float b) {
  double c = a * b + a / 3.0 - (double)(float)a;
  if (c < a || c != c) c = -c;
  unsigned u = (unsigned)c;
  int s = (int)b;
  return c + u + s + (float)u + __builtin_fabs(a);
}

int sw(int x) {
  switch (x) {
  case 0: return 10;
  case 1: return 11;
  case 5: case 6: return 12;
  case -3: return 13;
  default: return 0;
  }
}

int atom(void) {
  atomic_fetch_add(&counter, 2);
  int exp = 2;
  atomic_compare_exchange_strong(&counter, &exp, 5);
  atomic_thread_fence(memory_order_seq_cst);
  return atomic_load(&counter);
}

int structs(struct pad *p, struct packed *q, struct bits *b, union u *v) {
  b->b = 7;
  b->c = -3;
  v->f = 1.0f;
  return p->i + q->i + p->s + b->a + b->c + v->b[2];
}

unsigned long osize(char *p) { return __builtin_object_size(p, 0) + __builtin_object_size(p, 2); }

int loopy(const char *s) {
  int h = 0;
  while (*s) h = h * 31 + *s++;
  char buf[16];
  memcpy(buf, s, 1);
  memmove(buf + 1, buf, 2);
  return h + buf[0];
}

int fptr_call(int k) { fptrs[0] = inc; fptrs[1] = dec; return fptrs[k & 1](k); }

/* Declared by hand instead of <math.h>, to keep the debug info small. */
double floor(double);
float sqrtf(float);
double fmin(double, double);
struct bf { unsigned a : 3, b : 21; unsigned long long c : 40; };
struct blob { char s[100]; int x; };
static struct blob gblob;
int bitfields(struct bf *p) { p->b = 77; p->c = 5; return p->a + p->b + (int)p->c; }
void blobcopy(struct blob *d) { *d = gblob; gblob.x++; }
double mathcalls(double x, float y) { return floor(x) + sqrtf(y) + __builtin_fabs(x) + fmin(x, 1.0); }
unsigned char satsub(unsigned char a, unsigned char b) { return a > b ? a - b : 0; }
int fcmps(float a, float b) { return (a < b) + (a != b) + (a != a) + (a >= b); }
int sw8(char c) { switch (c) { case 'a': return 1; case 'b': return 2; case 'z': return 3; } return 0; }
int *stackalloc(int n) { int *p = __builtin_alloca(n * 4); p[0] = 1; return p; }
long long mulov(long long a, long long b) { long long r; return __builtin_mul_overflow(a, b, &r) + __builtin_clzll(a | 1) + __builtin_ctzll(b | 2); }

int more(int x) {
  struct bf f = {1, 2, 3};
  struct blob d;
  blobcopy(&d);
  return bitfields(&f) + (int)mathcalls(x, 2) + satsub(x, 1) + fcmps(x, 2) + sw8(x) + *stackalloc(2) + (int)mulov(x, 3) + d.x;
}

int main(void) {
  int x;
  klee_make_symbolic(&x, sizeof x, "x");
  klee_assume(x > -100 && x < 100);
  struct big b = mk_big(x);
  struct small s = mk_small(x);
  int r = sum(3, x, 2, 3) + (int)use_big(b) + (int)s.b + vla(3) + bitops(x, x) + sw(x) + atom();
  r += (int)fl(x, 2.0f) + loopy(names[x & 1]) + fptr_call(x) + table[x & 7] + *pmid + n1.next->val;
  r += (int)osize((char *)&b) + more(x);
  if (r == 12345) __builtin_trap();
  if (x == 99) __builtin_unreachable();
  return r;
}
