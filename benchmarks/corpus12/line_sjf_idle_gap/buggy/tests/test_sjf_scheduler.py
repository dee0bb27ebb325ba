import pytest

from sjf_scheduler import (Process, Slice, average_waiting, format_gantt, idle_time,
                           parse_processes, schedule, statistics)

BUSY = parse_processes([("A", 0, 8), ("B", 1, 4), ("C", 2, 9), ("D", 3, 5)])


def test_parse_processes_validates():
    assert parse_processes([("x", 0, 2)]) == [Process("x", 0, 2)]
    with pytest.raises(ValueError):
        parse_processes([("x", -1, 2)])
    with pytest.raises(ValueError):
        parse_processes([("x", 0, 0)])
    with pytest.raises(ValueError):
        parse_processes([("x", 0, 1), ("x", 2, 1)])


def test_schedule_busy_cpu():
    assert schedule(BUSY) == [Slice("A", 0, 8), Slice("B", 8, 12),
                              Slice("D", 12, 17), Slice("C", 17, 26)]


def test_ties_broken_by_arrival_then_pid():
    procs = parse_processes([("z", 0, 1), ("b", 1, 3), ("a", 1, 3), ("c", 0, 3)])
    assert [s.pid for s in schedule(procs)] == ["z", "c", "a", "b"]


def test_statistics_and_average_waiting():
    stats = statistics(BUSY)
    assert stats["A"] == (8, 8, 0)
    assert stats["C"] == (26, 24, 15)
    assert average_waiting(BUSY) == pytest.approx((0 + 7 + 15 + 9) / 4)
    assert average_waiting([]) == 0.0


def test_cpu_waits_for_late_arrivals():
    procs = parse_processes([("A", 0, 2), ("B", 5, 3), ("C", 6, 1)])
    chart = schedule(procs)
    assert chart == [Slice("A", 0, 2), Slice("B", 5, 8), Slice("C", 8, 9)]
    assert idle_time(chart) == 3


def test_first_process_arrives_late():
    procs = parse_processes([("late", 4, 2)])
    assert statistics(procs) == {"late": (6, 2, 0)}


def test_format_gantt():
    assert format_gantt(schedule(BUSY)) == "|A 0-8|B 8-12|D 12-17|C 17-26|"
    assert format_gantt([]) == "||"
    assert schedule([]) == []
