package exec

// Read-only views for searchers (package search).

// CoveredNew reports whether the state executed an instruction no path had
// executed before, since it was created (KLEE's coveredNew; a forked state
// starts with false).
func (s *State) CoveredNew() bool { return s.coveredNew }

// LiveCoverage returns the executor's own coverage record, updated as the
// run goes. Only for the executor's goroutine (searchers, hooks); other
// goroutines use Stats().Coverage. Do not modify.
func (x *Executor) LiveCoverage() *Coverage { return x.cov }
