package search

import (
	"testing"

	"github.com/symx/symx/exec"
)

// BenchmarkSearchers: 10^5 live synthetic states; each iteration is one
// Select, then an Update in which the selected state forks one child
// (sgs: a new fork decision among 64 branches) and one other state ends,
// so the population stays at 10^5. ns/op is the cost of Select+Update.
func BenchmarkSearchers(b *testing.B) {
	const n = 100000
	for _, name := range []string{"dfs", "bfs", "random-state", "random-path", "nurs:depth", "nurs:covnew", "nurs:icnt", "sgs:1", "sgs:4"} {
		b.Run(name, func(b *testing.B) {
			st, err := New([]string{name}, Options{Seed: 1})
			if err != nil {
				b.Fatal(err)
			}
			s := st.Searcher
			g, _ := s.(*SGS)
			live := make([]*exec.State, 0, n)
			for i := 0; i < n; i++ {
				x := new(exec.State)
				if g != nil {
					g.decide(g.data(x), int32(i%64), i%2)
				}
				live = append(live, x)
			}
			s.Update(nil, live, nil)
			k := 0
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				cur := s.Select()
				child := new(exec.State)
				if g != nil {
					pd := g.data(cur)
					child.SetHook(g.key, pd.Fork())
					g.decide(pd, int32(i%64), 0)
					g.decide(g.data(child), int32(i%64), 1)
				}
				k = (k + 7919) % len(live)
				victim := live[k]
				if victim == cur {
					victim = live[(k+1)%len(live)]
				}
				live[k] = child
				s.Update(cur, []*exec.State{child}, []*exec.State{victim})
				if victim == live[(k+1)%len(live)] {
					live[(k+1)%len(live)] = live[k]
				}
			}
		})
	}
}
