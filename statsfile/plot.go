package statsfile

import (
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
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

func (m Metric) value(s *Sample, c Code) float64 {
	ci, _, cb, _, _ := s.Coverage(c)
	switch m {
	case CoveredInsts:
		return float64(ci)
	case LiveStates:
		return float64(s.LiveStates)
	}
	return float64(cb)
}

// PlotOptions controls Plot.
type PlotOptions struct {
	Y Metric
	// Ys, when set, draws one chart per metric, stacked, instead of Y's.
	Ys    []Metric
	Title string // of the first chart; empty: "Coverage over time" or "Live states over time"
	// Code is the code coverage counts (ProgramCode: the program's own
	// where the run recorded it).
	Code Code
	// Format is "svg" (the default) or "png".
	Format string
	// Width and Height of one chart; zero means 7×4.5 inches.
	Width, Height vg.Length
}

// Plot draws the chosen metrics of each run against time, as SVG or PNG,
// one line per run from the origin through its samples, named by its Dir
// in a legend beside the chart, one chart per metric. Runs without
// samples are left out; it is an error if no run has any.
func Plot(w io.Writer, runs []*Run, opts PlotOptions) error {
	return drawCharts(w, opts, func(m Metric, title string) (*plot.Plot, plot.Legend, error) {
		return chart(runs, m, title, opts.Code)
	})
}

// A Group is one configuration's runs, drawn as one line and band by
// PlotSpread.
type Group struct {
	Name string
	Runs []*Run
}

// PlotSpread draws, for each group, the median over its runs of the
// chosen metrics against time as a line, and the runs' least and most
// as a shaded band around it, so that a reader sees how far runs of one
// configuration differ before comparing two. Each run's value at a time
// is that of its last sample then (0 before the first).
func PlotSpread(w io.Writer, groups []Group, opts PlotOptions) error {
	return drawCharts(w, opts, func(m Metric, title string) (*plot.Plot, plot.Legend, error) {
		return spreadChart(groups, m, title, opts.Code)
	})
}

// drawCharts lays out one chart per metric of opts, each from chartOf, with
// its legend beside it, and writes them in opts.Format.
func drawCharts(w io.Writer, opts PlotOptions, chartOf func(m Metric, title string) (*plot.Plot, plot.Legend, error)) error {
	ms := opts.Ys
	if len(ms) == 0 {
		ms = []Metric{opts.Y}
	}
	var plots [][]*plot.Plot
	var legends []plot.Legend
	for k, m := range ms {
		title := m.title()
		if k == 0 && opts.Title != "" {
			title = opts.Title
		}
		p, l, err := chartOf(m, title)
		if err != nil {
			return err
		}
		plots = append(plots, []*plot.Plot{p})
		legends = append(legends, l)
	}
	wd, ht := opts.Width, opts.Height
	if wd <= 0 {
		wd = 7 * vg.Inch
	}
	if ht <= 0 {
		ht = 4.5 * vg.Inch
	}
	var c interface {
		vg.CanvasSizer
		io.WriterTo
	}
	switch opts.Format {
	case "", "svg":
		c = vgsvg.New(wd, ht*vg.Length(len(plots)))
	case "png":
		c = vgimg.PngCanvas{Canvas: vgimg.NewWith(vgimg.UseWH(wd, ht*vg.Length(len(plots))), vgimg.UseDPI(120))}
	default:
		return fmt.Errorf("statsfile: unknown plot format %q (want svg or png)", opts.Format)
	}
	dc := draw.New(c)
	// The legends go in a strip right of the charts, where they cannot
	// hide a curve.
	pad := vg.Points(8)
	var legW vg.Length
	for i := range legends {
		legW = max(legW, legends[i].Rectangle(dc).Size().X)
	}
	tiles := draw.Tiles{Rows: len(plots), Cols: 1, PadY: vg.Points(12)}
	canvases := plot.Align(plots, tiles, draw.Crop(dc, 0, -(legW+2*pad), 0, 0))
	for i := range plots {
		pc := canvases[i][0]
		plots[i][0].Draw(pc)
		data := plots[i][0].DataCanvas(pc)
		lc := draw.Canvas{Canvas: dc.Canvas, Rectangle: vg.Rectangle{
			Min: vg.Point{X: pc.Max.X + pad, Y: data.Min.Y},
			Max: vg.Point{X: dc.Max.X, Y: data.Max.Y}}}
		legends[i].Draw(lc)
	}
	if _, err := c.WriteTo(w); err != nil {
		return fmt.Errorf("statsfile: writing plot: %w", err)
	}
	return nil
}

// fewSamples: a run with at most this many samples gets a mark at each,
// so that a reader sees where the line is measured and where drawn.
const fewSamples = 30

// chart is one metric's chart, and its legend.
func chart(runs []*Run, m Metric, title string, code Code) (*plot.Plot, plot.Legend, error) {
	p := newChart(m, title)
	leg := plot.NewLegend()
	leg.Top, leg.Left = true, true
	n := 0
	ofAll := false
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
			xys = append(xys, plotter.XY{X: r.Samples[k].Time.Seconds(), Y: m.value(&r.Samples[k], code)})
		}
		l, pts, err := plotter.NewLinePoints(xys)
		if err != nil {
			return nil, leg, fmt.Errorf("statsfile: plotting %s: %w", r.Dir, err)
		}
		l.Color = plotutil.Color(i)
		l.Dashes = plotutil.Dashes(i / len(plotutil.DefaultColors))
		l.Width = vg.Points(1.5)
		p.Add(l)
		if len(r.Samples) <= fewSamples {
			pts.Color = l.Color
			pts.Shape = draw.CircleGlyph{}
			pts.Radius = vg.Points(2)
			p.Add(pts)
		}
		name := r.Dir
		if m != LiveStates && code == ProgramCode && !r.Samples[len(r.Samples)-1].HasProgram() {
			name += " *"
			ofAll = true
		}
		leg.Add(name, l)
		n++
	}
	if n == 0 {
		return nil, leg, errors.New("statsfile: nothing to plot: no run has samples in run.stats")
	}
	if m != LiveStates {
		switch {
		case code == AllCode:
			p.Y.Label.Text += " (all code, the C library's included)"
		case ofAll:
			p.Y.Label.Text += " (the program's; *: all code)"
		default:
			p.Y.Label.Text += " (the program's own code)"
		}
	}
	fromOrigin(p)
	return p, leg, nil
}

// fromOrigin starts both axes at 0 and ends them at least at 1: a run of
// constant zero (no state left alive) would get gonum's -1…1.
func fromOrigin(p *plot.Plot) {
	p.X.Min, p.Y.Min = 0, 0
	p.X.Max, p.Y.Max = max(p.X.Max, 0.1), max(p.Y.Max, 1)
}

// spreadPoints is how many times PlotSpread evaluates each group at.
const spreadPoints = 200

// spreadChart is one metric's chart of the groups' medians and bands.
func spreadChart(groups []Group, m Metric, title string, code Code) (*plot.Plot, plot.Legend, error) {
	p := newChart(m, title)
	leg := plot.NewLegend()
	leg.Top, leg.Left = true, true
	end := time.Duration(0)
	for _, g := range groups {
		for _, r := range g.Runs {
			if n := len(r.Samples); n > 0 {
				end = max(end, r.Samples[n-1].Time)
			}
		}
	}
	n := 0
	for i, g := range groups {
		med, lo, hi, runs := spread(g.Runs, m, code, end, spreadPoints)
		if med == nil {
			continue
		}
		c := plotutil.Color(i)
		band := append(slices.Clone(lo), reversed(hi)...)
		poly, err := plotter.NewPolygon(band)
		if err != nil {
			return nil, leg, fmt.Errorf("statsfile: plotting %s: %w", g.Name, err)
		}
		r, gr, b, _ := c.RGBA()
		poly.Color = color.NRGBA{R: uint8(r >> 8), G: uint8(gr >> 8), B: uint8(b >> 8), A: 0x40}
		poly.LineStyle.Width = 0
		l, err := plotter.NewLine(med)
		if err != nil {
			return nil, leg, fmt.Errorf("statsfile: plotting %s: %w", g.Name, err)
		}
		l.Color = c
		l.Dashes = plotutil.Dashes(i / len(plotutil.DefaultColors))
		l.Width = vg.Points(1.5)
		p.Add(poly, l)
		leg.Add(fmt.Sprintf("%s (median of %d, band: least–most)", g.Name, runs), l)
		n++
	}
	if n == 0 {
		return nil, leg, errors.New("statsfile: nothing to plot: no run has samples in run.stats")
	}
	if m != LiveStates {
		p.Y.Label.Text += " (" + code.String() + " code)"
	}
	fromOrigin(p)
	return p, leg, nil
}

// spread evaluates runs at k times from 0 to end: the median, least and
// most of m over the n runs with samples (nil when none has any).
func spread(runs []*Run, m Metric, code Code, end time.Duration, k int) (med, lo, hi plotter.XYs, n int) {
	var withSamples []*Run
	for _, r := range runs {
		if len(r.Samples) > 0 {
			withSamples = append(withSamples, r)
		}
	}
	if len(withSamples) == 0 || k < 2 {
		return nil, nil, nil, 0
	}
	vals := make([]float64, len(withSamples))
	for j := range k {
		t := end * time.Duration(j) / time.Duration(k-1)
		for i, r := range withSamples {
			// The last sample at or before t.
			n := sort.Search(len(r.Samples), func(x int) bool { return r.Samples[x].Time > t })
			vals[i] = 0
			if n > 0 {
				vals[i] = m.value(&r.Samples[n-1], code)
			}
		}
		slices.Sort(vals)
		mid := vals[len(vals)/2]
		if len(vals)%2 == 0 {
			mid = (vals[len(vals)/2-1] + mid) / 2
		}
		x := t.Seconds()
		med = append(med, plotter.XY{X: x, Y: mid})
		lo = append(lo, plotter.XY{X: x, Y: vals[0]})
		hi = append(hi, plotter.XY{X: x, Y: vals[len(vals)-1]})
	}
	return med, lo, hi, len(withSamples)
}

// reversed is xys from last to first.
func reversed(xys plotter.XYs) plotter.XYs {
	r := slices.Clone(xys)
	slices.Reverse(r)
	return r
}

// newChart is an empty chart of m against time, with a grid.
func newChart(m Metric, title string) *plot.Plot {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "time (s)"
	p.Y.Label.Text = m.label()
	p.Y.Tick.Marker = countTicks{}
	p.Add(plotter.NewGrid())
	return p
}

// countTicks labels a count axis with whole numbers (gonum's defaults
// print 50000.00), leaving fractional ticks unlabelled.
type countTicks struct{}

func (countTicks) Ticks(lo, hi float64) []plot.Tick {
	ts := plot.DefaultTicks{}.Ticks(lo, hi)
	for i := range ts {
		if ts[i].Label == "" {
			continue
		}
		if v := ts[i].Value; v == math.Trunc(v) {
			ts[i].Label = strconv.FormatFloat(v, 'f', 0, 64)
		} else {
			ts[i].Label = ""
		}
	}
	return ts
}
