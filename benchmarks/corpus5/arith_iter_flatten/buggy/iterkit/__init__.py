"""iterkit: more iterator recipes, tested."""

from .combine import flatten, interleave, interleave_longest, intersperse, roundrobin
from .filtering import duplicates_everseen, first_true, nth, take, unique_everseen, unique_justseen
from .grouping import chunked, partition, split_at, windowed

__all__ = [
    "chunked",
    "duplicates_everseen",
    "first_true",
    "flatten",
    "interleave",
    "interleave_longest",
    "intersperse",
    "nth",
    "partition",
    "roundrobin",
    "split_at",
    "take",
    "unique_everseen",
    "unique_justseen",
    "windowed",
]
