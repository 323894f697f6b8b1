"""What a candidate's own words cannot know and the fact held on its key tells (pure): whether a state
said to have ended is the one held, and the unit of an amount revised in a bare number.

**An ending ends only what is held.** A candidate saying a state ended (``CandidateDraft.ends`` set:
"I don't live in Lyon anymore" → ``user / residence = none``, ends "Lyon") is

- REJECTED ``ends_another_value`` when the held value is not the one it names (the user lives in
  Munich: the sentence is about another place, perhaps history, and the true residence stays);
- REJECTED ``nothing_to_end`` when nothing is held on the key ("I'm single", "I sold my car" with no
  partner or car known: there is nothing to end, and a bare "none" is no memory worth keeping);
- settled as usual otherwise: when it names no value ("I moved out", 我搬走了: ends "") or the one
  held, the held value is superseded by ``none`` (or ``unknown``).

A value names the held one when, normalised (``values.normalise_value``, articles dropped), one is
the other or contains it as whole words ("Siemens" ends "Siemens AG", 老师 ends 中学老师); a held
``none`` / ``unknown`` is settled as usual (a second "I quit" merges).

**A bare amount keeps the held unit.** A budget revised in a bare number ("Actually the budget is
500" after "800 EUR") keeps the held value's currency and period ("500 EUR"), as a later correction
does (``writepath.late_correction``): a number without its currency is the same money, not another one.
"""

import re
from dataclasses import replace

from memory_center.governance.policies import Decision, ExistingFact, Outcome, Reason, Screening
from memory_center.governance.values import normalise_value

ENDED_VALUES = frozenset({"none", "unknown"})
_ARTICLE = re.compile(r"^(?:the|a|an|my|our)\s+")
_BARE_AMOUNT = re.compile(r"^\d+(?:\.\d+)?$")


def _plain(text: str) -> str:
    return _ARTICLE.sub("", normalise_value(text))


def names_held(ended: str, held: str) -> bool:
    """Whether the value an ending names is the held one (or names none: "")."""
    said, kept = _plain(ended), _plain(held)
    if not said:
        return True
    if not kept:
        return False
    if said == kept:
        return True
    if said.isascii() and kept.isascii():
        short, long = sorted((said, kept), key=len)
        return re.search(rf"(?<!\w){re.escape(short)}(?!\w)", long) is not None
    return said in kept or kept in said


def refuse_ending(screening: Screening, existing: ExistingFact | None) -> Decision | None:
    """An ending with nothing held, or naming another value than the held one, is refused."""
    draft = screening.draft
    if draft.ends is None:
        return None
    if existing is None:
        message = "Says a state ended that is not held: nothing to end."
        return Decision(
            Outcome.REJECT, Reason.NOTHING_TO_END, message, draft=draft, amendments=screening.amendments
        )
    held = existing.object_value or ""
    if normalise_value(held) in ENDED_VALUES or names_held(draft.ends, held):
        return None
    message = "Says another value ended than the one held: the held value stays."
    return Decision(
        Outcome.REJECT, Reason.ENDS_ANOTHER_VALUE, message, draft=draft, amendments=screening.amendments
    )


def with_unit_of(amount: str, held: str) -> str:
    """A bare amount with the held amount's currency and period ("500", "800 EUR" → "500 EUR";
    "120", "150 USD/night" → "120 USD/night"); ``amount`` as it is when it has a unit of its own."""
    unit = held.partition(" ")[2]
    return f"{amount} {unit}" if unit and " " not in amount else amount


def keep_held_unit(screening: Screening, existing: ExistingFact | None) -> Screening:
    """A budget said in a bare number takes the held budget's unit."""
    draft = screening.draft
    value, held = draft.object_value or "", (existing.object_value or "") if existing else ""
    if not (draft.subject or "").endswith("budget") or not _BARE_AMOUNT.match(value) or not held:
        return screening
    if not _BARE_AMOUNT.match(held.partition(" ")[0]):
        return screening
    return replace(screening, draft=replace(draft, object_value=with_unit_of(value, held)))
