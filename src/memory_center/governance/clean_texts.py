"""The texts the detector found clean lately (``governance.sensitive.find_sensitive``), in two
generations: when the newer is full it becomes the older (the older before it is dropped), and a text
found in the older is moved to the newer. The identifiers every event repeats (a user, a session, the
event type, the source) stay while the texts said once (idempotency keys, messages) pass through; one
generation cleared at once had every one of them detected again after each clearing
(docs/benchmarks.md, "Session 21: the write path's CPU"). Only clean texts are held: the memory never
holds a sensitive value."""

Key = tuple[str, bool]  # the text, and whether e-mail addresses count


class CleanTexts:
    def __init__(self, size: int) -> None:
        self.size = size
        self._newer: dict[Key, None] = {}
        self._older: dict[Key, None] = {}

    def __contains__(self, key: Key) -> bool:
        if key in self._newer:
            return True
        if key in self._older:
            self.add(key)
            return True
        return False

    def add(self, key: Key) -> None:
        if len(self._newer) >= self.size:
            self._older = self._newer
            self._newer = {}
        self._newer[key] = None

    def clear(self) -> None:
        """Forget every text (the detector's cost is measured on texts it has not seen: bench/)."""
        self._newer = {}
        self._older = {}

    def __len__(self) -> int:
        return len(self._newer) + len(self._older)
