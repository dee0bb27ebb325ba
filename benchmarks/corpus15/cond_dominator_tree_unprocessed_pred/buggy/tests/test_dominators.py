import random

import pytest

from dominators import DominatorTree

DIAMOND = {"entry": ["a", "b"], "a": ["exit"], "b": ["exit"], "exit": []}
# entry -> head; head -> body | done; body -> head (loop back edge); body -> done
LOOP = {"entry": ["head"], "head": ["body", "done"], "body": ["head", "done"], "done": []}


def reach(graph, start, banned):
    seen, stack = {start}, [start]
    while stack:
        for w in graph.get(stack.pop(), ()):
            if w not in seen and w != banned:
                seen.add(w)
                stack.append(w)
    return seen


def naive_dominators(graph, entry, v):
    """d dominates v if v cannot be reached from the entry once d is removed."""
    nodes = reach(graph, entry, None)
    return {d for d in nodes if d == v or d == entry or v not in reach(graph, entry, d)}


def test_diamond():
    dom = DominatorTree(DIAMOND, "entry")
    assert dom.immediate_dominator("exit") == "entry"
    assert dom.immediate_dominator("a") == "entry"
    assert dom.immediate_dominator("entry") is None


def test_straight_line():
    dom = DominatorTree({1: [2], 2: [3], 3: [4]}, 1)
    assert dom.dominators(4) == [4, 3, 2, 1]
    assert dom.children() == {1: [2], 2: [3], 3: [4], 4: []}


def test_unreachable_vertices():
    graph = {0: [1], 1: [], 5: [1, 6], 6: []}
    dom = DominatorTree(graph, 0)
    assert not dom.reachable(5)
    assert not dom.dominates(5, 1)
    with pytest.raises(KeyError):
        dom.immediate_dominator(6)


def test_dominates():
    dom = DominatorTree(DIAMOND, "entry")
    assert dom.dominates("entry", "exit")
    assert dom.dominates("a", "a")
    assert not dom.dominates("a", "exit")


def test_dominance_frontier_of_diamond():
    frontier = DominatorTree(DIAMOND, "entry").frontier()
    assert frontier == {"entry": set(), "a": {"exit"}, "b": {"exit"}, "exit": set()}


def test_loop():
    dom = DominatorTree(LOOP, "entry")
    assert dom.immediate_dominator("body") == "head"
    assert dom.immediate_dominator("done") == "head"
    assert dom.children() == {"entry": ["head"], "head": ["body", "done"], "body": [], "done": []}


def test_dominance_frontier_of_loop():
    frontier = DominatorTree(LOOP, "entry").frontier()
    assert frontier["body"] == {"head", "done"}
    assert frontier["head"] == {"head"}
    assert frontier["entry"] == set()


def test_random_graphs_against_reachability():
    rng = random.Random(13)
    for _ in range(60):
        n = rng.randint(1, 9)
        graph = {v: [w for w in range(n) if rng.random() < 0.25] for v in range(n)}
        dom = DominatorTree(graph, 0)
        for v in reach(graph, 0, None):
            assert set(dom.dominators(v)) == naive_dominators(graph, 0, v)
