"""The semantic index and its durable queue (memory_embedding): enqueue in the write transaction,
embed off the request path in a worker, retry with backoff, report the backlog."""

from memory_center.indexing.queue import enqueue, forget, indexed_model

__all__ = ["enqueue", "forget", "indexed_model"]
