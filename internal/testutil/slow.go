package testutil

import (
	"context"
	"testing"
	"time"
)

// Wait blocks for d, or until ctx ends, and then returns ctx's error:
// how a slow backend answers a query whose context the policy under test
// (a timeout, the run's deadline, the memory watch) must cut short.
func Wait(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return nil
	}
	select {
	case <-time.After(d):
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// RunCut calls run under a context that ends after deadline (0: never)
// and fails t when run returns an error or takes longer than limit: a
// query the policy should have cut short waited out a slow solver.
func RunCut[S any](t testing.TB, deadline, limit time.Duration, run func(context.Context) (S, error)) S {
	t.Helper()
	ctx := context.Background()
	if deadline > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, deadline)
		defer cancel()
	}
	start := time.Now()
	st, err := run(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > limit {
		t.Fatalf("the run took %v: a query waited out the slow solver", took)
	}
	return st
}
