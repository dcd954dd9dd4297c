package i386

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestProbe: the decision, with the kernel's and qemu's answers faked,
// and SYMX_I386 forcing each outcome.
func TestProbe(t *testing.T) {
	yes := func() (bool, error) { return true, nil }
	no := func() (bool, error) { return false, nil }
	broken := func() (bool, error) { return false, errors.New("noexec /tmp") }
	qemu := func() (string, error) { return "/usr/bin/qemu-i386", nil }
	noQEMU := func() (string, error) { return "", errors.New("no qemu-i386 on PATH") }
	for _, c := range []struct {
		name   string
		forced string
		native func() (bool, error)
		qemu   func() (string, error)
		want   Mode
	}{
		{"kernel runs i386", "", yes, noQEMU, Native},
		{"no i386, qemu", "", no, qemu, QEMU},
		{"no i386, no qemu", "", no, noQEMU, None},
		// A probe that could not run says nothing about the kernel.
		{"probe failed", "", broken, noQEMU, Native},
		{"forced native", "native", no, noQEMU, Native},
		{"forced qemu", "qemu", yes, qemu, QEMU},
		{"forced qemu, none installed", "qemu", yes, noQEMU, None},
		{"forced none", "none", yes, qemu, None},
		{"bad value", "x86", yes, qemu, None},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := probe(c.forced, c.native, c.qemu)
			if r.mode != c.want {
				t.Fatalf("mode %v, want %v", r.mode, c.want)
			}
			if (r.err != nil) != (c.want == None) {
				t.Errorf("err %v with mode %v", r.err, r.mode)
			}
			if c.want == None && c.forced != "x86" && !errors.Is(r.err, ErrNoI386) {
				t.Errorf("err %v does not wrap ErrNoI386", r.err)
			}
		})
	}
}

// TestProgram: the probe program is an i386 executable that exits 42,
// natively where the kernel runs i386 programs and under qemu-i386.
func TestProgram(t *testing.T) {
	exe := filepath.Join(t.TempDir(), "probe")
	if err := os.WriteFile(exe, program, 0o755); err != nil {
		t.Fatal(err)
	}
	if !IsI386(exe) {
		t.Fatal("the probe program is not an i386 ELF executable")
	}
	if self, _ := os.Executable(); IsI386(self) {
		t.Errorf("the test binary %s taken for i386", self)
	}
	ok, err := runsNatively()
	t.Logf("natively: %v %v", ok, err)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := exec.LookPath("qemu-i386"); err != nil {
		t.Skip("no qemu-i386 (qemu-user)")
	}
	if _, err := findQEMU(); err != nil {
		t.Errorf("qemu-i386: %v", err)
	}
}

// TestWrap: an i386 program runs under qemu-i386 in QEMU mode, is refused
// in None mode, and runs itself natively; other programs always run
// themselves.
func TestWrap(t *testing.T) {
	exe := filepath.Join(t.TempDir(), "probe")
	if err := os.WriteFile(exe, program, 0o755); err != nil {
		t.Fatal(err)
	}
	self, _ := os.Executable()
	for _, c := range []struct {
		r        result
		path     string
		wantName string
		wantErr  bool
	}{
		{result{mode: Native}, exe, exe, false},
		{result{mode: QEMU, qemu: "/q/qemu-i386"}, exe, "/q/qemu-i386", false},
		{result{mode: None, err: ErrNoI386}, exe, "", true},
		{result{mode: None, err: ErrNoI386}, self, self, false},
		{result{mode: QEMU, qemu: "/q/qemu-i386"}, self, self, false},
	} {
		restore := probed
		probed = func() result { return c.r }
		name, args, err := Wrap(c.path, []string{"a"})
		probed = restore
		if name != c.wantName || (err != nil) != c.wantErr {
			t.Errorf("%v %s: %s %q %v", c.r.mode, filepath.Base(c.path), name, args, err)
		}
		if c.wantName == "/q/qemu-i386" && (len(args) != 2 || args[0] != exe) {
			t.Errorf("qemu's arguments %q", args)
		}
	}
}
