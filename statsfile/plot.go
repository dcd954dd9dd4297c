package statsfile

import (
	"errors"
	"fmt"
	"io"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
)

// Metric is what a plot shows on its y axis.
type Metric int

// Plotted metrics.
const (
	CoveredBranches Metric = iota // branch edges covered
	CoveredInsts                  // instructions covered
)

// ParseMetric accepts "branches" and "insts" (or "instructions").
func ParseMetric(s string) (Metric, error) {
	switch s {
	case "branches":
		return CoveredBranches, nil
	case "insts", "instructions":
		return CoveredInsts, nil
	}
	return 0, fmt.Errorf("unknown plot metric %q (want branches or insts)", s)
}

func (m Metric) label() string {
	if m == CoveredInsts {
		return "covered instructions"
	}
	return "covered branches"
}

func (m Metric) value(s *Sample) float64 {
	if m == CoveredInsts {
		return float64(s.CoveredInsts)
	}
	return float64(s.CoveredBranches)
}

// PlotOptions controls Plot.
type PlotOptions struct {
	Y     Metric
	Title string // empty: "Coverage over time"
	// Width and Height of the picture; zero means 7×4.5 inches.
	Width, Height vg.Length
}

// Plot draws, as SVG, the chosen coverage metric of each run against
// time, one line per run from the origin through its samples, named by
// its Dir in the legend. Runs without samples are left out; it is an
// error if no run has any.
func Plot(w io.Writer, runs []*Run, opts PlotOptions) error {
	p := plot.New()
	p.Title.Text = opts.Title
	if p.Title.Text == "" {
		p.Title.Text = "Coverage over time"
	}
	p.X.Label.Text = "time (s)"
	p.Y.Label.Text = opts.Y.label()
	p.X.Min, p.Y.Min = 0, 0
	p.Legend.Top, p.Legend.Left = false, false // rising lines leave the bottom right free
	p.Legend.XOffs, p.Legend.YOffs = -vg.Points(8), vg.Points(8)
	p.Add(plotter.NewGrid())
	n := 0
	for i, r := range runs {
		if len(r.Samples) == 0 {
			continue
		}
		// Runs start with nothing covered: the line starts at the origin.
		xys := make(plotter.XYs, 0, len(r.Samples)+1)
		if r.Samples[0].Time > 0 {
			xys = append(xys, plotter.XY{})
		}
		for k := range r.Samples {
			xys = append(xys, plotter.XY{X: r.Samples[k].Time.Seconds(), Y: opts.Y.value(&r.Samples[k])})
		}
		l, err := plotter.NewLine(xys)
		if err != nil {
			return fmt.Errorf("statsfile: plotting %s: %w", r.Dir, err)
		}
		l.Color = plotutil.Color(i)
		l.Dashes = plotutil.Dashes(i / len(plotutil.DefaultColors))
		l.Width = vg.Points(1.5)
		p.Add(l)
		p.Legend.Add(r.Dir, l)
		n++
	}
	if n == 0 {
		return errors.New("statsfile: nothing to plot: no run has samples in run.stats")
	}
	wd, ht := opts.Width, opts.Height
	if wd <= 0 {
		wd = 7 * vg.Inch
	}
	if ht <= 0 {
		ht = 4.5 * vg.Inch
	}
	wt, err := p.WriterTo(wd, ht, "svg")
	if err != nil {
		return fmt.Errorf("statsfile: plot: %w", err)
	}
	if _, err := wt.WriteTo(w); err != nil {
		return fmt.Errorf("statsfile: writing plot: %w", err)
	}
	return nil
}
