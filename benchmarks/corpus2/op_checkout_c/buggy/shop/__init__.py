"""shop: cart pricing with coupons and shipping rules."""
