"""Behaviour probe: random list sizes, page sizes and orphans; page bars around a page."""

import random


def probe(import_module):
    mod = import_module("paginator")
    rng = random.Random(404)
    out = []
    for _ in range(60):
        pages = mod.Paginator(range(rng.randint(0, 60)), rng.randint(1, 8), rng.randint(0, 2))
        number = rng.randint(0, pages.num_pages + 1)
        try:
            page = pages.page(number)
            out.append((pages.num_pages, page.items[:3], page.start_index, page.end_index,
                        pages.page_bar(number, window=rng.randint(0, 2))))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
