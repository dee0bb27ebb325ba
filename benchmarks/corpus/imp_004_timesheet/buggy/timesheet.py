"""Weekly timesheets: worked time per shift and the overtime summary for payroll."""

from clock import parse_hhmm

WEEKLY_MINUTES = 40 * 60


def shift_minutes(start: str, end: str, break_minutes: int = 0) -> int:
    """Minutes worked in one shift; a shift ending before it starts runs past midnight."""
    begin, finish = parse_hhmm(start), parse_hhmm(end)
    if finish <= begin:
        finish += 24 * 60
    worked = finish - begin - break_minutes
    if worked < 0:
        raise ValueError("break is longer than the shift")
    return worked


def week_minutes(shifts: list[tuple[str, str, int]]) -> int:
    """Total minutes over (start, end, break) shifts."""
    return sum(shift_minutes(start, end, brk) for start, end, brk in shifts)


def week_summary(shifts: list[tuple[str, str, int]]) -> dict[str, str]:
    """Worked, overtime and balance against the contract week, each as "H:MM"."""
    worked = week_minutes(shifts)
    return {
        "worked": format_minutes(worked),
        "overtime": format_minutes(max(0, worked - WEEKLY_MINUTES)),
        "balance": format_minutes(worked - WEEKLY_MINUTES),
    }
