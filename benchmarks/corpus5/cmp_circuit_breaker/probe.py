"""Behaviour probe: random call outcomes and clock steps through a breaker."""

import random


class _Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def probe(import_module):
    br = import_module("breaker")
    rng = random.Random(503)
    out = []
    for _ in range(12):
        clock = _Clock()
        policy = br.ConsecutiveFailures(rng.randrange(1, 4)) if rng.random() < 0.7 else br.FailureRate(0.5, rng.randrange(2, 5))
        circuit = br.CircuitBreaker(policy=policy, recovery_timeout=rng.choice([2, 5]), trial_calls=rng.randrange(1, 3), clock=clock)
        trace = []
        for _ in range(20):
            if rng.random() < 0.2:
                clock.now += rng.choice([1, 2, 3])
                continue
            ok = rng.random() < 0.4

            def work(ok=ok):
                if not ok:
                    raise ConnectionError("x")
                return 1

            try:
                circuit.call(work)
                trace.append("ok")
            except ConnectionError:
                trace.append("fail")
            except br.CircuitOpenError as exc:
                trace.append(("open", round(exc.retry_after, 3)))
            trace.append(circuit.state.value)
        out.extend(trace)
    return out
