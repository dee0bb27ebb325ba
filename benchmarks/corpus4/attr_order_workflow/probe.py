"""Behaviour probe: random event sequences fired at orders; allowed steps and reachability."""

import random

EVENTS = ["submit", "pay", "cancel", "ship", "refund", "deliver", "return"]


def probe(import_module):
    mod = import_module("order")
    workflow = import_module("workflow")
    rng = random.Random(427)
    out = []
    for _ in range(50):
        order = mod.Order("x", total=10)
        trail = []
        for _ in range(6):
            event = rng.choice(EVENTS)
            try:
                if event == "pay":
                    order.pay(rng.choice([5, 10]))
                else:
                    order.fire(event)
                trail.append(order.status)
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                trail.append(type(exc).__name__)
        out.append((trail, order.next_steps(), [order.can(e) for e in EVENTS]))
    for state in ["cart", "pending", "paid", "shipped", "refunding", "delivered", "cancelled"]:
        out.append(sorted(workflow.Workflow().reachable(state)))
    return out
