/* Enumerator for programs/regexp.c.
 *
 * Reduction: the pattern bytes re[0..5] (re[6] == '\0' by klee_assume) are
 * only ever compared for equality, with the constants '\0', '*', '$', '.',
 * '^' and with characters of the fixed text "hello" ('h', 'e', 'l', 'o');
 * the matchstar argument c is such a byte (sign-extended) compared with
 * the same things. So a byte matters only through which of these nine
 * values it equals, or none: ten representatives
 *   {'\0', '*', '$', '.', '^', 'h', 'e', 'l', 'o', 'z'}
 * ('z' stands for every other byte, including bytes >= 0x80), and 10^6
 * patterns cover every feasible decision sequence.
 * Every atomic condition of && / || is its own branch in the -O0 IR (in
 * matchstar `c == '.'` reaches the loop's br through phis, which is the same
 * decision). Branches on the text and on matchhere's return value are
 * concrete and recorded harmlessly. The matcher never reads past the first
 * NUL of re, so there is no out-of-bounds access.
 */
#include "sig.h"

static int matchhere(const char *re, const char *text);

static int matchstar(int c, const char *re, const char *text) {
  do {
    if (B(1, matchhere(re, text)))
      return 1;
  } while (B(2, *text != '\0') && (B(3, *text++ == c) || B(4, c == '.')));
  return 0;
}

static int matchhere(const char *re, const char *text) {
  if (B(5, re[0] == '\0'))
    return 1;
  if (B(6, re[1] == '*'))
    return matchstar(re[0], re + 2, text);
  if (B(7, re[0] == '$') && B(8, re[1] == '\0'))
    return *text == '\0';
  if (B(9, *text != '\0') && (B(10, re[0] == '.') || B(11, re[0] == *text)))
    return matchhere(re + 1, text + 1);
  return 0;
}

static int match(const char *re, const char *text) {
  if (B(12, re[0] == '^'))
    return matchhere(re + 1, text);
  do {
    if (B(13, matchhere(re, text)))
      return 1;
  } while (B(14, *text++ != '\0'));
  return 0;
}

#define SIZE 7

/* all patterns of nsym symbolic bytes (then '\0') over vals[0..nv) */
static char re[SIZE];
static int run_match(void) { return match(re, "hello"); }

static void enumerate(int nsym, const char *vals, int nv) {
  int d[SIZE] = {0};
  for (;;) {
    for (int k = 0; k < nsym; k++)
      re[k] = vals[d[k]];
    re[nsym] = '\0'; /* klee_assume(re[SIZE - 1] == '\0') */
    sig_run(run_match);
    int k = nsym - 1;
    while (k >= 0 && ++d[k] == nv)
      d[k--] = 0;
    if (k < 0)
      break;
  }
}

static void reset(void) {
  for (long i = 0; i < (1L << SET_BITS); i++)
    if (set_keys && set_keys[i]) {
      free(set_keys[i]);
      set_keys[i] = 0;
    }
  set_count = 0;
  n_completed = 0;
  n_runs = 0;
}

int main(int argc, char **argv) {
  static const char reps[] = {'\0', '*', '$', '.', '^', 'h', 'e', 'l', 'o', 'z'};
  if (argc > 1 && strcmp(argv[1], "-check") == 0) {
    /* self-check of the byte reduction with 3 symbolic bytes:
     * all 256^3 patterns vs. the 10 representatives must agree */
    char all[256];
    for (int v = 0; v < 256; v++)
      all[v] = (char)v;
    enumerate(3, all, 256);
    sig_print("regexp[3,all]");
    reset();
    enumerate(3, reps, 10);
    sig_print("regexp[3,reps]");
    reset();
  }
  enumerate(SIZE - 1, reps, 10);
  sig_print("regexp.c");
  return 0;
}
