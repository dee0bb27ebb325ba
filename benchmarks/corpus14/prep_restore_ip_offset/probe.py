import random


def probe(import_module):
    mod = import_module("ip_restore")
    rng = random.Random(4096)
    out = []
    for _ in range(60):
        digits = "".join(rng.choice("0125569") for _ in range(rng.randint(3, 12)))
        try:
            found = mod.restore_addresses(digits)
            out.append(found)
            out.append(mod.count_addresses(digits))
            out.append(mod.restore_sorted_numerically(digits))
            out.append(all(mod.is_valid_ipv4(a) for a in found))
        except Exception as e:
            out.append(repr(type(e).__name__))
        value = rng.randint(-5, 2 ** 32 + 5)
        try:
            out.append(mod.ip_to_int(mod.int_to_ip(value)) == value)
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
