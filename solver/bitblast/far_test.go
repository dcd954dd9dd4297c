package bitblast_test

import (
	"context"
	"runtime"
	"testing"

	"github.com/symx/symx/smtlib"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
)

// farQueries read arrays far past their largest constant index (the
// reader sizes a declared array by it), or at constant indices near the
// end of a 32-bit index space: a model must hold those bytes without
// holding the array.
var farQueries = []struct{ name, src string }{
	{"symbolic-index", `
(declare-fun a () (Array (_ BitVec 32) (_ BitVec 8)))
(declare-fun i () (_ BitVec 32))
(assert (bvugt i #x80000000))
(assert (= (select a i) #x05))`},
	{"const-index-4GiB", `
(declare-fun a () (Array (_ BitVec 32) (_ BitVec 8)))
(assert (= (select a #xffffffff) #x05))`},
	// Before models were sparse this one allocated 256 MiB (the 4 GiB
	// one above, 4 GiB): the allocation bound below fails on it.
	{"const-index-256MiB", `
(declare-fun a () (Array (_ BitVec 32) (_ BitVec 8)))
(assert (= (select a #x0fffffff) #x05))`},
	{"near-and-far", `
(declare-fun a () (Array (_ BitVec 32) (_ BitVec 8)))
(declare-fun i () (_ BitVec 32))
(declare-fun j () (_ BitVec 32))
(assert (= (select a #x00000003) #x07))
(assert (= (select a #xfffffff0) #x09))
(assert (bvugt i #x00100000))
(assert (bvult j #x00000010))
(assert (= (select a i) (bvadd (select a j) #x01)))
(assert (= (select a j) #x11))
(assert (= (select (store a #xfffffff0 #x01) i) #x12))`},
	{"store-far", `
(declare-fun a () (Array (_ BitVec 32) (_ BitVec 8)))
(declare-fun i () (_ BitVec 32))
(assert (bvugt i #xf0000000))
(assert (= (select (store a #x00000001 #x03) i) #x04))
(assert (= (select a (bvadd i #x00000001)) #x06))`},
}

// maxFarAlloc bounds what solving one far query may allocate.
const maxFarAlloc = 64 << 20

// TestFarModels checks (issue 8 item 8) that the models of far reads
// satisfy their queries, under every backend and the chain, and cost
// memory in proportion to the bytes they define.
func TestFarModels(t *testing.T) {
	solvers := []struct {
		name string
		s    solver.Solver
	}{
		{"bitblast", bitblast.New(bitblast.Options{})},
		{"chain", solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{})},
		{"z3", newZ3(t)},
	}
	for _, fq := range farQueries {
		sc, err := smtlib.Parse(fq.name, []byte(fq.src))
		if err != nil {
			t.Fatalf("%s: %v", fq.name, err)
		}
		for _, s := range solvers {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			r, err := s.s.Check(context.Background(), solver.Query{Constraints: sc.Assertions})
			runtime.ReadMemStats(&after)
			if err != nil || r.Result != solver.Sat {
				t.Errorf("%s: %s: %v %v, want sat", fq.name, s.name, r.Result, err)
				continue
			}
			if !satisfies(r.Model, sc.Assertions) {
				t.Errorf("%s: %s: the model does not satisfy the query", fq.name, s.name)
			}
			if n := after.TotalAlloc - before.TotalAlloc; n > maxFarAlloc {
				t.Errorf("%s: %s: allocated %d MiB", fq.name, s.name, n>>20)
			}
		}
	}
}
