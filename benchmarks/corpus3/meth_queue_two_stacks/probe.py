"""Behaviour probe: random enqueue/dequeue/peek sequences and hot-potato games."""

import random


def probe(import_module):
    mod = import_module("two_stack_queue")
    rng = random.Random(124)
    out = []
    for _ in range(50):
        queue = mod.TwoStackQueue(range(rng.randint(0, 3)))
        seen = []
        for step in range(12):
            action = rng.random()
            try:
                if action < 0.45:
                    queue.enqueue(step)
                elif action < 0.85:
                    seen.append(queue.dequeue())
                else:
                    seen.append(("peek", queue.peek()))
            except IndexError:
                seen.append("empty")
        out.append((seen, len(queue)))
    for n in range(1, 11):
        out.append(mod.hot_potato([f"p{i}" for i in range(n)], n % 4 + 1))
    return out
