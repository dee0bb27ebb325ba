"""Strongly connected components of a directed graph by Kosaraju's two-pass DFS.

A graph is a dict mapping each node to an iterable of its successors; nodes that only
appear as successors count as well. Nodes must be sortable (for a stable output).
"""


def nodes_of(graph):
    return set(graph) | {v for targets in graph.values() for v in targets}


def transpose(graph):
    """The graph with every edge reversed."""
    reverse = {node: [] for node in nodes_of(graph)}
    for u, targets in graph.items():
        for v in targets:
            reverse[v].append(u)
    return reverse


def components(graph):
    """The components as sorted lists, sources of the condensation first."""
    order, seen = [], set()

    def finish(u):
        seen.add(u)
        for v in sorted(graph.get(u, ())):
            if v not in seen:
                finish(v)
        order.append(u)

    for u in sorted(nodes_of(graph)):
        if u not in seen:
            finish(u)

    reverse = transpose(graph)
    found, assigned = [], set()

    def collect(u, component):
        assigned.add(u)
        component.append(u)
        for v in sorted(reverse[u]):
            if v not in assigned:
                collect(v, component)

    for u in order:
        if u not in assigned:
            component = []
            collect(u, component)
            found.append(sorted(component))
    return found


def is_strongly_connected(graph):
    return len(components(graph)) <= 1


def condensation(graph):
    """(components, edges between component indexes) of the acyclic component graph."""
    comps = components(graph)
    index = {node: k for k, comp in enumerate(comps) for node in comp}
    edges = sorted({(index[u], index[v]) for u, targets in graph.items() for v in targets
                    if index[u] != index[v]})
    return comps, edges
