"""Behaviour probe: random subscribe/emit sequences and topic matches."""

import random

TOPICS = ["a", "a.b", "a.b.c", "b.c", "a.x"]
PATTERNS = ["a.*", "a.#", "#.c", "*.b.*", "#"]


def probe(import_module):
    ev = import_module("eventide")
    rng = random.Random(31)
    out = []
    for _ in range(25):
        bus = ev.EventEmitter()
        log = []
        for n in range(rng.randrange(1, 7)):
            topic = rng.choice(TOPICS + PATTERNS)
            bus.on(topic, (lambda n=n: lambda *a: log.append(n))(), priority=rng.randrange(-2, 3),
                   once=rng.random() < 0.4)
        for _ in range(4):
            out.append(bus.emit(rng.choice(TOPICS)))
        out.append(tuple(log))
        out.append((bus.listener_count(), bus.event_names()))
    for _ in range(30):
        out.append(ev.topic_matches(rng.choice(PATTERNS), rng.choice(TOPICS)))
    return out
