import pytest
from look_and_say import decode, lengths, next_term, nth_term, runs, sequence


def test_runs_group_repeated_characters():
    assert runs("1122333") == [("1", 2), ("2", 2), ("3", 3)]


def test_runs_of_empty_text():
    assert runs("") == []


@pytest.mark.parametrize("term, expected", [("1", "11"), ("21", "1211"), ("111221", "312211")])
def test_next_term(term, expected):
    assert next_term(term) == expected


def test_first_terms():
    assert sequence(count=7) == ["1", "11", "21", "1211", "111221", "312211", "13112221"]


def test_zero_terms():
    assert sequence(count=0) == []


def test_negative_count_rejected():
    with pytest.raises(ValueError):
        sequence(count=-1)
    with pytest.raises(ValueError):
        nth_term(0)


def test_seed_alone_is_first_term():
    assert nth_term(1, seed="3") == "3"


def test_twenty_two_is_a_fixed_point():
    assert sequence("22", 4) == ["22"] * 4


def test_lengths_grow():
    assert lengths(8) == [1, 2, 2, 4, 6, 6, 8, 10]


def test_decode_inverts_next_term():
    assert decode("111221") == "1211"
    assert decode(next_term("3322251")) == "3322251"
    with pytest.raises(ValueError):
        decode("123")
