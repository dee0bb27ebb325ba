"""Behaviour probe: random boot times and timeouts; rollouts over small random fleets."""

import random


def probe(import_module):
    health = import_module("health")
    mod = import_module("rollout")
    rng = random.Random(414)
    out = []
    for _ in range(40):
        clock = health.FakeClock()
        inst = health.Instance("x", clock, boot_time=rng.randint(0, 40))
        inst.deploy("v")
        try:
            out.append((wait_result := health.wait_healthy(inst, clock, timeout=rng.choice([10, 30])),
                        inst.checks, clock.now, wait_result is None))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    for _ in range(20):
        clock = health.FakeClock()
        servers = [health.Instance(f"s{i}", clock, boot_time=rng.randint(0, 12))
                   for i in range(rng.randint(1, 6))]
        report = mod.Rollout(servers, clock, batch_size=rng.randint(1, 3), timeout=10).run("v")
        out.append((report.succeeded, report.failed, report.rolled_back, report.elapsed))
    return out
