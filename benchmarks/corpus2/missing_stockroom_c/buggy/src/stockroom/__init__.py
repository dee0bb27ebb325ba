"""Stockroom: a tiny warehouse inventory."""

from stockroom.models import Item, Movement
from stockroom.warehouse import InsufficientStock, Warehouse

__all__ = ["InsufficientStock", "Item", "Movement", "Warehouse"]
