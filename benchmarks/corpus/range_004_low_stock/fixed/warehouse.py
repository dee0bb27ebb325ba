"""Stock levels per storage bin."""


class Warehouse:
    """Bins of a warehouse, each holding one SKU."""

    def __init__(self) -> None:
        self.bins: list[tuple[str, int]] = []

    def stock(self, sku: str, quantity: int) -> None:
        """Put a new bin with quantity units of sku on the shelf."""
        if quantity < 0:
            raise ValueError("quantity must not be negative")
        self.bins.append((sku, quantity))

    def total(self, sku: str) -> int:
        """Units of sku across all bins."""
        return sum(qty for name, qty in self.bins if name == sku)

    def low_stock(self, threshold: int) -> list[int]:
        """Indexes of bins holding fewer than threshold units."""
        low = []
        for index in range(len(self.bins)):
            if self.bins[index][1] < threshold:
                low.append(index)
        return low
