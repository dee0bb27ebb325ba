"""Behaviour probe: random gradebooks, grades and rankings."""

import random


def _call(fn, *args):
    try:
        return fn(*args)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    gradebook, grading = mod_loader("gradebook"), mod_loader("grading")
    rng = random.Random(89)
    out = []
    for _ in range(60):
        book = gradebook.Gradebook({"hw": 0.25, "exam": 0.75}, {"hw": rng.randint(0, 2)})
        names = [" Ann", "bo", "Cy "][: rng.randint(1, 3)]
        for name in names:
            book.enroll(name)
        for _ in range(rng.randint(0, 8)):
            _call(book.record, rng.choice(names).upper(), rng.choice(["hw", "exam", "lab"]),
                  rng.choice([0, 45, 59.5, 60, 75, 89.95, 90, 100, 120]))
        if rng.random() < 0.3:
            book.students[names[0].strip().lower()].withdrawn = True
        out.append(([_call(book.final_grade, n) for n in names], _call(book.ranking),
                    grading.letter(rng.uniform(50, 100))))
    return out
