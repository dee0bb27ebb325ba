"""Numbers for the monthly sign-ups widget."""

from series import cumulative, differences


def signup_widget(daily: list[int]) -> dict[str, object]:
    """Total, running total and day-over-day changes of daily sign-ups."""
    running = cumulative([float(n) for n in daily])
    return {
        "total": int(running[-1]) if running else 0,
        "running": [int(v) for v in running],
        "changes": [int(v) for v in differences([float(n) for n in daily])],
    }
