// Package randq generates seeded random QF_ABV queries over expr for the
// solver tests: mixed widths, reads of small symbolic arrays at symbolic
// indices through symbolic writes, constant tables, division, shifts and
// nested ite. Indices stay small so that models fit the arrays.
package randq
