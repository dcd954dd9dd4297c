/* The oracle of TestFPNative: reads "op w to a b c m" lines (hex operands,
   float bit patterns; m the rounding mode, 0 nearest, 1 downward, 2 upward,
   3 toward zero) and prints each result's bits as hex, computed by
   clang-14's x86-64 code (-O0: nothing folded) and glibc's libm in that
   mode. */
#include <fenv.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static float F(uint64_t v) { uint32_t u = v; float f; memcpy(&f, &u, 4); return f; }
static double D(uint64_t v) { double d; memcpy(&d, &v, 8); return d; }
static uint64_t BF(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static uint64_t BD(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }

static uint64_t toint(int uns, int to, double x) {
	if (uns) switch (to) {
	case 8: return (uint8_t)x; case 16: return (uint16_t)x;
	case 32: return (uint32_t)x; default: return (uint64_t)x; }
	switch (to) {
	case 8: return (uint8_t)(int8_t)x; case 16: return (uint16_t)(int16_t)x;
	case 32: return (uint32_t)(int32_t)x; default: return (uint64_t)(int64_t)x; }
}
static uint64_t tointf(int uns, int to, float x) {
	if (uns) switch (to) {
	case 8: return (uint8_t)x; case 16: return (uint16_t)x;
	case 32: return (uint32_t)x; default: return (uint64_t)x; }
	switch (to) {
	case 8: return (uint8_t)(int8_t)x; case 16: return (uint16_t)(int16_t)x;
	case 32: return (uint32_t)(int32_t)x; default: return (uint64_t)(int64_t)x; }
}
static int64_t S(int w, uint64_t v) {
	switch (w) { case 8: return (int8_t)v; case 16: return (int16_t)v; case 32: return (int32_t)v; }
	return (int64_t)v;
}

int main(void) {
	char op[16];
	int w, to;
	unsigned long long a, b, c;
	int m;
	static const int modes[4] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};
	while (scanf("%15s %d %d %llx %llx %llx %d", op, &w, &to, &a, &b, &c, &m) == 7) {
		uint64_t r = 0;
		if (m < 0 || m > 3 || fesetround(modes[m]) != 0) return 3;
		if (w == 32) {
			float x = F(a), y = F(b), z = F(c);
			if (!strcmp(op, "fadd")) r = BF(x + y);
			else if (!strcmp(op, "fsub")) r = BF(x - y);
			else if (!strcmp(op, "fmul")) r = BF(x * y);
			else if (!strcmp(op, "fdiv")) r = BF(x / y);
			else if (!strcmp(op, "frem")) r = BF(fmodf(x, y));
			else if (!strcmp(op, "fmin")) r = BF(fminf(x, y));
			else if (!strcmp(op, "fmax")) r = BF(fmaxf(x, y));
			else if (!strcmp(op, "fsqrt")) r = BF(sqrtf(x));
			else if (!strcmp(op, "fma")) r = BF(fmaf(x, y, z));
			else if (!strcmp(op, "foeq")) r = x == y;
			else if (!strcmp(op, "folt")) r = x < y;
			else if (!strcmp(op, "fole")) r = x <= y;
			else if (!strcmp(op, "funo")) r = isunordered(x, y);
			else if (!strcmp(op, "fpext")) r = BD((double)x);
			else if (!strcmp(op, "fptosi")) r = tointf(0, to, x);
			else if (!strcmp(op, "fptoui")) r = tointf(1, to, x);
			else if (!strcmp(op, "sitofp")) r = to == 32 ? BF((float)S(32, a)) : BD((double)S(32, a));
			else if (!strcmp(op, "uitofp")) r = to == 32 ? BF((float)(uint32_t)a) : BD((double)(uint32_t)a);
			else return 2;
		} else if (w == 64) {
			double x = D(a), y = D(b), z = D(c);
			if (!strcmp(op, "fadd")) r = BD(x + y);
			else if (!strcmp(op, "fsub")) r = BD(x - y);
			else if (!strcmp(op, "fmul")) r = BD(x * y);
			else if (!strcmp(op, "fdiv")) r = BD(x / y);
			else if (!strcmp(op, "frem")) r = BD(fmod(x, y));
			else if (!strcmp(op, "fmin")) r = BD(fmin(x, y));
			else if (!strcmp(op, "fmax")) r = BD(fmax(x, y));
			else if (!strcmp(op, "fsqrt")) r = BD(sqrt(x));
			else if (!strcmp(op, "fma")) r = BD(fma(x, y, z));
			else if (!strcmp(op, "foeq")) r = x == y;
			else if (!strcmp(op, "folt")) r = x < y;
			else if (!strcmp(op, "fole")) r = x <= y;
			else if (!strcmp(op, "funo")) r = isunordered(x, y);
			else if (!strcmp(op, "fptrunc")) r = BF((float)x);
			else if (!strcmp(op, "fptosi")) r = toint(0, to, x);
			else if (!strcmp(op, "fptoui")) r = toint(1, to, x);
			else if (!strcmp(op, "sitofp")) r = to == 32 ? BF((float)S(64, a)) : BD((double)S(64, a));
			else if (!strcmp(op, "uitofp")) r = to == 32 ? BF((float)a) : BD((double)a);
			else return 2;
		} else { /* 8 or 16-bit integer sources */
			if (!strcmp(op, "sitofp")) r = to == 32 ? BF((float)S(w, a)) : BD((double)S(w, a));
			else if (!strcmp(op, "uitofp") && w == 8) r = to == 32 ? BF((float)(uint8_t)a) : BD((double)(uint8_t)a);
			else if (!strcmp(op, "uitofp")) r = to == 32 ? BF((float)(uint16_t)a) : BD((double)(uint16_t)a);
			else return 2;
		}
		fesetround(FE_TONEAREST);
		printf("%llx\n", (unsigned long long)r);
	}
	return 0;
}
