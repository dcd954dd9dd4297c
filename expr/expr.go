package expr

import (
	"fmt"
	"sort"
	"sync"
)

// Width is a bit-vector width, 1..MaxWidth. Width 1 is the Bool sort.
type Width uint8

const (
	Bool     Width = 1
	Int8     Width = 8
	Int16    Width = 16
	Int32    Width = 32
	Int64    Width = 64
	MaxWidth Width = 64
)

// CheckWidth returns an error for a width outside 1..MaxWidth; readers of
// external input call it before building.
func CheckWidth(w int) error {
	if w < 1 || w > int(MaxWidth) {
		return fmt.Errorf("bit-vector width %d not supported (1..%d)", w, MaxWidth)
	}
	return nil
}

// Mask returns the all-ones value of width w.
func Mask(w Width) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<w - 1
}

// Expr is a hash-consed expression: two structurally equal expressions are
// the same pointer, so == is structural equality and maps may key on Expr.
type Expr = *Node

// Node is an expression node. Nodes are immutable and created only through
// this package's constructors, which simplify and hash-cons.
type Node struct {
	kind   Kind
	width  Width
	val    uint64 // KindConst: value; KindExtract: bit offset
	kids   [3]*Node
	arr    *Array  // KindRead: root array
	upd    *Update // KindRead: newest write (nil: none)
	id     uint32
	hash   uint64
	arrays []*Array // arrays this expression reads, sorted by id
}

func (n *Node) Kind() Kind     { return n.kind }
func (n *Node) Width() Width   { return n.width }
func (n *Node) ID() uint32     { return n.id }
func (n *Node) Hash() uint64   { return n.hash }
func (n *Node) NumKids() int   { return n.kind.Arity() }
func (n *Node) Kid(i int) Expr { return n.kids[i] }

// Value is the value of a constant.
func (n *Node) Value() uint64 { return n.val }

// Offset is the low bit of an extract.
func (n *Node) Offset() uint { return uint(n.val) }

// Array is the root array of a read.
func (n *Node) Array() *Array { return n.arr }

// Updates is the update list a read reads through.
func (n *Node) Updates() UpdateList { return UpdateList{Root: n.arr, Head: n.upd} }

// Arrays lists the arrays the expression reads, sorted by ID. Do not modify.
func (n *Node) Arrays() []*Array { return n.arrays }

// IsConst reports whether n is a constant.
func (n *Node) IsConst() bool { return n.kind == KindConst }

// IsTrue and IsFalse test for the Bool constants.
func (n *Node) IsTrue() bool  { return n.kind == KindConst && n.width == Bool && n.val == 1 }
func (n *Node) IsFalse() bool { return n.kind == KindConst && n.width == Bool && n.val == 0 }

// SignedValue is a constant's value sign-extended to 64 bits.
func (n *Node) SignedValue() int64 { return sext64(n.val, n.width) }

// Array is an array of bytes: a symbolic input (Init == nil) or a constant
// table. Arrays are compared by identity.
type Array struct {
	Name       string
	Size       uint64 // bytes
	IndexWidth Width  // 32 or 64
	Init       []byte // constant contents; nil for symbolic arrays
	id         uint32
}

// ID is a process-unique number, the arrays' canonical order.
func (a *Array) ID() uint32 { return a.id }

// IsConst reports whether the array is a constant table.
func (a *Array) IsConst() bool { return a.Init != nil }

func (a *Array) String() string { return a.Name }

// NewArray makes a symbolic array of size bytes indexed by 32-bit values.
func NewArray(name string, size uint64) *Array {
	return &Array{Name: name, Size: size, IndexWidth: Int32, id: nextID()}
}

// NewConstArray makes a constant array holding data.
func NewConstArray(name string, data []byte) *Array {
	d := append([]byte{}, data...)
	if d == nil {
		d = []byte{}
	}
	return &Array{Name: name, Size: uint64(len(d)), IndexWidth: Int32, Init: d, id: nextID()}
}

// Update is one write of an update list: Index := Value (a byte), on top
// of Next. Updates are hash-consed and immutable, so lists are shared
// persistently between forked states.
type Update struct {
	Index, Value Expr
	Next         *Update
	id           uint32
	hash         uint64
	arrays       []*Array
	n            int
}

// Len is the number of writes in the list starting at u.
func (u *Update) Len() int {
	if u == nil {
		return 0
	}
	return u.n
}

// UpdateList is an array with writes on top: Head is the newest write.
type UpdateList struct {
	Root *Array
	Head *Update
}

// Write returns the list with index := value (a byte) added.
func (ul UpdateList) Write(index, value Expr) UpdateList {
	if value.width != Int8 {
		panic(fmt.Sprintf("expr: write of width %d", value.width))
	}
	index = fitIndex(index, ul.Root)
	return UpdateList{Root: ul.Root, Head: makeUpdate(index, value, ul.Head)}
}

// Len is the number of writes.
func (ul UpdateList) Len() int { return ul.Head.Len() }

func fitIndex(index Expr, a *Array) Expr {
	switch {
	case index.width == a.IndexWidth:
		return index
	case index.width < a.IndexWidth:
		return ZExt(index, a.IndexWidth)
	default:
		return Extract(index, 0, a.IndexWidth)
	}
}

// The hash-consing tables. One mutex guards them; construction is cheap
// next to solving, and the concrete fast path builds no expressions.
type nodeKey struct {
	kind  Kind
	width Width
	val   uint64
	a     *Node
	b     *Node
	c     *Node
	arr   *Array
	upd   *Update
}

type updKey struct {
	index, value *Node
	next         *Update
}

var tables = struct {
	sync.Mutex
	nodes   map[nodeKey]*Node
	updates map[updKey]*Update
	next    uint32
}{nodes: map[nodeKey]*Node{}, updates: map[updKey]*Update{}}

var idMu sync.Mutex
var idNext uint32

func nextID() uint32 {
	idMu.Lock()
	idNext++
	id := idNext
	idMu.Unlock()
	return id
}

// NumNodes reports how many distinct expressions exist (a statistic).
func NumNodes() int {
	tables.Lock()
	defer tables.Unlock()
	return len(tables.nodes)
}

func mix(h, v uint64) uint64 {
	h ^= v + 0x9e3779b97f4a7c15 + (h << 6) + (h >> 2)
	return h * 0xff51afd7ed558ccd
}

func intern(k nodeKey) *Node {
	tables.Lock()
	if n, ok := tables.nodes[k]; ok {
		tables.Unlock()
		return n
	}
	n := &Node{kind: k.kind, width: k.width, val: k.val, kids: [3]*Node{k.a, k.b, k.c}, arr: k.arr, upd: k.upd}
	h := mix(uint64(k.kind)<<8|uint64(k.width), k.val)
	var sets [][]*Array
	for _, kid := range n.kids {
		if kid != nil {
			h = mix(h, kid.hash)
			sets = append(sets, kid.arrays)
		}
	}
	if k.arr != nil {
		h = mix(h, uint64(k.arr.id))
		if !k.arr.IsConst() {
			sets = append(sets, []*Array{k.arr})
		}
	}
	if k.upd != nil {
		h = mix(h, k.upd.hash)
		sets = append(sets, k.upd.arrays)
	}
	n.hash = h
	n.arrays = unionArrays(sets)
	tables.next++
	n.id = tables.next
	tables.nodes[k] = n
	tables.Unlock()
	return n
}

func makeUpdate(index, value Expr, next *Update) *Update {
	k := updKey{index, value, next}
	tables.Lock()
	defer tables.Unlock()
	if u, ok := tables.updates[k]; ok {
		return u
	}
	u := &Update{Index: index, Value: value, Next: next, n: next.Len() + 1}
	h := mix(index.hash, value.hash)
	sets := [][]*Array{index.arrays, value.arrays}
	if next != nil {
		h = mix(h, next.hash)
		sets = append(sets, next.arrays)
	}
	u.hash = h
	u.arrays = unionArrays(sets)
	tables.next++
	u.id = tables.next
	tables.updates[k] = u
	return u
}

// unionArrays merges sorted sets, sharing an input slice when it already
// holds the union (the common case: one operand is constant).
func unionArrays(sets [][]*Array) []*Array {
	var best []*Array
	total := 0
	for _, s := range sets {
		total += len(s)
		if len(s) > len(best) {
			best = s
		}
	}
	if total == len(best) {
		return best
	}
	seen := make(map[*Array]bool, total)
	out := make([]*Array, 0, total)
	for _, s := range sets {
		for _, a := range s {
			if !seen[a] {
				seen[a] = true
				out = append(out, a)
			}
		}
	}
	if len(out) == len(best) {
		return best
	}
	sort.Slice(out, func(i, j int) bool { return out[i].id < out[j].id })
	return out
}

func sext64(v uint64, w Width) int64 {
	if w >= 64 {
		return int64(v)
	}
	s := 64 - uint(w)
	return int64(v<<s) >> s
}
