"""Which HTTP responses the API client retries, and how long it waits."""

RETRYABLE = {429, 502, 503, 504}
BASE_DELAY = 0.5
MAX_DELAY = 30.0


def status_class(code: int) -> str:
    """'success', 'redirect', 'client error' or 'server error'."""
    if not 100 <= code <= 599:
        raise ValueError(f"not an HTTP status: {code}")
    if code < 300:
        return "success"
    if code < 400:
        return "redirect"
    return "client error" if code < 500 else "server error"


def should_retry(code: int, attempt: int, max_attempts: int = 5) -> bool:
    """Retry transient failures until max_attempts is reached."""
    return code in RETRYABLE and attempt < max_attempts


def backoff(attempt: int) -> float:
    """Exponential delay in seconds before the given retry attempt."""
    return min(BASE_DELAY * 2**attempt, MAX_DELAY)
