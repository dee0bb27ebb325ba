"""Late fees: a notice charge plus a daily rate, capped per loan."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

NOTICE_FEE = Decimal("0.50")
DAILY_RATE = Decimal("0.25")
MAX_FEE = Decimal("10.00")
ZERO = Decimal("0.00")


def late_fee(due: dt.date, returned: dt.date) -> Decimal:
    days_late = (returned - due).days
    if days_late <= 0:
        return ZERO
    return min(NOTICE_FEE + DAILY_RATE * days_late, MAX_FEE)
