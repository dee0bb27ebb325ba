import pytest

from disk_sched import c_look, c_scan, compare, fcfs, look, scan, seek_distance, sstf

QUEUE = [98, 183, 37, 122, 14, 124, 65, 67]
HEAD = 53


def test_seek_distance():
    assert seek_distance(50, []) == 0
    assert seek_distance(50, [60, 40, 45]) == 35


def test_fcfs_keeps_arrival_order():
    assert fcfs(QUEUE, HEAD) == QUEUE
    assert seek_distance(HEAD, fcfs(QUEUE, HEAD)) == 640


def test_sstf():
    assert sstf(QUEUE, HEAD) == [65, 67, 37, 14, 98, 122, 124, 183]
    assert seek_distance(HEAD, sstf(QUEUE, HEAD)) == 236


def test_sstf_tie_goes_low():
    assert sstf([40, 60], 50) == [40, 60]


def test_scan_down_visits_cylinder_zero():
    path = scan(QUEUE, HEAD, direction="down")
    assert path == [37, 14, 0, 65, 67, 98, 122, 124, 183]
    assert seek_distance(HEAD, path) == 236


def test_scan_up_on_sorted_queue():
    assert scan([10, 60, 90], 50) == [60, 90, 199, 10]


def test_look_turns_at_last_request():
    assert look(QUEUE, HEAD) == [65, 67, 98, 122, 124, 183, 37, 14]
    assert look([30, 20], 25, direction="down") == [20, 30]


def test_circular_policies():
    assert c_scan(QUEUE, HEAD) == [65, 67, 98, 122, 124, 183, 199, 0, 14, 37]
    assert c_look(QUEUE, HEAD) == [65, 67, 98, 122, 124, 183, 14, 37]
    assert c_scan([120, 60], 50) == [60, 120]


def test_compare_totals():
    assert compare(QUEUE, HEAD) == {"fcfs": 640, "sstf": 236, "scan": 331, "look": 299,
                                    "c-scan": 382, "c-look": 322}


@pytest.mark.parametrize("requests, head, cylinders", [
    ([10, 250], 50, 200), ([10], -1, 200), ([5, 5], 0, 10), ([1], 0, 0),
])
def test_invalid_input(requests, head, cylinders):
    with pytest.raises(ValueError):
        sstf(requests, head, cylinders)


def test_unknown_direction():
    with pytest.raises(ValueError):
        scan(QUEUE, HEAD, direction="left")
