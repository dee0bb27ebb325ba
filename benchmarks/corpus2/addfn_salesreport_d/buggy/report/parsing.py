"""Read sales rows from CSV text into typed records."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class Sale:
    day: date
    region: str
    product: str
    units: int
    price: float

    @property
    def revenue(self) -> float:
        return self.units * self.price


class RowError(ValueError):
    """A row that cannot be read; carries its line number."""


def parse_sales(text: str, skip_bad: bool = False) -> list[Sale]:
    """Parse CSV with a header day,region,product,units,price (any column order, any case)."""
    reader = csv.reader(io.StringIO(text.strip()))
    header = [name.strip().lower() for name in next(reader)]
    missing = {"day", "region", "product", "units", "price"} - set(header)
    if missing:
        raise RowError(f"missing columns: {', '.join(sorted(missing))}")
    sales = []
    for line_no, row in enumerate(reader, start=2):
        fields = dict(zip(header, (cell.strip() for cell in row)))
        try:
            sales.append(Sale(date.fromisoformat(fields["day"]), fields["region"].title(),
                              fields["product"], int(fields["units"]), fields["price"]))
        except (KeyError, ValueError) as exc:
            if not skip_bad:
                raise RowError(f"line {line_no}: {exc}") from None
    return sales
