"""One more of a thing the user holds several of, said by itself (issue 24, session 27: pure).

"We have a cat called Miso" … "We also got a rabbit called Pepper"; 我有一个女儿 … 我儿子今年刚上小学;
"I love Italian food" … "Also really into Japanese food"; 我喜欢打羽毛球 … 周末偶尔也去游泳. The reader
keeps none of these second statements (no subject, an adverb of addition before the verb, a year said
with it), yet the held memory says what they are: one more item of a thing the user may have many of.
What a thing of many is comes from the schema's cardinality and from the kinds of everyday things:

- a multi-valued slot (``schema.SLOTS``, ``many``: pets, children) named by one of its cue words, in the
  held memory and in the statement; the statement names another cue (a rabbit beside a cat, 儿子 beside
  女儿), or the same one with a word of addition ("another cat", 还有一只猫);
- a kind of everyday thing the user may like or do several of (``KINDS_EN`` here, ``kinds_zh``:
  cuisines, sports, languages): the statement names another member with a word of addition ("also",
  "too", "another", 也, 还): without one, a new member may be a change of taste (``held_tastes``).

The statement is kept beside the held memory (``beside``: its words, to be stored as free text), ending
nothing: a single-valued slot is never read here (its new value replaces: ``rules.anew``). It must be
the user's own as it is: no question, plan, hypothetical or denial, no one-off ("tried surfing once",
今天), and no other person before the item (我姐姐的儿子, "my friend's dog").
"""

import re
import unicodedata
from collections.abc import Iterable

import memory_center.extraction.rules.words as w
from memory_center.extraction.kinds_zh import kind_names
from memory_center.extraction.rules.split import statements
from memory_center.extraction.rules.text import alternatives, compiled, english
from memory_center.extraction.schema import SLOTS
from memory_center.governance.lasting import says_one_time
from memory_center.kit.word_patterns import word_pattern

MAX_CHARS = 160

KINDS_EN: dict[str, str] = {
    # Everyday things a user likes or does several of, by kind (data; Chinese ones: ``kinds_zh``)
    "cuisine": (
        "italian|japanese|thai|mexican|chinese|indian|korean|french|greek|spanish|vietnamese|lebanese"
        "|turkish|ethiopian|moroccan|peruvian|caribbean|middle eastern|sushi|ramen|pizza|pasta|tacos"
        "|curry|dim sum|pho|bbq|barbecue|tapas|dumplings"
    ),
    "exercise": (
        "tennis|rowing|swimming|running|cycling|football|soccer|basketball|badminton|yoga|pilates"
        "|climbing|bouldering|golf|hiking|surfing|skiing|boxing|squash|padel|volleyball|rugby|cricket"
        "|table tennis|crossfit|karate|judo|dancing|salsa|weightlifting|spinning|kayaking|sailing"
    ),
    "language": (
        "english|spanish|portuguese|french|german|italian|japanese|korean|mandarin|cantonese|chinese"
        "|arabic|russian|dutch|hindi|swedish|polish|turkish|greek|vietnamese|thai"
    ),
}
"""Each kind, then its members (``|``-separated, whole words)."""

_MANY = tuple(slot for slot in SLOTS if slot.many and not slot.constraint and slot.value == "person")
"""The multi-valued slots whose items are named by a cue word (pets, children)."""
_ADDED = compiled(
    rf"{english('also|too|another|as well|one more|a second|second|plus|besides|in addition')}"
    r"|也|还有|还|另外|另一|又"
)
_NOT_OWN = compiled(
    rf"[?？]|吗|{english('if|unless|would|could|might|maybe|perhaps|hope|wish|plan|planning|thinking of')}"
    rf"|{english('going to|gonna|want to|wanna|will|should|no|not|never|no longer|n.t')}"
    r"|如果|要是|假如|万一|打算|准备|想要|希望|不|没|别"
)
_ONCE = compiled(
    rf"{english('once|tried|try|trying|today|tonight|yesterday|this weekend|last night|this morning')}"
    r"|试过|试了|一次|上次|那次|今天|今晚|昨天|刚才"
)
"""A one-off: a thing tried once, done today, is no item the user has or does."""
_OTHER_BEFORE = compiled(
    rf"\b(?:{alternatives(w.KIN_EN)})s?\b|\b(?:his|her|their|he|she|they)\b"
    rf"|{alternatives(w.KIN_ZH)}的|[他她]的|朋友|同事|邻居|别人"
)
"""Another person before the item: "my sister's dog", "my sister also got a rabbit", 我姐姐的儿子."""
_FIRST = compiled(rf"{english('i|me|my|mine|we|us|our|ours')}|\bi['’]m\b|\bwe['’](?:re|ve)\b|我|咱|家里|家")
"""The user said as having or doing the item (or a word of addition: "Also really into …")."""
_CLAUSE = re.compile(r"[,，;；:：]|\s[—–-]\s")


def may_add(message: str) -> bool:
    """Whether a message may add an item of a thing of many (pure, cheap: before any memory is read): a
    short statement naming a cue of a multi-valued slot, or a word of addition and an everyday thing."""
    text = unicodedata.normalize("NFKC", message).strip()
    if not 0 < len(text) <= MAX_CHARS:
        return False
    if any(_cues(text, slot.cues) for slot in _MANY):
        return True
    return _ADDED.search(text) is not None and bool(_kinds(text))


def beside(held: Iterable[str], message: str) -> str | None:
    """The statement of ``message`` that adds one more item of a thing of many that one of the ``held``
    memories' texts names; None when there is none."""
    text = unicodedata.normalize("NFKC", message).strip()
    if not 0 < len(text) <= MAX_CHARS:
        return None
    said = statements(text)
    if len(said) != 1:
        return None
    statement = said[0].strip()
    if re.search(r"[?？]|吗", statement) or says_one_time(statement):
        return None
    for held_text in held:
        at = _one_more(held_text, statement)
        if at is not None and _own_item(statement, at):
            return statement.rstrip("。.!！ ")
    return None


def _own_item(statement: str, at: int) -> bool:
    """Whether the clause that names the item (at ``at``) says it as the user's own, as it is, with no
    other person before it."""
    bounds = [match.end() for match in _CLAUSE.finditer(statement[:at])]
    start = bounds[-1] if bounds else 0
    end = match.start() if (match := _CLAUSE.search(statement, at)) is not None else len(statement)
    clause = statement[start:end]
    if _NOT_OWN.search(clause) or _ONCE.search(statement):
        return False
    if not (_FIRST.search(statement) or _ADDED.search(statement)):
        return False  # "Rabbits are so cute": no item the user has
    return not _OTHER_BEFORE.search(statement[:at])


def _one_more(held: str, statement: str) -> int | None:
    """Where the statement names another item of a thing of many the held text names, or None."""
    added = _ADDED.search(statement) is not None
    for slot in _MANY:
        ours, theirs = _cues(held, slot.cues), _cues(statement, slot.cues)
        if ours and theirs and (set(theirs) - set(ours) or added):
            return min(theirs.values())
    if not added:
        return None
    ours_k, theirs_k = _kinds(held), _kinds(statement)
    if not ours_k or not theirs_k or set(theirs_k) & set(ours_k):
        return None  # none, or the held item said again
    shared = {kind for _, kinds in ours_k.values() for kind in kinds}
    if not shared & {kind for _, kinds in theirs_k.values() for kind in kinds}:
        return None
    return min(at for at, _ in theirs_k.values())


def _cues(text: str, cues: tuple[str, ...]) -> dict[str, int]:
    """The cue words a text names, each with where it first says it."""
    folded = text.casefold()
    found: dict[str, int] = {}
    for cue in cues:
        if cue not in folded:
            continue  # the pattern holds the cue as it is: no match without it
        pattern = re.escape(cue) if not cue.isascii() else rf"\b{re.escape(cue)}s?\b"
        if (match := word_pattern(pattern).search(folded)) is not None:
            found[cue] = match.start()
    return found


def _kinds(text: str) -> dict[str, tuple[int, frozenset[str]]]:
    """The everyday things a text names, each with where it first says it and its kinds."""
    folded = text.casefold()
    found = {name: (folded.find(name), kinds) for name, kinds in kind_names(text).items()}
    for kind, names in KINDS_EN.items():
        for name in names.split("|"):
            if name not in folded:
                continue  # the pattern holds the name as it is: no match without it
            if (match := word_pattern(rf"\b{re.escape(name)}\b").search(folded)) is not None:
                at, kinds = found.get(name, (match.start(), frozenset()))
                found[name] = (at, kinds | {kind})
    return found
