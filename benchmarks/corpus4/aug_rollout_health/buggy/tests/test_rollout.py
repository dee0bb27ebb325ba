import pytest

from health import FakeClock, Instance, wait_healthy
from rollout import Rollout, batches


def fleet(clock, n, broken=()):
    return [Instance(f"web{i}", clock, boot_time=3, broken=i in broken) for i in range(1, n + 1)]


def test_batches():
    assert batches([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]
    with pytest.raises(ValueError):
        batches([1], 0)


def test_wait_for_a_booting_instance():
    clock = FakeClock()
    inst = Instance("a", clock, boot_time=6)
    inst.deploy("v2")
    assert wait_healthy(inst, clock) == 7.0  # slept 1 + 2 + 4
    assert inst.checks == 4


def test_already_healthy_instance_needs_no_wait():
    clock = FakeClock()
    inst = Instance("a", clock, boot_time=0)
    inst.deploy("v2")
    assert wait_healthy(inst, clock) == 0.0


def test_broken_instance_times_out():
    clock = FakeClock()
    inst = Instance("a", clock, broken=True)
    inst.deploy("v2")
    assert wait_healthy(inst, clock, timeout=20) is None
    assert clock.now == 20


def test_rollout_over_the_whole_fleet():
    clock = FakeClock()
    servers = fleet(clock, 5)
    report = Rollout(servers, clock, batch_size=2).run("v2")
    assert report.ok
    assert report.succeeded == ["web1", "web2", "web3", "web4", "web5"]
    assert {s.version for s in servers} == {"v2"}
    assert report.elapsed == 9.0


def test_failed_batch_rolls_everything_back():
    clock = FakeClock()
    servers = fleet(clock, 4, broken={3})
    for s in servers:
        s.deploy("v1")
    report = Rollout(servers, clock, batch_size=2, timeout=10).run("v2")
    assert not report.ok
    assert report.failed == ["web3"]
    assert report.rolled_back == ["web1", "web2", "web3", "web4"]
    assert [s.version for s in servers] == ["v1"] * 4
