package bitblast

import (
	"context"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/symx/symx/solver"
)

// mapper renumbers circuit variables densely into the current query's SAT
// solver. The circuit keeps growing across queries, but gini decides every
// variable up to the largest it has seen, so the solver must see only the
// query's cone. It implements inter.Adder for CnfSince.
type mapper struct {
	sat   *gini.Gini
	stamp []uint32 // per circuit variable: gen when mapped
	to    []z.Var
	gen   uint32
	next  z.Var
	// ctx is the running query's context, polled every pollLits literals
	// passed to the solver: turning a huge circuit into clauses takes
	// seconds, and gini polls nothing while it takes them. Each poll
	// also spends a unit of the query's work (solver.Work).
	ctx   context.Context
	work  *solver.Work
	added int
}

// pollLits is how many literals Add passes between polls of ctx.
const pollLits = 1 << 15

// reset starts a new solver with no variables mapped.
func (m *mapper) reset(sat *gini.Gini) {
	m.sat = sat
	m.gen++
	if m.gen == 0 {
		clear(m.stamp)
		m.gen = 1
	}
	m.next = 0
}

func (m *mapper) lit(l z.Lit) z.Lit {
	v := l.Var()
	if int(v) >= len(m.stamp) {
		n := 2*int(v) + 64
		m.stamp = append(m.stamp, make([]uint32, n-len(m.stamp))...)
		m.to = append(m.to, make([]z.Var, n-len(m.to))...)
	}
	if m.stamp[v] != m.gen {
		m.stamp[v] = m.gen
		m.next++
		m.to[v] = m.next
	}
	s := m.to[v].Pos()
	if !l.IsPos() {
		s = s.Not()
	}
	return s
}

// Add passes a clause literal (0 ends the clause) to the solver.
func (m *mapper) Add(l z.Lit) {
	if m.added++; m.added >= pollLits && m.ctx != nil {
		m.added = 0
		if err := m.ctx.Err(); err != nil {
			// The solver is left with half a clause: the query ends
			// Unknown, and Check never reuses such an instance.
			panic(outOfTime{err})
		}
		if m.work.Spend(1) {
			panic(outOfTime{solver.ErrWorkLimit})
		}
	}
	if l == z.LitNull {
		m.sat.Add(l)
		return
	}
	m.sat.Add(m.lit(l))
}

// inSolver reports whether circuit variable v is one of the current
// solver's (mapped in this generation, and given to it).
func (m *mapper) inSolver(v z.Var) bool {
	return int(v) < len(m.stamp) && m.stamp[v] == m.gen && m.to[v] <= m.sat.MaxVar()
}

// assigned reports whether the SAT solver has a value for l now (in the
// middle of a search: on its trail). Variables outside the cone have none.
func (m *mapper) assigned(l z.Lit) bool {
	if !m.inSolver(l.Var()) {
		return false
	}
	s := m.lit(l)
	return m.sat.Value(s) || m.sat.Value(s.Not())
}

// value is l's value in the model; variables outside the cone read false.
func (m *mapper) value(l z.Lit) bool {
	if !m.inSolver(l.Var()) {
		return !l.IsPos()
	}
	return m.sat.Value(m.lit(l))
}
