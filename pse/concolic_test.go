package pse

import (
	"testing"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
)

// TestRenamer: in concolic mode a disjunct's inputs made before its
// checkpoint are renamed to the state's at the same position, with the
// same name and size; an input of another run (a cut's summary in its
// conditions) stays free, and so does one without a partner. The
// renamed copy is kept for the run and made again for another.
func TestRenamer(t *testing.T) {
	p := newWorker(&table{cfg: Config{Concolic: true}})
	x1, z1 := expr.NewArray("x", 4), expr.NewArray("z", 1)
	x2, z2 := expr.NewArray("x", 4), expr.NewArray("z", 2)
	other := expr.NewArray("x", 4) // another run's, met in a cut's summary
	syms := []exec.Symbolic{{Name: "x", Array: x1}, {Name: "z", Array: z1}}
	own := []exec.Symbolic{{Name: "x", Array: x2}, {Name: "z", Array: z2}}
	rd := func(a *expr.Array) expr.Expr { return expr.Read(expr.UpdateList{Root: a}, expr.Const(0, expr.Int32)) }
	d := &disjunct{syms: syms, conds: []expr.Expr{
		expr.Eq(rd(x1), rd(other)),
		expr.Eq(rd(z1), expr.Const(1, 8)),
	}}
	sub, k := p.renamer(d.syms, own)
	if sub == nil {
		t.Fatal("no renaming")
	}
	r := d.renamed(k, sub)
	if want := expr.Eq(rd(x2), rd(other)); r.conds[0] != want {
		t.Errorf("renamed %v, want %v (x renamed, the other run's input free)", r.conds[0], want)
	}
	if r.conds[1] != d.conds[1] {
		t.Errorf("renamed %v: z's sizes differ, it must stay free", r.conds[1])
	}
	if d.renamed(k, sub) != r {
		t.Error("the renamed copy was made again for the same run")
	}
	x3 := expr.NewArray("x", 4)
	sub3, k3 := p.renamer(d.syms, []exec.Symbolic{{Name: "x", Array: x3}})
	if r3 := d.renamed(k3, sub3); r3 == r || r3.conds[0] != expr.Eq(rd(x3), rd(other)) {
		t.Errorf("another run's copy: %v", r3.conds[0])
	}
	// Nothing to rename: the state's own inputs.
	if sub, _ := p.renamer(own, own); sub != nil {
		t.Error("a renaming of the state's own inputs")
	}
}
