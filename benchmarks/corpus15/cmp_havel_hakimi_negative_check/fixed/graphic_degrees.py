"""Degree sequences: graphicality tests and realization by the Havel-Hakimi algorithm."""


def _validate(sequence):
    seq = list(sequence)
    if any(not isinstance(d, int) or d < 0 for d in seq):
        raise ValueError("degrees must be non-negative integers")
    return seq


def degree_sequence(n, edges):
    """Degrees of vertices 0..n-1 of a simple graph, in vertex order."""
    degrees = [0] * n
    seen = set()
    for u, v in edges:
        key = (min(u, v), max(u, v))
        if u == v or key in seen:
            raise ValueError(f"edge ({u}, {v}) is a loop or a repeat")
        seen.add(key)
        degrees[u] += 1
        degrees[v] += 1
    return degrees


def erdos_gallai(sequence):
    """Graphicality by the Erdos-Gallai inequalities."""
    seq = sorted(_validate(sequence), reverse=True)
    if sum(seq) % 2:
        return False
    n = len(seq)
    left = 0
    for k in range(1, n + 1):
        left += seq[k - 1]
        right = k * (k - 1) + sum(min(d, k) for d in seq[k:])
        if left > right:
            return False
    return True


def _connect_largest(pool, edges):
    """Join the vertex of largest residual degree to the next ones; False if impossible."""
    pool.sort(key=lambda item: (-item[0], item[1]))
    degree, vertex = pool.pop(0)
    if degree > len(pool):
        return False
    for item in pool[:degree]:
        if item[0] == 0:
            return False
        item[0] -= 1
        edges.append((min(vertex, item[1]), max(vertex, item[1])))
    return True


def realize(sequence):
    """Edges of a simple graph whose vertex i has degree sequence[i], or None if none exists."""
    seq = _validate(sequence)
    if sum(seq) % 2:
        return None
    pool = [[d, v] for v, d in enumerate(seq) if d > 0]
    edges = []
    while pool:
        if not _connect_largest(pool, edges):
            return None
        pool = [item for item in pool if item[0] > 0]
    return sorted(edges)


def is_graphic(sequence):
    """True if some simple graph has exactly these degrees (Havel-Hakimi)."""
    return realize(sequence) is not None


def havel_hakimi_steps(sequence):
    """The sorted residual sequences the Havel-Hakimi reduction passes through."""
    seq = sorted(_validate(sequence), reverse=True)
    steps = [list(seq)]
    while seq and seq[0] > 0:
        d, rest = seq[0], seq[1:]
        if d > len(rest) or rest[d - 1] == 0:
            break
        seq = sorted([x - 1 for x in rest[:d]] + rest[d:], reverse=True)
        steps.append(list(seq))
    return steps


def is_forest_sequence(sequence):
    """True if a forest has these degrees (graphic, fewer edges than non-isolated vertices)."""
    seq = _validate(sequence)
    edges = realize(seq)
    nonzero = sum(1 for d in seq if d > 0)
    return edges is not None and (nonzero == 0 or len(edges) < nonzero)
