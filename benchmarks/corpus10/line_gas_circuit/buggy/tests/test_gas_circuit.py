import pytest

from gas_circuit import can_complete, circuit_start, fuel_trace


def brute_force(gas, cost):
    for start in range(len(gas)):
        if fuel_trace(gas, cost, start) is not None:
            return start
    return -1


def test_textbook_example():
    assert circuit_start([1, 2, 3, 4, 5], [3, 4, 5, 1, 2]) == 3


def test_not_enough_fuel_overall():
    assert circuit_start([2, 3, 4], [3, 4, 3]) == -1
    assert not can_complete([2, 3, 4], [3, 4, 3])


def test_start_at_zero_when_never_short():
    assert circuit_start([5, 1, 2], [1, 2, 3]) == 0


def test_single_station():
    assert circuit_start([4], [4]) == 0
    assert circuit_start([3], [4]) == -1


def test_empty_route():
    assert circuit_start([], []) == -1


def test_mismatched_lengths_rejected():
    with pytest.raises(ValueError):
        circuit_start([1, 2], [1])


def test_fuel_trace_from_answer_never_runs_dry():
    gas, cost = [0, 2, 2, 5], [3, 1, 1, 1]
    start = circuit_start(gas, cost)
    assert start == 1
    assert fuel_trace(gas, cost, start) == [1, 2, 6, 3]


def test_fuel_trace_from_bad_start():
    assert fuel_trace([1, 2, 3, 4, 5], [3, 4, 5, 1, 2], 0) is None


@pytest.mark.parametrize(
    "gas, cost",
    [
        ([1, 1, 1, 9], [2, 2, 2, 1]),
        ([2, 0, 1, 1, 6], [4, 1, 1, 0, 2]),
        ([3, 0, 0, 2, 5], [1, 4, 1, 3, 1]),
        ([0, 0, 7, 0], [1, 1, 1, 1]),
    ],
)
def test_matches_brute_force(gas, cost):
    assert circuit_start(gas, cost) == brute_force(gas, cost)
    assert can_complete(gas, cost)
