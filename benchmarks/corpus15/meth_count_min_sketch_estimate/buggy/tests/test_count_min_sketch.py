import math

import pytest

from count_min_sketch import CountMinSketch

WORDS = "apple banana cherry date elder fig grape".split()


def fill(sketch, conservative=False):
    for i, word in enumerate(WORDS):
        sketch.add(word, i + 1, conservative=conservative)
    return sketch


def test_wide_sketch_counts_exactly():
    sketch = CountMinSketch(2000, 5)
    for word in ["x", "y", "x", "z", "x"]:
        sketch.add(word)
    assert (sketch.estimate("x"), sketch.estimate("y"), sketch.estimate("w")) == (3, 1, 0)
    assert sketch.total == 5


def test_never_underestimates():
    sketch = fill(CountMinSketch(3, 2))
    assert all(sketch.estimate(w) >= i + 1 for i, w in enumerate(WORDS))


def test_small_sketch_estimates():
    sketch = fill(CountMinSketch(8, 4))
    assert [sketch.estimate(w) for w in WORDS] == [1, 2, 3, 4, 5, 6, 7]


def test_membership():
    sketch = fill(CountMinSketch(8, 4))
    assert "fig" in sketch
    assert "kiwi" not in sketch


def test_conservative_update():
    sketch = fill(CountMinSketch(8, 4), conservative=True)
    assert [sketch.estimate(w) for w in WORDS] == [1, 2, 3, 4, 5, 6, 7]
    assert sketch.total == 28


def test_from_error_dimensions_and_bound():
    sketch = CountMinSketch.from_error(0.01, 0.01)
    assert (sketch.width, sketch.depth) == (272, 5)
    sketch.add("a", 100)
    assert sketch.error_bound() == pytest.approx(math.e / 272 * 100)
    with pytest.raises(ValueError):
        CountMinSketch.from_error(0, 0.5)


def test_merge_matches_one_stream():
    left, right, both = CountMinSketch(5, 3), CountMinSketch(5, 3), CountMinSketch(5, 3)
    for i, word in enumerate(WORDS):
        (left if i % 2 else right).add(word, i)
        both.add(word, i)
    merged = left.merge(right)
    assert merged.table == both.table and merged.total == both.total
    with pytest.raises(ValueError):
        left.merge(CountMinSketch(5, 3, seed=1))


def test_heavy_hitters():
    sketch = CountMinSketch(16, 3)
    stream = ["a"] * 50 + ["b"] * 30 + [str(i) for i in range(40)]
    for item in stream:
        sketch.add(item)
    assert sketch.heavy_hitters(stream, 0.2) == ["a", "b"]


def test_invalid_arguments():
    with pytest.raises(ValueError):
        CountMinSketch(0, 3)
    with pytest.raises(ValueError):
        CountMinSketch(4, 2).add("x", -1)
