"""Discrete-event simulation: an event queue, a clock, resources and monitors."""

from .kernel import Simulation
from .queueing import Resource
from .stats import Monitor

__all__ = ["Monitor", "Resource", "Simulation"]
