import pytest
from sortedbag import SortedBag


@pytest.fixture
def bag():
    return SortedBag([5, 1, 3, 3, 9, 7, 3, 10])


@pytest.fixture
def latencies():
    return SortedBag([12, 15, 15, 18, 20, 20, 20, 25, 40, 95])
