"""Sandboxes that run test processes: local, bwrap, docker."""
