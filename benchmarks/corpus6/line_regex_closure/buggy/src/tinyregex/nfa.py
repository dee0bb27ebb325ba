"""Thompson construction: each node becomes a fragment with one start and one end state."""

from __future__ import annotations

from .parser import Node


class State:
    __slots__ = ("edges", "eps", "match")

    def __init__(self) -> None:
        self.edges: list[tuple[str | None, State]] = []  # None matches any character
        self.eps: list[State] = []
        self.match = False


def build(node: Node) -> tuple[State, State]:
    start, end = State(), State()
    if node.kind == "char":
        start.edges.append((node.value, end))
    elif node.kind == "any":
        start.edges.append((None, end))
    elif node.kind == "empty":
        start.eps.append(end)
    elif node.kind == "cat":
        current = start
        for child in node.children:
            s, e = build(child)
            current.eps.append(s)
            current = e
        current.eps.append(end)
    elif node.kind == "alt":
        for child in node.children:
            s, e = build(child)
            start.eps.append(s)
            e.eps.append(end)
    elif node.kind in ("star", "plus", "opt"):
        s, e = build(node.children[0])
        start.eps.append(s)
        if node.kind != "plus":
            start.eps.append(end)
        if node.kind != "opt":
            e.eps.append(s)
        e.eps.append(end)
    else:
        raise ValueError(f"unknown node {node.kind}")
    return start, end


def epsilon_closure(states: set[State]) -> set[State]:
    closure = set(states)
    visited: set[State] = set()
    stack = list(states)
    while stack:
        state = stack.pop()
        if state in visited:
            continue
        for nxt in state.eps:
            closure.add(nxt)
            stack.append(nxt)
    return closure
