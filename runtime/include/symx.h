/*
 * symx.h - symbolic execution API of symx.
 *
 * These are the functions of <klee/klee.h> under the symx_ prefix; the
 * engine and the replay runtime accept both spellings, so a program may use
 * either header (or both).
 */
#ifndef SYMX_H
#define SYMX_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) || defined(__clang__)
#define SYMX_NORETURN __attribute__((noreturn))
#else
#define SYMX_NORETURN
#endif

/* symx_make_symbolic makes the nbytes bytes at addr symbolic. The object
 * is recorded in generated tests under name ("unnamed" if name is NULL). */
void symx_make_symbolic(void *addr, size_t nbytes, const char *name);

/* symx_range returns a symbolic int in the signed interval [begin, end). */
int symx_range(int begin, int end, const char *name);

/* symx_int returns an unconstrained symbolic int. */
int symx_int(const char *name);

/* symx_silent_exit terminates the current path without generating a test. */
SYMX_NORETURN void symx_silent_exit(int status);

/* symx_abort terminates the current path with an abort error. */
SYMX_NORETURN void symx_abort(void);

/* symx_report_error terminates the current path with a user-defined error;
 * suffix names the error kind (testNNNNNN.<suffix>.err). */
SYMX_NORETURN void symx_report_error(const char *file, int line,
                                     const char *message, const char *suffix);

/* symx_print_expr prints the expression(s) given as arguments. */
void symx_print_expr(const char *msg, ...);

/* symx_is_symbolic reports whether n is symbolic on the current path. */
unsigned symx_is_symbolic(uintptr_t n);

/* symx_is_replay reports whether the program runs under native replay. */
unsigned symx_is_replay(void);

/* symx_assume constrains the current path with condition. */
void symx_assume(uintptr_t condition);

/* symx_warning prints a warning. */
void symx_warning(const char *message);

/* symx_get_value_* return one concrete value of expr on the current path. */
int32_t symx_get_value_i32(int32_t expr);
int64_t symx_get_value_i64(int64_t expr);

/* symx_assert is an assert that does not depend on NDEBUG. */
#ifndef __cplusplus
void __assert_fail(const char *assertion, const char *file, unsigned int line,
                   const char *function) SYMX_NORETURN;
#elif __cplusplus >= 201103L
void __assert_fail(const char *assertion, const char *file, unsigned int line,
                   const char *function) noexcept(true) SYMX_NORETURN;
#else
void __assert_fail(const char *assertion, const char *file, unsigned int line,
                   const char *function) throw() SYMX_NORETURN;
#endif

#define symx_assert(expr)                                                      \
  ((expr) ? (void)(0)                                                          \
          : __assert_fail(#expr, __FILE__, __LINE__, __func__))

#ifdef __cplusplus
}
#endif

#endif /* SYMX_H */
