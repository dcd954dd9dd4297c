; expected: unsat
(set-logic QF_BV)
(declare-fun a () (_ BitVec 32))
(declare-fun b () (_ BitVec 32))
(declare-fun c () (_ BitVec 32))
(assert (not (= (bvmul (bvmul a b) c) (bvmul a (bvmul b c)))))
(check-sat)
