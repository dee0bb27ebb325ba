import pytest

from pythagorean import (all_triples, euclid_triple, is_primitive, is_pythagorean,
                         most_common_perimeter, primitive_triples, triples_with_hypotenuse)


def brute(max_perimeter):
    return [(a, b, c) for c in range(1, max_perimeter) for b in range(1, c)
            for a in range(1, b) if a * a + b * b == c * c and a + b + c <= max_perimeter]


def test_predicates():
    assert is_pythagorean(3, 4, 5)
    assert not is_pythagorean(2, 3, 4)
    assert is_primitive(5, 12, 13)
    assert not is_primitive(6, 8, 10)


def test_euclid_triple():
    assert euclid_triple(2, 1) == (3, 4, 5)
    assert euclid_triple(4, 1) == (8, 15, 17)
    with pytest.raises(ValueError):
        euclid_triple(1, 2)


def test_primitive_triples_small():
    assert primitive_triples(70) == [(3, 4, 5), (5, 12, 13), (7, 24, 25), (8, 15, 17),
                                     (20, 21, 29)]
    assert primitive_triples(11) == []


def test_primitive_triples_match_brute_force():
    assert primitive_triples(300) == sorted(t for t in brute(300) if is_primitive(*t))


def test_all_triples_below_a_multiple():
    assert all_triples(36) == [(3, 4, 5), (5, 12, 13), (6, 8, 10), (9, 12, 15)]


@pytest.mark.parametrize("limit", [12, 24, 60, 120])
def test_all_triples_match_brute_force(limit):
    assert all_triples(limit) == sorted(brute(limit))


def test_triples_with_hypotenuse():
    assert triples_with_hypotenuse(25) == [(7, 24, 25), (15, 20, 25)]
    assert triples_with_hypotenuse(7) == []


def test_most_common_perimeter():
    assert most_common_perimeter(200) == (120, 3)
    assert most_common_perimeter(10) == (0, 0)
