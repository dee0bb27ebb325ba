"""Behaviour probe: random templates over random contexts with markup in the values."""

import random

SNIPPETS = ["{{ a }}", "{{ b | upper }}", "{{ a | safe }}", "<i>", "{{ c.0 }}",
            "{% for x in c %}[{{ x }}]{% endfor %}", "{% if b %}yes{% else %}no{% endif %}",
            "{{ d | default:'<none>' }}", "{{ b | truncate:4 }}", " & "]


def probe(import_module):
    mod = import_module("template")
    rng = random.Random(433)
    out = []
    for _ in range(60):
        source = "".join(rng.choice(SNIPPETS) for _ in range(rng.randint(1, 4)))
        context = {"a": rng.choice(["<b>", "x&y", "plain", 3]),
                   "b": rng.choice(["", "it's", "long words here"]),
                   "c": rng.sample(["<", ">", "q", '"'], rng.randint(0, 3)),
                   "d": rng.choice([None, "", "<d>"])}
        try:
            out.append(str(mod.Template(source).render(**context)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
