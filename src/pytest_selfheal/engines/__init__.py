"""Repair engines: each turns failures into a unified diff behind one Protocol."""
