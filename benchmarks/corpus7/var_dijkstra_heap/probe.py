"""Behaviour probe: distances and paths on generated weighted graphs."""


def probe(import_module):
    graph_mod = import_module("graph")
    mod = import_module("dijkstra")
    out = []
    for seed in range(18):
        n = 4 + seed % 5
        edges = [((seed + i * 3) % n, (seed * 5 + i * 7 + 1) % n, (seed * 11 + i * 5) % 9 + 1)
                 for i in range(n + seed % 4)]
        graph = graph_mod.build_graph([e for e in edges if e[0] != e[1]], directed=seed % 2 == 0)
        for node in range(n):
            graph_mod.add_node(graph, node)
        out.append(sorted(mod.distances(graph, 0).items()))
        out.append(mod.shortest_path(graph, 0, n - 1))
        out.append(mod.within(graph, 0, 6))
    return out
