import random

import pytest

from scramble import (all_scrambles, count_scrambles, is_scramble, same_letters, scramble,
                      scramble_partners)


def test_same_letters():
    assert same_letters("listen", "silent")
    assert not same_letters("abc", "abd")
    assert not same_letters("ab", "abb")


@pytest.mark.parametrize(
    "a, b",
    [("great", "rgeat"), ("abcde", "abcde"), ("abc", "bca"), ("", ""), ("ab", "ba"),
     ("abcdbdacbdac", "bdacabcdbdac")],
)
def test_is_scramble_true(a, b):
    assert is_scramble(a, b)


@pytest.mark.parametrize(
    "a, b",
    [("abcde", "caebd"), ("abcd", "bdac"), ("abc", "abd"), ("ab", "abc")],
)
def test_is_scramble_false(a, b):
    assert not is_scramble(a, b)


def test_prefix_matches_but_rest_does_not():
    # "z" lines up with the swapped tail, but "abcd" cannot become "bdac"
    assert not is_scramble("zabcd", "bdacz")
    assert not is_scramble("xyabcd", "bdacyx")


def test_all_scrambles_of_three():
    assert all_scrambles("abc") == {"abc", "acb", "bac", "bca", "cab", "cba"}
    assert all_scrambles("a") == {"a"}


def test_count_scrambles_of_four_misses_two():
    assert count_scrambles("abcd") == 22
    assert "bdac" not in all_scrambles("abcd")


def test_random_scramble_is_scramble():
    rng = random.Random(7)
    for word in ["algorithm", "heapsort", "dynamic"]:
        mixed = scramble(word, rng)
        assert sorted(mixed) == sorted(word)
        assert is_scramble(word, mixed)


def test_scramble_partners():
    words = ["bdac", "dcba", "abdc", "cadb", "abcd", "abce"]
    assert scramble_partners("abcd", words) == ["dcba", "abdc", "abcd"]


def test_scramble_agrees_with_enumeration():
    word = "abcde"
    every = all_scrambles(word)
    rng = random.Random(3)
    for _ in range(30):
        letters = list(word)
        rng.shuffle(letters)
        cand = "".join(letters)
        assert is_scramble(word, cand) == (cand in every)
