"""A single elevator simulated tick by tick with the SCAN (elevator) algorithm."""

UP, IDLE, DOWN = 1, 0, -1


class InvalidFloor(ValueError):
    pass


class Elevator:
    def __init__(self, lowest=0, highest=9, floor=0, capacity=8):
        if not lowest <= floor <= highest:
            raise InvalidFloor(floor)
        self.lowest, self.highest = lowest, highest
        self.floor = floor
        self.capacity = capacity
        self.direction = IDLE
        self.pending = set()
        self.stops = []  # (tick, floor) for every door opening
        self.ticks = 0
        self.moved = 0

    def request(self, floor):
        if not self.lowest <= floor <= self.highest:
            raise InvalidFloor(floor)
        self.pending.add(floor)

    def _split(self):
        """The pending floors below and above the current one."""
        below = [f for f in self.pending if f < self.floor]
        above = [f for f in self.pending if f > self.floor]
        return below, above

    def _choose_direction(self):
        below, above = self._split()
        if self.direction == UP and above:
            return UP
        if self.direction == DOWN and below:
            return DOWN
        if above and below:  # idle: go to the nearest pending floor first
            nearest = min(self.pending - {self.floor}, key=lambda f: (abs(f - self.floor), f))
            return UP if nearest > self.floor else DOWN
        if above:
            return UP
        return DOWN if below else IDLE

    def step(self):
        """One tick: open the doors if this floor was requested, otherwise move one floor."""
        self.ticks += 1
        if self.floor in self.pending:
            self.pending.discard(self.floor)
            self.stops.append((self.ticks, self.floor))
            if not self.pending:
                self.direction = IDLE
            return
        self.direction = self._choose_direction()
        if self.direction == IDLE:
            return
        self.floor = min(self.highest, max(self.lowest, self.floor + self.direction))
        self.moved += 1

    def run(self):
        """Serve every pending request; returns the floors in the order they were served."""
        first = len(self.stops)
        while self.pending:
            self.step()
        return [floor for _, floor in self.stops[first:]]


def total_travel(requests, start=0, highest=9):
    car = Elevator(highest=highest, floor=start)
    for floor in requests:
        car.request(floor)
    car.run()
    return car.moved
