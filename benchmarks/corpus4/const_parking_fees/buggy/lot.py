"""A multi-level parking lot: spots by size, tickets, payments and occupancy."""

import itertools
from dataclasses import dataclass

from tariff import VAN_TARIFF, Tariff

SIZES = {"motorcycle": 0, "car": 1, "van": 2}


class LotFull(Exception):
    pass


@dataclass
class Ticket:
    number: int
    plate: str
    kind: str
    spot: tuple
    entry: object


class ParkingLot:
    def __init__(self, levels, tariffs=None):
        """levels: list of dicts {size: number of spots}, e.g. [{"car": 10, "van": 2}]."""
        self.spots = {}
        for level, counts in enumerate(levels):
            for size, count in counts.items():
                for i in range(count):
                    self.spots[(level, size, i)] = None
        self.tariffs = tariffs or {"motorcycle": Tariff(), "car": Tariff(), "van": VAN_TARIFF}
        self._numbers = itertools.count(1)
        self.tickets = {}
        self.revenue = 0

    def _free_spot(self, kind):
        """The lowest free spot that is big enough, smallest suitable size first."""
        need = SIZES[kind]
        free = [key for key, plate in self.spots.items() if plate is None
                and SIZES[key[1]] >= need]
        if not free:
            raise LotFull(kind)
        return min(free, key=lambda key: (SIZES[key[1]], key[0], key[2]))

    def enter(self, plate, kind, when):
        if kind not in SIZES:
            raise ValueError(f"unknown vehicle kind {kind!r}")
        if any(t.plate == plate for t in self.tickets.values()):
            raise ValueError(f"{plate} is already parked")
        spot = self._free_spot(kind)
        self.spots[spot] = plate
        ticket = Ticket(next(self._numbers), plate, kind, spot, when)
        self.tickets[ticket.number] = ticket
        return ticket

    def leave(self, number, when, lost=False):
        ticket = self.tickets.pop(number)
        self.spots[ticket.spot] = None
        tariff = self.tariffs[ticket.kind]
        fee = tariff.lost_ticket if lost else tariff.fee(ticket.entry, when)
        self.revenue += fee
        return fee

    def occupancy(self):
        used = sum(plate is not None for plate in self.spots.values())
        return used, len(self.spots)
