"""Path algorithms of RFC 3986."""

from __future__ import annotations


def remove_dot_segments(path: str) -> str:
    """RFC 3986 5.2.4: interpret '.' and '..' segments."""
    output: list = []
    while path:
        if path.startswith("../"):
            path = path[3:]
        elif path.startswith("./"):
            path = path[2:]
        elif path.startswith("/./") or path == "/.":
            path = "/" + path[3:]
        elif path.startswith("/../") or path == "/..":
            path = "/" + path[4:]
            if output:
                output.pop()
        elif path in (".", ".."):
            path = ""
        else:
            end = path.find("/", 1)
            end = len(path) if end == -1 else end
            output.append(path[:end])
            path = path[end:]
    return "".join(output)


def merge(base_path: str, ref_path: str, base_has_authority: bool) -> str:
    """RFC 3986 5.2.3."""
    if base_has_authority and not base_path:
        return "/" + ref_path
    return base_path[: base_path.rfind("/") + 1] + ref_path


def relative_path(base: str, target: str) -> str:
    """The relative reference that resolves against absolute path base to target.

    relative_path('/a/x/y', '/a/b/c') == '../b/c'
    """
    if not base.startswith("/") or not target.startswith("/"):
        raise ValueError("both paths must be absolute")
    directory = base[: base.rfind("/") + 1]
    ups = 0
    while not target.startswith(directory):
        directory = directory[: directory.rstrip("/").rfind("/") + 1]
        ups += 1
    rest = target[len(directory):]
    if ups == 0 and (rest == "" or ":" in rest.partition("/")[0]):
        rest = "./" + rest
    return "../" * ups + rest
