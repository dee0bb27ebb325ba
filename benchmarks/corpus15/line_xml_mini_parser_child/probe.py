import random


def _document(rng, depth):
    tag = rng.choice(["a", "b", "item", "x:y"])
    attrs = "".join(f' {k}="{rng.choice(["1", "v&amp;w", ""])}"'
                    for k in rng.sample(["id", "k", "n"], rng.randint(0, 2)))
    if depth == 0 or rng.random() < 0.25:
        return f"<{tag}{attrs}/>"
    parts = []
    for _ in range(rng.randint(0, 3)):
        roll = rng.random()
        if roll < 0.5:
            parts.append(_document(rng, depth - 1))
        elif roll < 0.8:
            parts.append(rng.choice(["hi", " text ", "&lt;3", "&#x41;"]))
        else:
            parts.append("<!-- c -->")
    return f"<{tag}{attrs}>{''.join(parts)}</{tag}>"


def _shape(node):
    if isinstance(node, str):
        return node
    return [node.tag, sorted(node.attrs.items()), [_shape(c) for c in node.children]]


def probe(import_module):
    mod = import_module("xml_mini")
    rng = random.Random(2024)
    out = []
    for _ in range(60):
        doc = _document(rng, 3)
        if rng.random() < 0.15:
            doc = doc[:rng.randint(0, len(doc))]
        try:
            root = mod.parse(doc)
            out.append(_shape(root))
            out.append(root.text())
            out.append(len(root.find_all("b")))
        except Exception as e:
            out.append(type(e).__name__)
    return out
