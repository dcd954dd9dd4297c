/* symx's Test-Comp validation harness (package testcomp), linked with a
 * task built natively: each __VERIFIER_nondet_* call returns the test's
 * next input, parsed from its text (a C literal) as the function's type.
 * The inputs are the objects of the .ktest file named by KTEST_FILE, one
 * object per <input> element, holding its text. When the inputs run out,
 * the calls return 0 (as TestCov's harness does).
 *
 * Reaching reach_error (or __VERIFIER_error) is detected at the entry of
 * the function, whatever its body does: the task is compiled with
 * -finstrument-functions, and __cyg_profile_func_enter ends the process
 * with the replay runtime's reach_error status (201), through exit() so
 * that coverage data is written. This file is compiled without
 * instrumentation or coverage. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NO_INSTR __attribute__((no_instrument_function))

static unsigned char *tc_buf;
static long tc_len, tc_pos;
static unsigned tc_left = 0;
static int tc_loaded;

NO_INSTR static unsigned tc_u32(void) {
  if (tc_pos + 4 > tc_len) { tc_pos = tc_len; return 0; }
  unsigned char *p = tc_buf + tc_pos;
  tc_pos += 4;
  return (unsigned)p[0] << 24 | (unsigned)p[1] << 16 | (unsigned)p[2] << 8 | p[3];
}

NO_INSTR static void tc_skip(unsigned n) {
  tc_pos = (tc_pos + (long)n > tc_len) ? tc_len : tc_pos + (long)n;
}

NO_INSTR static void tc_load(void) {
  tc_loaded = 1;
  const char *path = getenv("KTEST_FILE");
  if (!path) return;
  FILE *f = fopen(path, "rb");
  if (!f) return;
  fseek(f, 0, SEEK_END);
  tc_len = ftell(f);
  fseek(f, 0, SEEK_SET);
  tc_buf = malloc(tc_len + 1);
  if (!tc_buf || fread(tc_buf, 1, tc_len, f) != (size_t)tc_len) { fclose(f); tc_len = 0; return; }
  fclose(f);
  if (tc_len < 5 || (memcmp(tc_buf, "KTEST", 5) && memcmp(tc_buf, "BOUT\n", 5))) { tc_len = 0; return; }
  tc_pos = 5;
  unsigned version = tc_u32();
  unsigned nargs = tc_u32();
  for (unsigned i = 0; i < nargs; i++) tc_skip(tc_u32());
  if (version >= 2) { tc_u32(); tc_u32(); }
  tc_left = tc_u32();
}

/* next copies the next input's text into buf; it returns 0 when none. */
NO_INSTR static int next(char *buf, size_t size) {
  if (!tc_loaded) tc_load();
  if (tc_left == 0 || tc_pos >= tc_len) return 0;
  tc_left--;
  tc_skip(tc_u32()); /* name */
  unsigned n = tc_u32();
  size_t k = n < size - 1 ? n : size - 1;
  if (tc_pos + (long)k > tc_len) k = tc_len - tc_pos;
  memcpy(buf, tc_buf + tc_pos, k);
  buf[k] = 0;
  tc_skip(n);
  return 1;
}

/* A character literal 'c' or '\n' gives its value. */
NO_INSTR static int charlit(const char *s, long long *v) {
  if (s[0] != '\'') return 0;
  if (s[1] == '\\') {
    switch (s[2]) {
    case 'n': *v = '\n'; return 1;
    case 't': *v = '\t'; return 1;
    case 'r': *v = '\r'; return 1;
    case '0': *v = strtoll(s + 2, 0, 8); return 1;
    default: *v = (unsigned char)s[2]; return 1;
    }
  }
  *v = (unsigned char)s[1];
  return 1;
}

NO_INSTR static long long next_signed(void) {
  char buf[256];
  if (!next(buf, sizeof buf)) return 0;
  long long v;
  if (charlit(buf, &v)) return v;
  char *s = buf;
  while (*s == ' ' || *s == '(') s++;
  errno = 0;
  if (*s == '-') return strtoll(s, 0, 0);
  return (long long)strtoull(s, 0, 0);
}

NO_INSTR static unsigned long long next_unsigned(void) {
  return (unsigned long long)next_signed();
}

NO_INSTR static double next_double(void) {
  char buf[256];
  if (!next(buf, sizeof buf)) return 0;
  return strtod(buf, 0);
}

NO_INSTR static float next_float(void) {
  char buf[256];
  if (!next(buf, sizeof buf)) return 0;
  return strtof(buf, 0);
}

#define SIGNED(suffix, type) \
  NO_INSTR type __VERIFIER_nondet_##suffix(void) { return (type)next_signed(); }
#define UNSIGNED(suffix, type) \
  NO_INSTR type __VERIFIER_nondet_##suffix(void) { return (type)next_unsigned(); }

SIGNED(char, char)
SIGNED(short, short)
SIGNED(int, int)
SIGNED(long, long)
SIGNED(longlong, long long)
SIGNED(loff_t, long long)
SIGNED(s8, signed char)
SIGNED(s16, short)
SIGNED(s32, int)
SIGNED(s64, long long)
UNSIGNED(uchar, unsigned char)
UNSIGNED(unsigned_char, unsigned char)
UNSIGNED(ushort, unsigned short)
UNSIGNED(unsigned_short, unsigned short)
UNSIGNED(uint, unsigned int)
UNSIGNED(unsigned, unsigned int)
UNSIGNED(unsigned_int, unsigned int)
UNSIGNED(ulong, unsigned long)
UNSIGNED(unsigned_long, unsigned long)
UNSIGNED(ulonglong, unsigned long long)
UNSIGNED(unsigned_long_long, unsigned long long)
UNSIGNED(size_t, size_t)
UNSIGNED(sector_t, unsigned long)
UNSIGNED(u8, unsigned char)
UNSIGNED(u16, unsigned short)
UNSIGNED(u32, unsigned int)
UNSIGNED(u64, unsigned long long)
NO_INSTR _Bool __VERIFIER_nondet_bool(void) { return next_unsigned() != 0; }
NO_INSTR void *__VERIFIER_nondet_pointer(void) { return (void *)(uintptr_t)next_unsigned(); }
NO_INSTR char *__VERIFIER_nondet_pchar(void) { return (char *)(uintptr_t)next_unsigned(); }
NO_INSTR float __VERIFIER_nondet_float(void) { return next_float(); }
NO_INSTR double __VERIFIER_nondet_double(void) { return next_double(); }

/* The task's error function, if it defines one (weak: null if not). */
extern void reach_error(void) __attribute__((weak));
extern void __VERIFIER_error(void) __attribute__((weak));

NO_INSTR void __cyg_profile_func_enter(void *fn, void *site) {
  (void)site;
  if (fn && (fn == (void *)reach_error || fn == (void *)__VERIFIER_error)) {
    fprintf(stderr, "symx-replay: reach_error() called\n");
    exit(201);
  }
}

NO_INSTR void __cyg_profile_func_exit(void *fn, void *site) { (void)fn; (void)site; }
