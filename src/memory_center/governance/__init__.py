"""Governance: the pure policies that decide what a candidate becomes (docs/design.md §3)."""
