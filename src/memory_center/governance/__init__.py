"""Governance: the pure policies that decide what a candidate becomes (DESIGN §3)."""
