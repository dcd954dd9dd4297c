package expr

import (
	"fmt"
	"strings"
)

// String prints e as an S-expression in the style of KLEE's kquery, e.g.
// (Add w32 (ReadLSB w32 0 x) 3) is printed (add w32 3 (concat ...)). It is
// for people and tests; the SMT-LIB2 printer lives in package smtlib.
// Shared subterms are printed again wherever they occur, so a DAG's tree
// can be exponentially larger than the DAG: the text stops after
// MaxPrint bytes, ending in "…" (a bug report's size expression built
// by a loop once held csplit's run far past its --max-time).
func (n *Node) String() string {
	var b strings.Builder
	n.write(&b)
	if b.Len() > MaxPrint {
		return b.String()[:MaxPrint] + "…"
	}
	return b.String()
}

// MaxPrint bounds the bytes String writes.
const MaxPrint = 1 << 16

func (n *Node) write(b *strings.Builder) {
	if b.Len() > MaxPrint {
		return // each call above returns at once: the cost stays bounded
	}
	switch n.kind {
	case KindConst:
		if n.width == Bool {
			if n.val == 1 {
				b.WriteString("true")
			} else {
				b.WriteString("false")
			}
			return
		}
		fmt.Fprintf(b, "%d:w%d", n.val, n.width)
		return
	case KindRead:
		fmt.Fprintf(b, "(read %s", n.arr.Name)
		if n.upd != nil {
			fmt.Fprintf(b, "[%d writes]", n.upd.Len())
		}
		b.WriteByte(' ')
		n.kids[0].write(b)
		b.WriteByte(')')
		return
	case KindConcat:
		if _, idx, cnt, ok := MatchReadLE(n); ok {
			fmt.Fprintf(b, "(readle%d %s ", cnt*8, n.kids[1].lowRead().arr.Name)
			idx.write(b)
			b.WriteByte(')')
			return
		}
	}
	b.WriteByte('(')
	b.WriteString(n.kind.String())
	if n.kind == KindExtract {
		fmt.Fprintf(b, "@%d", n.Offset())
	}
	if rm := n.Rounding(); rm != RNE {
		b.WriteString("." + rm.String())
	}
	if !n.kind.IsCompare() {
		fmt.Fprintf(b, " w%d", n.width)
	}
	for i := 0; i < n.kind.Arity(); i++ {
		b.WriteByte(' ')
		n.kids[i].write(b)
	}
	b.WriteByte(')')
}

func (n *Node) lowRead() *Node {
	for n.kind == KindConcat {
		n = n.kids[1]
	}
	return n
}
