"""The detector's memory of clean texts keeps two generations (governance/clean_texts.py)."""

from memory_center.governance import sensitive
from memory_center.governance.clean_texts import CleanTexts


def test_a_text_asked_again_survives_the_rotation_and_a_text_said_once_passes_through() -> None:
    memory = CleanTexts(3)
    for text in ("user-1", "once-1", "once-2"):
        memory.add((text, False))
    memory.add(("once-3", False))  # the newer was full: it became the older
    assert ("user-1", False) in memory  # found in the older: moved back to the newer
    for text in ("once-4", "once-5"):
        memory.add((text, False))  # the newer is full again: the older (once-1 …) is dropped
    memory.add(("once-6", False))
    assert ("user-1", False) in memory
    assert ("once-1", False) not in memory
    assert ("user-1", True) not in memory  # the e-mail policy is part of the key


def test_only_clean_texts_are_remembered_and_a_remembered_one_is_still_answered_clean() -> None:
    secret = "my password is hunter2-Blue"
    assert sensitive.find_sensitive(secret, include_email=False)
    assert (secret, False) not in sensitive._clean
    assert sensitive.find_sensitive("user-77", include_email=False) == []
    assert ("user-77", False) in sensitive._clean
    assert sensitive.find_sensitive("user-77", include_email=False) == []
    assert sensitive.find_sensitive(secret, include_email=False)  # detected again, never remembered


def test_clear_forgets_both_generations() -> None:
    memory = CleanTexts(2)
    for text in ("a", "b", "c"):
        memory.add((text, False))
    memory.clear()
    assert len(memory) == 0 and ("c", False) not in memory and ("a", False) not in memory
