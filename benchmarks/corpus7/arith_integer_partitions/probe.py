"""Behaviour probe: partition counts of many n and bounds."""


def probe(import_module):
    mod = import_module("partitions")
    out = []
    for n in range(0, 40):
        try:
            out.append(mod.partition_count(n))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    for n in range(1, 12):
        try:
            out.append([mod.count_into_parts(n, k) for k in range(1, n + 1)])
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    out.append([mod.distinct_partition_count(n) for n in range(20)])
    return out
