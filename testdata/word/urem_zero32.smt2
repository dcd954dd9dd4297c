; expected: unsat
(set-logic QF_BV)
(declare-fun x () (_ BitVec 32))
(assert (not (= (bvurem #x00000000 x) #x00000000)))
(check-sat)
