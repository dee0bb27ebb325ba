"""Business days: holiday rules and a calendar that counts around them."""

from .calendar import BusinessCalendar
from .holidays import HolidayRules, easter, holiday_table, next_holiday

__all__ = ["BusinessCalendar", "HolidayRules", "easter", "holiday_table", "next_holiday"]
