import random


def probe(import_module):
    mod = import_module("course_schedule")
    rng = random.Random(1203)
    names = list("abcdefghij")
    out = []
    for _ in range(60):
        courses = rng.sample(names, rng.randint(1, 8))
        prereqs = []
        for _ in range(rng.randint(0, 8)):
            a, b = rng.choice(courses), rng.choice(courses)
            if a != b:
                prereqs.append((a, b))
        for call in (
            lambda: mod.course_order(courses, prereqs),
            lambda: mod.can_finish(courses, prereqs),
            lambda: mod.semesters(courses, prereqs),
            lambda: mod.all_prerequisites(courses, prereqs, rng.choice(courses)),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
