; expected: unsat
(set-logic QF_BV)
(declare-fun a () (_ BitVec 32))
(declare-fun b () (_ BitVec 32))
(declare-fun c () (_ BitVec 32))
(assert (distinct (bvadd (bvadd a #x00000005) (bvadd b c)) (bvadd (bvadd c #x00000002) (bvadd a (bvadd #x00000003 b)))))
(check-sat)
