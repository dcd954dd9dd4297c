; expected: unsat
(set-logic QF_BV)
(declare-fun x () (_ BitVec 32))
(declare-fun y () (_ BitVec 32))
(assert (= (bvurem (bvadd (bvmul x #x00000000) #x00000000) y) #x00000001))
(check-sat)
