"""Period-over-period growth figures for the finance report."""


def percent_change(old: float, new: float) -> float | None:
    """Change from old to new in percent; None when old is zero."""
    if old == 0:
        return None
    return new / old * 100


def format_change(change: float | None) -> str:
    """'+12.5%', '-3.0%' or 'n/a'."""
    if change is None:
        return "n/a"
    return f"{change:+.1f}%"


def growth_table(series: dict[str, list[float]]) -> dict[str, str]:
    """Change between the first and last value of each series."""
    table = {}
    for name, values in series.items():
        change = percent_change(values[0], values[-1]) if len(values) > 1 else None
        table[name] = format_change(change)
    return table
