/* svcomp.c - an SV-COMP style task: it defines reach_error itself. */
#include <stdio.h>

extern void __assert_fail(const char *, const char *, unsigned int,
                          const char *) __attribute__((__nothrow__, __leaf__))
__attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "svcomp.c", 8, "reach_error"); }

extern _Bool __VERIFIER_nondet_bool(void);
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern long __VERIFIER_nondet_long(void);
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int i = __VERIFIER_nondet_int();
  _Bool b = __VERIFIER_nondet_bool();
  char c = __VERIFIER_nondet_char();
  unsigned char uc = __VERIFIER_nondet_uchar();
  short s = __VERIFIER_nondet_short();
  unsigned short us = __VERIFIER_nondet_ushort();
  unsigned int ui = __VERIFIER_nondet_uint();
  long l = __VERIFIER_nondet_long();
  unsigned long long ull = __VERIFIER_nondet_ulonglong();
  float f = __VERIFIER_nondet_float();
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(i >= 0);
  printf("%d %d %d %u %d %u %u %ld %llu %g %g\n", i, b, c, uc, s, us, ui, l,
         ull, f, d);
  if (i == 1234)
    reach_error();
  return 0;
}
