"""Course scheduling with topological sorting (Kahn's algorithm)."""

import heapq
from collections import deque


class CycleError(ValueError):
    """Raised when the prerequisites contain a cycle."""


def build_graph(courses, prereqs):
    """Adjacency lists and in-degrees; prereqs holds (before, after) pairs."""
    graph = {c: [] for c in courses}
    indegree = {c: 0 for c in courses}
    for before, after in prereqs:
        if before not in graph or after not in graph:
            raise KeyError(f"unknown course in ({before!r}, {after!r})")
        graph[before].append(after)
        indegree[after] += 1
    return graph, indegree


def course_order(courses, prereqs):
    """The lexicographically smallest order that respects every prerequisite."""
    graph, indegree = build_graph(courses, prereqs)
    ready = [c for c in graph if indegree[c] == 0]
    order = []
    while ready:
        course = heapq.heappop(ready)
        order.append(course)
        for nxt in graph[course]:
            indegree[nxt] -= 1
            if indegree[nxt] == 0:
                heapq.heappush(ready, nxt)
    if len(order) != len(graph):
        raise CycleError("prerequisites contain a cycle")
    return order


def can_finish(courses, prereqs):
    try:
        course_order(courses, prereqs)
    except CycleError:
        return False
    return True


def semesters(courses, prereqs):
    """Group the courses into the fewest semesters; each group is sorted."""
    graph, indegree = build_graph(courses, prereqs)
    level = sorted(c for c in graph if indegree[c] == 0)
    plan, taken = [], 0
    while level:
        plan.append(level)
        taken += len(level)
        nxt_level = []
        for course in level:
            for nxt in graph[course]:
                indegree[nxt] -= 1
                if indegree[nxt] == 0:
                    nxt_level.append(nxt)
        level = sorted(nxt_level)
    if taken != len(graph):
        raise CycleError("prerequisites contain a cycle")
    return plan


def all_prerequisites(courses, prereqs, target):
    """Every course that must be taken, directly or indirectly, before target."""
    reverse = {c: [] for c in courses}
    for before, after in prereqs:
        reverse[after].append(before)
    seen = set()
    queue = deque(reverse[target])
    while queue:
        course = queue.popleft()
        if course in seen:
            continue
        seen.add(course)
        queue.extend(reverse[course])
    return sorted(seen)


def is_valid_order(order, prereqs):
    """True if order lists each course once and respects every prerequisite."""
    position = {course: i for i, course in enumerate(order)}
    if len(position) != len(order):
        return False
    return all(before in position and after in position and position[before] < position[after]
               for before, after in prereqs)
