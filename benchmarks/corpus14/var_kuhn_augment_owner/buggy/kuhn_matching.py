"""Maximum bipartite matching with Kuhn's augmenting-path algorithm, plus Konig covers."""


class BipartiteGraph:
    """Bipartite graph between a left and a right vertex set."""

    def __init__(self, left, right, edges=()):
        self.left = list(left)
        self.right = list(right)
        self.adj = {u: [] for u in self.left}
        right_set = set(self.right)
        for u, v in edges:
            if u not in self.adj or v not in right_set:
                raise KeyError(f"edge ({u!r}, {v!r}) leaves the vertex sets")
            if v not in self.adj[u]:
                self.adj[u].append(v)
        self.match_left = {}
        self.match_right = {}

    def _augment(self, u, seen):
        """Try to match u, re-routing earlier matches along an alternating path."""
        for v in self.adj[u]:
            if v in seen:
                continue
            seen.add(v)
            owner = self.match_right.get(v)
            if owner is None or self._augment(u, seen):
                self.match_right[v] = u
                self.match_left[u] = v
                return True
        return False

    def maximum_matching(self):
        """Compute a maximum matching; return it as a sorted list of (left, right) pairs."""
        self.match_left, self.match_right = {}, {}
        for u in self.left:
            self._augment(u, set())
        return sorted((u, v) for v, u in self.match_right.items())

    def matching_size(self):
        return len(self.maximum_matching())

    def is_perfect(self):
        """True if every vertex on both sides is matched."""
        return len(self.left) == len(self.right) == self.matching_size()

    def minimum_vertex_cover(self):
        """Konig: from unmatched left vertices follow alternating paths; cover = (L - Z) | (R & Z)."""
        self.maximum_matching()
        frontier = [u for u in self.left if u not in self.match_left]
        reached_left, reached_right = set(frontier), set()
        while frontier:
            u = frontier.pop()
            for v in self.adj[u]:
                if v in reached_right or self.match_left.get(u) == v:
                    continue
                reached_right.add(v)
                w = self.match_right.get(v)
                if w is not None and w not in reached_left:
                    reached_left.add(w)
                    frontier.append(w)
        cover_left = [u for u in self.left if u not in reached_left]
        cover_right = [v for v in self.right if v in reached_right]
        return cover_left, cover_right


def assign(preferences):
    """Give each person at most one acceptable job: {person: [jobs]} -> {person: job}."""
    jobs = sorted({job for wanted in preferences.values() for job in wanted})
    graph = BipartiteGraph(sorted(preferences), jobs,
                           [(p, j) for p, wanted in preferences.items() for j in wanted])
    return dict(graph.maximum_matching())
