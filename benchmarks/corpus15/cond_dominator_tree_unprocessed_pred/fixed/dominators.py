"""Dominator trees of control-flow graphs (Cooper, Harvey and Kennedy's iterative algorithm)."""


def _postorder(graph, start):
    """Vertices reachable from start in DFS postorder (iterative, successors in given order)."""
    seen = {start}
    order = []
    stack = [(start, iter(graph.get(start, ())))]
    while stack:
        node, successors = stack[-1]
        for succ in successors:
            if succ not in seen:
                seen.add(succ)
                stack.append((succ, iter(graph.get(succ, ()))))
                break
        else:
            stack.pop()
            order.append(node)
    return order


def _intersect(idom, post, a, b):
    """Nearest common dominator of a and b, walking up the current idom tree."""
    while a != b:
        while post[a] < post[b]:
            a = idom[a]
        while post[b] < post[a]:
            b = idom[b]
    return a


class DominatorTree:
    """Immediate dominators of every vertex reachable from the entry of a directed graph."""

    def __init__(self, graph, entry):
        self.entry = entry
        order = _postorder(graph, entry)
        self.post = {v: i for i, v in enumerate(order)}
        self.preds = {v: [] for v in order}
        for u in order:
            for v in graph.get(u, ()):
                self.preds[v].append(u)
        self.idom = self._solve(order)

    def _solve(self, order):
        idom = {self.entry: self.entry}
        rpo = [v for v in reversed(order) if v != self.entry]
        changed = True
        while changed:
            changed = False
            for v in rpo:
                new_idom = None
                for p in self.preds[v]:
                    if p not in idom:
                        continue
                    new_idom = p if new_idom is None else _intersect(idom, self.post, p, new_idom)
                if idom.get(v) != new_idom:
                    idom[v] = new_idom
                    changed = True
        return idom

    def reachable(self, v):
        return v in self.post

    def immediate_dominator(self, v):
        """The closest strict dominator of v, or None for the entry."""
        if not self.reachable(v):
            raise KeyError(v)
        return None if v == self.entry else self.idom[v]

    def dominators(self, v):
        """All dominators of v, from v itself up to the entry."""
        chain = [v]
        while chain[-1] != self.entry:
            chain.append(self.immediate_dominator(chain[-1]))
        return chain

    def dominates(self, a, b):
        return self.reachable(a) and self.reachable(b) and a in self.dominators(b)

    def children(self):
        """The dominator tree as {vertex: sorted list of the vertices it immediately dominates}."""
        tree = {v: [] for v in self.post}
        for v in self.post:
            if v != self.entry:
                tree[self.idom[v]].append(v)
        return {v: sorted(kids) for v, kids in tree.items()}

    def frontier(self):
        """Dominance frontiers: where v's dominance ends (used to place SSA phi nodes)."""
        result = {v: set() for v in self.post}
        for v, preds in self.preds.items():
            if len(preds) < 2:
                continue
            stop = self.immediate_dominator(v)
            for p in preds:
                runner = p
                while runner != stop:
                    result[runner].add(v)
                    runner = self.immediate_dominator(runner)
        return result
