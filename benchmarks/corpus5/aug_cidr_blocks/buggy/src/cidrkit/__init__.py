"""cidrkit: IPv4 network arithmetic."""

from .address import AddressError, format_ipv4, parse_ipv4
from .network import Network
from .summarize import collapse, exclude, summarize_range

__all__ = ["AddressError", "Network", "collapse", "exclude", "format_ipv4", "parse_ipv4", "summarize_range"]
