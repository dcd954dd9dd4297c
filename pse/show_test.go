package pse

import "testing"

func TestShowFig1(t *testing.T) {
	for _, n := range []string{"pse_fig1", "pse_fig3"} {
		for _, w := range []bool{true} {
			ps, _ := explore(t, n, w)
			t.Log(n, w, len(ps))
			for _, p := range ps {
				t.Log("  ", p)
			}
		}
	}
}
