package ir

import "slices"

// Liveness says which register slots of a function may still be read:
// the executor keeps only those of a state that is not running (a parked
// state's frame of a function with hundreds of slots holds a few live
// values at -O0, where locals live in memory).
//
// It is conservative: a slot counts as live at a point when some path
// from there reads it before writing it. Values are whole: reading one
// slot of a multi-slot value (a vector, an aggregate, a call's flattened
// result) keeps all of the value's slots, and an alloca never ends its
// result's life (the executor makes a frame's entry allocas at once,
// ahead of the instructions; see exec's makeEntry).
type Liveness struct {
	f     *Func
	words int
	// group[s] is the first slot of the value slot s belongs to, and
	// span[s] (at that first slot) its number of slots.
	group []int32
	span  []int32
	out   [][]uint64 // per block: live at its end, its successors' phis read
}

// NewLiveness computes f's liveness (a backward dataflow to a fixpoint).
func NewLiveness(f *Func) *Liveness {
	n := f.NumSlots
	lv := &Liveness{f: f, words: (n + 63) / 64, group: make([]int32, n), span: make([]int32, n)}
	for s := range lv.group {
		lv.group[s], lv.span[s] = int32(s), 1
	}
	def := func(dst Slot, k int) {
		if dst < 0 || k < 1 {
			return
		}
		for s := int(dst); s < int(dst)+k && s < n; s++ {
			lv.group[s] = int32(dst)
		}
		lv.span[dst] = int32(min(k, n-int(dst)))
	}
	for _, p := range f.Params {
		def(p.Slot, max(p.N, 1))
	}
	for _, b := range f.Blocks {
		for _, ph := range b.Phis {
			def(ph.Dst, ph.N)
		}
		for i := range b.Insts {
			in := &b.Insts[i]
			def(in.Dst, dstSpan(in))
		}
	}
	lv.out = make([][]uint64, len(f.Blocks))
	in := make([][]uint64, len(f.Blocks))
	for i := range f.Blocks {
		lv.out[i] = make([]uint64, lv.words)
		in[i] = make([]uint64, lv.words)
	}
	tmp := make([]uint64, lv.words)
	for changed := true; changed; {
		changed = false
		for bi := len(f.Blocks) - 1; bi >= 0; bi-- {
			b := f.Blocks[bi]
			out := lv.out[bi]
			term := &b.Insts[len(b.Insts)-1]
			for _, si := range term.Succ {
				or(out, in[si])
				for _, ph := range f.Blocks[si].Phis {
					for _, pin := range ph.Incoming {
						if pin.Pred == bi {
							lv.use(out, pin.Val, ph.N)
						}
					}
				}
			}
			copy(tmp, out)
			lv.scan(tmp, b, 0, true)
			for _, ph := range b.Phis {
				lv.kill(tmp, ph.Dst)
			}
			if !slices.Equal(tmp, in[bi]) {
				copy(in[bi], tmp)
				changed = true
			}
		}
	}
	return lv
}

// At returns the slots live when the frame is at instruction pc of block
// (its phis done, pc not yet finished: pc's operands and result count as
// live), as a bit set in buf (reused when large enough).
func (lv *Liveness) At(block, pc int, buf []uint64) []uint64 {
	if cap(buf) < lv.words {
		buf = make([]uint64, lv.words)
	}
	buf = buf[:lv.words]
	copy(buf, lv.out[block])
	b := lv.f.Blocks[block]
	lv.scan(buf, b, pc, false)
	if in := &b.Insts[min(pc, len(b.Insts)-1)]; in.Dst >= 0 {
		lv.mark(buf, int(in.Dst), dstSpan(in))
	}
	return buf
}

// Live reports whether slot s is in the set At returned.
func Live(set []uint64, s int) bool { return set[s>>6]&(1<<(s&63)) != 0 }

// scan runs the instructions of b from its end back to from: each kills
// its result (but see kill) and makes its operands live. With killFrom
// the instruction at from kills too, as in a block's dataflow; without,
// it does not (At: the frame stands before finishing it).
func (lv *Liveness) scan(set []uint64, b *Block, from int, killFrom bool) {
	for i := len(b.Insts) - 1; i >= from; i-- {
		in := &b.Insts[i]
		if (i > from || killFrom) && in.Op != OpAlloca {
			lv.kill(set, in.Dst)
		}
		for a, o := range in.Args {
			lv.use(set, o, ArgSpan(in, a))
		}
	}
}

// use makes the values covering slots [o, o+k) live.
func (lv *Liveness) use(set []uint64, o Operand, k int) {
	if o < 0 {
		return
	}
	lv.mark(set, int(o), k)
}

func (lv *Liveness) mark(set []uint64, s, k int) {
	for e := min(s+max(k, 1), len(lv.group)); s < e; {
		g := int(lv.group[s])
		for t := g; t < g+int(lv.span[g]); t++ {
			set[t>>6] |= 1 << (t & 63)
		}
		s = max(s+1, g+int(lv.span[g]))
	}
}

// kill removes the value starting at dst.
func (lv *Liveness) kill(set []uint64, dst Slot) {
	if dst < 0 || int(dst) >= len(lv.group) {
		return
	}
	g := int(lv.group[dst])
	for t := g; t < g+int(lv.span[g]); t++ {
		set[t>>6] &^= 1 << (t & 63)
	}
}

func or(dst, src []uint64) {
	for i := range dst {
		dst[i] |= src[i]
	}
}
