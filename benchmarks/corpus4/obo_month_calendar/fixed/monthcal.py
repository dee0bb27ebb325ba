"""A month view for a calendar app: week rows, a text rendering and 'nth weekday' dates."""

from datetime import date, timedelta

DAY_NAMES = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August",
               "September", "October", "November", "December"]


def days_in_month(year, month):
    if month == 12:
        return 31
    return (date(year, month + 1, 1) - date(year, month, 1)).days


class MonthCalendar:
    def __init__(self, year, month, first_weekday=0):
        if not 1 <= month <= 12:
            raise ValueError(f"month must be 1-12, got {month}")
        if not 0 <= first_weekday <= 6:
            raise ValueError("first_weekday must be 0 (Monday) to 6 (Sunday)")
        self.year, self.month, self.first_weekday = year, month, first_weekday

    @property
    def length(self):
        return days_in_month(self.year, self.month)

    def dates(self):
        start = date(self.year, self.month, 1)
        return [start + timedelta(days=i) for i in range(self.length)]

    def weeks(self):
        """Rows of seven day numbers; days outside the month are None."""
        lead = (date(self.year, self.month, 1).weekday() - self.first_weekday) % 7
        cells = [None] * lead + [d.day for d in self.dates()]
        cells += [None] * (-len(cells) % 7)
        return [cells[i:i + 7] for i in range(0, len(cells), 7)]

    def header(self):
        names = DAY_NAMES[self.first_weekday:] + DAY_NAMES[:self.first_weekday]
        return " ".join(names)

    def render(self):
        title = f"{MONTH_NAMES[self.month - 1]} {self.year}"
        lines = [title.center(20).rstrip(), self.header()]
        for week in self.weeks():
            lines.append(" ".join("  " if d is None else f"{d:>2}" for d in week).rstrip())
        return "\n".join(lines)

    def nth_weekday(self, n, weekday):
        """The n-th (1-based) given weekday of the month; n = -1 is the last one."""
        if n == -1:
            last = date(self.year, self.month, self.length)
            return last - timedelta(days=(last.weekday() - weekday) % 7)
        first = date(self.year, self.month, 1)
        day = first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
        if day.month != self.month or n < 1:
            raise ValueError(f"no weekday #{n} in {MONTH_NAMES[self.month - 1]} {self.year}")
        return day

    def next(self):
        if self.month == 12:
            return MonthCalendar(self.year + 1, 1, self.first_weekday)
        return MonthCalendar(self.year, self.month + 1, self.first_weekday)
