import datetime as dt

import pytest
from bizdays import BusinessCalendar, HolidayRules


@pytest.fixture
def rules():
    return HolidayRules.default()


@pytest.fixture
def cal(rules):
    return BusinessCalendar(rules)


@pytest.fixture
def d():
    return dt.date
