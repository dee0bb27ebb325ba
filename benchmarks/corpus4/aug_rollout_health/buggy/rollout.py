"""Roll a new version out over a fleet in batches, rolling back when a batch stays down."""

from dataclasses import dataclass, field

from health import wait_healthy


@dataclass
class Report:
    version: str
    succeeded: list = field(default_factory=list)
    failed: list = field(default_factory=list)
    rolled_back: list = field(default_factory=list)
    elapsed: float = 0.0

    @property
    def ok(self):
        return not self.failed


def batches(items, size):
    if size < 1:
        raise ValueError("batch size must be at least 1")
    return [items[i:i + size] for i in range(0, len(items), size)]


class Rollout:
    def __init__(self, fleet, clock, batch_size=2, timeout=30.0):
        self.fleet = list(fleet)
        self.clock = clock
        self.batch_size = batch_size
        self.timeout = timeout

    def run(self, version):
        report = Report(version)
        start = self.clock.time()
        previous = {inst.name: inst.version for inst in self.fleet}
        done = []
        for batch in batches(self.fleet, self.batch_size):
            for inst in batch:
                inst.deploy(version)
            down = [inst for inst in batch
                    if wait_healthy(inst, self.clock, timeout=self.timeout) is None]
            if down:
                report.failed = [inst.name for inst in down]
                for inst in done + batch:
                    inst.deploy(previous[inst.name])
                    report.rolled_back.append(inst.name)
                break
            done.extend(batch)
            report.succeeded.extend(inst.name for inst in batch)
        report.elapsed = self.clock.time() - start
        return report
