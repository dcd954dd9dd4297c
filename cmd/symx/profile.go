package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
)

// profiled are the commands that take --cpuprofile and --memprofile (Go's
// pprof profiles of symx itself, as go test's flags of the same names).
var profiled = map[string]bool{"run": true, "testcomp": true}

// profileFlags are the profiling flags of one command line.
type profileFlags struct{ cpu, mem string }

// addProfileFlags registers the profiling flags on fs when c takes them.
func addProfileFlags(fs *flag.FlagSet, c *command) *profileFlags {
	p := &profileFlags{}
	if profiled[c.Name] {
		fs.StringVar(&p.cpu, "cpuprofile", "", "write a CPU profile of symx to this file (go tool pprof)")
		fs.StringVar(&p.mem, "memprofile", "", "write a heap profile of symx to this file at the end")
	}
	return p
}

// start starts the CPU profile; stop ends it and writes the heap profile.
func (p *profileFlags) start() (stop func() error, err error) {
	var cpu *os.File
	if p.cpu != "" {
		if cpu, err = os.Create(p.cpu); err != nil {
			return nil, fmt.Errorf("cpu profile: %w", err)
		}
		if err := pprof.StartCPUProfile(cpu); err != nil {
			cpu.Close()
			return nil, fmt.Errorf("cpu profile: %w", err)
		}
	}
	return func() error {
		if cpu != nil {
			pprof.StopCPUProfile()
			if err := cpu.Close(); err != nil {
				return fmt.Errorf("cpu profile: %w", err)
			}
		}
		if p.mem == "" {
			return nil
		}
		f, err := os.Create(p.mem)
		if err != nil {
			return fmt.Errorf("memory profile: %w", err)
		}
		runtime.GC()
		if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
			f.Close()
			return fmt.Errorf("memory profile: %w", err)
		}
		return f.Close()
	}, nil
}
