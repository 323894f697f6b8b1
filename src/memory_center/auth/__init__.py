"""Principals and API keys (docs/architecture.md)."""
