import pytest

from breaker import CircuitBreaker, CircuitOpenError, ConsecutiveFailures, FailureRate, State


def fail_times(circuit, func, times):
    for _ in range(times):
        with pytest.raises(ConnectionError):
            circuit.call(func)


def test_successful_calls_pass_through(clock):
    circuit = CircuitBreaker(clock=clock)
    assert circuit.call(lambda x: x * 2, 21) == 42
    assert circuit.state is State.CLOSED


def test_opens_after_threshold_failures(clock, flaky):
    circuit = CircuitBreaker("db", ConsecutiveFailures(3), clock=clock)
    fail_times(circuit, flaky, 3)
    assert circuit.state is State.OPEN
    with pytest.raises(CircuitOpenError, match="circuit 'db' is open; retry in 30.0s"):
        circuit.call(lambda: "never called")


def test_a_success_resets_the_count(clock, flaky):
    circuit = CircuitBreaker(policy=ConsecutiveFailures(2), clock=clock)
    fail_times(circuit, flaky, 1)
    circuit.call(lambda: None)
    fail_times(circuit, flaky, 1)
    assert circuit.state is State.CLOSED


def test_half_open_after_the_timeout(clock, flaky):
    circuit = CircuitBreaker(policy=ConsecutiveFailures(1), recovery_timeout=10, clock=clock)
    fail_times(circuit, flaky, 1)
    clock.tick(9.5)
    assert circuit.state is State.OPEN
    assert circuit.retry_after() == pytest.approx(0.5)
    clock.tick(0.5)
    assert circuit.state is State.HALF_OPEN


def test_trial_success_closes_and_failure_reopens(clock, flaky):
    circuit = CircuitBreaker(policy=ConsecutiveFailures(1), recovery_timeout=5, clock=clock)
    fail_times(circuit, flaky, 1)
    clock.tick(5)
    fail_times(circuit, flaky, 1)
    assert circuit.state is State.OPEN
    clock.tick(5)
    assert circuit.call(lambda: "ok") == "ok"
    assert circuit.state is State.CLOSED


def test_half_open_limits_trial_calls(clock, flaky):
    circuit = CircuitBreaker(policy=ConsecutiveFailures(1), recovery_timeout=1, trial_calls=2, clock=clock)
    fail_times(circuit, flaky, 1)
    clock.tick(1)
    circuit.call(lambda: None)
    assert circuit.state is State.HALF_OPEN
    circuit.call(lambda: None)
    assert circuit.state is State.CLOSED


def test_unexpected_exceptions_do_not_count(clock):
    circuit = CircuitBreaker(policy=ConsecutiveFailures(1), expected=(ConnectionError,), clock=clock)
    with pytest.raises(KeyError):
        circuit.call({}.__getitem__, "missing")
    assert circuit.state is State.CLOSED


def test_failure_rate_policy(clock, flaky):
    circuit = CircuitBreaker(policy=FailureRate(ratio=0.5, window=4), clock=clock)
    circuit.call(lambda: None)
    circuit.call(lambda: None)
    fail_times(circuit, flaky, 1)
    assert circuit.state is State.CLOSED
    fail_times(circuit, flaky, 1)
    assert circuit.state is State.OPEN


def test_listeners_and_decorator(clock, flaky):
    changes = []
    circuit = CircuitBreaker(policy=ConsecutiveFailures(2), recovery_timeout=1, clock=clock)
    circuit.on_change(lambda old, new: changes.append((old.value, new.value)))

    @circuit
    def fetch(ok):
        if not ok:
            raise ConnectionError("down")
        return "data"

    for _ in range(2):
        with pytest.raises(ConnectionError):
            fetch(False)
    clock.tick(1)
    assert fetch(True) == "data"
    assert changes == [("closed", "open"), ("open", "half-open"), ("half-open", "closed")]


@pytest.mark.parametrize("factory, message", [
    (lambda: ConsecutiveFailures(0), "threshold"),
    (lambda: FailureRate(ratio=0), "ratio"),
    (lambda: FailureRate(window=0), "window"),
])
def test_policy_arguments(factory, message):
    with pytest.raises(ValueError, match=message):
        factory()
