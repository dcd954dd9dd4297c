package ir

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestCorpus lowers every checked-in .ll of testdata/ll (the benchmark
// programs, the paper examples, sv-benchmarks tasks and feature programs,
// compiled by clang-14 at -O0 and -O2, some with -m32; see
// the go:generate lines in doc.go) and checks the result. Only unsupported.c may lower to
// OpUnsupported.
func TestCorpus(t *testing.T) {
	files, err := filepath.Glob("testdata/ll/*.ll")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus (%v): run go generate ./ir/", err)
	}
	for _, file := range files {
		name := filepath.Base(file)
		t.Run(name, func(t *testing.T) {
			p, err := Load(file, LoadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if err := p.Check(); err != nil {
				t.Fatal(err)
			}
			wantPtr := 8
			if strings.Contains(name, ".m32.") {
				wantPtr = 4
			}
			if p.PtrBytes != wantPtr {
				t.Errorf("PtrBytes = %d, want %d", p.PtrBytes, wantPtr)
			}
			unsupported := 0
			for _, f := range p.Funcs {
				if !f.IsDecl() && f.Loc.Line == 0 {
					t.Errorf("function %s has no location", f.Name)
				}
				for _, b := range f.Blocks {
					for _, in := range b.Insts {
						if in.Op == OpUnsupported {
							unsupported++
							if !strings.HasPrefix(name, "unsupported.") {
								t.Errorf("%s: %s", f.Name, in.Text)
							}
						}
					}
				}
			}
			if strings.HasPrefix(name, "unsupported.") && unsupported == 0 {
				t.Errorf("unsupported.c lowered without OpUnsupported")
			}
			if m := p.Func("main"); m == nil || m.IsDecl() {
				t.Errorf("no main")
			}
			if p.NumInsts == 0 || len(p.Files) == 0 {
				t.Errorf("NumInsts %d, Files %v", p.NumInsts, p.Files)
			}
		})
	}
}

// TestCorpusLocations checks that lowered instructions point into the C
// source: the assertion in arith.c is on line 19 (see the benchmarks'
// README), and its call must carry that line.
func TestCorpusLocations(t *testing.T) {
	p, err := Load("testdata/ll/arith.O0.ll", LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, f := range p.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if in.Op == OpCall && in.Call != nil && in.Call.Name == "__assert_fail" {
					found = true
					if in.Loc.Line != 19 || p.FileOf(in.Loc) != "../testdata/programs/arith.c" {
						t.Errorf("assert call at %s:%d", p.FileOf(in.Loc), in.Loc.Line)
					}
				}
			}
		}
	}
	if !found {
		t.Errorf("no call to __assert_fail in arith.c")
	}
}

func haveClang(t *testing.T) {
	t.Helper()
	if _, _, err := findClang(""); err != nil {
		t.Skipf("no usable clang: %v", err)
	}
}

// TestLoadC compiles C with clang through Load, at both optimization
// levels and both data models.
func TestLoadC(t *testing.T) {
	haveClang(t)
	for _, opts := range []LoadOptions{
		{IncludeDirs: []string{"testdata/include"}},
		{IncludeDirs: []string{"testdata/include"}, Opt: "O2"},
		{IncludeDirs: []string{"testdata/include"}, M32: true, Defines: []string{"UNUSED=1"}},
	} {
		p, err := Load("testdata/c/features.c", opts)
		if err != nil {
			t.Fatalf("%+v: %v", opts, err)
		}
		if err := p.Check(); err != nil {
			t.Fatalf("%+v: %v", opts, err)
		}
		if want := map[bool]int{false: 8, true: 4}[opts.M32]; p.PtrBytes != want {
			t.Errorf("%+v: PtrBytes %d", opts, p.PtrBytes)
		}
		if p.Func("main") == nil {
			t.Errorf("%+v: no main", opts)
		}
	}
}

func TestLoadCErrors(t *testing.T) {
	haveClang(t)
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.c")
	if err := os.WriteFile(bad, []byte("int main(void) { return undeclared_thing; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Load(bad, LoadOptions{})
	if err == nil || !strings.Contains(err.Error(), "undeclared_thing") || !strings.Contains(err.Error(), "bad.c") {
		t.Errorf("compile error %v: want clang's message and the file", err)
	}
	if _, err := Load(bad, LoadOptions{Opt: "O7"}); err == nil || !strings.Contains(err.Error(), "O7") {
		t.Errorf("bad Opt: %v", err)
	}
}

func TestMissingClang(t *testing.T) {
	_, err := Load("../testdata/programs/arith.c", LoadOptions{Clang: "no-such-clang-xyz"})
	if err == nil || !strings.Contains(err.Error(), "clang-14 not found: install it") {
		t.Errorf("missing clang: %v", err)
	}
}

// TestLoadBitcode goes through llvm-dis.
func TestLoadBitcode(t *testing.T) {
	haveClang(t)
	if _, err := findTool("llvm-dis-14", "llvm-dis"); err != nil {
		t.Skip("no llvm-dis")
	}
	clang, extra, _ := findClang("")
	bc := filepath.Join(t.TempDir(), "arith.bc")
	args := append(extra, "-c", "-emit-llvm", "-g", "-O0", "-Itestdata/include", "../testdata/programs/arith.c", "-o", bc)
	if out, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
		t.Fatalf("clang: %v\n%s", err, out)
	}
	p, err := Load(bc, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
	if p.Func("main") == nil {
		t.Error("no main")
	}
}

// TestLoadBadBitcode: a file llvm-dis cannot read is one line naming the
// file and llvm-dis's first complaint, never its crash report and stack
// dump (testdata/bc/crash.bc is a clang-14 .bc with five bytes changed,
// which makes llvm-dis-14 abort).
func TestLoadBadBitcode(t *testing.T) {
	if _, err := findTool("llvm-dis-14", "llvm-dis"); err != nil {
		t.Skip("no llvm-dis")
	}
	good, err := os.ReadFile("testdata/bc/crash.bc")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"text.bc", []byte("int main(void) { return 0; }\n"), "Invalid bitcode signature"},
		{"truncated.bc", good[:len(good)/2], ""},
		{"crash.bc", good, "Invalid abbrev number"},
	} {
		path := filepath.Join(dir, c.name)
		if err := os.WriteFile(path, c.data, 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := Load(path, LoadOptions{})
		if err == nil {
			t.Errorf("%s: loaded", c.name)
			continue
		}
		msg := err.Error()
		if strings.Contains(msg, "\n") || !strings.HasPrefix(msg, path+": not valid LLVM 14 bitcode (llvm-dis") ||
			!strings.Contains(msg, c.want) || strings.Contains(msg, "Stack dump") || strings.Contains(msg, "PLEASE") {
			t.Errorf("%s: %q: want one line naming the file and llvm-dis's first complaint %q", c.name, msg, c.want)
		}
	}
}

// TestHugeGlobal: a global larger than symx models is a load error naming
// it, not an attempt to allocate its image (which would kill the process
// before the temporary directory is removed).
func TestHugeGlobal(t *testing.T) {
	const src = "char big[1ULL << 40];\nint main(void) { big[3] = 1; return big[3]; }\n"
	check := func(err error) {
		t.Helper()
		if err == nil || !strings.Contains(err.Error(), "global @big: 1099511627776 bytes is too large") {
			t.Errorf("1 TiB global: %v", err)
		}
	}
	_, err := LoadLL("big.ll", []byte("@big = global [1099511627776 x i8] zeroinitializer\n"))
	check(err)
	haveClang(t)
	dir := t.TempDir()
	c := filepath.Join(dir, "big.c")
	if err := os.WriteFile(c, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	tmp := filepath.Join(dir, "tmp")
	if err := os.Mkdir(tmp, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("TMPDIR", tmp)
	_, err = Load(c, LoadOptions{})
	check(err)
	if left, _ := os.ReadDir(tmp); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}
