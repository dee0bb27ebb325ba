"""Strongly connected components of a directed graph (Tarjan's algorithm).

A graph is a dict mapping each vertex to an iterable of its successors;
vertices that only appear as successors are allowed.
"""

import sys


def _vertices(graph):
    seen = dict.fromkeys(graph)
    for succs in graph.values():
        seen.update(dict.fromkeys(succs))
    return list(seen)


def strongly_connected_components(graph):
    """Components as sorted lists, in the order Tarjan's algorithm completes them."""
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    index = {}
    low = {}
    stack = []
    on_stack = set()
    result = []

    def strongconnect(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                strongconnect(w)
                low[v] = min(low[v], low[w])
            else:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            result.append(sorted(component))

    for v in _vertices(graph):
        if v not in index:
            strongconnect(v)
    return result


def component_map(graph):
    """Map every vertex to the number of its component."""
    return {v: i for i, comp in enumerate(strongly_connected_components(graph)) for v in comp}


def is_strongly_connected(graph):
    return len(strongly_connected_components(graph)) <= 1


def condensation(graph):
    """Edges of the component DAG, as a sorted list of (component, component) pairs."""
    comp = component_map(graph)
    edges = {
        (comp[v], comp[w]) for v, succs in graph.items() for w in succs if comp[v] != comp[w]
    }
    return sorted(edges)


def largest_component(graph):
    """The biggest component (the first one found on ties), or [] for an empty graph."""
    best = []
    for comp in strongly_connected_components(graph):
        if len(comp) > len(best):
            best = comp
    return best
