"""Behaviour probe: payslips for random rates and hours either side of 40."""

import random
from decimal import Decimal


def probe(import_module):
    mod = import_module("payroll")
    rng = random.Random(621)
    out = []
    for _ in range(60):
        emp = mod.Employee("x", Decimal(rng.randint(800, 4000)) / 100, rng.random() < 0.5)
        slip = mod.Payslip(emp, Decimal(rng.randint(0, 120)) / 2)
        out.append((str(slip.overtime_pay), str(slip.tax), str(slip.net)))
    return out
