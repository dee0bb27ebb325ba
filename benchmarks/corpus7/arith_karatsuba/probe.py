"""Behaviour probe: Karatsuba products of generated integers of many lengths."""


def probe(import_module):
    mod = import_module("karatsuba")
    out = []
    for k in range(1, 51):
        x = (k * 7919) ** (1 + k % 5) + k
        y = (k * 104729 + 17) ** (1 + k % 3) - k * 3
        out.append(mod.karatsuba(x, y))
    out.append(mod.power(7, 33))
    out.append(mod.factorial(20))
    return out
