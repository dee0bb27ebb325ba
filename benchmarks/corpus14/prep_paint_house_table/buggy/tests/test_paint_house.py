from itertools import product

import pytest

from paint_house import cheapest_plan, is_valid_plan, min_cost, plan_cost

COSTS = [[17, 2, 17], [16, 16, 5], [14, 3, 19]]


def brute(costs):
    k = len(costs[0])
    return min(sum(row[c] for row, c in zip(costs, plan))
               for plan in product(range(k), repeat=len(costs)) if is_valid_plan(plan))


def test_classic_three_houses():
    assert min_cost(COSTS) == 10


def test_no_houses_and_one_house():
    assert min_cost([]) == 0
    assert min_cost([[7, 3, 9]]) == 3
    assert min_cost([[4]]) == 4


@pytest.mark.parametrize(
    "costs",
    [[[1, 5, 3], [2, 9, 4]], [[8, 1], [1, 8], [8, 1], [1, 8]],
     [[3, 3, 3, 3], [1, 2, 3, 4], [4, 3, 2, 1], [9, 1, 9, 1], [2, 2, 5, 5]]],
)
def test_min_cost_matches_brute_force(costs):
    assert min_cost(costs) == brute(costs)


def test_cheapest_plan():
    total, plan = cheapest_plan(COSTS)
    assert (total, plan) == (10, [1, 2, 1])
    assert cheapest_plan([]) == (0, [])


def test_cheapest_plan_is_valid_and_priced_correctly():
    costs = [[5, 8, 6, 1], [2, 7, 3, 9], [4, 4, 1, 6], [7, 2, 8, 3], [1, 9, 9, 2]]
    total, plan = cheapest_plan(costs)
    assert is_valid_plan(plan)
    assert plan_cost(costs, plan) == total == brute(costs)


def test_plan_cost_and_validation():
    assert plan_cost(COSTS, [0, 2, 1]) == 25
    assert is_valid_plan([0, 1, 0, 2])
    assert not is_valid_plan([1, 1])
    with pytest.raises(ValueError):
        plan_cost(COSTS, [1, 1, 0])


def test_malformed_costs_rejected():
    with pytest.raises(ValueError):
        min_cost([[1, 2], [3]])
    with pytest.raises(ValueError):
        min_cost([[1], [2]])
