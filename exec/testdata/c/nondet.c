// __VERIFIER_nondet_* of several types: each call a fresh input, listed
// in call order.
// want: nondet __VERIFIER_nondet_int __VERIFIER_nondet_char __VERIFIER_nondet_bool __VERIFIER_nondet_ulong __VERIFIER_nondet_short
// native
extern int __VERIFIER_nondet_int(void);
extern char __VERIFIER_nondet_char(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
extern short __VERIFIER_nondet_short(void);

int main(void) {
  int i = __VERIFIER_nondet_int();
  char c = __VERIFIER_nondet_char();
  _Bool b = __VERIFIER_nondet_bool();
  unsigned long l = __VERIFIER_nondet_ulong();
  short s = __VERIFIER_nondet_short();
  int r = 0;
  if (i > 5)
    r |= 1;
  if (c == 'q')
    r |= 2;
  if (b)
    r |= 4;
  if (l > 1000000000000UL)
    r |= 8;
  if (s < 0)
    r |= 16;
  return r;
}
