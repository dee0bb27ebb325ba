"""Bresenham's line algorithm: the grid cells on a line between two integer points."""


def line_points(x0, y0, x1, y1):
    """The cells from (x0, y0) to (x1, y1), both ends included, in every octant."""
    dx = abs(x1 - x0)
    dy = -abs(y1 - y0)
    step_x = 1 if x0 < x1 else -1
    step_y = 1 if y0 < y1 else -1
    err = dx + dy
    points = []
    for _ in range(max(dx, -dy) + 1):
        points.append((x0, y0))
        doubled = 2 * err
        if doubled >= dy:
            err -= dy
            x0 += step_x
        if doubled <= dx:
            err += dx
            y0 += step_y
    return points


def polyline_points(corners):
    """The cells along a path through the corners, each shared corner listed once."""
    points = []
    for (x0, y0), (x1, y1) in zip(corners, corners[1:]):
        segment = line_points(x0, y0, x1, y1)
        points.extend(segment[1:] if points else segment)
    return points


def draw(points, width, height, ink="#", blank="."):
    """Render the points on a width x height grid, row 0 at the top."""
    rows = [[blank] * width for _ in range(height)]
    for x, y in points:
        if 0 <= x < width and 0 <= y < height:
            rows[y][x] = ink
    return ["".join(row) for row in rows]
