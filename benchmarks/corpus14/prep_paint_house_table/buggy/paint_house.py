"""Paint a row of houses with k colours at minimum cost, no two neighbours alike.

costs[h][c] is the price of painting house h with colour c. The dynamic program
keeps, per house, the cheapest total ending in each colour; only the best and
second-best totals of the previous house are needed, so each step is O(k).
"""


def _validate(costs):
    width = len(costs[0])
    if width == 0 or any(len(row) != width for row in costs):
        raise ValueError("every house needs the same, non-zero number of colours")
    if width == 1 and len(costs) > 1:
        raise ValueError("one colour cannot paint two neighbouring houses")


def _two_smallest(values):
    """(best, index of best, second best) of a list of totals."""
    best = second = float("inf")
    best_index = -1
    for index, value in enumerate(values):
        if value < best:
            best, second, best_index = value, best, index
        elif value < second:
            second = value
    return best, best_index, second


def _cost_table(costs):
    """totals[h][c]: cheapest way to paint houses 0..h with house h in colour c."""
    _validate(costs)
    totals = [list(costs[0])]
    for row in costs[1:]:
        previous = totals[-1]
        best, best_index, second = _two_smallest(previous)
        totals.append([previous[c] + cost + (second if c == best_index else best)
                       for c, cost in enumerate(row)])
    return totals


def min_cost(costs):
    """Cheapest total cost of painting every house (0 for no houses)."""
    if not costs:
        return 0
    return min(_cost_table(costs)[-1])


def cheapest_plan(costs):
    """(total, colours) of one cheapest painting, colours as indices per house."""
    if not costs:
        return 0, []
    totals = _cost_table(costs)
    colour = min(range(len(totals[-1])), key=totals[-1].__getitem__)
    plan = [colour]
    for h in range(len(costs) - 1, 0, -1):
        previous = totals[h - 1]
        colour = min((c for c in range(len(previous)) if c != colour), key=previous.__getitem__)
        plan.append(colour)
    plan.reverse()
    return totals[-1][plan[-1]], plan


def is_valid_plan(colours):
    """True if no two neighbouring houses share a colour."""
    return all(a != b for a, b in zip(colours, colours[1:]))


def plan_cost(costs, colours):
    """Total price of a given painting plan; rejects plans with equal neighbours."""
    if len(colours) != len(costs):
        raise ValueError("one colour per house is needed")
    if not is_valid_plan(colours):
        raise ValueError("neighbouring houses share a colour")
    return sum(row[c] for row, c in zip(costs, colours))
