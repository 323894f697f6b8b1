"""``one_of`` is ``alternatives`` as a trie: the same matches, in the same places, the longest first."""

import random
import re

import pytest

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.text import alternatives, one_of

LISTS = sorted(
    value for name, value in vars(w).items() if name.isupper() and isinstance(value, str) and "|" in value
)


def _texts(words: list[str], rng: random.Random) -> list[str]:
    """Texts that hold the words, their starts and ends, their upper-case forms and longer words."""
    pieces = [*words, *(word[: len(word) // 2 + 1] for word in words), *(word + "s" for word in words)]
    pieces += [word.upper() for word in words[:20]] + ["", "x", "我", "the", "不"]
    return [" ".join(rng.choice(pieces) for _ in range(rng.randrange(1, 6))) for _ in range(300)] + [
        "".join(rng.choice(pieces) for _ in range(4)) for _ in range(100)
    ]


@pytest.mark.parametrize("listed", LISTS)
def test_the_trie_matches_what_the_alternation_matches(listed: str) -> None:
    rng = random.Random(len(listed))
    words = [word for word in listed.split("|") if word]
    for flags in (0, re.IGNORECASE):
        plain, trie = re.compile(alternatives(listed), flags), re.compile(one_of(listed), flags)
        bounded = re.compile(rf"\b{one_of(listed)}s?\b", flags)
        plain_bounded = re.compile(rf"\b{alternatives(listed)}s?\b", flags)
        for text in _texts(words, rng):
            assert [m.span() for m in trie.finditer(text)] == [m.span() for m in plain.finditer(text)], text
            assert [m.span() for m in bounded.finditer(text)] == [
                m.span() for m in plain_bounded.finditer(text)
            ], text


def test_the_longest_word_wins_and_prefixes_share_a_branch() -> None:
    pattern = one_of("ab|abc|b")
    assert pattern == "(?:(?:ab(?:c)?|b))"
    assert re.match(pattern, "abcd")[0] == "abc"  # type: ignore[index]
    assert re.match(rf"{pattern}d", "abd")[0] == "abd"  # type: ignore[index]


def test_branches_that_differ_only_in_case_keep_the_plain_order() -> None:
    """Under IGNORECASE "Kab" and "ka" would both start at "k…": the plain alternation is kept."""
    assert one_of("ka|Kab") == alternatives("ka|Kab")
    assert re.search(one_of("ka|Kab"), "xkab", re.IGNORECASE)[0] == "kab"  # type: ignore[index]
    assert one_of("\u212aab|ka") == alternatives("\u212aab|ka")  # the Kelvin sign is a "k" to IGNORECASE
