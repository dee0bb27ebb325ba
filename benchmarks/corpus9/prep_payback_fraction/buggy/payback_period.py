"""Capital budgeting on yearly cash flows.

A project is a list of cash flows, one per year: flows[0] is today's outlay
(usually negative), flows[t] arrives at the end of year t.
"""

from __future__ import annotations


def discount(rate: float, flows: list[float]) -> list[float]:
    """Present value of every flow at the given yearly discount rate."""
    if rate <= -1:
        raise ValueError("rate must be greater than -100%")
    return [cf / (1 + rate) ** t for t, cf in enumerate(flows)]


def npv(rate: float, flows: list[float]) -> float:
    """Net present value: the sum of the discounted flows."""
    return sum(discount(rate, flows))


def payback_period(flows: list[float]) -> float | None:
    """Years until the running total of the flows first stops being negative.

    Within the year of recovery the flow is assumed to arrive evenly, so the
    answer is fractional: 2.5 means half-way through the third year.  None when
    the outlay is never recovered.
    """
    cumulative = 0.0
    for t, cf in enumerate(flows):
        if cumulative < 0 <= cumulative + cf:
            still_owed = -cumulative
            return t - 1 + still_owed / (cumulative + cf)
        cumulative += cf
        if t == 0 and cumulative >= 0:
            return 0.0
    return None


def discounted_payback(rate: float, flows: list[float]) -> float | None:
    """Payback period of the discounted flows (never earlier than the plain one)."""
    return payback_period(discount(rate, flows))


def profitability_index(rate: float, flows: list[float]) -> float:
    """Present value of the future flows per unit of initial outlay."""
    if not flows or flows[0] >= 0:
        raise ValueError("the first flow must be an outlay")
    return npv(rate, [0.0, *flows[1:]]) / -flows[0]
