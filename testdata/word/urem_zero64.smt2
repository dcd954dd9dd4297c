; expected: unsat
(declare-fun x () (_ BitVec 64))
(assert (not (= (bvurem #x0000000000000000 x) #x0000000000000000)))
