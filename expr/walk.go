package expr

import (
	"fmt"
	"iter"
)

// Walk yields the distinct nodes under roots in post-order: every node
// after its operands, each shared node once however many parents it has.
// A read's operands are its index and the index and value of every write
// in its update list. It uses its own stack, so deep terms (long
// conjunctions, chains of writes) cannot overflow Go's.
func Walk(roots ...Expr) iter.Seq[Expr] {
	return func(yield func(Expr) bool) {
		// An item is a node or a write of an update list; writes are
		// walked like nodes (operands first, once each) but not yielded.
		type item struct {
			n    *Node
			u    *Update
			done bool // operands visited
		}
		visited := map[*Node]bool{}
		writes := map[*Update]bool{}
		var stack []item
		for i := len(roots) - 1; i >= 0; i-- {
			stack = append(stack, item{n: roots[i]})
		}
		for len(stack) > 0 {
			it := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if it.u != nil {
				if writes[it.u] {
					continue
				}
				if it.done {
					writes[it.u] = true
					continue
				}
				stack = append(stack, item{u: it.u, done: true})
				if it.u.Next != nil {
					stack = append(stack, item{u: it.u.Next})
				}
				stack = append(stack, item{n: it.u.Value}, item{n: it.u.Index})
				continue
			}
			if visited[it.n] {
				continue
			}
			if it.done {
				visited[it.n] = true
				if !yield(it.n) {
					return
				}
				continue
			}
			// Operands go on last first, so the first is on top.
			stack = append(stack, item{n: it.n, done: true})
			if it.n.upd != nil {
				stack = append(stack, item{u: it.n.upd})
			}
			for i := it.n.NumKids() - 1; i >= 0; i-- {
				stack = append(stack, item{n: it.n.kids[i]})
			}
		}
	}
}

// Substitution rewrites expressions bottom-up through the simplifying
// constructors, so a substituted term comes out simplified and
// hash-consed (substituting 0 for x in x+y gives y itself). Results are
// memoized per Substitution, across Apply calls: each distinct node is
// rewritten once, so a DAG costs its size, not its tree size. Node and
// Array must not change while the Substitution is used. It is not safe for
// concurrent use.
type Substitution struct {
	// Node, if set, is asked about every distinct node before its
	// operands, outermost first; returning (r, true) replaces the node by
	// r (of the same width) and its operands are not visited. This
	// substitutes variables, symbols and array reads alike, e.g. a read
	// of an input byte by a value.
	Node func(Expr) (Expr, bool)
	// Array, if set, replaces a root array: a read of a, with writes w on
	// top, becomes a read of the returned list with w (rewritten) on top.
	// A constant array substitutes a model; a fresh one renames.
	Array func(a *Array) (UpdateList, bool)

	memo  map[*Node]Expr
	lists map[listKey]UpdateList
}

type listKey struct {
	root *Array
	head *Update
}

// Substitute replaces every occurrence of each key of m in e by its
// value, which must have the key's width.
func Substitute(e Expr, m map[Expr]Expr) Expr {
	s := Substitution{Node: func(n Expr) (Expr, bool) {
		r, ok := m[n]
		return r, ok
	}}
	return s.Apply(e)
}

// Apply returns e with the substitution applied.
func (s *Substitution) Apply(e Expr) Expr {
	if s.memo == nil {
		s.memo = map[*Node]Expr{}
		s.lists = map[listKey]UpdateList{}
	}
	return s.node(e)
}

func (s *Substitution) node(n *Node) Expr {
	if r, ok := s.memo[n]; ok {
		return r
	}
	r := s.rewrite(n)
	s.memo[n] = r
	return r
}

func (s *Substitution) rewrite(n *Node) Expr {
	if s.Node != nil {
		if r, ok := s.Node(n); ok {
			if r.width != n.width {
				panic(fmt.Sprintf("expr: substitution of width %d for %v of width %d", r.width, n, n.width))
			}
			return r
		}
	}
	var k [3]*Node
	same := true
	for i := 0; i < n.NumKids(); i++ {
		k[i] = s.node(n.kids[i])
		same = same && k[i] == n.kids[i]
	}
	switch n.kind {
	case KindConst:
		return n
	case KindRead:
		ul := s.list(n.arr, n.upd)
		if same && ul.Root == n.arr && ul.Head == n.upd {
			return n
		}
		return Read(ul, k[0])
	}
	if same {
		return n
	}
	switch n.kind {
	case KindSelect:
		return Select(k[0], k[1], k[2])
	case KindConcat:
		return Concat(k[0], k[1])
	case KindExtract:
		return Extract(k[0], n.Offset(), n.width)
	case KindZExt, KindSExt:
		return extend(n.kind, k[0], n.width)
	case KindNot:
		return Not(k[0])
	}
	if n.kind.IsFP() {
		return FPRebuild(n, [3]Expr{k[0], k[1], k[2]})
	}
	return Binary(n.kind, k[0], k[1])
}

// list rewrites the update list root+head: the root substituted, then
// each write, oldest first, rewritten on top.
func (s *Substitution) list(root *Array, head *Update) UpdateList {
	key := listKey{root, head}
	if ul, ok := s.lists[key]; ok {
		return ul
	}
	var ul UpdateList
	if head == nil {
		ul = UpdateList{Root: root}
		if s.Array != nil {
			if r, ok := s.Array(root); ok {
				ul = r
			}
		}
	} else {
		next := s.list(root, head.Next)
		i, v := s.node(head.Index), s.node(head.Value)
		if next.Root == root && next.Head == head.Next && i == head.Index && v == head.Value {
			ul = UpdateList{Root: root, Head: head}
		} else {
			ul = next.Write(i, v)
		}
	}
	s.lists[key] = ul
	return ul
}
