/* Enumerator for programs/dispatch.c.
 *
 * Reduction: a code byte op is used only through op >> 4 (the switch),
 * op & 0x0f (the pushed immediate, case 0, where op == op & 0x0f) and
 * op & 3 (the ops[] index, case 1). Within a switch class the other bits
 * are dead. So each byte ranges over 23 representatives instead of 256:
 *   0x00..0x0f  push imm (all 16 immediates: they decide later "divisor
 *               == 0" outcomes),
 *   0x10..0x13  binary op add/sub/mul/dvd,
 *   0x20        dup,   0xf0 halt,   0x30 default (any other high nibble).
 * Bytes after the one that ends a run are never read, so the odometer skips
 * them (inputs that agree on every byte read run identically).
 *
 * Decisions recorded: the switch target (one fork per feasible target), the
 * concrete sp tests, the indirect call target ops[op & 3] (one fork per
 * feasible callee; the table load itself is always in bounds since
 * op & 3 < 4), and dvd's "b == 0" (division by zero at line 11).
 * Arithmetic is done in unsigned (wrapping), as the engine does; the values
 * stay tiny (|v| <= 15^4), so INT_MIN / -1 cannot occur.
 */
#include "sig.h"

#define CODE 6

static unsigned char code[CODE];
static int ncode = CODE; /* program length; CODE except in the self-check */
static int maxread;

static int add(int a, int b) { return (int)((unsigned)a + (unsigned)b); }
static int sub(int a, int b) { return (int)((unsigned)a - (unsigned)b); }
static int mul(int a, int b) { return (int)((unsigned)a * (unsigned)b); }
static int dvd(int a, int b) {
  if (B(40, b == 0))
    sig_bug("div", 11);
  if (a == (-2147483647 - 1) && b == -1) {
    fprintf(stderr, "INT_MIN / -1 reached\n");
    exit(3);
  }
  return a / b;
}

static int (*const ops[4])(int, int) = {add, sub, mul, dvd};

static int swtarget(int v) {
  switch (v) {
  case 0: return 0;
  case 1: return 1;
  case 2: return 2;
  case 15: return 3;
  default: return 4;
  }
}

static int prog(void) {
  int stack[CODE];
  int sp = 0;
  for (int pc = 0; B(1, pc < ncode); pc++) {
    unsigned char op = code[pc];
    if (pc > maxread)
      maxread = pc;
    switch (sig_rec(2, swtarget(op >> 4))) {
    case 0:
      stack[sp++] = op & 0x0f;
      break;
    case 1:
      if (B(3, sp < 2))
        return -1;
      sp--;
      stack[sp - 1] = ops[sig_rec(4, op & 3)](stack[sp - 1], stack[sp]);
      break;
    case 2:
      if (B(5, sp < 1))
        return -2;
      stack[sp] = stack[sp - 1];
      sp++;
      break;
    case 3:
      return B(6, sp) ? stack[sp - 1] : 0;
    default:
      return -3;
    }
  }
  return B(7, sp) ? stack[sp - 1] : 0;
}

static const unsigned char reps[] = {
    0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b,
    0x0c, 0x0d, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x20, 0xf0, 0x30};
#define NREP ((int)sizeof reps)

/* enumerate all inputs of length ncode whose bytes range over vals[0..nv) */
static void enumerate(const unsigned char *vals, int nv) {
  int digit[CODE] = {0};
  for (;;) {
    for (int k = 0; k < ncode; k++)
      code[k] = vals[digit[k]];
    maxread = -1;
    sig_run(prog);
    /* next input: bump the last byte read, zero the unread tail */
    int k = maxread;
    for (int j = k + 1; j < ncode; j++)
      digit[j] = 0;
    while (k >= 0 && ++digit[k] == nv)
      digit[k--] = 0;
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
  for (int k = 0; k < MAX_KINDS; k++)
    bug_count[k] = 0;
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "-check") == 0) {
    /* self-check of the byte reduction on a 4-instruction program:
     * all 256^4 inputs vs. the 23 representatives must agree */
    unsigned char all[256];
    for (int v = 0; v < 256; v++)
      all[v] = (unsigned char)v;
    ncode = 4;
    enumerate(all, 256);
    sig_print("dispatch[4,all]");
    reset();
    enumerate(reps, NREP);
    sig_print("dispatch[4,reps]");
    reset();
    ncode = CODE;
  }
  enumerate(reps, NREP);
  sig_print("dispatch.c");
  return 0;
}
