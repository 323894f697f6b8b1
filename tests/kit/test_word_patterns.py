"""Patterns built from words at run time are compiled once and stay compiled (``kit.word_patterns``)."""

import re

from memory_center.extraction.held_usage import slots_of
from memory_center.kit.word_patterns import word_pattern


def test_a_word_pattern_is_compiled_once_and_matches_as_re_does() -> None:
    source = r"(?<![\w-])oat milk(?![\w-])"
    first = word_pattern(source)
    assert word_pattern(source) is first
    assert word_pattern(source, re.IGNORECASE) is not first
    for text in ("i drink oat milk now", "oat milky", "goat milk", "OAT MILK"):
        assert bool(first.search(text)) == bool(re.search(source, text))
    assert word_pattern(source, re.IGNORECASE).search("OAT MILK") is not None


def test_reading_a_message_compiles_no_pattern_the_second_time(monkeypatch) -> None:
    text = "I switched from my iPhone to a Pixel and I drive a Tesla now."
    first = slots_of(text)
    compiled: list[str] = []
    compile_ = re._compiler.compile  # type: ignore[attr-defined]

    def counted(pattern, flags=0):  # type: ignore[no-untyped-def]
        compiled.append(str(pattern))
        return compile_(pattern, flags)

    monkeypatch.setattr(re._compiler, "compile", counted)  # type: ignore[attr-defined]
    re.purge()  # ``re``'s own cache emptied: only patterns kept elsewhere stay compiled
    assert slots_of(text) == first
    assert not [one for one in compiled if one.startswith("(?<![\\w-])")]  # an option said
