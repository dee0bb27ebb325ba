import pytest

from graphkit import Graph


@pytest.fixture
def roads():
    return Graph.from_edges(
        [("a", "b", 7), ("a", "c", 9), ("a", "f", 14), ("b", "c", 10), ("b", "d", 15),
         ("c", "d", 11), ("c", "f", 2), ("d", "e", 6), ("e", "f", 9)],
        directed=False,
    )


@pytest.fixture
def tangled():
    # two cycles {1,2,3} and {4,5}, joined one way, plus a sink 6
    return Graph.from_edges([(1, 2), (2, 3), (3, 1), (3, 4), (4, 5), (5, 4), (5, 6), (2, 6)])
