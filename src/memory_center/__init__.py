"""Memory Center: a governed long-term memory service for AI agents."""

__version__ = "0.1.0"
