// Package cow is the copy-on-write page of symx's per-path tables (pse's
// memory marks and dependence arena, prune's branch-edge sets): a table
// is a slice or map of pages shared with the tables of its forks, and a
// page belongs to the table whose owner tag it carries. Forking gives
// both tables new owners, so each copies a shared page before its first
// write to it, and a read never copies.
package cow
