package run

import (
	"bytes"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/symx/symx/ir"
	"github.com/symx/symx/runtime/libc"
)

// TestLibcPartLinksSame: linking a program with the part of the C library
// its symbols reach gives the same program as linking it with the whole
// library, with and without the POSIX runtime.
func TestLibcPartLinksSame(t *testing.T) {
	whole, err := ir.LoadLL("libc.ll", libc.IR(false))
	if err != nil {
		t.Fatal(err)
	}
	progs, _ := filepath.Glob("../testdata/programs/*.ll")
	if len(progs) < 10 {
		t.Fatalf("only %d programs", len(progs))
	}
	for _, path := range progs {
		for _, posix := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/posix=%v", filepath.Base(path), posix), func(t *testing.T) {
				prog, err := ir.Load(path, ir.LoadOptions{})
				if err != nil {
					t.Fatal(err)
				}
				// A fresh archive, so that this program's own part is loaded.
				a := ir.NewArchive("libc.ll", libc.IR(false))
				keep := libcKeep(posix, true)
				part, err := a.Load(libcRoots([]*ir.Program{prog}, keep))
				if err != nil {
					t.Fatal(err)
				}
				if len(part.Funcs) >= len(whole.Funcs) {
					t.Errorf("the part has %d functions, the whole library %d", len(part.Funcs), len(whole.Funcs))
				}
				o := ir.LinkOptions{RenameMain: userMain, Keep: keep}
				got, err := o.Link(prog, part)
				if err != nil {
					t.Fatal(err)
				}
				want, err := o.Link(prog, whole)
				if err != nil {
					t.Fatal(err)
				}
				var g, w bytes.Buffer
				got.Dump(&g)
				want.Dump(&w)
				if !bytes.Equal(g.Bytes(), w.Bytes()) {
					t.Errorf("linked with the part: %d bytes of dump, with the whole library: %d", g.Len(), w.Len())
				}
			})
		}
	}
}
