import pytest

from routes.algorithms import CycleError, reachable, shortest_path, topological_order
from routes.graph import Graph


def test_graph_basics(city: Graph) -> None:
    assert city.nodes() == ["bakery", "gym", "home", "office", "station"]
    assert list(city.neighbours("home")) == [("bakery", 4), ("station", 1)]
    with pytest.raises(ValueError):
        city.add_edge("a", "b", -1)


@pytest.mark.parametrize(
    "start, goal, cost, path",
    [
        ("home", "bakery", 3, ["home", "station", "bakery"]),
        ("home", "gym", 9, ["home", "station", "bakery", "office", "gym"]),
        ("office", "office", 0, ["office"]),
    ],
)
def test_shortest_path(city: Graph, start: str, goal: str, cost: float, path: list[str]) -> None:
    assert shortest_path(city, start, goal) == (cost, path)


def test_unreachable(city: Graph) -> None:
    with pytest.raises(KeyError):
        shortest_path(city, "gym", "home")


def test_reachable(city: Graph) -> None:
    assert reachable(city, "bakery") == {"bakery", "office", "gym"}
    assert reachable(city, "gym") == {"gym"}


def test_topological_order(city: Graph) -> None:
    order = topological_order(city)
    assert order == ["home", "station", "bakery", "office", "gym"]


def test_cycle_is_reported() -> None:
    graph = Graph([("a", "b", 1), ("b", "c", 1), ("c", "a", 1)])
    with pytest.raises(CycleError):
        topological_order(graph)
    assert reachable(graph, "b") == {"a", "b", "c"}
