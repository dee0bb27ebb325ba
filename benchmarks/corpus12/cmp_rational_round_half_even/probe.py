import random


def probe(import_module):
    mod = import_module("rational")
    R = mod.Rational
    rng = random.Random(5150)
    out = []

    def record(fn):
        try:
            value = fn()
            out.append(str(value) if isinstance(value, R) else value)
        except Exception as e:
            out.append(repr(type(e).__name__))

    for _ in range(15):
        a = R(rng.randint(-40, 40), rng.choice([1, 2, 4, 8, 3, -2, 5]))
        b = R(rng.randint(-9, 9), rng.randint(1, 6))
        places = rng.randint(0, 3)
        record(lambda: a.round_half_even())
        record(lambda: a.to_decimal(places))
        record(lambda: (a + b, a - b, a * b))
        record(lambda: a / b)
        record(lambda: a < b)
        record(lambda: a.continued_fraction())
        text = rng.choice(["%d/%d" % (rng.randint(-20, 20), rng.randint(-5, 5)),
                           "%d.%03d" % (rng.randint(-9, 9), rng.randint(0, 999))])
        record(lambda: R.parse(text).to_decimal(2))
    return out
