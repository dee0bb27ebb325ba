"""Maximum flow with Dinic's algorithm.

Each phase builds a BFS level graph of the residual network and then sends a
blocking flow along strictly level-increasing edges with depth-first searches.
A per-vertex "current arc" pointer makes every dead edge be skipped only once
per phase.
"""

from collections import deque


class _Edge:
    __slots__ = ("to", "cap", "original", "rev")

    def __init__(self, to, cap, rev):
        self.to, self.cap, self.original, self.rev = to, cap, cap, rev


class FlowNetwork:
    def __init__(self, n):
        if n <= 0:
            raise ValueError("a network needs at least one vertex")
        self.n = n
        self.graph = [[] for _ in range(n)]
        self._level = [-1] * n
        self._arc = [0] * n

    def add_edge(self, u, v, capacity):
        """Add a directed edge u -> v (parallel edges are allowed, loops ignored)."""
        if not (0 <= u < self.n and 0 <= v < self.n):
            raise IndexError(f"edge {u}->{v} leaves the network")
        if capacity < 0:
            raise ValueError("capacity must be non-negative")
        if u == v:
            return
        self.graph[u].append(_Edge(v, capacity, len(self.graph[v])))
        self.graph[v].append(_Edge(u, 0, len(self.graph[u]) - 1))

    def _build_levels(self, source, sink):
        self._level = [-1] * self.n
        self._level[source] = 0
        queue = deque([source])
        while queue:
            u = queue.popleft()
            for edge in self.graph[u]:
                if edge.cap > 0 and self._level[edge.to] < 0:
                    self._level[edge.to] = self._level[u] + 1
                    queue.append(edge.to)
        return self._level[sink] >= 0

    def _augment(self, u, sink, limit):
        """Push up to limit units from u towards sink along the level graph."""
        if u == sink:
            return limit
        while self._arc[u] < len(self.graph[u]):
            edge = self.graph[u][self._arc[u]]
            if edge.cap > 0 and self._level[edge.to] == self._level[u] + 1:
                pushed = self._augment(edge.to, sink, min(limit, edge.cap))
                if pushed > 0:
                    edge.cap -= pushed
                    self.graph[edge.to][edge.rev].cap += pushed
                    return pushed
        return 0

    def max_flow(self, source, sink):
        """Value of a maximum source-sink flow (the network keeps the flow)."""
        if source == sink:
            raise ValueError("source and sink must differ")
        total = 0
        while self._build_levels(source, sink):
            self._arc = [0] * self.n
            pushed = self._augment(source, sink, float("inf"))
            while pushed > 0:
                total += pushed
                pushed = self._augment(source, sink, float("inf"))
        return total

    def flow_on(self, u, v):
        """Flow currently sent over the edges u -> v."""
        return sum(e.original - e.cap for e in self.graph[u] if e.to == v and e.original > 0)

    def min_cut(self, source):
        """Vertices on the source side of a minimum cut (after max_flow)."""
        seen, stack = {source}, [source]
        while stack:
            u = stack.pop()
            for edge in self.graph[u]:
                if edge.cap > 0 and edge.to not in seen:
                    seen.add(edge.to)
                    stack.append(edge.to)
        return sorted(seen)


def max_matching(left, right, pairs):
    """Size of a maximum bipartite matching between range(left) and range(right)."""
    net = FlowNetwork(left + right + 2)
    source, sink = left + right, left + right + 1
    for a in range(left):
        net.add_edge(source, a, 1)
    for b in range(right):
        net.add_edge(left + b, sink, 1)
    for a, b in pairs:
        net.add_edge(a, left + b, 1)
    return net.max_flow(source, sink)
