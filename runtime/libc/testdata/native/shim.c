/*
 * shim.c - native implementations of the engine primitives for the native
 * tests of the runtime.
 *
 * The runtime's objects are renamed with objcopy --prefix-symbols=symx_,
 * so every symbol they define or use carries the prefix: the runtime's
 * strlen is symx_strlen, and its calls of the engine primitive malloc are
 * calls of symx_malloc, defined here on top of the host's C library.
 */
#include "shim.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <malloc.h>
#include <stdlib.h>
#include <string.h>

struct shim_state shim;

/* Inputs for klee_make_symbolic, by object name. */
struct input {
  const char *name;
  const void *data;
  size_t n;
};
static struct input inputs[64];
static int ninputs;

void shim_input(const char *name, const void *data, size_t n) {
  inputs[ninputs].name = name;
  inputs[ninputs].data = data;
  inputs[ninputs].n = n;
  ninputs++;
}

void shim_reset(void) {
  free(shim.out[1]);
  free(shim.out[2]);
  memset(&shim, 0, sizeof shim);
  ninputs = 0;
}

static void log_object(const char *what, const char *name, size_t n) {
  char buf[128];
  snprintf(buf, sizeof buf, "%s %s %zu;", what, name ? name : "(null)", n);
  size_t l = strlen(shim.objects), k = strlen(buf);
  if (l + k < sizeof shim.objects)
    memcpy(shim.objects + l, buf, k + 1);
}

void symx_klee_make_symbolic(void *addr, size_t n, const char *name) {
  log_object("sym", name, n);
  memset(addr, 0, n);
  for (int i = 0; i < ninputs; i++) {
    if (name && strcmp(inputs[i].name, name) == 0) {
      memcpy(addr, inputs[i].data, inputs[i].n < n ? inputs[i].n : n);
      break;
    }
  }
}

void symx_klee_assume(uintptr_t cond) {
  if (!cond)
    shim.assume_failures++;
}

unsigned symx_klee_is_symbolic(uintptr_t x) {
  (void)x;
  return 0;
}

int64_t symx_klee_get_value_i64(int64_t x) { return x; }
int64_t symx___symx_value_i64(int64_t x) { return x; }

int symx_klee_range(int lo, int hi, const char *name) {
  log_object("range", name, (size_t)(hi - lo));
  for (int i = 0; i < ninputs; i++) {
    if (name && strcmp(inputs[i].name, name) == 0 && inputs[i].n == sizeof(int)) {
      int v;
      memcpy(&v, inputs[i].data, sizeof v);
      return v;
    }
  }
  return lo;
}

void symx_klee_warning(const char *msg) {
  (void)msg;
  shim.warnings++;
}

static void leave(int how) {
  if (!shim.armed) {
    fprintf(stderr, "shim: path ended (%d) outside SHIM_RUN\n", how);
    exit(3);
  }
  shim.armed = 0;
  longjmp(shim.jb, how);
}

void symx_klee_report_error(const char *file, int line, const char *msg,
                            const char *suffix) {
  (void)file;
  (void)line;
  snprintf(shim.error, sizeof shim.error, "%s: %s", suffix, msg);
  leave(SHIM_ERROR);
}

void symx_klee_silent_exit(int status) {
  shim.status = status;
  leave(SHIM_EXIT);
}

void symx_abort(void) { leave(SHIM_ABORT); }

void symx__exit(int status) {
  shim.status = status;
  leave(SHIM_EXIT);
}

void *symx_malloc(size_t n) { return malloc(n); }
void *symx_calloc(size_t n, size_t m) { return calloc(n, m); }
void *symx_realloc(void *p, size_t n) { return realloc(p, n); }
void symx_free(void *p) { free(p); }
/* The engine's object size; glibc's usable size is at least the request. */
size_t symx_klee_get_obj_size(void *p) { return malloc_usable_size(p); }

int symx___symx_write(int fd, const void *buf, unsigned long n) {
  if (fd == 1 || fd == 2) {
    shim.out[fd] = realloc(shim.out[fd], shim.outlen[fd] + n + 1);
    memcpy(shim.out[fd] + shim.outlen[fd], buf, n);
    shim.outlen[fd] += n;
    shim.out[fd][shim.outlen[fd]] = 0;
  }
  return (int)n;
}

int symx___symx_user_main(int argc, char **argv, char **envp) {
  return shim.user_main ? shim.user_main(argc, argv, envp) : 0;
}

/* Compiler support routines the i386 objects may call. */
#if defined(__i386__)
long long __divdi3(long long, long long);
long long __moddi3(long long, long long);
unsigned long long __udivdi3(unsigned long long, unsigned long long);
unsigned long long __umoddi3(unsigned long long, unsigned long long);
long long symx___divdi3(long long a, long long b) { return __divdi3(a, b); }
long long symx___moddi3(long long a, long long b) { return __moddi3(a, b); }
unsigned long long symx___udivdi3(unsigned long long a, unsigned long long b) {
  return __udivdi3(a, b);
}
unsigned long long symx___umoddi3(unsigned long long a, unsigned long long b) {
  return __umoddi3(a, b);
}
#endif

/* The engine's floating-point functions math.c calls. */
#include <fenv.h>
#include <math.h>
double symx_sqrt(double x) { return sqrt(x); }
int symx_fegetround(void) { return fegetround(); }
