"""Strongly connected components (Tarjan) and cycles."""

from __future__ import annotations

import sys
from typing import Dict, List, Optional

from .graph import Graph, Node


def strongly_connected_components(graph: Graph) -> List[List[Node]]:
    """Components in reverse topological order (sinks first), nodes in visit order."""
    index: Dict[Node, int] = {}
    low: Dict[Node, int] = {}
    on_stack: Dict[Node, bool] = {}
    stack: List[Node] = []
    result: List[List[Node]] = []

    def visit(node: Node) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack[node] = True
        for nxt in graph.neighbors(node):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif on_stack.get(nxt):
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack[member] = False
                component.append(member)
                if member == node:
                    break
            result.append(component[::-1])

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 2 * len(graph) + 100))
    try:
        for node in graph.nodes():
            if node not in index:
                visit(node)
    finally:
        sys.setrecursionlimit(limit)
    return result


def condensation(graph: Graph) -> Graph:
    """The DAG of components; each node is a frozenset of original nodes."""
    components = [frozenset(c) for c in strongly_connected_components(graph)]
    owner = {node: comp for comp in components for node in comp}
    dag = Graph(directed=True)
    for comp in components:
        dag.add_node(comp)
    for u, v, _ in graph.edges():
        if owner[u] is not owner[v]:
            dag.add_edge(owner[u], owner[v])
    return dag


def find_cycle(graph: Graph) -> Optional[List[Node]]:
    """Some directed cycle as a node list (first node repeated at the end), or None."""
    state: Dict[Node, int] = {}  # 1 = on the current path, 2 = finished
    path: List[Node] = []

    def dfs(node: Node) -> Optional[List[Node]]:
        state[node] = 1
        path.append(node)
        for nxt in graph.neighbors(node):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                found = dfs(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in graph.nodes():
        if node not in state:
            cycle = dfs(node)
            if cycle:
                return cycle
    return None


def is_acyclic(graph: Graph) -> bool:
    return find_cycle(graph) is None
