import pytest

from bloomring import BloomFilter

WORDS = [f"user-{n}" for n in range(500)]
OTHERS = [f"guest-{n}" for n in range(2000)]


def test_sizing_follows_the_textbook_formula():
    bloom = BloomFilter(1000, 0.01)
    assert (bloom.size, bloom.hash_count) == (9586, 7)


def test_no_false_negatives():
    bloom = BloomFilter.from_items(WORDS, capacity=500)
    assert all(word in bloom for word in WORDS)
    assert len(bloom) == 500


def test_false_positive_rate_is_bounded():
    bloom = BloomFilter.from_items(WORDS, capacity=500, error_rate=0.01)
    false_positives = sum(other in bloom for other in OTHERS)
    assert false_positives / len(OTHERS) < 0.02
    assert bloom.current_error_rate < 0.02


def test_add_reports_new_keys():
    bloom = BloomFilter(10)
    assert bloom.add(b"raw") is True
    assert bloom.add(b"raw") is False
    assert 42 in BloomFilter.from_items([42], capacity=10)


def test_estimated_count():
    bloom = BloomFilter.from_items(WORDS[:300], capacity=500)
    assert abs(bloom.estimated_count() - 300) < 15


def test_union_holds_both_sets():
    left = BloomFilter.from_items(WORDS[:250], capacity=500)
    right = BloomFilter.from_items(WORDS[250:], capacity=500)
    merged = left | right
    assert all(word in merged for word in WORDS)
    assert merged == BloomFilter.from_items(WORDS, capacity=500)
    assert abs(len(merged) - 500) < 25


def test_union_needs_the_same_shape():
    with pytest.raises(ValueError, match="differ in size"):
        BloomFilter(100) | BloomFilter(200)


@pytest.mark.parametrize("args, message", [((0,), "capacity"), ((10, 1.5), "error_rate")])
def test_bad_parameters(args, message):
    with pytest.raises(ValueError, match=message):
        BloomFilter(*args)
