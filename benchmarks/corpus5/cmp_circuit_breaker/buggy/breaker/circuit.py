"""The circuit breaker."""

from __future__ import annotations

import functools
import time
from typing import Any, Callable, List, Optional, Tuple, Type, Union

from .policy import ConsecutiveFailures, FailureRate
from .state import CircuitOpenError, State

Policy = Union[ConsecutiveFailures, FailureRate]
Listener = Callable[[State, State], None]


class CircuitBreaker:
    """CLOSED -> (policy trips) -> OPEN -> (recovery_timeout) -> HALF_OPEN -> CLOSED or OPEN.

    In HALF_OPEN at most ``trial_calls`` calls go through; one failure reopens the circuit,
    ``trial_calls`` successes close it.
    """

    def __init__(
        self,
        name: str = "default",
        policy: Optional[Policy] = None,
        recovery_timeout: float = 30.0,
        trial_calls: int = 1,
        expected: Tuple[Type[BaseException], ...] = (Exception,),
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.name = name
        self.policy = policy or ConsecutiveFailures()
        self.recovery_timeout = recovery_timeout
        self.trial_calls = trial_calls
        self.expected = expected
        self.clock = clock
        self._state = State.CLOSED
        self._opened_at = 0.0
        self._trials = 0
        self._trial_successes = 0
        self._listeners: List[Listener] = []

    def on_change(self, listener: Listener) -> Listener:
        self._listeners.append(listener)
        return listener

    def _move(self, new: State) -> None:
        old, self._state = self._state, new
        if new is State.OPEN:
            self._opened_at = self.clock()
        if new is State.HALF_OPEN:
            self._trials = self._trial_successes = 0
        if new is State.CLOSED:
            self.policy.reset()
        for listener in self._listeners:
            listener(old, new)

    @property
    def state(self) -> State:
        if self._state is State.OPEN and self.clock() - self._opened_at >= self.recovery_timeout:
            self._move(State.HALF_OPEN)
        return self._state

    def retry_after(self) -> float:
        if self.state is not State.OPEN:
            return 0.0
        return self.recovery_timeout - (self.clock() - self._opened_at)

    def _before_call(self) -> None:
        state = self.state
        if state is State.OPEN or (state is State.HALF_OPEN and self._trials >= self.trial_calls):
            raise CircuitOpenError(self.name, self.retry_after())
        if state is State.HALF_OPEN:
            self._trials += 1

    def record_success(self) -> None:
        if self._state is State.HALF_OPEN:
            self._trial_successes += 1
            if self._trial_successes >= self.trial_calls:
                self._move(State.CLOSED)
            return
        self.policy.record(True)

    def record_failure(self) -> None:
        if self._state is State.HALF_OPEN:
            self._move(State.OPEN)
            return
        self.policy.record(False)
        if self._state is State.CLOSED and self.policy.should_trip():
            self._move(State.OPEN)

    def call(self, func: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        self._before_call()
        try:
            result = func(*args, **kwargs)
        except self.expected:
            self.record_failure()
            raise
        self.record_success()
        return result

    def __call__(self, func: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            return self.call(func, *args, **kwargs)

        return wrapper

    def reset(self) -> None:
        self._move(State.CLOSED)
