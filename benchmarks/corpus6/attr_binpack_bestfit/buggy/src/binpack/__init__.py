"""Bin packing: items, bins, heuristics and packing reports."""

from .model import Bin, Item, PackingError
from .report import lower_bound, summary, utilisation
from .strategies import STRATEGIES, best_fit, first_fit, first_fit_decreasing, next_fit, pack

__all__ = [
    "STRATEGIES",
    "Bin",
    "Item",
    "PackingError",
    "best_fit",
    "first_fit",
    "first_fit_decreasing",
    "lower_bound",
    "next_fit",
    "pack",
    "summary",
    "utilisation",
]
