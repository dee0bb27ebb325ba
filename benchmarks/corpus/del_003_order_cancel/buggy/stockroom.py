"""Stock that can be reserved for orders and released again."""


class Stockroom:
    """Free and reserved quantities per SKU."""

    def __init__(self, levels: dict[str, int]) -> None:
        self.free = dict(levels)
        self.reserved: dict[str, int] = {sku: 0 for sku in levels}

    def reserve(self, sku: str, quantity: int) -> None:
        if self.free.get(sku, 0) < quantity:
            raise ValueError(f"not enough {sku}")
        self.free[sku] -= quantity
        self.reserved[sku] += quantity

    def release(self, sku: str, quantity: int) -> None:
        if self.reserved.get(sku, 0) < quantity:
            raise ValueError(f"{sku}: cannot release more than reserved")
        self.reserved[sku] -= quantity
        self.free[sku] += quantity
