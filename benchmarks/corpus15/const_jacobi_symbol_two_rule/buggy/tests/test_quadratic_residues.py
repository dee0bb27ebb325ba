import pytest

from quadratic_residues import (euler_witness, gauss_lemma, is_quadratic_residue, jacobi,
                                legendre, primes_up_to, quadratic_residues, solovay_strassen,
                                symbol_table)


def _is_prime(n):
    return n > 1 and all(n % d for d in range(2, int(n ** 0.5) + 1))


def test_jacobi_rejects_even_modulus():
    with pytest.raises(ValueError):
        jacobi(3, 10)


def test_jacobi_of_odd_numbers():
    assert jacobi(1001, 9907) == -1
    assert jacobi(19, 45) == 1
    assert jacobi(21, 35) == 0


def test_two_is_a_residue_modulo_7_and_17():
    assert jacobi(2, 7) == 1
    assert jacobi(2, 17) == 1
    assert jacobi(2, 11) == -1


def test_jacobi_agrees_with_euler_criterion():
    for p in (3, 5, 7, 13, 23, 29, 31, 61):
        assert [jacobi(a, p) for a in range(p)] == [legendre(a, p) for a in range(p)]


def test_gauss_lemma_agrees_with_euler_criterion():
    for p in (7, 11, 19, 43):
        assert [gauss_lemma(a, p) for a in range(p)] == [legendre(a, p) for a in range(p)]


def test_quadratic_residues_modulo_11():
    assert quadratic_residues(11) == [1, 3, 4, 5, 9]
    assert [a for a in range(1, 11) if is_quadratic_residue(a, 11)] == [1, 3, 4, 5, 9]


def test_symbol_table_of_a_composite():
    assert symbol_table(15) == [0, 1, 1, 0, 1, 0, 0, -1, 1, 0, 0, -1, 0, -1, -1]


def test_euler_witness():
    assert euler_witness(2, 15)
    assert not euler_witness(3, 13)


def test_solovay_strassen_matches_trial_division():
    assert primes_up_to(60) == [n for n in range(61) if _is_prime(n)]
    assert [n for n in range(2000, 2200) if solovay_strassen(n)] == \
        [n for n in range(2000, 2200) if _is_prime(n)]


def test_carmichael_numbers_are_composite():
    assert not any(solovay_strassen(n) for n in (561, 1105, 1729, 2465, 41041))
