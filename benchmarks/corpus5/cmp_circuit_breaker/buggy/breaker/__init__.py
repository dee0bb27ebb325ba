"""breaker: stop calling a failing dependency for a while."""

from .circuit import CircuitBreaker
from .policy import ConsecutiveFailures, FailureRate
from .state import CircuitOpenError, State

__all__ = ["CircuitBreaker", "CircuitOpenError", "ConsecutiveFailures", "FailureRate", "State"]
