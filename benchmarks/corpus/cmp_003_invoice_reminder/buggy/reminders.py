"""Decide which reminder an unpaid invoice should get today."""

from datetime import date

SOON_DAYS = 7


def days_left(due: date, today: date) -> int:
    """Whole days from today until the due date (negative when late)."""
    return (due - today).days


def reminder(due: date, today: date) -> str:
    """'overdue', 'today', 'soon' (due within SOON_DAYS days) or 'none'."""
    left = days_left(due, today)
    if left < 0:
        return "overdue"
    if left == 0:
        return "today"
    if left < SOON_DAYS:
        return "soon"
    return "none"


def reminders(invoices: dict[str, date], today: date) -> dict[str, str]:
    """Reminder kind for each invoice number."""
    return {number: reminder(due, today) for number, due in invoices.items()}
