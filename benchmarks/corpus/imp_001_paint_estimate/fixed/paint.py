"""Paint estimates for the decorating quote tool: wall areas and tins to buy."""

import math

DOOR_AREA = 1.9
WINDOW_AREA = 1.2


def wall_area(width: float, height: float, doors: int = 0, windows: int = 0) -> float:
    """Paintable area of one wall in square metres, openings taken off."""
    if width <= 0 or height <= 0:
        raise ValueError("wall width and height must be positive")
    area = width * height - doors * DOOR_AREA - windows * WINDOW_AREA
    return round(max(area, 0.0), 2)


def litres_needed(area: float, coverage: float = 10.0, coats: int = 2) -> float:
    """Litres of paint for area square metres; coverage is square metres per litre."""
    if coverage <= 0:
        raise ValueError("coverage must be positive")
    return round(area * coats / coverage, 2)


def tins_needed(
    area: float, tin_litres: float = 2.5, coverage: float = 10.0, coats: int = 2
) -> int:
    """Whole tins to buy: partly used tins still have to be bought."""
    if tin_litres <= 0:
        raise ValueError("tin size must be positive")
    return math.ceil(litres_needed(area, coverage, coats) / tin_litres)


def room_tins(walls: list[tuple[float, float, int, int]], tin_litres: float = 2.5) -> int:
    """Tins for a room given (width, height, doors, windows) per wall."""
    total = sum(wall_area(w, h, d, n) for w, h, d, n in walls)
    return tins_needed(total, tin_litres)
