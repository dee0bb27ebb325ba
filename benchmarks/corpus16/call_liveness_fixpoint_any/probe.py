import random


def probe(import_module):
    mod = import_module("liveness")
    rng = random.Random(2024)
    names = ["a", "b", "c", "i", "n"]
    out = []
    for case in range(60):
        labels = ["L%d" % k for k in range(rng.randint(1, 3))]
        lines = []
        for label in labels:
            lines.append(label + ":")
            for _ in range(rng.randint(0, 3)):
                x, y, z = (rng.choice(names) for _ in range(3))
                lines.append(rng.choice([f"{x} = {y} + {z}", f"{x} = {rng.randint(0, 9)}",
                                         f"print {y}"]))
            roll = rng.random()
            if roll < 0.3:
                lines.append(f"if {rng.choice(names)} > 0 goto {rng.choice(labels)}")
            elif roll < 0.45:
                lines.append(f"goto {rng.choice(labels + ['missing'])}")
            elif roll < 0.6:
                lines.append(f"return {rng.choice(names)}")
        source = "\n".join(lines)
        try:
            cfg = mod.ControlFlowGraph(source)
            live_in, live_out = cfg.live_variables()
            out.append(sorted((k, sorted(v)) for k, v in live_in.items()))
            out.append(cfg.dead_stores())
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
