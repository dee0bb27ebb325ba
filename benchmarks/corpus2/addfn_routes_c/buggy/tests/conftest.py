import pytest

from routes.graph import Graph


@pytest.fixture
def city() -> Graph:
    return Graph([
        ("home", "bakery", 4), ("home", "station", 1), ("station", "bakery", 2),
        ("bakery", "office", 5), ("station", "office", 9), ("office", "gym", 1),
    ])
