"""Collision checks for one frame of the shooter game."""

from physics import Box, moved, overlaps


def hits(player: Box, enemies: list[Box]) -> list[int]:
    """Indexes of enemies touching the player."""
    return [i for i, enemy in enumerate(enemies) if overlaps(player, enemy)]


def step(player: Box, velocity: tuple[float, float], walls: list[Box]) -> Box:
    """Move the player unless the move would end inside a wall."""
    candidate = moved(player, *velocity)
    if any(overlaps(candidate, wall) for wall in walls):
        return player
    return candidate
