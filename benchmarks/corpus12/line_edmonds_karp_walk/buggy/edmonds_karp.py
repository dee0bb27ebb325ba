"""Maximum flow with the Edmonds-Karp algorithm (BFS augmenting paths)."""

from collections import deque


class FlowNetwork:
    """A directed network with integer capacities on nodes 0..n-1."""

    def __init__(self, n):
        self.n = n
        self.capacity = [[0] * n for _ in range(n)]
        self.flow = [[0] * n for _ in range(n)]

    def add_edge(self, u, v, cap):
        if not (0 <= u < self.n and 0 <= v < self.n):
            raise ValueError("node out of range")
        if cap < 0:
            raise ValueError("capacity must be non-negative")
        self.capacity[u][v] += cap

    def residual(self, u, v):
        return self.capacity[u][v] - self.flow[u][v]

    def _bfs(self, source, sink):
        """Parents along a shortest augmenting path, or None if the sink is unreachable."""
        parent = [-1] * self.n
        parent[source] = source
        queue = deque([source])
        while queue:
            u = queue.popleft()
            for v in range(self.n):
                if parent[v] == -1 and self.residual(u, v) > 0:
                    parent[v] = u
                    if v == sink:
                        return parent
                    queue.append(v)
        return None

    def _augment(self, parent, source, sink):
        """Push the bottleneck amount along the path recorded in parent."""
        bottleneck = float("inf")
        v = sink
        while v != source:
            u = parent[v]
            bottleneck = min(bottleneck, self.residual(u, v))
        v = sink
        while v != source:
            u = parent[v]
            self.flow[u][v] += bottleneck
            self.flow[v][u] -= bottleneck
            v = u
        return bottleneck

    def max_flow(self, source, sink):
        if source == sink:
            raise ValueError("source and sink must differ")
        self.flow = [[0] * self.n for _ in range(self.n)]
        total = 0
        while True:
            parent = self._bfs(source, sink)
            if parent is None:
                return total
            total += self._augment(parent, source, sink)

    def min_cut(self, source, sink):
        """Max-flow value and the edges (u, v) crossing a minimum cut."""
        value = self.max_flow(source, sink)
        reachable = {source}
        queue = deque([source])
        while queue:
            u = queue.popleft()
            for v in range(self.n):
                if v not in reachable and self.residual(u, v) > 0:
                    reachable.add(v)
                    queue.append(v)
        cut = [(u, v) for u in sorted(reachable) for v in range(self.n)
               if v not in reachable and self.capacity[u][v] > 0]
        return value, cut


def max_bipartite_matching(left, right, pairs):
    """Size of a maximum matching between left and right items given allowed pairs."""
    left, right = list(left), list(right)
    n = len(left) + len(right) + 2
    source, sink = n - 2, n - 1
    net = FlowNetwork(n)
    for i in range(len(left)):
        net.add_edge(source, i, 1)
    for j in range(len(right)):
        net.add_edge(len(left) + j, sink, 1)
    for a, b in pairs:
        net.add_edge(left.index(a), len(left) + right.index(b), 1)
    return net.max_flow(source, sink)
