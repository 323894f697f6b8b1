"""A liking of a pronoun with only adverbs after it ("love it here", "miss it so much") names no thing:
no preference is kept of "it here" (``rules.text.is_deictic``); a thing named beside it still is."""

import pytest

from extraction.test_rules_judgement import read as read_all
from memory_center.enums import MemoryType


def liked(text: str) -> list[str]:
    return [c.subject for c in read_all(text, task_id=None) if c.memory_type is MemoryType.PREFERENCE]


@pytest.mark.parametrize("text", ["I live in Denver, love it here", "I miss it so much", "I love it there"])
def test_a_pronoun_with_adverbs_is_no_thing(text: str) -> None:
    assert not any(subject.startswith(("it", "this", "them")) for subject in liked(text)), liked(text)


def test_a_thing_named_is_still_liked() -> None:
    assert "jazz" in " ".join(liked("I love jazz so much"))
