"""Retrieval traces: which memories (id, revision, score, reasons) went into an answer. No content."""
