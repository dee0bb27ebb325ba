from decimal import Decimal

import pytest

from invoice import Invoice
from models import Customer

SHOP = Customer("Kiosk Meyer", "DE")
AGENCY = Customer("Studio Blanc", "FR", vat_id="FR123")


def test_net_total_of_simple_lines():
    inv = Invoice("2024-001", SHOP)
    inv.add("Coffee beans", 3, "12.50")
    inv.add("Filter paper", 2, "2.99")
    assert inv.net_total == Decimal("43.48")


def test_line_discount():
    inv = Invoice("2024-002", SHOP)
    item = inv.add("Grinder", 1, "89.90", discount=10)
    assert (item.discount, item.net) == (Decimal("8.99"), Decimal("80.91"))


def test_tax_is_grouped_by_rate():
    inv = Invoice("2024-003", SHOP)
    inv.add("Coffee beans", 2, "10.00", category="reduced")
    inv.add("Mug", 1, "15.00")
    inv.add("Tea", 1, "5.00", category="reduced")
    assert inv.tax_breakdown() == {
        Decimal("7"): (Decimal("25.00"), Decimal("1.75")),
        Decimal("19"): (Decimal("15.00"), Decimal("2.85")),
    }
    assert inv.total == Decimal("44.60")


def test_tax_uses_the_discounted_amount():
    inv = Invoice("2024-004", SHOP)
    inv.add("Espresso machine", 1, "400.00", discount=25)
    assert inv.tax_total == Decimal("57.00")
    assert inv.total == Decimal("357.00")


def test_reverse_charge_customer_pays_no_vat():
    inv = Invoice("2024-005", AGENCY)
    inv.add("Consulting", 4, "120.00")
    assert inv.tax_total == Decimal("0.00")
    assert "Reverse charge" in inv.render()


@pytest.mark.parametrize("category", ["luxury", ""])
def test_unknown_tax_category(category):
    with pytest.raises(ValueError):
        Invoice("2024-006", SHOP).add("Thing", 1, "1.00", category=category)


def test_render():
    inv = Invoice("2024-007", SHOP)
    inv.add("Beans", 2, "9.95", category="reduced", discount=50)
    assert inv.render().splitlines() == [
        "Invoice 2024-007 for Kiosk Meyer",
        "2 x Beans @ 9.95 -9.95: 9.95",
        "VAT 7% on 9.95: 0.70",
        "Total: 10.65",
    ]
