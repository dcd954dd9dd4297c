package statsfile

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

// Metric is what a plot shows on its y axis.
type Metric int

// Plotted metrics.
const (
	CoveredBranches Metric = iota // branch edges covered
	CoveredInsts                  // instructions covered
	LiveStates                    // states alive (run.stats' live_states)
)

// ParseMetric accepts "branches", "insts" (or "instructions") and
// "states".
func ParseMetric(s string) (Metric, error) {
	switch s {
	case "branches":
		return CoveredBranches, nil
	case "insts", "instructions":
		return CoveredInsts, nil
	case "states":
		return LiveStates, nil
	}
	return 0, fmt.Errorf("unknown plot metric %q (want branches, insts or states)", s)
}

// ParseMetrics accepts a comma-separated list of ParseMetric's names.
func ParseMetrics(s string) ([]Metric, error) {
	var ms []Metric
	for _, f := range strings.Split(s, ",") {
		m, err := ParseMetric(strings.TrimSpace(f))
		if err != nil {
			return nil, err
		}
		ms = append(ms, m)
	}
	return ms, nil
}

func (m Metric) label() string {
	switch m {
	case CoveredInsts:
		return "covered instructions"
	case LiveStates:
		return "live states"
	}
	return "covered branches"
}

func (m Metric) title() string {
	if m == LiveStates {
		return "Live states over time"
	}
	return "Coverage over time"
}

func (m Metric) value(s *Sample) float64 {
	switch m {
	case CoveredInsts:
		return float64(s.CoveredInsts)
	case LiveStates:
		return float64(s.LiveStates)
	}
	return float64(s.CoveredBranches)
}

// PlotOptions controls Plot.
type PlotOptions struct {
	Y Metric
	// Ys, when set, draws one chart per metric, stacked, instead of Y's.
	Ys    []Metric
	Title string // of the first chart; empty: "Coverage over time" or "Live states over time"
	// Width and Height of one chart; zero means 7×4.5 inches.
	Width, Height vg.Length
}

// Plot draws, as SVG, the chosen metrics of each run against time, one
// line per run from the origin through its samples, named by its Dir in
// the legend, one chart per metric. Runs without samples are left out;
// it is an error if no run has any.
func Plot(w io.Writer, runs []*Run, opts PlotOptions) error {
	ms := opts.Ys
	if len(ms) == 0 {
		ms = []Metric{opts.Y}
	}
	var plots [][]*plot.Plot
	for k, m := range ms {
		title := m.title()
		if k == 0 && opts.Title != "" {
			title = opts.Title
		}
		p, err := chart(runs, m, title)
		if err != nil {
			return err
		}
		plots = append(plots, []*plot.Plot{p})
	}
	wd, ht := opts.Width, opts.Height
	if wd <= 0 {
		wd = 7 * vg.Inch
	}
	if ht <= 0 {
		ht = 4.5 * vg.Inch
	}
	c := vgsvg.New(wd, ht*vg.Length(len(plots)))
	dc := draw.New(c)
	tiles := draw.Tiles{Rows: len(plots), Cols: 1, PadY: vg.Points(12)}
	canvases := plot.Align(plots, tiles, dc)
	for i := range plots {
		plots[i][0].Draw(canvases[i][0])
	}
	if _, err := c.WriteTo(w); err != nil {
		return fmt.Errorf("statsfile: writing plot: %w", err)
	}
	return nil
}

// chart is one metric's chart.
func chart(runs []*Run, m Metric, title string) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "time (s)"
	p.Y.Label.Text = m.label()
	p.X.Min, p.Y.Min = 0, 0
	p.Legend.Top, p.Legend.Left = m == LiveStates, false // rising lines leave the bottom right free
	p.Legend.XOffs, p.Legend.YOffs = -vg.Points(8), vg.Points(8)
	if m == LiveStates {
		p.Legend.YOffs = -vg.Points(8)
	}
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
			xys = append(xys, plotter.XY{X: r.Samples[k].Time.Seconds(), Y: m.value(&r.Samples[k])})
		}
		l, err := plotter.NewLine(xys)
		if err != nil {
			return nil, fmt.Errorf("statsfile: plotting %s: %w", r.Dir, err)
		}
		l.Color = plotutil.Color(i)
		l.Dashes = plotutil.Dashes(i / len(plotutil.DefaultColors))
		l.Width = vg.Points(1.5)
		p.Add(l)
		p.Legend.Add(r.Dir, l)
		n++
	}
	if n == 0 {
		return nil, errors.New("statsfile: nothing to plot: no run has samples in run.stats")
	}
	return p, nil
}
