"""Customer orders that hold stock until they ship or are cancelled."""

from stockroom import Stockroom


class Order:
    """An order reserving its lines in a stockroom."""

    def __init__(self, room: Stockroom, lines: dict[str, int]) -> None:
        self.room = room
        self.lines = dict(lines)
        self.status = "open"
        for sku, quantity in self.lines.items():
            room.reserve(sku, quantity)

    def cancel(self) -> None:
        """Cancel an open order and return its stock."""
        if self.status != "open":
            raise ValueError(f"cannot cancel a {self.status} order")
        for sku, quantity in self.lines.items():
            self.room.release(sku, quantity)
        self.status = "cancelled"

    def ship(self) -> None:
        if self.status != "open":
            raise ValueError(f"cannot ship a {self.status} order")
        for sku, quantity in self.lines.items():
            self.room.reserved[sku] -= quantity
        self.status = "shipped"
