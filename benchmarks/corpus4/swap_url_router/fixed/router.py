"""A URL router: path patterns with typed parameters, method dispatch and reverse URLs."""

import re
from urllib.parse import quote

CONVERTERS = {
    "str": (r"[^/]+", str),
    "int": (r"\d+", int),
    "slug": (r"[a-z0-9]+(?:-[a-z0-9]+)*", str),
    "path": (r".+", str),
}
_PARAM = re.compile(r"<(?:(\w+):)?(\w+)>")


class NotFound(LookupError):
    pass


class MethodNotAllowed(LookupError):
    def __init__(self, path, allowed):
        super().__init__(f"{path}: allowed {', '.join(sorted(allowed))}")
        self.allowed = set(allowed)


class Route:
    def __init__(self, pattern, handler, methods, name):
        self.pattern, self.handler, self.name = pattern, handler, name
        self.methods = {m.upper() for m in methods}
        self.casts = {}
        regex, pos = "", 0
        for match in _PARAM.finditer(pattern):
            kind, param = match.group(1) or "str", match.group(2)
            if kind not in CONVERTERS:
                raise ValueError(f"unknown converter {kind!r} in {pattern!r}")
            part, cast = CONVERTERS[kind]
            regex += re.escape(pattern[pos:match.start()]) + f"(?P<{param}>{part})"
            self.casts[param] = cast
            pos = match.end()
        regex += re.escape(pattern[pos:])
        self.regex = re.compile(f"^{regex}$")

    def match(self, path):
        found = self.regex.match(path)
        if not found:
            return None
        return {name: self.casts[name](value) for name, value in found.groupdict().items()}

    def build(self, params):
        def replace(match):
            name = match.group(2)
            if name not in params:
                raise KeyError(f"missing parameter {name!r} for route {self.name!r}")
            safe = "/" if match.group(1) == "path" else ""
            return quote(str(params[name]), safe=safe)

        return _PARAM.sub(replace, self.pattern)


class Router:
    def __init__(self):
        self.routes = []
        self._names = {}

    def add(self, pattern, handler, methods=("GET",), name=None):
        route = Route(pattern, handler, methods, name or handler.__name__)
        if route.name in self._names:
            raise ValueError(f"duplicate route name {route.name!r}")
        self.routes.append(route)
        self._names[route.name] = route
        return route

    def route(self, pattern, methods=("GET",), name=None):
        def decorator(handler):
            self.add(pattern, handler, methods, name)
            return handler

        return decorator

    def resolve(self, method, path):
        """(handler, params) for the first route matching path and method."""
        allowed = set()
        for route in self.routes:
            params = route.match(path)
            if params is None:
                continue
            if method.upper() in route.methods:
                return route.handler, params
            allowed |= route.methods
        if allowed:
            raise MethodNotAllowed(path, allowed)
        raise NotFound(path)

    def dispatch(self, method, path):
        handler, params = self.resolve(method, path)
        return handler(**params)

    def url_for(self, route_name, /, **params):
        return self._names[route_name].build(params)
