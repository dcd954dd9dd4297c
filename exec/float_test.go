package exec

import (
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/symx/symx/expr"

	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/ir"
)

// Edge values for the conversions: zeros, NaNs, infinities, subnormals,
// and the values just inside and outside every integer range.
var (
	floatEdges = []float64{
		0, math.Copysign(0, -1), 0.5, -0.5, 0.99, -0.99, 1, -1, 1.5, -1.5,
		100.7, -100.7, 127, 127.9, 128, -128, -128.9, -129, 255, 255.9, 256, 1000, -1000,
		32767, 32768, -32768, -32769, 65535, 65535.5, 65536, 1e5, -1e5,
		2147483647, 2147483648, -2147483648, -2147483649, 4294967295, 4294967296, 1e10, -1e10,
		9.2233720368547748e18, // 2^63
		9.2233720368547738e18, // 2^63 - 1024 (the largest double below)
		-9.2233720368547748e18, -9.2233720368547779e18,
		1e19, 1.8446744073709552e19, // 2^64
		1.844674407370955e19, 2e19, -2e19, 1e300, -1e300,
		math.Inf(1), math.Inf(-1), math.NaN(), -math.NaN(),
		math.SmallestNonzeroFloat64, -math.SmallestNonzeroFloat64, 0x1p-1030,
	}
	intEdges = []uint64{
		0, 1, 0x7f, 0x80, 0xff, 0x100, 0x7fff, 0x8000, 0xffff, 0x10000,
		0x7fffffff, 0x80000000, 0xffffffff, 0x1_0000_0001, 0x1ffffff, 0x1000001,
		0x20000000000001, 0x7fffffffffffffff, 0x8000000000000000, 0x8000000000000001,
		0xfffffffffffff800, 0xfffffffffffffc00, 0xfffffffffffffbff, 0xffffffffffffffff,
		0x7ffffffffffffdff, 0x0020_0000_0000_0003, 0x1234_5678_9abc_def1,
	}
)

// convCase is one conversion of one input: the C expression computing it
// and the op symx runs for it.
type convCase struct {
	op       ir.Op
	from, to uint16
	in       uint64 // bit pattern of the input, masked to from
}

func (c convCase) String() string {
	return fmt.Sprintf("%s %d->%d bits of %#x", c.op, c.from, c.to, c.in)
}

var intTypes = map[uint16][2]string{8: {"int8_t", "uint8_t"}, 16: {"int16_t", "uint16_t"}, 32: {"int32_t", "uint32_t"}, 64: {"int64_t", "uint64_t"}}

// convProgram writes a C program printing, one hex line per case, what
// every conversion gives natively, and returns the cases in order.
func convProgram() (string, []convCase) {
	var src strings.Builder
	var cases []convCase
	src.WriteString("#include <stdint.h>\n#include <stdio.h>\n#include <string.h>\n\n")
	src.WriteString("static void p(unsigned long long v) { printf(\"%llx\\n\", v); }\n\n")
	src.WriteString("int main(void) {\n  volatile uint64_t b;\n  double d; float f;\n")
	for _, fw := range []uint16{32, 64} {
		v := map[uint16]string{32: "f", 64: "d"}[fw]
		for _, x := range floatEdges {
			bits := math.Float64bits(x)
			if fw == 32 {
				bits = uint64(math.Float32bits(float32(x)))
			}
			fmt.Fprintf(&src, "  b = %#xULL; { uint%d_t t = b; memcpy(&%s, &t, sizeof %s); }\n", bits, fw, v, v)
			for _, iw := range []uint16{8, 16, 32, 64} {
				for sign, op := range []ir.Op{ir.OpFPToSI, ir.OpFPToUI} {
					it := intTypes[iw][sign]
					fmt.Fprintf(&src, "  p((%s)(%s)%s);\n", intTypes[iw][1], it, v)
					cases = append(cases, convCase{op, fw, iw, bits})
				}
			}
		}
	}
	for _, iw := range []uint16{8, 16, 32, 64} {
		for _, x := range intEdges {
			x &= mask(iw)
			for sign, op := range []ir.Op{ir.OpSIToFP, ir.OpUIToFP} {
				it := intTypes[iw][sign]
				fmt.Fprintf(&src, "  b = %#xULL; f = (float)(%s)b; d = (double)(%s)b;\n", x, it, it)
				src.WriteString("  { uint32_t t; memcpy(&t, &f, 4); p(t); }\n  { uint64_t t; memcpy(&t, &d, 8); p(t); }\n")
				cases = append(cases, convCase{op, iw, 32, x}, convCase{op, iw, 64, x})
			}
		}
	}
	src.WriteString("  return 0;\n}\n")
	return src.String(), cases
}

// runConvProgram compiles the program with clang-14 -O0 (flags added) and
// returns its output lines.
func runConvProgram(t *testing.T, src string, flags ...string) []string {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not found")
	}
	dir := t.TempDir()
	c, bin := filepath.Join(dir, "conv.c"), filepath.Join(dir, "conv")
	if err := os.WriteFile(c, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(clang, append([]string{"-O0", "-w", c, "-o", bin}, flags...)...).CombinedOutput(); err != nil {
		t.Skipf("compiling natively (%v): %v\n%s", flags, err, out)
	}
	out, err := testutil.Command(t, bin).Output()
	if err != nil {
		t.Fatal(err)
	}
	return strings.Fields(string(out))
}

// TestFloatConversionsNative compares fptosi, fptoui, sitofp and uitofp
// of every integer width and both float widths, on edge values, with what
// clang -O0 code computes on x86-64 and on i386 (-m32, x87 code). Out-of-
// range conversions are poison in LLVM; symx gives what the native code
// gives, so that replays agree.
func TestFloatConversionsNative(t *testing.T) {
	src, cases := convProgram()
	for _, target := range []struct {
		name  string
		i386  bool
		flags []string
	}{
		{"x86-64", false, nil},
		{"i386", true, []string{"-m32"}},
	} {
		t.Run(target.name, func(t *testing.T) {
			lines := runConvProgram(t, src, target.flags...)
			if len(lines) != len(cases) {
				t.Fatalf("native program printed %d lines for %d cases", len(lines), len(cases))
			}
			bad := 0
			for i, c := range cases {
				want, err := strconv.ParseUint(lines[i], 16, 64)
				if err != nil {
					t.Fatal(err)
				}
				if got := fcast(c.op, expr.RNE, c.from, c.to, c.in, target.i386); got != want {
					t.Errorf("%v: symx %#x, native %#x", c, got, want)
					if bad++; bad > 20 {
						t.Fatal("too many differences")
					}
				}
			}
		})
	}
}
