import datetime as dt

import pytest
from openhours import OpeningHours, compact, describe, parse

SHOP = "Mo-Fr 09:00-12:30,13:30-18:00; Sa 10:00-14:00; Su off"
BAR = "Th-Sa 18:00-02:00"


@pytest.fixture
def shop():
    return OpeningHours(SHOP)


def at(day, hour, minute=0):
    return dt.datetime(2024, 6, 3 + day, hour, minute)  # 2024-06-03 is a Monday


def test_parse_spans():
    assert parse("Mo 09:00-10:00") == [(540, 600)]
    assert parse("Su 23:00-01:00") == [(6 * 1440 + 1380, 6 * 1440 + 1500)]


@pytest.mark.parametrize("bad", ["Xx 09:00-10:00", "Mo 9:00-10:00", "Mo 09:00-25:00"])
def test_parse_errors(bad):
    with pytest.raises(ValueError):
        parse(bad)


def test_wrapping_day_range():
    assert [s // 1440 for s, _ in parse("Sa-Mo 08:00-09:00")] == [0, 5, 6]


@pytest.mark.parametrize(
    ("moment", "expected"),
    [(at(0, 9), True), (at(0, 12, 45), False), (at(5, 13, 59), True), (at(6, 12), False)],
)
def test_is_open(shop, moment, expected):
    assert shop.is_open(moment) is expected


def test_next_open_when_open(shop):
    assert shop.next_open(at(2, 10, 15)) == at(2, 10, 15)


def test_next_open_after_lunch(shop):
    assert shop.next_open(at(1, 12, 31)) == at(1, 13, 30)


def test_next_open_over_the_weekend(shop):
    assert shop.next_open(at(5, 15)) == at(7, 9)


def test_next_close(shop):
    assert shop.next_close(at(0, 17)) == at(0, 18)
    assert shop.next_close(at(6, 9)) is None


def test_bar_open_past_midnight():
    bar = OpeningHours(BAR)
    assert bar.is_open(at(4, 1, 30))
    assert not bar.is_open(at(6, 2, 30))
    assert bar.is_open(dt.datetime(2024, 6, 9, 1, 0))


def test_weekly_minutes(shop):
    assert shop.weekly_minutes() == 5 * (210 + 270) + 240


def test_never_open():
    assert OpeningHours("Mo off").next_open(at(0, 9)) is None


def test_describe(shop):
    lines = describe(shop)
    assert lines[0] == "Mo 09:00-12:30, 13:30-18:00"
    assert lines[5:] == ["Sa 10:00-14:00", "Su closed"]


def test_open_days():
    assert OpeningHours(BAR).open_days() == [3, 4, 5]


def test_compact_round_trip(shop):
    assert compact(shop) == "Mo-Fr 09:00-12:30,13:30-18:00; Sa 10:00-14:00"
    assert OpeningHours(compact(shop)).spans == shop.spans


def test_problems_lists_bad_rules():
    from openhours.parsing import problems

    assert problems("Mo 09:00-10:00; Xx 10:00-11:00") == ["Xx 10:00-11:00: bad day range 'Xx'"]
