package expr

import (
	"fmt"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
	"weak"
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
	fp     bool   // a floating-point kind occurs in the expression (kids, not update lists)
	depth  uint32 // 1 + the deepest kid's (update lists not counted)
	val    uint64 // KindConst: value; KindExtract: bit offset
	kids   [3]*Node
	arr    *Array  // KindRead: root array
	upd    *Update // KindRead: newest write (nil: none)
	id     uint64
	hash   uint64
	arrays []*Array // arrays this expression reads, sorted by id
}

func (n *Node) Kind() Kind     { return n.kind }
func (n *Node) Width() Width   { return n.width }
func (n *Node) ID() uint64     { return n.id }
func (n *Node) Hash() uint64   { return n.hash }
func (n *Node) NumKids() int   { return n.kind.Arity() }
func (n *Node) Kid(i int) Expr { return n.kids[i] }

// Depth is the length of the longest chain of kids below n, n included
// (a read's writes are not kids).
func (n *Node) Depth() int { return int(n.depth) }

// Value is the value of a constant.
func (n *Node) Value() uint64 { return n.val }

// Offset is the low bit of an extract.
func (n *Node) Offset() uint { return uint(n.val) }

// Array is the root array of a read.
func (n *Node) Array() *Array { return n.arr }

// Updates is the update list a read reads through.
func (n *Node) Updates() UpdateList { return UpdateList{Root: n.arr, Head: n.upd} }

// HasFP reports whether a floating-point kind occurs in the expression
// (in its operands; the values of a read's update list are not looked at).
func (n *Node) HasFP() bool { return n.fp }

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
	hash       uint64 // of the name, size and contents at creation
}

// ID is a process-unique number, the arrays' canonical order.
func (a *Array) ID() uint32 { return a.id }

// IsConst reports whether the array is a constant table.
func (a *Array) IsConst() bool { return a.Init != nil }

func (a *Array) String() string { return a.Name }

// NewArray makes a symbolic array of size bytes indexed by 32-bit values.
func NewArray(name string, size uint64) *Array {
	return &Array{Name: name, Size: size, IndexWidth: Int32, id: nextID(), hash: arrayHash(name, size, nil)}
}

// NewConstArray makes a constant array holding data.
func NewConstArray(name string, data []byte) *Array {
	d := append([]byte{}, data...)
	if d == nil {
		d = []byte{}
	}
	return &Array{Name: name, Size: uint64(len(d)), IndexWidth: Int32, Init: d, id: nextID(), hash: arrayHash(name, uint64(len(d)), d)}
}

// arrayHash is an array's contribution to the hashes of reads of it:
// derived from what the array is (FNV-1a of name and contents), not from
// when it was made, so hashes and the operand order built on them are the
// same in every run.
func arrayHash(name string, size uint64, init []byte) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(name); i++ {
		h = (h ^ uint64(name[i])) * 1099511628211
	}
	for _, b := range init {
		h = (h ^ uint64(b)) * 1099511628211
	}
	return mix(h, size)
}

// Update is one write of an update list: Index := Value (a byte), on top
// of Next. Updates are hash-consed and immutable, so lists are shared
// persistently between forked states.
type Update struct {
	Index, Value Expr
	Next         *Update
	id           uint64
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

// The hash-consing tables are weak: an entry does not keep its node alive,
// so the expressions of a finished run are freed with it. Keys name
// operands by their process-unique ids, never by pointer, so an entry keeps
// no other node alive either and a whole dead DAG goes in one collection.
// After every garbage collection a sweep drops the entries of collected
// nodes (as package unique does). The table is split into shards by
// structural hash, each with its own mutex, so goroutines building
// expressions rarely wait on one another (doc.go).
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

// tableKey is nodeKey with operands replaced by their ids. The array stays
// a pointer: arrays reference no nodes, so holding one costs nothing.
type tableKey struct {
	kind    Kind
	width   Width
	val     uint64
	a, b, c uint64
	arr     *Array
	upd     uint64
}

type updKey struct {
	index, value, next uint64
}

const numShards = 64

type shard struct {
	mu      sync.Mutex
	nodes   map[tableKey]weak.Pointer[Node]
	updates map[updKey]weak.Pointer[Update]
	peak    int      // most entries since the maps were last rebuilt
	_       [64]byte // keep shards' mutexes on separate cache lines
}

// shards is set by a variable initializer, not init, because variables of
// other packages (and of this one's tests) build expressions.
var shards = func() *[numShards]shard {
	var ss [numShards]shard
	for i := range ss {
		ss[i].nodes = map[tableKey]weak.Pointer[Node]{}
		ss[i].updates = map[updKey]weak.Pointer[Update]{}
	}
	return &ss
}()

func init() { armSweep() }

func shardOf(h uint64) *shard { return &shards[h>>58] }

// nodeIDs numbers nodes and updates, arrayIDs arrays. Ids are never
// reused, so a key naming a dead operand matches nothing.
var nodeIDs, arrayIDs atomic.Uint64

func nextID() uint32 { return uint32(arrayIDs.Add(1)) }

// sweepSentinel's cleanup runs once per garbage collection: it sweeps the
// tables and arms a new sentinel.
type sweepSentinel struct{ _ *int } // holds a pointer: not tiny-allocated

func armSweep() { runtime.AddCleanup(new(sweepSentinel), sweep, 0) }

func sweep(int) {
	for i := range shards {
		shards[i].sweep()
	}
	armSweep()
}

// sweep drops dead entries. Go maps never give back memory, so a map
// whose live entries fell below a quarter of its peak is rebuilt.
func (s *shard) sweep() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for k, wp := range s.nodes {
		if wp.Value() == nil {
			delete(s.nodes, k)
		}
	}
	for k, wp := range s.updates {
		if wp.Value() == nil {
			delete(s.updates, k)
		}
	}
	if n := len(s.nodes) + len(s.updates); n < s.peak/4 && s.peak > 1024 {
		s.nodes = rebuilt(s.nodes)
		s.updates = rebuilt(s.updates)
		s.peak = n
	}
}

// rebuilt copies m into a map sized for its entries (maps.Clone keeps the
// old map's size).
func rebuilt[K comparable, V any](m map[K]V) map[K]V {
	c := make(map[K]V, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

func (s *shard) grew() {
	if n := len(s.nodes) + len(s.updates); n > s.peak {
		s.peak = n
	}
}

// NumNodes reports how many distinct expressions are alive (a statistic;
// it walks the tables).
func NumNodes() int {
	n := 0
	for i := range shards {
		s := &shards[i]
		s.mu.Lock()
		for _, wp := range s.nodes {
			if wp.Value() != nil {
				n++
			}
		}
		s.mu.Unlock()
	}
	return n
}

func mix(h, v uint64) uint64 {
	h ^= v + 0x9e3779b97f4a7c15 + (h << 6) + (h >> 2)
	return h * 0xff51afd7ed558ccd
}

func (n *Node) key() uint64 {
	if n == nil {
		return 0
	}
	return n.id
}

func (u *Update) key() uint64 {
	if u == nil {
		return 0
	}
	return u.id
}

func intern(k nodeKey) *Node {
	// The hash is structural (operands' hashes, the array's hash of its
	// name and contents), so it and the order built on it (Compare) do
	// not depend on allocation order or on what the collector has freed.
	h := mix(uint64(k.kind)<<8|uint64(k.width), k.val)
	for _, kid := range [3]*Node{k.a, k.b, k.c} {
		if kid != nil {
			h = mix(h, kid.hash)
		}
	}
	if k.arr != nil {
		h = mix(h, k.arr.hash)
	}
	if k.upd != nil {
		h = mix(h, k.upd.hash)
	}
	tk := tableKey{kind: k.kind, width: k.width, val: k.val, a: k.a.key(), b: k.b.key(), c: k.c.key(), arr: k.arr, upd: k.upd.key()}
	s := shardOf(h)
	s.mu.Lock()
	defer s.mu.Unlock()
	// A dead entry (Value nil) is replaced: its node is unreachable, so
	// nobody can tell the new node from it.
	if n := s.nodes[tk].Value(); n != nil {
		return n
	}
	n := &Node{kind: k.kind, width: k.width, val: k.val, kids: [3]*Node{k.a, k.b, k.c}, arr: k.arr, upd: k.upd, hash: h}
	n.fp = k.kind.IsFP()
	n.depth = 1
	var sets [][]*Array
	for _, kid := range n.kids {
		if kid != nil {
			sets = append(sets, kid.arrays)
			n.fp = n.fp || kid.fp
			n.depth = max(n.depth, kid.depth+1)
		}
	}
	if k.arr != nil && !k.arr.IsConst() {
		sets = append(sets, []*Array{k.arr})
	}
	if k.upd != nil {
		sets = append(sets, k.upd.arrays)
	}
	n.arrays = unionArrays(sets)
	n.id = nodeIDs.Add(1)
	s.nodes[tk] = weak.Make(n)
	s.grew()
	return n
}

func makeUpdate(index, value Expr, next *Update) *Update {
	h := mix(index.hash, value.hash)
	if next != nil {
		h = mix(h, next.hash)
	}
	k := updKey{index.id, value.id, next.key()}
	s := shardOf(h)
	s.mu.Lock()
	defer s.mu.Unlock()
	if u := s.updates[k].Value(); u != nil {
		return u
	}
	u := &Update{Index: index, Value: value, Next: next, n: next.Len() + 1, hash: h}
	sets := [][]*Array{index.arrays, value.arrays}
	if next != nil {
		sets = append(sets, next.arrays)
	}
	u.arrays = unionArrays(sets)
	u.id = nodeIDs.Add(1)
	s.updates[k] = weak.Make(u)
	s.grew()
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
