/*
 * replay.c - the replay runtime of symx.
 *
 * Linked with a program under test, it implements the symbolic-execution
 * API (klee_*, symx_*) and SV-COMP's __VERIFIER_* functions natively: each
 * symbolic object is filled with the bytes of the next object of the test
 * named by the KTEST_FILE environment variable, in order.
 *
 * Every definition is weak, so a program that defines one of these
 * functions itself (SV-COMP programs usually define reach_error) keeps its
 * own.
 *
 * The runtime ends the process with a distinctive status, and a line
 * starting with "symx-replay: " on stderr, when:
 *   200  a klee_assume / __VERIFIER_assume condition is false
 *   201  reach_error() or __VERIFIER_error() is called
 *   202  klee_report_error() is called
 *   203  the program asks for an object the test does not have, or of
 *        another size or name (the replay diverged from the test)
 *   204  KTEST_FILE is unset, unreadable or not a ktest file
 * klee_abort() calls abort().
 *
 * It is compiled with symx's include directory, so the definitions are
 * checked against the public declarations of <klee/klee.h> and <symx.h>.
 */
#include <klee/klee.h>
#include <symx.h>

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SYMX_EXIT_ASSUME 200
#define SYMX_EXIT_REACH_ERROR 201
#define SYMX_EXIT_USER_ERROR 202
#define SYMX_EXIT_MISMATCH 203
#define SYMX_EXIT_BAD_TEST 204

#define WEAK __attribute__((weak))
#define NORETURN __attribute__((noreturn))

struct symx_object {
  char *name;
  unsigned char *bytes;
  uint32_t size;
};

static struct {
  int loaded;
  const char *path;
  struct symx_object *objects;
  uint32_t count;
  uint32_t next;
} symx_test;

static NORETURN void symx_fail(int status, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* symx_fail prints "symx-replay: <message>" on stderr and exits with
 * status. exit, not _Exit: atexit handlers run, so coverage data
 * (--coverage) of the run is written. */
static void symx_fail(int status, const char *fmt, ...) {
  va_list ap;
  fflush(stdout);
  fputs("symx-replay: ", stderr);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  fflush(stderr);
  exit(status);
}

static int symx_read_u32(FILE *f, uint32_t *v) {
  unsigned char b[4];
  if (fread(b, 1, 4, f) != 4)
    return 0;
  *v = ((uint32_t)b[0] << 24) | ((uint32_t)b[1] << 16) | ((uint32_t)b[2] << 8) |
       (uint32_t)b[3];
  return 1;
}

/* symx_read_blob reads a length-prefixed byte string, refusing lengths
 * beyond the bytes left in the file. It NUL-terminates the result. */
static unsigned char *symx_read_blob(FILE *f, long file_size, uint32_t *len) {
  unsigned char *p;
  long pos;
  if (!symx_read_u32(f, len))
    return NULL;
  pos = ftell(f);
  if (pos < 0 || (unsigned long)*len > (unsigned long)(file_size - pos))
    return NULL;
  p = (unsigned char *)malloc((size_t)*len + 1);
  if (!p)
    return NULL;
  if (*len && fread(p, 1, *len, f) != *len) {
    free(p);
    return NULL;
  }
  p[*len] = 0;
  return p;
}

static NORETURN void symx_bad_test(const char *why) {
  symx_fail(SYMX_EXIT_BAD_TEST, "cannot read test %s: %s",
            symx_test.path ? symx_test.path : "(KTEST_FILE unset)", why);
}

static void symx_load(void) {
  FILE *f;
  char magic[5];
  uint32_t version, n, i, len, ignored;
  long size;

  if (symx_test.loaded)
    return;
  symx_test.loaded = 1;
  symx_test.path = getenv("KTEST_FILE");
  if (!symx_test.path || !*symx_test.path)
    symx_bad_test("set KTEST_FILE to the .ktest file to replay");
  f = fopen(symx_test.path, "rb");
  if (!f)
    symx_bad_test(strerror(errno));
  if (fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0 ||
      fseek(f, 0, SEEK_SET) != 0)
    symx_bad_test("cannot determine its size");
  if (fread(magic, 1, 5, f) != 5 ||
      (memcmp(magic, "KTEST", 5) != 0 && memcmp(magic, "BOUT\n", 5) != 0))
    symx_bad_test("not a ktest file (bad magic)");
  if (!symx_read_u32(f, &version) || version > 3)
    symx_bad_test("unsupported ktest version");
  if (!symx_read_u32(f, &n))
    symx_bad_test("truncated");
  for (i = 0; i < n; i++) {
    unsigned char *arg = symx_read_blob(f, size, &len);
    if (!arg)
      symx_bad_test("truncated argument");
    free(arg);
  }
  if (version >= 2 && (!symx_read_u32(f, &ignored) || !symx_read_u32(f, &ignored)))
    symx_bad_test("truncated");
  if (!symx_read_u32(f, &n))
    symx_bad_test("truncated");
  if ((unsigned long)n > (unsigned long)size / 8)
    symx_bad_test("object count larger than the file");
  symx_test.objects =
      (struct symx_object *)calloc(n ? n : 1, sizeof(struct symx_object));
  if (!symx_test.objects)
    symx_bad_test("out of memory");
  for (i = 0; i < n; i++) {
    struct symx_object *o = &symx_test.objects[i];
    o->name = (char *)symx_read_blob(f, size, &len);
    if (!o->name)
      symx_bad_test("truncated object name");
    o->bytes = symx_read_blob(f, size, &o->size);
    if (!o->bytes)
      symx_bad_test("truncated object data");
  }
  symx_test.count = n;
  fclose(f);
}

/* symx_next_object returns the next object of the test, checking its size
 * and, when want_name is not NULL, its name. */
static struct symx_object *symx_next_object(size_t nbytes,
                                            const char *want_name) {
  struct symx_object *o;
  symx_load();
  if (symx_test.next >= symx_test.count)
    symx_fail(SYMX_EXIT_MISMATCH,
              "input mismatch: the program asks for object %u (\"%s\", %lu "
              "bytes) but the test has only %u objects",
              (unsigned)symx_test.next, want_name ? want_name : "nondet",
              (unsigned long)nbytes, (unsigned)symx_test.count);
  o = &symx_test.objects[symx_test.next];
  if (want_name && strcmp(o->name, want_name) != 0)
    symx_fail(SYMX_EXIT_MISMATCH,
              "input mismatch: the program asks for object %u named \"%s\" "
              "but the test's object %u is \"%s\"",
              (unsigned)symx_test.next, want_name, (unsigned)symx_test.next,
              o->name);
  if ((size_t)o->size != nbytes)
    symx_fail(SYMX_EXIT_MISMATCH,
              "input mismatch: the program asks for object %u (\"%s\") of %lu "
              "bytes but the test's has %lu bytes",
              (unsigned)symx_test.next, o->name, (unsigned long)nbytes,
              (unsigned long)o->size);
  symx_test.next++;
  return o;
}

/* ---- KLEE API ---- */

/* symx_fill fills nbytes at addr with the next object of the test. */
static void symx_fill(void *addr, size_t nbytes, const char *name) {
  struct symx_object *o = symx_next_object(nbytes, name ? name : "unnamed");
  if (nbytes)
    memcpy(addr, o->bytes, nbytes);
}

/* In an ASan build the runtime checks what the engine checks (KLEE's
 * rule): klee_make_symbolic covers exactly one whole object. */
extern const char *__asan_locate_address(void *addr, char *name,
                                         size_t name_size,
                                         void **region_address,
                                         size_t *region_size)
    __attribute__((weak));

static void symx_check_whole_object(void *addr, size_t nbytes) {
  char name[64];
  void *base = NULL;
  size_t size = 0;
  const char *kind;
  if (!__asan_locate_address)
    return;
  kind = __asan_locate_address(addr, name, sizeof name, &base, &size);
  if (!kind || !base ||
      (strcmp(kind, "heap") && strcmp(kind, "stack") && strcmp(kind, "global")))
    return; /* not an object ASan knows: nothing to compare */
  if (base != addr)
    symx_fail(SYMX_EXIT_USER_ERROR,
              "user error: invalid pointer given to klee_make_symbolic: "
              "not the start of an object");
  if (size != nbytes)
    symx_fail(SYMX_EXIT_USER_ERROR,
              "user error: wrong size given to klee_make_symbolic (%lu bytes "
              "for an object of %lu)",
              (unsigned long)nbytes, (unsigned long)size);
}

WEAK void klee_make_symbolic(void *addr, size_t nbytes, const char *name) {
  symx_check_whole_object(addr, nbytes);
  symx_fill(addr, nbytes, name);
}

WEAK void klee_assume(uintptr_t condition) {
  if (!condition)
    symx_fail(SYMX_EXIT_ASSUME, "assumption violated");
}

WEAK int klee_range(int begin, int end, const char *name) {
  int x;
  if (begin >= end)
    klee_report_error(__FILE__, __LINE__, "invalid range", "user");
  if (begin + 1 == end)
    return begin; /* as KLEE: no object for a single-value range */
  symx_fill(&x, sizeof x, name);
  if (x < begin || x >= end)
    symx_fail(SYMX_EXIT_MISMATCH,
              "input mismatch: klee_range value %d of \"%s\" is outside [%d, %d)",
              x, name ? name : "unnamed", begin, end);
  return x;
}

WEAK int klee_int(const char *name) {
  int x;
  symx_fill(&x, sizeof x, name);
  return x;
}

WEAK uintptr_t klee_choose(uintptr_t n) {
  uintptr_t x;
  symx_fill(&x, sizeof x, "klee_choose");
  if (x >= n)
    symx_fail(SYMX_EXIT_MISMATCH,
              "input mismatch: klee_choose value %lu is not below %lu",
              (unsigned long)x, (unsigned long)n);
  return x;
}

WEAK void klee_silent_exit(int status) {
  (void)status;
  exit(0);
}

WEAK void klee_abort(void) { abort(); }

WEAK void klee_report_error(const char *file, int line, const char *message,
                            const char *suffix) {
  symx_fail(SYMX_EXIT_USER_ERROR, "user error (%s): %s:%d: %s",
            suffix ? suffix : "user", file ? file : "?", line,
            message ? message : "");
}

WEAK unsigned klee_is_symbolic(uintptr_t n) {
  (void)n;
  return 0;
}

WEAK unsigned klee_is_replay(void) { return 1; }

WEAK void klee_print_expr(const char *msg, ...) { (void)msg; }

WEAK void klee_warning(const char *message) {
  fprintf(stderr, "symx-replay: warning: %s\n", message ? message : "");
}

WEAK void klee_warning_once(const char *message) { klee_warning(message); }

WEAK void klee_prefer_cex(void *object, uintptr_t condition) {
  (void)object;
  (void)condition;
}
WEAK void klee_posix_prefer_cex(void *object, uintptr_t condition) {
  (void)object;
  (void)condition;
}
WEAK void klee_mark_global(void *object) { (void)object; }
WEAK void klee_check_memory_access(const void *address, size_t size) {
  (void)address;
  (void)size;
}
WEAK void klee_set_forking(unsigned enable) { (void)enable; }
WEAK void klee_stack_trace(void) {}
WEAK void klee_print_range(const char *name, int arg) {
  (void)name;
  (void)arg;
}
WEAK void klee_open_merge(void) {}
WEAK void klee_close_merge(void) {}
WEAK int klee_get_errno(void) { return errno; }

WEAK float klee_get_valuef(float x) { return x; }
WEAK double klee_get_valued(double x) { return x; }
WEAK long klee_get_valuel(long x) { return x; }
WEAK long long klee_get_valuell(long long x) { return x; }
WEAK int32_t klee_get_value_i32(int32_t x) { return x; }
WEAK int64_t klee_get_value_i64(int64_t x) { return x; }

/* ---- symx_ names ---- */

WEAK void symx_make_symbolic(void *addr, size_t nbytes, const char *name) {
  klee_make_symbolic(addr, nbytes, name);
}
WEAK void symx_assume(uintptr_t condition) { klee_assume(condition); }
WEAK int symx_range(int begin, int end, const char *name) {
  return klee_range(begin, end, name);
}
WEAK int symx_int(const char *name) { return klee_int(name); }
WEAK void symx_silent_exit(int status) { klee_silent_exit(status); }
WEAK void symx_abort(void) { klee_abort(); }
WEAK void symx_report_error(const char *file, int line, const char *message,
                            const char *suffix) {
  klee_report_error(file, line, message, suffix);
}
WEAK unsigned symx_is_symbolic(uintptr_t n) { return klee_is_symbolic(n); }
WEAK unsigned symx_is_replay(void) { return 1; }
WEAK void symx_print_expr(const char *msg, ...) { (void)msg; }
WEAK void symx_warning(const char *message) { klee_warning(message); }
WEAK int32_t symx_get_value_i32(int32_t x) { return x; }
WEAK int64_t symx_get_value_i64(int64_t x) { return x; }

/* ---- SV-COMP ---- */

WEAK void reach_error(void) {
  symx_fail(SYMX_EXIT_REACH_ERROR, "reach_error");
}

WEAK void __VERIFIER_error(void) { reach_error(); }

WEAK void __VERIFIER_assume(int condition) { klee_assume(condition != 0); }

/* Each nondet call consumes the next object; its size must match the
 * type's, its name is not checked (engines name these objects in various
 * ways). */
#define SYMX_NONDET(suffix, type)                                              \
  WEAK type __VERIFIER_nondet_##suffix(void) {                                 \
    type x;                                                                    \
    memcpy(&x, symx_next_object(sizeof x, NULL)->bytes, sizeof x);             \
    return x;                                                                  \
  }

WEAK _Bool __VERIFIER_nondet_bool(void) {
  unsigned char x;
  memcpy(&x, symx_next_object(sizeof x, NULL)->bytes, sizeof x);
  return x != 0;
}
SYMX_NONDET(char, char)
SYMX_NONDET(uchar, unsigned char)
SYMX_NONDET(short, short)
SYMX_NONDET(ushort, unsigned short)
SYMX_NONDET(int, int)
SYMX_NONDET(uint, unsigned int)
SYMX_NONDET(unsigned, unsigned int)
SYMX_NONDET(u32, uint32_t)
SYMX_NONDET(long, long)
SYMX_NONDET(ulong, unsigned long)
SYMX_NONDET(longlong, long long)
SYMX_NONDET(ulonglong, unsigned long long)
SYMX_NONDET(size_t, size_t)
SYMX_NONDET(loff_t, long long)
SYMX_NONDET(sector_t, unsigned long)
SYMX_NONDET(pthread_t, unsigned long)
SYMX_NONDET(float, float)
SYMX_NONDET(double, double)
SYMX_NONDET(pointer, void *)
SYMX_NONDET(pchar, char *)
#ifdef __SIZEOF_INT128__
SYMX_NONDET(int128, __int128)
SYMX_NONDET(uint128, unsigned __int128)
#endif

/* ---- The modeled C library's deterministic getrandom ---- */

/* symx's library models getrandom as a fixed stream (splitmix64 from
 * seed 0, eight little-endian bytes per step, continuing across calls);
 * this definition, which takes precedence over the C library's, gives the
 * native program the same bytes so that outputs derived from them (shuf,
 * sort -R, mktemp names) replay identically. */
static unsigned long long symx_random_state;

WEAK long getrandom(void *buf, size_t n, unsigned flags) {
  unsigned char *d = buf;
  (void)flags;
  for (size_t i = 0; i < n; i += 8) {
    unsigned long long z = (symx_random_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    for (size_t k = 0; k < 8 && i + k < n; k++)
      d[i + k] = (unsigned char)(z >> (8 * k));
  }
  return (long)n;
}
