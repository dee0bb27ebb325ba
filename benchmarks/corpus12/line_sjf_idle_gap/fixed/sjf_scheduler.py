"""Non-preemptive shortest-job-first (SJF) CPU scheduling.

Processes arrive over time; whenever the CPU is free the scheduler picks the
ready process with the shortest burst (ties broken by arrival, then pid) and
runs it to completion.  The result is a Gantt chart of Slices from which the
usual per-process statistics are derived.
"""

import heapq
from collections import namedtuple

Process = namedtuple("Process", "pid arrival burst")
Slice = namedtuple("Slice", "pid start end")


def parse_processes(rows):
    """Build Processes from (pid, arrival, burst) rows, validating them."""
    procs = []
    seen = set()
    for pid, arrival, burst in rows:
        if arrival < 0 or burst <= 0:
            raise ValueError(f"bad timing for process {pid!r}")
        if pid in seen:
            raise ValueError(f"duplicate process id {pid!r}")
        seen.add(pid)
        procs.append(Process(pid, arrival, burst))
    return procs


def schedule(processes):
    """Run the processes with SJF and return the Gantt chart (list of Slice)."""
    pending = sorted(processes, key=lambda p: (p.arrival, p.pid))
    ready = []
    chart = []
    time = 0
    i = 0
    while i < len(pending) or ready:
        while i < len(pending) and pending[i].arrival <= time:
            p = pending[i]
            heapq.heappush(ready, (p.burst, p.arrival, p.pid))
            i += 1
        if not ready:
            time = pending[i].arrival
            continue
        burst, _, pid = heapq.heappop(ready)
        chart.append(Slice(pid, time, time + burst))
        time += burst
    return chart


def statistics(processes, chart=None):
    """Map pid -> (completion, turnaround, waiting)."""
    if chart is None:
        chart = schedule(processes)
    done = {s.pid: s.end for s in chart}
    stats = {}
    for p in processes:
        turnaround = done[p.pid] - p.arrival
        stats[p.pid] = (done[p.pid], turnaround, turnaround - p.burst)
    return stats


def average_waiting(processes):
    """Mean waiting time over all processes (0.0 for none)."""
    if not processes:
        return 0.0
    stats = statistics(processes)
    return sum(w for _, _, w in stats.values()) / len(processes)


def idle_time(chart):
    """Total time the CPU sat idle between the first and last slice."""
    idle = 0
    for prev, cur in zip(chart, chart[1:]):
        idle += cur.start - prev.end
    return idle


def format_gantt(chart):
    """Render the chart as text, e.g. '|A 0-3|B 3-5|'."""
    if not chart:
        return "||"
    return "|" + "|".join(f"{s.pid} {s.start}-{s.end}" for s in chart) + "|"
