"""A graph of build targets and the targets they depend on."""


class CycleError(Exception):
    def __init__(self, path):
        super().__init__(" -> ".join(path))
        self.path = path


class UnknownTarget(KeyError):
    pass


class DependencyGraph:
    def __init__(self):
        self._deps = {}

    def add(self, name, deps=()):
        self._deps.setdefault(name, set()).update(deps)
        for dep in deps:
            self._deps.setdefault(dep, set())

    def __contains__(self, name):
        return name in self._deps

    def deps(self, name):
        if name not in self._deps:
            raise UnknownTarget(name)
        return sorted(self._deps[name])

    def dependents(self, name):
        """Targets that depend directly on name."""
        return sorted(t for t, deps in self._deps.items() if name in deps)

    def _visit(self, name, visiting, done, order):
        if name in done:
            return
        if name in visiting:
            start = visiting.index(name)
            raise CycleError(visiting[start:] + [name])
        visiting.append(name)
        for dep in sorted(self._deps[name]):
            self._visit(dep, visiting, done, order)
        visiting.pop()
        done.add(dep)
        order.append(name)

    def order(self, targets=None):
        """Targets (default: all) and their dependencies, every one after its dependencies."""
        targets = sorted(self._deps) if targets is None else list(targets)
        order, done = [], set()
        for target in targets:
            if target not in self._deps:
                raise UnknownTarget(target)
            self._visit(target, [], done, order)
        return order

    def closure(self, name):
        """Every target name depends on, directly or not."""
        return set(self.order([name])) - {name}
