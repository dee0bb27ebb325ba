"""Poll an instance's health check until it is up, with growing intervals and a timeout."""


class FakeClock:
    """A clock for tests and dry runs: sleeping just moves the time forward."""

    def __init__(self, start=0.0):
        self.now = start

    def time(self):
        return self.now

    def sleep(self, seconds):
        self.now += seconds


class Instance:
    """A simulated instance that becomes healthy `boot_time` seconds after a deploy."""

    def __init__(self, name, clock, boot_time=5.0, broken=False):
        self.name = name
        self.clock = clock
        self.boot_time = boot_time
        self.broken = broken
        self.version = None
        self.deployed_at = None
        self.checks = 0

    def deploy(self, version):
        self.version = version
        self.deployed_at = self.clock.time()

    def healthy(self):
        self.checks += 1
        if self.broken or self.deployed_at is None:
            return False
        return self.clock.time() - self.deployed_at >= self.boot_time


def wait_healthy(instance, clock, timeout=60.0, interval=1.0, max_interval=8.0):
    """Seconds waited until the instance reported healthy, or None after timeout."""
    waited = 0.0
    while waited < timeout:
        if instance.healthy():
            return waited
        delay = min(interval, max_interval, timeout - waited)
        clock.sleep(delay)
        waited = delay
        interval *= 2
    return waited if instance.healthy() else None
