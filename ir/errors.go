package ir

import (
	"errors"
	"fmt"
)

// unsupportedError marks a construct the loader cannot lower. Inside a
// function body it turns the instruction into OpUnsupported (only paths that
// reach it fail); anywhere else it fails the load.
type unsupportedError struct{ msg string }

func (e *unsupportedError) Error() string { return e.msg }

func unsupportedf(format string, args ...any) error {
	return &unsupportedError{msg: fmt.Sprintf(format, args...)}
}

func isUnsupported(err error) bool {
	var u *unsupportedError
	return errors.As(err, &u)
}

// notFoldableError says a constant expression is not `symbol + offset` or a
// number. In a function body the expression is then computed by
// instructions; in a global initializer it fails the load.
type notFoldableError struct{ msg string }

func (e *notFoldableError) Error() string { return e.msg }

func notFoldablef(format string, args ...any) error {
	return &notFoldableError{msg: fmt.Sprintf(format, args...)}
}

func isNotFoldable(err error) bool {
	var n *notFoldableError
	return errors.As(err, &n)
}
