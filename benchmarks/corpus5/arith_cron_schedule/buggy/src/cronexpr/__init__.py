"""cronexpr: a dependency-free cron expression parser and scheduler."""

from .expr import MACROS, CronExpression
from .fields import CronSyntaxError, parse_field
from .schedule import fires_between, iter_fires, next_fire

__all__ = [
    "MACROS",
    "CronExpression",
    "CronSyntaxError",
    "fires_between",
    "iter_fires",
    "next_fire",
    "parse_field",
]
__version__ = "0.4.1"
