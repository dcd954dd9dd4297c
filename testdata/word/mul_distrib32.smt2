; expected: unsat
; needs: z3 (the bit-blaster's fallback: no rule rewrites it, and bit-blasting alone spends 3,000 work units, about 6.6 s, without an answer)
(set-logic QF_BV)
(declare-fun a () (_ BitVec 32))
(declare-fun b () (_ BitVec 32))
(declare-fun c () (_ BitVec 32))
(assert (not (= (bvmul a (bvadd b c)) (bvadd (bvmul a b) (bvmul a c)))))
(check-sat)
