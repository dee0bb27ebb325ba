from datetime import date

import pytest

from weeks import rota, week_of_month, weeks_in_month


def test_first_day_is_week_one():
    assert week_of_month(date(2024, 9, 1)) == 1


def test_empty_rota():
    with pytest.raises(ValueError):
        rota([], date(2024, 1, 1))


def test_monday_starts_new_week():
    assert week_of_month(date(2024, 9, 2)) == 2


def test_rows_needed():
    assert weeks_in_month(2024, 9) == 6
    assert weeks_in_month(2021, 2) == 4
