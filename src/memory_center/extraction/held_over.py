"""A held value spoken of as over (pure): the sign that a new value of its kind replaces it
(docs/extraction.md, "Session 24: a held value spoken of as over").

A switch often has no change word at all: "Neovim has taken over my life, VS Code felt so sluggish",
"Bolt for every ride, the Uber surge pricing drove me mad", 瑞幸九块九真香，星巴克以前真是被坑了. What tells
it is how the held value is spoken of beside the new one, in its own clause:

- in English, in the past tense of a state right after it (``was``, ``got``, ``felt``, ``kept``, ``used
  to``, "drove me mad"; "Sainsbury's prices were getting silly": up to two words of its own between),
  not a past event ("Costco had a sale"), or judged bad
  (``kinds_en.TURNED_AGAINST_EN``, read by ``held_kinds`` already);
- in Chinese, with a word of the past (以前, 之前, 那会儿) or of a standing complaint (老是, 总是) after it.

A held value the same clause still holds ("Spotify is still where my playlists are", "I'm not leaving
Spotify", 还是习惯网易云) is not over: a look-alike. A value spoken of as over is only a sign about the
held value; which slot the new value fills stays ``held_kinds.replacing``'s (the kind comparison).

``option_slots``: every single-valued option slot a listed name is a value of (Monzo: a bank and a way to
pay), where ``held_kinds_en`` keeps one; the held slot then decides which of them the name fills.
"""

import functools
import re

from memory_center.extraction.kinds_en import BRANDS_EN
from memory_center.extraction.schema import SLOTS

_PAST_EN = (
    r"was|were|wasn't|weren't|got|felt|kept|used to|became|stopped|drove|charged|crashed|died|broke|sucked"
    r"|cost me|let me down"
)
"""A past tense of a state or a standing complaint after a held value: the state it names is over
(data). Not a past event ("Costco had a sale on tyres", "Monzo emailed me"): that is news of it."""
_OVER_AFTER_EN = re.compile(
    rf"^(?:'s)?(?:\s+(?!(?:is|are|still|has|have)\b)[a-z]+){{0,2}}?"
    rf"\s+(?:(?:just|always|so|really|constantly|basically|actually|totally)\s+)?(?:{_PAST_EN})\b",
    re.IGNORECASE,
)
_STILL_EN = re.compile(
    r"\b(?:still|not leaving|not going anywhere|sticking with|stick with|stay(?:s|ing)?|keep using|main|"
    r"favourite|favorite|go-to|forever)\b",
    re.IGNORECASE,
)
"""A held value the clause still holds ("Spotify is still where my playlists are")."""

_OVER_ZH = re.compile("以前|之前|那会儿|那时候|原来|过去|曾经|老是|总是|动不动")
"""After a held value in a Chinese clause: its time is over, or it is a standing complaint (data)."""
_STILL_ZH = re.compile("还是|依然|仍然|照样|继续|主力|一直用|离不开")


def spoken_as_over(clause: str, old: str) -> bool:
    """Whether a clause names a held value as over: in the past tense or as a standing complaint right
    after it, and not as still held."""
    if not old or not clause:
        return False
    folded, name = clause.casefold(), old.casefold()
    at = folded.find(name)
    if at < 0:
        return False
    after = clause[at + len(name) :]
    if re.search(r"[\u4e00-\u9fff]", clause):
        return _OVER_ZH.search(after) is not None and _STILL_ZH.search(clause) is None
    if at and folded[at - 1].isalnum():
        return False  # inside another word
    return _OVER_AFTER_EN.match(after) is not None and _STILL_EN.search(clause) is None


@functools.cache
def _option_rows() -> dict[str, frozenset[str]]:
    slots: dict[str, set[str]] = {}
    for slot in SLOTS:
        if slot.many or slot.constraint or slot.by_option or slot.value != "option":
            continue
        for option in slot.options:
            slots.setdefault(option.casefold(), set()).add(slot.name)
    for name, listed in BRANDS_EN.items():
        for brand in listed.split("|"):
            slots.setdefault(brand, set()).add(name)
    return {name: frozenset(found) for name, found in slots.items()}


def option_slots(value: str) -> frozenset[str]:
    """Every single-valued option slot a listed name is a value of (Monzo: bank, payment_method)."""
    return _option_rows().get(value.casefold().strip(), frozenset())


def may_keep(text: str) -> bool:
    """Cheap: a message with a word that may say a held value is still held."""
    return (_STILL_ZH if re.search(r"[\u4e00-\u9fff]", text) else _STILL_EN).search(text) is not None


def still_held(text: str, old: str) -> bool:
    """Whether a message says a held value is still held, in a clause that names it ("I'm not leaving
    Spotify", "Spotify is still where my playlists are", 还是习惯网易云): a new value of its slot said
    beside it is a look-alike, no replacement (docs/extraction.md, "Session 24")."""
    if not old:
        return False
    name = old.casefold()
    for clause in re.split(r"[,;.!?，。；！？]|\bbut\b", text):
        folded = clause.casefold()
        if name not in folded or spoken_as_over(clause, old):
            continue
        still = _STILL_ZH if re.search(r"[\u4e00-\u9fff]", clause) else _STILL_EN
        if still.search(clause):
            return True
    return False


_NOW_EN = re.compile(r"\b(?:now|these days|nowadays|from now on|from here on)\b", re.IGNORECASE)
_NEW_NAME_EN = re.compile(
    r"^(?:(?:and|so|but|honestly|well|ok|okay)\s+)*(?!(?:I|I'm|I've|The|My|Our|It|It's|That|This|We|Now)\b)"
    r"(?P<value>[A-Z][\w&'+.-]*(?:\s+[A-Z][\w&'+.-]*){0,2})\b"
)
_PERSON_EN = re.compile(
    r"^(?:(?:and|so|but|honestly|well)\s+)?(?:i|i'm|i've|we|we're|we've)\b(?!.*\b(?:it|them|that)\b)",
    re.IGNORECASE,
)
"""A clause of what the user does now, about no thing named before ("I love it now" is of the held one)."""


def may_be_over(text: str) -> bool:
    """Cheap: an English message with a word of now and a past tense that may speak of a held value as
    over ("Ally for everything now, Chase's fees were ridiculous")."""
    return (
        not re.search(r"[\u4e00-\u9fff]", text)
        and _NOW_EN.search(text) is not None
        and (re.search(rf"\b(?:{_PAST_EN})\b", text, re.IGNORECASE) is not None)
    )


def over_for(text: str, old: str) -> tuple[bool, str | None]:
    """Whether an English message speaks of a held value as over in one clause while another clause
    says what holds now (docs/extraction.md, "Session 25: switches, corrections and one-offs"); and the
    new value, when that clause opens with a name ("Ally for everything now, Chase's fees were
    ridiculous": Ally). (False, None) when the held value is not spoken of as over, or no clause says
    what holds now, or a clause still holds it."""
    parts = [part.strip() for part in re.split(r"[,;.!?]|\s+[—–-]\s+", text) if part.strip()]
    name = old.casefold()
    if not any(spoken_as_over(part, old) for part in parts) or still_held(text, old):
        return False, None
    for part in parts:
        if name in part.casefold() or _NOW_EN.search(part) is None:
            continue
        found = _NEW_NAME_EN.match(part)
        if found is not None and found["value"].casefold() != name:
            return True, found["value"]
        if _PERSON_EN.search(part):
            return True, None  # "I'm in Hokas for all my runs now": what holds now, no name first
    return False, None
