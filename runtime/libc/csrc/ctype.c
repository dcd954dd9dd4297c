/*
 * ctype.c - <ctype.h> in the C locale.
 *
 * The is*() functions are branch-free range comparisons, so a symbolic
 * character yields one expression, not one path per class.
 *
 * glibc's <ctype.h> expands isalpha(c) to (*__ctype_b_loc())[(int)(c)] &
 * _ISalpha, and tolower/toupper (under optimization) to lookups in
 * *__ctype_tolower_loc() / *__ctype_toupper_loc(). Those tables are here
 * with glibc's C-locale contents and bit encoding (the _IS* constants of the
 * system header), indexable from -128 to 255. They are computed by constant
 * expressions, not written out.
 */
#include "symx_libc.h"

#include <ctype.h>

/* <ctype.h> may define the functions as macros. */
#undef isalnum
#undef isalpha
#undef isblank
#undef iscntrl
#undef isdigit
#undef isgraph
#undef islower
#undef isprint
#undef ispunct
#undef isspace
#undef isupper
#undef isxdigit
#undef isascii
#undef toascii
#undef tolower
#undef toupper
#undef _tolower
#undef _toupper

/* Class predicates as constant expressions over an int c. */
#define CT_UPPER(c) ((c) >= 'A' && (c) <= 'Z')
#define CT_LOWER(c) ((c) >= 'a' && (c) <= 'z')
#define CT_DIGIT(c) ((c) >= '0' && (c) <= '9')
#define CT_XALPHA(c) (((c) >= 'a' && (c) <= 'f') || ((c) >= 'A' && (c) <= 'F'))
#define CT_SPACE(c) ((c) == ' ' || ((c) >= '\t' && (c) <= '\r'))
#define CT_BLANK(c) ((c) == ' ' || (c) == '\t')
#define CT_CNTRL(c) (((c) >= 0 && (c) < 32) || (c) == 127)
#define CT_GRAPH(c) ((c) > 32 && (c) < 127)
#define CT_PRINT(c) ((c) >= 32 && (c) < 127)
#define CT_ALPHA(c) (CT_UPPER(c) || CT_LOWER(c))
#define CT_ALNUM(c) (CT_ALPHA(c) || CT_DIGIT(c))
#define CT_PUNCT(c) (CT_GRAPH(c) && !CT_ALNUM(c))

#define CT_BITS(c)                                                             \
  (unsigned short)((CT_UPPER(c) ? _ISupper : 0) |                              \
                   (CT_LOWER(c) ? _ISlower : 0) |                              \
                   (CT_ALPHA(c) ? _ISalpha : 0) |                              \
                   (CT_DIGIT(c) ? _ISdigit : 0) |                              \
                   (CT_DIGIT(c) || CT_XALPHA(c) ? _ISxdigit : 0) |             \
                   (CT_SPACE(c) ? _ISspace : 0) |                              \
                   (CT_PRINT(c) ? _ISprint : 0) |                              \
                   (CT_GRAPH(c) ? _ISgraph : 0) |                              \
                   (CT_BLANK(c) ? _ISblank : 0) |                              \
                   (CT_CNTRL(c) ? _IScntrl : 0) |                              \
                   (CT_PUNCT(c) ? _ISpunct : 0) |                              \
                   (CT_ALNUM(c) ? _ISalnum : 0))

/* glibc's C-locale case tables map -128..-2 to 128..254 (the same byte
 * read as unsigned char) and EOF to itself. */
#define CT_LOW(c) ((c) < -1 ? (c) + 256 : CT_UPPER(c) ? (c) + 32 : (c))
#define CT_UP(c) ((c) < -1 ? (c) + 256 : CT_LOWER(c) ? (c)-32 : (c))

/* Repeat a per-character macro M over 128 consecutive characters. */
#define CT_R2(M, c) M(c), M((c) + 1)
#define CT_R4(M, c) CT_R2(M, c), CT_R2(M, (c) + 2)
#define CT_R8(M, c) CT_R4(M, c), CT_R4(M, (c) + 4)
#define CT_R16(M, c) CT_R8(M, c), CT_R8(M, (c) + 8)
#define CT_R32(M, c) CT_R16(M, c), CT_R16(M, (c) + 16)
#define CT_R64(M, c) CT_R32(M, c), CT_R32(M, (c) + 32)
#define CT_R128(M, c) CT_R64(M, c), CT_R64(M, (c) + 64)
#define CT_TABLE(M) CT_R128(M, -128), CT_R128(M, 0), CT_R128(M, 128)

static const unsigned short ctype_b[384] = {CT_TABLE(CT_BITS)};
static const int32_t ctype_tolower[384] = {CT_TABLE(CT_LOW)};
static const int32_t ctype_toupper[384] = {CT_TABLE(CT_UP)};

static const unsigned short *ctype_b_ptr = ctype_b + 128;
static const int32_t *ctype_tolower_ptr = ctype_tolower + 128;
static const int32_t *ctype_toupper_ptr = ctype_toupper + 128;

const unsigned short **__ctype_b_loc(void) { return &ctype_b_ptr; }
const int32_t **__ctype_tolower_loc(void) { return &ctype_tolower_ptr; }
const int32_t **__ctype_toupper_loc(void) { return &ctype_toupper_ptr; }

/* Range tests: (unsigned)(c - lo) < n is lo <= c < lo + n. */
#define IN(c, lo, n) ((unsigned)((c) - (lo)) < (unsigned)(n))

int isupper(int c) { return IN(c, 'A', 26); }
int islower(int c) { return IN(c, 'a', 26); }
int isalpha(int c) { return IN(c, 'A', 26) | IN(c, 'a', 26); }
int isdigit(int c) { return IN(c, '0', 10); }
int isalnum(int c) { return IN(c, 'A', 26) | IN(c, 'a', 26) | IN(c, '0', 10); }
int isxdigit(int c) { return IN(c, '0', 10) | IN(c, 'a', 6) | IN(c, 'A', 6); }
int isspace(int c) { return (c == ' ') | IN(c, '\t', 5); }
int isblank(int c) { return (c == ' ') | (c == '\t'); }
int iscntrl(int c) { return IN(c, 0, 32) | (c == 127); }
int isprint(int c) { return IN(c, 32, 95); }
int isgraph(int c) { return IN(c, 33, 94); }
int ispunct(int c) {
  return IN(c, 33, 15) | IN(c, 58, 7) | IN(c, 91, 6) | IN(c, 123, 4);
}
int isascii(int c) { return IN(c, 0, 128); }
int toascii(int c) { return c & 0x7f; }

int tolower(int c) {
  int r = c;
  r = IN(c, -128, 127) ? c + 256 : r;
  r = IN(c, 'A', 26) ? c + 32 : r;
  return r;
}

int toupper(int c) {
  int r = c;
  r = IN(c, -128, 127) ? c + 256 : r;
  r = IN(c, 'a', 26) ? c - 32 : r;
  return r;
}

int _tolower(int c) { return c + 32; }
int _toupper(int c) { return c - 32; }
