package cow

import "sync/atomic"

// Owner tags the pages one table may write in place.
type Owner uint64

var owners atomic.Uint64

// NewOwner returns an owner no page has yet.
func NewOwner() Owner { return Owner(owners.Add(1)) }

// Fork gives the table owned by o a new owner and returns another for its
// fork's copy: neither owns the pages they share now.
func (o *Owner) Fork() Owner {
	*o = NewOwner()
	return NewOwner()
}

// Page is one page of a table: Data, and the owner that may write it.
type Page[T any] struct {
	owner Owner
	Data  T
}

// Writable returns p for owner o to write: p itself when o owns it, a
// copy owned by o when another table does, and a new zero page when p is
// nil. The caller stores the result where p was.
func Writable[T any](p *Page[T], o Owner) *Page[T] {
	switch {
	case p == nil:
		return &Page[T]{owner: o}
	case p.owner != o:
		c := *p
		c.owner = o
		return &c
	}
	return p
}
