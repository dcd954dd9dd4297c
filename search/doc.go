// Package search holds symx's search strategies (exec.Searcher
// implementations) and builds them from --search names with New:
//
//	dfs, bfs, random-state   exec's basic searchers
//	random-path              KLEE's process-tree walk (RandomPath)
//	nurs:depth|rp|icnt|cpicnt|qc|md2u|covnew
//	                         KLEE's WeightedRandomSearcher weights over a
//	                         Fenwick-tree discrete PDF (WeightedRandom)
//	sgs:N                    length-N subpath-guided search (SGS)
//
// No name means KLEE's default, random-path interleaved with nurs:covnew;
// several names interleave round robin (Interleaved); Options.Batch*
// wraps the result in KLEE's BatchingSearcher (Batching). New returns a
// Setup: the searcher, the subscribers to put in exec.Config.Subscribers
// (decisions for SGS and nurs, query costs for nurs:qc), and Bind, to
// call with the executor after exec.New (md2u's coverage).
//
// Approximations of KLEE, documented on the types: icnt counts executions
// of the branch edge a state last took (not of its exact instruction);
// cpicnt counts instructions per function (not per call path); covnew's
// instsSinceCovNew is measured from the last Update after the state took
// a never-taken branch edge; md2u's table is a fixpoint over an
// instruction-level inter-procedural CFG, refreshed when coverage grows.
// Every random choice is seeded.
package search
