; expected: unsat
(declare-fun a () (_ BitVec 64))
(declare-fun b () (_ BitVec 64))
(declare-fun y () (_ BitVec 64))
(assert (= (bvurem #x0000000000000000 (bvmul a b)) y))
(assert (distinct y #x0000000000000000))
