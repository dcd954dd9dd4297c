// Package tick runs a function at a fixed interval on its own goroutine:
// the samplers of a run (statistics rows, the memory watch, the
// collector's pacing) share it.
package tick
