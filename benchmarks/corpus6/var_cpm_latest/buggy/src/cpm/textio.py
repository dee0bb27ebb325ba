"""Reading networks from text and printing schedules."""

from __future__ import annotations

from .network import Network
from .schedule import Schedule


def load(text: str) -> Network:
    """Lines of `task duration [after task, task...]`; # starts a comment."""
    network = Network()
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        head, _, deps = line.partition(" after ")
        parts = head.split()
        if len(parts) != 2 or not parts[1].isdigit():
            raise ValueError(f"line {number}: expected 'task duration'")
        after = tuple(d.strip() for d in deps.split(",") if d.strip())
        network.add(parts[0], int(parts[1]), after)
    return network


def table(schedule: Schedule) -> str:
    rows = [f"{'task':<8}{'ES':>4}{'LS':>4}{'slack':>6}"]
    for task in sorted(schedule.earliest, key=lambda t: (schedule.earliest[t], t)):
        flag = " *" if schedule.slack(task) == 0 else ""
        rows.append(
            f"{task:<8}{schedule.earliest[task]:>4}{schedule.latest[task]:>4}"
            f"{schedule.slack(task):>6}{flag}"
        )
    return "\n".join(rows)
