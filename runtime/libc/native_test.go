package libc

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symx/symx/internal/i386"
	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/runtime/libc/internal/irgen"
)

// The native tests compile the runtime for the host, rename every symbol
// of its objects with objcopy --prefix-symbols=symx_ (so the runtime's
// strlen is symx_strlen and its calls of the engine primitive malloc call
// symx_malloc), link them with testdata/native/shim.c (the primitives, on
// top of the host's C library) and driver.c (the tests), and run the
// driver's test groups. Most groups are differential: the runtime's
// function against glibc's on the same inputs.
//
// Variants: with clang-14, the checked-in IR compiled to machine code (what
// the engine runs; TestIRCurrent checks that it matches the sources);
// without it, the C sources built with the host's compiler. Each for
// x86-64 and, when the compiler can build -m32 programs, i386.

var nativeGroups = []string{"strings", "ctype", "stdlib", "printf", "scanf", "strtod", "math", "getopt", "console", "env", "wchar", "locale", "time", "misc", "dirs", "users", "system"}

type compiler struct {
	path  string
	clang bool
}

func findCompiler() (compiler, bool) {
	for _, n := range []string{"clang-14", "clang", "gcc", "cc"} {
		if p, err := exec.LookPath(n); err == nil {
			return compiler{path: p, clang: strings.Contains(n, "clang")}, true
		}
	}
	return compiler{}, false
}

// sourceFlags are irgen.CFlags, adapted to the compiler.
func (c compiler) sourceFlags() []string {
	var out []string
	for _, f := range irgen.CFlags {
		if !c.clang {
			switch f {
			case "-fno-vectorize":
				f = "-fno-tree-vectorize"
			case "-fno-slp-vectorize", "-Werror":
				continue
			}
		}
		out = append(out, f)
	}
	return out
}

func run(name string, args ...string) error {
	cmd := exec.Command(name, args...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return nil
}

// buildDriver builds the test driver into dir and returns its path.
func buildDriver(dir string, cc compiler, objcopy string, m32, fromIR bool) (string, error) {
	var arch []string
	if m32 {
		arch = []string{"-m32"}
	}
	var objs []string
	if fromIR {
		name, triple := "libc.ll", "x86_64-pc-linux-gnu"
		if m32 {
			name, triple = "libc32.ll", "i386-pc-linux-gnu"
		}
		ll := filepath.Join(dir, name)
		if err := os.WriteFile(ll, IR(m32), 0o644); err != nil {
			return "", err
		}
		obj := filepath.Join(dir, "runtime.o")
		if err := run(cc.path, "--target="+triple, "-fno-pic", "-c", "-o", obj, ll); err != nil {
			return "", err
		}
		objs = append(objs, obj)
	} else {
		srcs, err := irgen.Sources("csrc")
		if err != nil {
			return "", err
		}
		for _, src := range srcs {
			obj := filepath.Join(dir, strings.TrimSuffix(src, ".c")+".o")
			args := append(append([]string{}, arch...), cc.sourceFlags()...)
			args = append(args, "-I", "csrc", "-I", filepath.Join("..", "include"), "-c", "-o", obj, filepath.Join("csrc", src))
			if err := run(cc.path, args...); err != nil {
				return "", err
			}
			objs = append(objs, obj)
		}
	}
	for _, obj := range objs {
		if err := run(objcopy, "--prefix-symbols=symx_", obj); err != nil {
			return "", err
		}
	}
	native := filepath.Join("testdata", "native")
	for _, src := range []string{"shim.c", "driver.c", "wide.c"} {
		obj := filepath.Join(dir, strings.TrimSuffix(src, ".c")+".o")
		args := append(append([]string{}, arch...), "-std=gnu11", "-O0", "-g", "-fno-pic",
			"-Wno-format", "-I", native, "-c", "-o", obj, filepath.Join(native, src))
		if err := run(cc.path, args...); err != nil {
			return "", err
		}
		objs = append(objs, obj)
	}
	exe := filepath.Join(dir, "driver")
	args := append(append([]string{}, arch...), "-no-pie", "-o", exe)
	args = append(args, objs...)
	args = append(args, "-lm")
	if err := run(cc.path, args...); err != nil {
		return "", err
	}
	return exe, nil
}

func TestNative(t *testing.T) {
	cc, ok := findCompiler()
	if !ok {
		t.Skip("no C compiler")
	}
	objcopy := lookTool("objcopy", "llvm-objcopy-14", "llvm-objcopy")
	if objcopy == "" {
		t.Skip("no objcopy")
	}
	type variant struct {
		name        string
		m32, fromIR bool
	}
	variants := []variant{{"src64", false, false}, {"src32", true, false}}
	if p := lookTool("clang-14"); p != "" {
		cc = compiler{path: p, clang: true}
		variants = []variant{{"ir64", false, true}, {"ir32", true, true}}
	}
	for _, v := range variants {
		t.Run(v.name, func(t *testing.T) {
			t.Parallel()
			c := cc
			if v.m32 && testing.Short() {
				t.Skip("-short: the 64-bit build only")
			}
			if v.m32 {
				testutil.NeedM32(t, c.path)
			}
			exe, err := buildDriver(t.TempDir(), c, objcopy, v.m32, v.fromIR)
			if err != nil {
				t.Fatal(err)
			}
			underQEMU := false
			if mode, _ := i386.Probe(); v.m32 && mode == i386.QEMU {
				underQEMU = true
			}
			for _, g := range nativeGroups {
				if g == "dirs" && underQEMU {
					// qemu-i386 is a 64-bit process: ext4 gives it 64-bit
					// directory offsets, which i386's readdir cannot return
					// (EOVERFLOW); the kernel gives an i386 process 32-bit ones.
					t.Logf("dirs: skipped under qemu-i386 (64-bit directory offsets)")
					continue
				}
				var out bytes.Buffer
				cmd := testutil.Command(t, exe, g)
				cmd.Stdout, cmd.Stderr = &out, &out
				err := cmd.Run()
				sc := bufio.NewScanner(bytes.NewReader(out.Bytes()))
				sc.Buffer(make([]byte, 1<<20), 1<<20)
				done := false
				var fails []string
				for sc.Scan() {
					line := sc.Text()
					if strings.HasPrefix(line, "FAIL") {
						fails = append(fails, line)
					} else if strings.HasPrefix(line, "done "+g+":") {
						done = true
						t.Logf("%s", line)
					} else if len(fails) > 0 && strings.HasPrefix(line, "  ") {
						fails[len(fails)-1] += "\n" + line
					}
				}
				for i, f := range fails {
					if i == 50 {
						t.Errorf("%s: ... %d more failures", g, len(fails)-50)
						break
					}
					t.Errorf("%s: %s", g, f)
				}
				if !done {
					t.Errorf("%s: driver did not finish (%v):\n%s", g, err, out.String())
				} else if err != nil && len(fails) == 0 {
					t.Errorf("%s: driver: %v", g, err)
				}
			}
		})
	}
}
