"""Behaviour probe: random Markdown documents assembled from block and inline pieces."""

import random

BLOCKS = ["# Title", "## Sub *title*", "#### deep", "- item **b**", "  * sub [l](u)", "3. three",
          "> quote `c`", "---", "plain _em_ text", "```", "code *x*", "", "#nospace"]


def probe(import_module):
    mod = import_module("mdtext")
    rng = random.Random(419)
    out = []
    for _ in range(60):
        doc = "\n".join(rng.choice(BLOCKS) for _ in range(rng.randint(1, 6)))
        try:
            out.append((mod.to_text(doc, show_urls=rng.random() < 0.5), mod.preview(doc, 20)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
