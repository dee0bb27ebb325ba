"""Critical path method: earliest and latest starts, slack and the critical path."""

from .network import CycleError, Network
from .schedule import Schedule, plan
from .textio import load, table

__all__ = ["CycleError", "Network", "Schedule", "load", "plan", "table"]
