from delannoy import (central_delannoy, delannoy, delannoy_closed_form, delannoy_paths,
                      schroeder, schroeder_paths, steps_histogram, walk)


def test_central_delannoy_numbers():
    assert central_delannoy(7) == [1, 3, 13, 63, 321, 1683, 8989]


def test_recurrence_matches_closed_form():
    for m in range(8):
        for n in range(8):
            assert delannoy(m, n) == delannoy_closed_form(m, n)
    assert delannoy(-1, 3) == 0


def test_paths_along_an_edge():
    assert delannoy_paths(3, 0) == ["EEE"]
    assert delannoy_paths(0, 2) == ["NN"]
    assert delannoy_paths(-1, 2) == []


def test_paths_to_one_one():
    assert sorted(delannoy_paths(1, 1)) == ["D", "EN", "NE"]


def test_number_of_paths_is_delannoy():
    for m in range(5):
        for n in range(5):
            paths = delannoy_paths(m, n)
            assert len(paths) == len(set(paths)) == delannoy(m, n)


def test_walk_ends_at_the_target():
    assert walk("EDN") == [(0, 0), (1, 0), (2, 1), (2, 2)]
    assert all(walk(p)[-1] == (3, 2) for p in delannoy_paths(3, 2))


def test_schroeder_numbers():
    assert [schroeder(n) for n in range(7)] == [1, 2, 6, 22, 90, 394, 1806]


def test_schroeder_paths_are_counted_by_schroeder():
    assert sorted(schroeder_paths(1)) == ["D", "EN"]
    assert [len(schroeder_paths(n)) for n in range(5)] == [1, 2, 6, 22, 90]


def test_diagonal_step_histogram():
    assert steps_histogram(2, 2) == {0: 6, 1: 6, 2: 1}
