import pytest

from bank_teller_sim import Customer, Report, average_wait, make_customers, simulate, utilization


def test_make_customers_sorts_by_arrival():
    customers = make_customers([5, 0, 5], [1, 2, 3])
    assert [(c.ident, c.arrival) for c in customers] == [(1, 0), (0, 5), (2, 5)]


@pytest.mark.parametrize("arrivals, services", [([0, 1], [1]), ([-1], [2]), ([0], [0])])
def test_make_customers_rejects_bad_input(arrivals, services):
    with pytest.raises(ValueError):
        make_customers(arrivals, services)


def test_needs_a_teller():
    with pytest.raises(ValueError):
        simulate([], 0)


def test_single_quick_customer():
    report = simulate(make_customers([0], [1]), 1)
    assert [(c.start, c.finish) for c in report.customers] == [(0, 1)]
    assert report.end_time == 1


def test_one_teller_serves_in_order():
    report = simulate(make_customers([0, 1, 2], [3, 2, 1]), 1)
    times = {c.ident: (c.start, c.finish) for c in report.customers}
    assert times == {0: (0, 3), 1: (3, 5), 2: (5, 6)}
    assert average_wait(report) == pytest.approx((0 + 2 + 3) / 3)
    assert report.longest_line == 2


def test_two_tellers_share_the_line():
    report = simulate(make_customers([0, 0, 0, 4], [4, 2, 2, 1]), 2)
    times = {c.ident: (c.start, c.finish) for c in report.customers}
    assert times == {0: (0, 4), 1: (0, 2), 2: (2, 4), 3: (4, 5)}
    assert [t.served for t in report.tellers] == [2, 2]
    assert utilization(report) == {"T1": 1.0, "T2": 0.8}


def test_idle_bank_waits_for_arrival():
    report = simulate(make_customers([3], [2]), 2)
    assert report.customers[0].start == 3
    assert report.end_time == 5


def test_average_wait_of_prepared_report():
    served = [Customer(0, 0, 2, start=0, finish=2), Customer(1, 1, 2, start=4, finish=6)]
    assert average_wait(Report(served, [], 6, 1)) == pytest.approx(1.5)
    assert average_wait(Report([], [], 0, 0)) == 0.0
