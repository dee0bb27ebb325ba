"""Behaviour probe: paging and retries over generated feeds."""

import random


def probe(mod_loader):
    client_mod = mod_loader("feedclient.client")
    transport = mod_loader("feedclient.transport")
    rng = random.Random(5)
    out = []
    for _ in range(60):
        items = [{"id": n, "tag": rng.choice(["a", "b"])} for n in range(rng.randint(0, 9))]
        service = transport.FakeFeedService(items, page_size=rng.randint(1, 4),
                                            failures=rng.randint(0, 4))
        client = client_mod.FeedClient(service, max_attempts=rng.randint(1, 4),
                                       base_delay=rng.choice([0.1, 1.0]))
        try:
            got = [i["id"] for i in client.all_items("/f", tag=rng.choice([None, "a"]))]
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            got = type(exc).__name__
        out.append((got, len(service.calls), client.slept,
                    client_mod.backoff_delays(rng.choice([0.5, 2.0]), rng.randint(1, 6), 8.0)))
    return out
