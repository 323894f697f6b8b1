"""Shared plumbing used by several domains: no domain rules here."""
