"""humane: numbers, sizes and times for people."""

from .numbers import apnumber, intcomma, intword
from .sizes import naturalsize, parse_size
from .times import naturaldelta, naturaltime, precisedelta

__all__ = [
    "apnumber",
    "intcomma",
    "intword",
    "naturaldelta",
    "naturalsize",
    "naturaltime",
    "parse_size",
    "precisedelta",
]
