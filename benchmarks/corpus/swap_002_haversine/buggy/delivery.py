"""Delivery fees and ETAs for the courier app."""

from geo import distance_km

BASE_FEE = 2.5
PER_KM = 0.8
SPEED_KMH = 18.0


def format_eta(minutes: float) -> str:
    """Minutes rounded up to a human string."""
    whole = int(-(-minutes // 1))
    return f"{whole} min" if whole < 60 else f"{whole // 60} h {whole % 60} min"


def fee(shop: tuple[float, float], customer: tuple[float, float]) -> float:
    """Delivery fee in euros for the straight-line distance."""
    return round(BASE_FEE + PER_KM * distance_km(*shop, *customer), 2)


def eta(shop: tuple[float, float], customer: tuple[float, float]) -> str:
    """Estimated delivery time."""
    return format_eta(distance_km(*shop, *customer) / SPEED_KMH * 60)
