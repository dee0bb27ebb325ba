"""Behaviour probe: payments and schedules of generated loans."""

import random


def probe(mod_loader):
    loans, money = mod_loader("loans"), mod_loader("money")
    rng = random.Random(31)
    out = []
    for _ in range(60):
        principal = rng.choice([rng.randint(-10, 5000), round(rng.uniform(1, 900), 3)])
        rate = rng.choice([0, 3.5, 6, 12, 24, -1])
        try:
            loan = loans.Loan(principal, rate)
            months = rng.randint(0, 24)
            pay = loan.payment(months)
            plan = loan.schedule(pay + rng.randint(0, 50))
            row = (str(pay), len(plan), str(plan[-1].payment), str(loan.total_interest(pay)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            row = type(exc).__name__
        out.append((row, str(money.to_cents(rng.uniform(-50, 50)))))
    return out
