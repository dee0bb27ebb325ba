"""A* search on a weighted grid with the Manhattan distance as heuristic."""

import heapq

from grid import manhattan, neighbours


def astar(grid, start, goal, heuristic=manhattan):
    """(cost, path) of a cheapest route from start to goal, or (None, []) if there is none."""
    for r, c in (start, goal):
        if grid[r][c] is None:
            raise ValueError(f"{(r, c)} is a wall")
    g = {start: 0}
    came_from = {start: None}
    heap = [(heuristic(start, goal), 0, start)]
    closed = set()
    while heap:
        _, cost, cell = heapq.heappop(heap)
        if cell == goal:
            path = [cell]
            while came_from[path[-1]] is not None:
                path.append(came_from[path[-1]])
            return cost, path[::-1]
        if cell in closed:
            continue
        closed.add(cell)
        for nxt in neighbours(grid, cell):
            new_g = g[cell] + grid[nxt[0]][nxt[1]]
            if nxt not in g or new_g < g[nxt]:
                g[nxt] = new_g
                came_from[nxt] = cell
                heapq.heappush(heap, (new_g + heuristic(nxt, goal), new_g, nxt))
    return None, []


def cheapest_cost(grid, start, goal):
    return astar(grid, start, goal)[0]


def uniform_cost(grid, start, goal):
    """The same search without a heuristic (Dijkstra's algorithm)."""
    return astar(grid, start, goal, heuristic=lambda a, b: 0)
