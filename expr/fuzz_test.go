package expr

import (
	"math/rand"
	"testing"
)

// Differential testing of the simplifier: a byte string decodes into a
// random term tree built twice, once through the simplifying constructors
// and once raw; both must evaluate alike under several assignments.

// fuzzArrays are the arrays decoded terms read: two small symbolic arrays
// and a constant table.
var fuzzArrays = []*Array{NewArray("f0", 4), NewArray("f1", 3), NewConstArray("ft", []byte{7, 0x80, 0xff, 1, 0})}

// decoder turns fuzz bytes into choices; past the end it returns zeros,
// which decode to leaves, so every input terminates.
type decoder struct {
	data []byte
	pos  int
}

func (d *decoder) next() byte {
	if d.pos >= len(d.data) {
		return 0
	}
	b := d.data[d.pos]
	d.pos++
	return b
}

func (d *decoder) intn(n int) int { return int(d.next()) % n }

func (d *decoder) u64() uint64 {
	var v uint64
	for i := 0; i < 8; i++ {
		v = v<<8 | uint64(d.next())
	}
	return v
}

// pair is one term, simplified and raw.
type pair struct{ s, r Expr }

var fuzzWidths = []Width{1, 2, 3, 7, 8, 13, 16, 32, 33, 64}

func (d *decoder) width() Width { return fuzzWidths[d.intn(len(fuzzWidths))] }

func (d *decoder) constant(w Width) pair {
	var v uint64
	switch d.intn(6) {
	case 0:
		v = 0
	case 1:
		v = 1
	case 2:
		v = Mask(w)
	case 3:
		v = Mask(w)>>1 + 1
	case 4:
		v = uint64(d.intn(16))
	default:
		v = d.u64()
	}
	c := Const(v, w)
	return pair{c, c}
}

// index returns a 32-bit index that is often small.
func (d *decoder) index(depth int) pair {
	if depth <= 0 || d.intn(3) == 0 {
		c := Const(uint64(d.intn(6)), 32)
		return pair{c, c}
	}
	b := d.term(3, depth-1)
	return pair{ZExt(b.s, 32), rawUnary(KindZExt, b.r, 32)}
}

// read returns a byte read through up to three writes.
func (d *decoder) read(depth int) pair {
	root := fuzzArrays[d.intn(len(fuzzArrays))]
	s, r := UpdateList{Root: root}, UpdateList{Root: root}
	if depth > 0 {
		for n := d.intn(4); n > 0; n-- {
			i, v := d.index(depth-1), d.term(8, depth-1)
			s, r = s.Write(i.s, v.s), r.Write(i.r, v.r)
		}
	}
	i := d.index(depth - 1)
	return pair{Read(s, i.s), rawRead(r, i.r)}
}

// fit converts a byte to width w.
func fit(p pair, w Width) pair {
	switch {
	case w == 8:
		return p
	case w < 8:
		return pair{Extract(p.s, 0, w), rawExtract(p.r, 0, w)}
	}
	return pair{SExt(p.s, w), rawUnary(KindSExt, p.r, w)}
}

var fuzzBinary = []Kind{KindAnd, KindOr, KindXor, KindShl, KindLShr, KindAShr, KindAdd,
	KindSub, KindMul, KindUDiv, KindSDiv, KindURem, KindSRem}

var fuzzCompare = []Kind{KindEq, KindUlt, KindUle, KindSlt, KindSle}

func (d *decoder) term(w Width, depth int) pair {
	if depth <= 0 {
		if d.intn(2) == 0 {
			return d.constant(w)
		}
		return fit(d.read(0), w)
	}
	switch d.intn(12) {
	case 0:
		return d.constant(w)
	case 1:
		return fit(d.read(depth), w)
	case 2:
		if w%8 == 0 && w > 8 {
			// ReadLE, and its raw concatenation of reads.
			root := fuzzArrays[d.intn(2)]
			i := d.index(depth - 1)
			n := int(w / 8)
			s := ReadLE(UpdateList{Root: root}, i.s, n)
			r := rawRead(UpdateList{Root: root}, i.r)
			for k := 1; k < n; k++ {
				idx := rawBinary(KindAdd, i.r, Const(uint64(k), 32))
				r = rawConcat(rawRead(UpdateList{Root: root}, idx), r)
			}
			return pair{s, r}
		}
		return d.constant(w)
	case 3:
		c, a, b := d.boolean(depth-1), d.term(w, depth-1), d.term(w, depth-1)
		return pair{Select(c.s, a.s, b.s), rawSelect(c.r, a.r, b.r)}
	case 4:
		if w == 1 {
			return d.boolean(depth - 1)
		}
		lw := Width(1 + d.intn(int(w)-1))
		hi, lo := d.term(w-lw, depth-1), d.term(lw, depth-1)
		return pair{Concat(hi.s, lo.s), rawConcat(hi.r, lo.r)}
	case 5:
		src := d.width()
		a := d.term(src, depth-1)
		switch {
		case src > w:
			off := uint(d.intn(int(src-w) + 1))
			return pair{Extract(a.s, off, w), rawExtract(a.r, off, w)}
		case src < w && d.intn(2) == 0:
			return pair{ZExt(a.s, w), rawUnary(KindZExt, a.r, w)}
		case src < w:
			return pair{SExt(a.s, w), rawUnary(KindSExt, a.r, w)}
		}
		return a
	case 6:
		a := d.term(w, depth-1)
		return pair{Not(a.s), rawUnary(KindNot, a.r, w)}
	case 7:
		if w == 1 {
			return d.boolean(depth - 1)
		}
	}
	k := fuzzBinary[d.intn(len(fuzzBinary))]
	a := d.term(w, depth-1)
	var b pair
	if d.intn(3) == 0 {
		b = d.constant(w)
	} else {
		b = d.term(w, depth-1)
	}
	if d.intn(2) == 0 {
		a, b = b, a
	}
	return pair{Binary(k, a.s, b.s), rawBinary(k, a.r, b.r)}
}

func (d *decoder) boolean(depth int) pair {
	if depth > 0 {
		switch d.intn(5) {
		case 0:
			a, b := d.boolean(depth-1), d.boolean(depth-1)
			return pair{And(a.s, b.s), rawBinary(KindAnd, a.r, b.r)}
		case 1:
			a, b := d.boolean(depth-1), d.boolean(depth-1)
			return pair{Or(a.s, b.s), rawBinary(KindOr, a.r, b.r)}
		case 2:
			a := d.boolean(depth - 1)
			return pair{Not(a.s), rawUnary(KindNot, a.r, Bool)}
		}
	}
	w := d.width()
	k := fuzzCompare[d.intn(len(fuzzCompare))]
	a, b := d.term(w, depth-1), d.term(w, depth-1)
	if d.intn(3) == 0 {
		b = d.constant(w)
	}
	return pair{Binary(k, a.s, b.s), rawBinary(k, a.r, b.r)}
}

// checkSimplify decodes a term and compares its two forms under a few
// assignments (zeros, ones, and pseudo-random bytes from the input).
func checkSimplify(t *testing.T, data []byte) {
	d := &decoder{data: data}
	w := d.width()
	depth := 1 + d.intn(5)
	p := d.term(w, depth)
	if p.s.Width() != w || p.r.Width() != w {
		t.Fatalf("widths: simplified %d, raw %d, want %d", p.s.Width(), p.r.Width(), w)
	}
	r := rand.New(rand.NewSource(int64(len(data))*7919 + int64(d.pos)))
	for round := 0; round < 6; round++ {
		m := NewAssignment()
		for _, a := range fuzzArrays[:2] {
			b := make([]byte, a.Size)
			for i := range b {
				switch round {
				case 0:
				case 1:
					b[i] = 0xff
				case 2:
					b[i] = byte(i)
				default:
					b[i] = byte(r.Intn(256))
				}
			}
			m.Set(a, b)
		}
		if vs, vr := Eval(p.s, m), Eval(p.r, m); vs != vr {
			t.Fatalf("simplified %v = %#x, raw %v = %#x (assignment %v)", p.s, vs, p.r, vr, m.Values)
		}
	}
}

func FuzzSimplify(f *testing.F) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 32; i++ {
		b := make([]byte, 16+r.Intn(64))
		r.Read(b)
		f.Add(b)
	}
	f.Fuzz(checkSimplify)
}

// TestSimplifyRandom is FuzzSimplify's seeded random run for go test.
func TestSimplifyRandom(t *testing.T) {
	r := rand.New(rand.NewSource(42))
	n := 5000
	if testing.Short() {
		n = 500
	}
	for i := 0; i < n; i++ {
		b := make([]byte, 8+r.Intn(120))
		r.Read(b)
		checkSimplify(t, b)
	}
}
