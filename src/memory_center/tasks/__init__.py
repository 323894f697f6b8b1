"""Task run state: a state machine with optimistic locking and an append-only transition log."""
