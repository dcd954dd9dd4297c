// SV-COMP style: nondet inputs, assume, reach_error.
// want: exits 0
// exhaustive
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

int main(void) {
  unsigned char x = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(x != 3);
  if (x * 2 == 10)
    reach_error(); // bug: reach_error
  return 0;
}
