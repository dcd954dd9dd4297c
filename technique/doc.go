// Package technique is the contract between the run (package run) and the
// techniques that change how it explores: PSE (package pse), Homi and the
// pruning baselines (prune), MuSE's concolic mode (concolic), combined
// SGS (search) and partitioned runs (partition). It sits between exec and
// run: a technique imports exec and this package, never run, and run
// knows the techniques only through this contract.
//
// # The contract
//
// A technique is a value implementing Technique: its options, which it
// validates (Check, against the run's Plan: the other techniques on, the
// searcher, the workers, the budget) and whose flags it registers itself
// (Flags). In every technique's options the zero value of a field is the
// technique's default, the paper's number where the paper gives one, and
// a negative bound is "no bound"; on the command line, as in KLEE, a
// bound of 0 is "no bound" (cliflag.Bound and cliflag.Timeout map it).
// When the technique is on, Start makes its state for one run: an
// Instance, whose part in the run is what it implements of
//
//	Planner       shapes the phases (combined SGS: one per subpath
//	              length; --pse and --concolic: depth-first; random
//	              pruning: a pruner per phase)
//	Loop          plans the phases one at a time (Homi's restart loop)
//	Attacher      joins each worker of each phase: subscribers to exec's
//	              events, a searcher (concolic), a position among the
//	              subscribers (partition: first; concolic: before PSE,
//	              whose Subsumed it asks), the phase's pruners (concolic
//	              takes Homi's to prune its open branches)
//	Binder        sees each phase's exploration before it runs
//	Filter        judges every finished path: Keep, Skip (no test) or
//	              Drop (not a path at all)
//	Output        writes files of its own into the output directory
//	Reporter      writes its lines into info
//	Sampler       sees every run.stats sample
//	PruneCounter  counts the states pruned
//	Results       carries counters into run.Result
//
// and the Technique itself may declare Columns (run.stats columns, in
// every run's file so that it has one shape) and OneWorker (its state is
// one instance: the run's default becomes one worker).
//
// Queries: a technique's solver queries that belong to a state go through
// the executor's gateway (exec.Gateway, handed to every subscriber that
// implements exec.GatewayUser), so that the run's deadline, the
// --max-memory watch and the accounting in info apply to them as to
// exec's own.
//
// # Events and techniques
//
// Which technique listens to which of exec's events (exec/hooks.go;
// pathid is the path identity every run keeps, run the run's own
// bookkeeping):
//
//	event          pse  homi  concolic  sgs/nurs  partition  pathid  run
//	BeforeBranch    x          x                   x
//	Assumed         x
//	Decided         x    x     x         x         x          x
//	Stored          x
//	Called/Returned x          x                              x
//	MadeSymbolic    x
//	Executed        x
//	Terminated      x    x                                            x
//	Query                                x (nurs:qc)
//	PartialModel               x
//	Check/Callee               x
//	Prune (Pruner)       x
//	UseGateway      x          x
//
// # Adding a technique
//
//  1. A folder (a package, or a file in the package that holds the
//     technique's algorithm) with a type implementing Technique: its
//     options as fields, Flags, Enabled, Check (its settings, and which
//     techniques it does not combine with, by Name in Plan.On), Start.
//  2. Its Instance implements the interfaces above that it needs.
//  3. One line in run.Techniques. cmd/symx registers its flags and help
//     from that list; run.Config needs no field.
package technique
