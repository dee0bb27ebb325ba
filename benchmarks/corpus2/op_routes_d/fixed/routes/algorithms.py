"""Shortest paths (Dijkstra), reachability and topological order over a Graph."""

from __future__ import annotations

import heapq

from routes.graph import Graph


class CycleError(ValueError):
    """The graph has a cycle, so it has no topological order."""


def shortest_path(graph: Graph, start: str, goal: str) -> tuple[float, list[str]]:
    """(total weight, nodes) of a cheapest path; raises KeyError if goal is unreachable."""
    if start not in graph or goal not in graph:
        raise KeyError("unknown node")
    best: dict[str, float] = {start: 0.0}
    previous: dict[str, str] = {}
    queue: list[tuple[float, str]] = [(0.0, start)]
    done: set[str] = set()
    while queue:
        cost, node = heapq.heappop(queue)
        if node in done:
            continue
        done.add(node)
        if node == goal:
            break
        for nxt, weight in graph.neighbours(node):
            new_cost = cost + weight
            if new_cost < best.get(nxt, float("inf")):
                best[nxt] = new_cost
                previous[nxt] = node
                heapq.heappush(queue, (new_cost, nxt))
    if goal not in done:
        raise KeyError(f"{goal} is not reachable from {start}")
    path = [goal]
    while path[-1] != start:
        path.append(previous[path[-1]])
    return best[goal], path[::-1]


def reachable(graph: Graph, start: str) -> set[str]:
    """Every node reachable from start (start included), by recursive depth-first search."""
    seen: set[str] = set()

    def visit(node: str) -> None:
        if node in seen:
            return
        seen.add(node)
        for nxt, _ in graph.neighbours(node):
            visit(nxt)

    visit(start)
    return seen


def topological_order(graph: Graph) -> list[str]:
    """Nodes so that every edge goes forward; ties broken by name. Raises CycleError."""
    order: list[str] = []
    state: dict[str, str] = {}

    def visit(node: str) -> None:
        if state.get(node) == "done":
            return
        if state.get(node) == "active":
            raise CycleError(f"cycle through {node}")
        state[node] = "active"
        for nxt, _ in sorted(graph.neighbours(node), reverse=True):
            visit(nxt)
        state[node] = "done"
        order.append(node)

    for node in sorted(graph.nodes(), reverse=True):
        visit(node)
    return list(reversed(order))
