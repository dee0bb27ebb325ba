import random


def probe(import_module):
    mod = import_module("bf_interp")
    rng = random.Random(8080)
    out = []
    snippets = ["+", "++", "-", ">", "<", ".", ",", "[-]", "[->+<]", "+++[>++<-]>", "[.-]", "x"]
    for case in range(70):
        code = "".join(rng.choice(snippets) for _ in range(rng.randint(1, 8)))
        if rng.random() < 0.1:
            code += rng.choice("[]")
        data = "".join(rng.choice("ab\x03") for _ in range(rng.randint(0, 3)))
        try:
            interp = mod.Interpreter(code, data)
            for _ in range(5000):
                if interp.pc >= len(interp.code):
                    break
                interp.step()
            out.append((interp.pc >= len(interp.code), "".join(interp.output)[:20],
                        interp.tape.cells[:8], interp.tape.pos))
        except Exception as e:
            out.append(repr(type(e).__name__))
    for code in ("-.", "+++--.", ">-<+.>.", "--.+."):
        try:
            out.append(mod.run(code))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
