"""pytest-selfheal: heal red test suites."""

__version__ = "0.1.0"
