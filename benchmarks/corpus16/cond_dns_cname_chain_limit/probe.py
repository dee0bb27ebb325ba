import random


def probe(import_module):
    mod = import_module("dns_zone")
    rng = random.Random(5353)
    hosts = ["a", "b", "c", "d", "e", "*.w"]
    out = []
    for case in range(60):
        zone = mod.Zone("zone.test.", max_chain=rng.randint(1, 5))
        for host in rng.sample(hosts, rng.randint(2, len(hosts))):
            try:
                if rng.random() < 0.55:
                    zone.add(host, "CNAME", rng.choice(["a", "b", "c", "d", "e", "x.w"]),
                             rng.randint(1, 9))
                else:
                    for _ in range(rng.randint(1, 2)):
                        zone.add(host, rng.choice(["A", "A", "TXT"]), str(rng.randint(0, 99)),
                                 rng.randint(1, 9))
                if rng.random() < 0.05:
                    zone.add(host, "SRV", "0")
            except Exception as e:
                out.append(repr(type(e).__name__))
        for _ in range(3):
            try:
                query = rng.choice(hosts[:5] + ["y.w"])
                out.append(tuple(zone.resolve(query, rng.choice(["A", "a", "TXT", "CNAME"]))))
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
