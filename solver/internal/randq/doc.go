// Package randq generates seeded random QF_ABV queries over expr for the
// solver tests: mixed widths, reads of small symbolic arrays at symbolic
// indices through symbolic writes, constant tables, division, shifts and
// nested ite. Indices stay small, unless Config.Far asks for indices far
// past the arrays' sizes (which sparse models must hold).
package randq
