"""Exact travelling-salesman tours with the Held-Karp bitmask dynamic program."""

INF = float("inf")


def distance_matrix(n, edges, symmetric=True):
    """Build an n x n matrix from (u, v, w) triples; missing edges are None."""
    matrix = [[None] * n for _ in range(n)]
    for i in range(n):
        matrix[i][i] = 0
    for u, v, w in edges:
        if not (0 <= u < n and 0 <= v < n):
            raise ValueError(f"edge ({u}, {v}) out of range")
        matrix[u][v] = w
        if symmetric:
            matrix[v][u] = w
    return matrix


def _solve_table(dist):
    """dp[mask][last] = cheapest path from city 0 visiting mask, ending at last."""
    n = len(dist)
    full = 1 << n
    dp = [[INF] * n for _ in range(full)]
    parent = [[-1] * n for _ in range(full)]
    dp[1][0] = 0
    for mask in range(1, full):
        if not mask & 1:
            continue
        for last in range(n):
            cost = dp[mask][last]
            if cost == INF:
                continue
            for nxt in range(n):
                bit = 1 << nxt
                if mask & bit or dist[last][nxt] is None:
                    continue
                new_mask = mask | bit
                candidate = cost + dist[last][nxt]
                if candidate < dp[new_mask][nxt]:
                    dp[new_mask][nxt] = candidate
                    parent[new_mask][nxt] = last
    return dp, parent


def _rebuild(parent, mask, last):
    """Walk the parent table back from (mask, last) to city 0."""
    order = []
    while last != -1:
        order.append(last)
        prev = parent[mask][last]
        mask ^= 1 << last
        last = prev
    order.reverse()
    return order


def shortest_tour(dist):
    """Return (cost, tour) of the cheapest closed tour starting and ending at city 0.

    The tour lists every city once, starting with 0, and the return to 0 is implied.
    Returns (inf, []) when no Hamiltonian cycle exists.
    """
    n = len(dist)
    if n == 0:
        return 0, []
    if n == 1:
        return 0, [0]
    dp, parent = _solve_table(dist)
    full_mask = (1 << n) - 1
    best, best_last = INF, -1
    for last in range(1, n):
        back = dist[last][0]
        if back is None or dp[full_mask][last] == INF:
            continue
        total = dp[full_mask][last] + back
        if total < best:
            best, best_last = total, last
    if best_last == -1:
        return INF, []
    return best, _rebuild(parent, full_mask, best_last)


def shortest_hamiltonian_path(dist):
    """Cheapest open path that starts at city 0 and visits every city once."""
    n = len(dist)
    if n <= 1:
        return 0, list(range(n))
    dp, parent = _solve_table(dist)
    full_mask = (1 << n) - 1
    best_last = min(range(n), key=lambda last: dp[full_mask][last])
    if dp[full_mask][best_last] == INF:
        return INF, []
    return dp[full_mask][best_last], _rebuild(parent, full_mask, best_last)


def tour_cost(dist, tour):
    """Cost of the closed tour (including the edge back to the start)."""
    if len(tour) < 2:
        return 0
    total = 0
    for a, b in zip(tour, tour[1:] + tour[:1]):
        if dist[a][b] is None:
            raise ValueError(f"no edge between {a} and {b}")
        total += dist[a][b]
    return total
