"""Greedy choice of the station from which a circular route can be driven."""


def circuit_start(gas, cost):
    """Index of the station to start from to drive once around the loop, or -1.

    gas[i] is the fuel picked up at station i and cost[i] the fuel burnt driving from
    station i to the next one. When the tank runs dry before station i + 1, no station
    between the current start and i can work either, so the search restarts at i + 1
    with an empty tank. A full loop is possible exactly when the total gas covers the
    total cost, and then the last restart point is the answer.
    """
    if len(gas) != len(cost):
        raise ValueError("gas and cost must have the same length")
    if not gas:
        return -1
    total = tank = 0
    start = 0
    for i, (fuel, need) in enumerate(zip(gas, cost)):
        total += fuel - need
        tank += fuel - need
        if tank < 0:
            start = i + 1
            tank = 0
    return start if total >= 0 else -1


def fuel_trace(gas, cost, start):
    """Fuel left on arrival at each next station when leaving from start; None if it runs dry."""
    n = len(gas)
    tank = 0
    levels = []
    for step in range(n):
        i = (start + step) % n
        tank += gas[i] - cost[i]
        if tank < 0:
            return None
        levels.append(tank)
    return levels


def can_complete(gas, cost):
    """True if some starting station lets the car drive the whole loop."""
    return circuit_start(gas, cost) != -1
