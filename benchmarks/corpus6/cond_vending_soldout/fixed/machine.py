"""A vending machine: slots with prices and counts, coins in, item and change out."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from change import COINS, NoChange, make_change


class SoldOut(Exception):
    pass


class NotEnoughMoney(Exception):
    pass


@dataclass
class Slot:
    name: str
    price: int
    count: int


class Machine:
    def __init__(self, slots: dict[str, Slot], float_: dict[int, int] | None = None) -> None:
        self.slots = slots
        self.float = Counter(float_ or {})
        self.inserted: list[int] = []
        self.sales: Counter = Counter()

    @property
    def credit(self) -> int:
        return sum(self.inserted)

    def insert(self, coin: int) -> int:
        if coin not in COINS:
            raise ValueError(f"coin {coin} not accepted")
        self.inserted.append(coin)
        return self.credit

    def refund(self) -> list[int]:
        coins, self.inserted = self.inserted, []
        return coins

    def buy(self, code: str) -> tuple[str, Counter]:
        slot = self.slots[code]
        if slot.count == 0:
            raise SoldOut(f"{slot.name} is sold out")
        if self.credit < slot.price:
            raise NotEnoughMoney(f"{slot.name} costs {slot.price}, credit is {self.credit}")
        cash = self.float + Counter(self.inserted)
        try:
            change = make_change(self.credit - slot.price, cash)
        except NoChange:
            raise NoChange("exact money only") from None
        self.float = +cash
        self.inserted = []
        slot.count -= 1
        self.sales[code] += 1
        return slot.name, change

    def restock(self, code: str, count: int) -> None:
        self.slots[code].count += count

    def report(self) -> list[str]:
        lines = []
        for code in sorted(self.slots):
            slot = self.slots[code]
            sold = self.sales[code]
            lines.append(f"{code} {slot.name:<10} sold {sold:>2} left {slot.count:>2} "
                         f"takings {sold * slot.price}")
        return lines
