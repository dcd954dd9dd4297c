// Package fpgen generates floating-point test operands for the
// differential tests of expr's FP semantics and of the bit-blaster: random
// bit patterns mixed with the edge values where implementations go wrong
// (±0, ±∞, NaN payloads and signalling NaNs, subnormals, the normal
// boundary, overflow, integer-conversion limits, rounding ties).
package fpgen

import (
	"math"
	"math/rand"
)

var edges64 = []uint64{
	0, 1 << 63, // ±0
	0x7ff0000000000000, 0xfff0000000000000, // ±∞
	0x7ff8000000000000, 0xfff8000000000000, 0x7ff8000000000123, 0xfff4000000000001, 0x7ff0000000000001, // NaNs, signalling too
	1, 0x000fffffffffffff, 0x0010000000000000, 0x8000000000000001, // subnormals, min normal
	0x7fefffffffffffff, 0xffefffffffffffff, // ±max
	math.Float64bits(1), math.Float64bits(-1), math.Float64bits(0.5), math.Float64bits(1.5), math.Float64bits(2.5), math.Float64bits(-0.5),
	math.Float64bits(0x1p63), math.Float64bits(0x1p64), math.Float64bits(-0x1p63), math.Float64bits(0x1p31), math.Float64bits(-0x1p31), math.Float64bits(0x1p32),
	math.Float64bits(0x1p63 - 1024), math.Float64bits(-0x1p31 - 1), math.Float64bits(255.9), math.Float64bits(-128.5), math.Float64bits(65535.5),
	math.Float64bits(1 + 0x1p-52), math.Float64bits(1 + 0x1p-24), math.Float64bits(1 + 0x1p-23 + 0x1p-24), // ties when rounded to float
	math.Float64bits(0x1p-1022 * 0.75), math.Float64bits(0x1p-149), math.Float64bits(0x1p-126), math.Float64bits(3.4028235677973366e38), math.Float64bits(3.4028234663852886e38),
	math.Float64bits(0.1), math.Float64bits(1e300), math.Float64bits(-1e-300),
}

var edges32 = []uint64{
	0, 1 << 31, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000, 0x7fc00123, 0xffa00001, 0x7f800001,
	1, 0x007fffff, 0x00800000, 0x80000001, 0x7f7fffff, 0xff7fffff,
	f(1), f(-1), f(0.5), f(1.5), f(2.5), f(-0.5), f(0x1p63), f(0x1p64), f(-0x1p63), f(0x1p31), f(-0x1p31), f(0x1p32),
	f(255.9), f(-128.5), f(65535.5), f(1 + 0x1p-23), f(0.1), f(1e30), f(-1e-30), f(3), f(7), f(0x1p-126 * 0.75),
}

func f(x float32) uint64 { return uint64(math.Float32bits(x)) }

// Value returns an operand of width w (32 or 64): an edge value, a
// random bit pattern, a small number or a neighbour of an edge.
func Value(r *rand.Rand, w int) uint64 {
	edges := edges64
	if w == 32 {
		edges = edges32
	}
	switch r.Intn(7) {
	case 0, 1:
		return edges[r.Intn(len(edges))]
	case 6: // half the minimum exponent: products and quotients underflow
		if w == 32 {
			return uint64(r.Uint32())&0x807fffff | uint64(r.Intn(30)+40)<<23
		}
		return r.Uint64()&0x800fffffffffffff | uint64(r.Intn(100)+470)<<52
	case 2:
		v := edges[r.Intn(len(edges))]
		return (v + uint64(r.Intn(5)) - 2) & mask(w)
	case 3: // small integers and simple fractions (exact results, ties)
		x := float64(r.Intn(2001)-1000) / float64(uint(1)<<r.Intn(6))
		if w == 32 {
			return f(float32(x))
		}
		return math.Float64bits(x)
	case 4: // moderate exponents
		if w == 32 {
			return uint64(r.Uint32())&0x807fffff | uint64(r.Intn(60)+100)<<23
		}
		return r.Uint64()&0x800fffffffffffff | uint64(r.Intn(200)+923)<<52
	}
	return r.Uint64() & mask(w)
}

// Int returns an integer operand of width w: random, or a limit.
func Int(r *rand.Rand, w int) uint64 {
	m := mask(w)
	switch r.Intn(4) {
	case 0:
		lim := []uint64{0, 1, m, m >> 1, m>>1 + 1, 1 << 24, 1<<24 + 1, 1<<53 + 1, m - 1023, m>>1 - 511}
		return lim[r.Intn(len(lim))] & m
	case 1:
		return uint64(r.Intn(1000)) & m
	}
	return r.Uint64() & m
}

func mask(w int) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<w - 1
}

// Case is one FP operation on concrete operands: Op is an expr kind's
// name (fadd, fptosi, ...), From the operands' width, To the result's, RM
// the rounding mode (expr.RoundingMode's numbering: 0 nearest even, 1
// toward -∞, 2 toward +∞, 3 toward zero).
type Case struct {
	Op       string
	From, To int
	A, B, C  uint64
	RM       int
}

// Arity is the number of operands of c.Op.
func (c Case) Arity() int {
	switch c.Op {
	case "fsqrt", "fpext", "fptrunc", "fptosi", "fptoui", "sitofp", "uitofp":
		return 1
	case "fma":
		return 3
	}
	return 2
}

// Cases draws n operations over every FP kind in ops (nil: all), width,
// conversion width and rounding mode.
func Cases(r *rand.Rand, n int, ops []string) []Case {
	if ops == nil {
		ops = []string{"fadd", "fsub", "fmul", "fdiv", "frem", "fmin", "fmax", "foeq", "folt", "fole", "funo",
			"fsqrt", "fma", "fpext", "fptosi", "fptoui", "sitofp", "uitofp"}
	}
	ints := []int{8, 16, 32, 64}
	out := make([]Case, 0, n)
	for len(out) < n {
		w := 32
		if r.Intn(2) == 0 {
			w = 64
		}
		c := Case{Op: ops[r.Intn(len(ops))], From: w, To: w}
		switch c.Op {
		case "foeq", "folt", "fole", "funo":
			c.To = 1
		case "fpext", "fptrunc":
			c.Op, c.To = "fpext", 64
			if w == 64 {
				c.Op, c.To = "fptrunc", 32
			}
		case "fptosi", "fptoui":
			c.To = ints[r.Intn(4)]
		case "sitofp", "uitofp":
			c.From = ints[r.Intn(4)]
			c.A = Int(r, c.From)
			c.RM = r.Intn(4)
			out = append(out, c)
			continue
		}
		c.A, c.B, c.C = Value(r, w), Value(r, w), Value(r, w)
		if r.Intn(4) == 0 {
			c.B = c.A // x op x: equal operands, a NaN against itself
		}
		c.RM = r.Intn(4)
		out = append(out, c)
	}
	return out
}
