"""Plan a rebuild: what must be rebuilt after some targets changed, in parallel stages."""

from graph import DependencyGraph


def parse_makefile(text):
    """Lines 'target: dep dep ...' (comments start with #) into a graph."""
    graph = DependencyGraph()
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        target, sep, deps = line.partition(":")
        if not sep or not target.strip():
            raise ValueError(f"line {number}: expected 'target: deps'")
        graph.add(target.strip(), deps.split())
    return graph


def affected(graph, changed):
    """The changed targets and everything that depends on them, directly or not."""
    result, todo = set(), list(changed)
    while todo:
        name = todo.pop()
        if name in result:
            continue
        result.add(name)
        todo.extend(graph.dependents(name))
    return result


def stages(graph, targets):
    """Group targets into stages; each target's dependencies among targets sit in earlier ones."""
    wanted = set(targets)
    level = {}
    for name in graph.order():
        if name in wanted:
            below = [level[d] for d in graph.closure(name) if d in wanted]
            level[name] = 1 + max(below, default=-1)
    grouped = {}
    for name, lvl in level.items():
        grouped.setdefault(lvl, []).append(name)
    return [sorted(grouped[lvl]) for lvl in sorted(grouped)]


def rebuild_plan(graph, changed):
    return stages(graph, affected(graph, changed))
