/* A bug behind a long loop (run.TestConcolicLongLoop): reach_error needs
 * n >= 20000, so the loop runs 20,000 times. Forking at each iteration's
 * i < n, a breadth-first or random search never gets there, and concolic
 * execution from the all-zero seed flips one iteration at a time; a
 * random n reaches it at once with probability 1 - 20000/2^32. */
extern unsigned int __VERIFIER_nondet_uint(void);
extern void abort(void);
void reach_error(void) { abort(); }

int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int i = 0, s = 0;
  while (i < n && i < 20000) {
    s += i & 3;
    i++;
  }
  if (i == 20000)
    reach_error();
  return (int)(s & 1);
}
