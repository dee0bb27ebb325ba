"""Business days: holiday rules and a calendar that counts around them."""

from .calendar import BusinessCalendar
from .holidays import HolidayRules, easter

__all__ = ["BusinessCalendar", "HolidayRules", "easter"]
