from cycle_sort import cycle_sort, is_sorted, minimum_writes, permutation_cycles, sorted_copy


def test_sorts_distinct_values():
    items = [5, 2, 9, 1, 7, 3]
    cycle_sort(items)
    assert items == [1, 2, 3, 5, 7, 9]


def test_writes_are_counted():
    items = [4, 3, 2, 1]
    assert cycle_sort(items) == 4
    assert items == [1, 2, 3, 4]
    assert cycle_sort(items) == 0


def test_sorts_with_duplicates():
    items = [2, 3, 0, 2, 1, 1]
    cycle_sort(items)
    assert items == [0, 1, 1, 2, 2, 3]


def test_sort_by_key():
    words = ["pear", "fig", "banana", "kiwi"]
    cycle_sort(words, key=len)
    assert [len(w) for w in words] == [3, 4, 4, 6]


def test_sorted_copy_leaves_input_alone():
    data = (8, 6, 7, 5, 3, 0, 9)
    assert sorted_copy(data) == [0, 3, 5, 6, 7, 8, 9]
    assert sorted_copy(data, reverse=True) == [9, 8, 7, 6, 5, 3, 0]


def test_sorted_copy_with_repeated_keys():
    people = [("ann", 31), ("bob", 25), ("cy", 31), ("di", 25), ("ed", 40)]
    ages = [age for _, age in sorted_copy(people, key=lambda p: p[1])]
    assert ages == [25, 25, 31, 31, 40]


def test_minimum_writes():
    assert minimum_writes([1, 2, 3]) == 0
    assert minimum_writes([2, 1, 3]) == 2
    assert minimum_writes([3, 1, 2]) == 3


def test_permutation_cycles():
    assert permutation_cycles([2, 0, 1, 4, 3, 5]) == [[0, 2, 1], [3, 4], [5]]
    assert permutation_cycles([]) == []


def test_is_sorted():
    assert is_sorted([1, 1, 2])
    assert not is_sorted([2, 1])
    assert is_sorted(["a", "bb", "ccc"], key=len)
