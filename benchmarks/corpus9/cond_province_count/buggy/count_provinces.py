"""Groups of connected cities, tracked with a disjoint-set forest."""


class DisjointSet:
    """Union by size with path halving over the elements 0..n-1."""

    def __init__(self, n):
        self.parent = list(range(n))
        self.size = [1] * n
        self.groups = n

    def find(self, x):
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a, b):
        """Join the groups of a and b; False if they were already the same group."""
        ra, rb = self.find(a), self.find(b)
        if self.size[ra] < self.size[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.size[ra] += self.size[rb]
        self.groups -= 1
        return True

    def group_size(self, x):
        return self.size[self.find(x)]


def count_provinces(connected):
    """Number of provinces given a symmetric 0/1 matrix of direct connections."""
    n = len(connected)
    sets = DisjointSet(n)
    for i in range(n):
        for j in range(i + 1, n):
            if connected[i][j]:
                sets.union(i, j)
    return sets.groups


def redundant_roads(n, roads):
    """Roads (in order) that join two cities already connected by earlier roads."""
    sets = DisjointSet(n)
    return [(a, b) for a, b in roads if not sets.union(a, b)]


def largest_province(n, roads):
    """Number of cities in the biggest province."""
    sets = DisjointSet(n)
    for a, b in roads:
        sets.union(a, b)
    return max((sets.group_size(city) for city in range(n)), default=0)
