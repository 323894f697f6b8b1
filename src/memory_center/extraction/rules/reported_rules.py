"""A rule someone else owns, reported by the user, and the same rule adopted for the assistant
(docs/extraction.md, "Session 27: standing rules said as instructions, someone else's rules, caps").

A statement that opens with an organisation or another person and a verb of ruling — "my company
requires …", "my boss makes us …", "our school says …", 我们公司规定…, 领导要求我们…, 我妈规定… — tells a
rule whose owner is not the user: the user reports it (often to complain about it), it is no standing
rule of theirs. It becomes the user's when a later clause hands it to the assistant: an order to the
assistant ("…, so book me economy from now on", 以后帮我订机票就按这个来, 你帮我叫车别超过这个数). A rule the
user states as their own order with the owner as its reason ("Keep hotels under $200 a night, that's
my company's cap") opens with the order, not with the owner, and is read as any order.

Pure word checks, no I/O. ``reported`` answers None (no reported rule), "" (reported only: no rule
of the user's) or the adopting order (what the assistant is told, read as the user's order).
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.directives import read_directive
from memory_center.extraction.rules.free_text import read_free_text
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.rule_slots import slotted_in
from memory_center.extraction.rules.said_gates import OTHERS
from memory_center.extraction.rules.shaped_orders import general_order
from memory_center.extraction.rules.split import clauses
from memory_center.extraction.rules.standing import read_lasting_order
from memory_center.extraction.rules.text import alternatives, compiled, english, trim

_PEOPLE_EN = "|".join(
    word for word in f"{w.KIN_EN}|{OTHERS[0]}".split("|") if word not in ("doctor", "therapist")
)
"""Another person; a doctor's word is the user's health, read as such (``directives``), not a report."""

_ORGANISATIONS_EN = (
    "company|employer|firm|office|work|workplace|school|university|college|uni|department|dept|hr|team"
    "|team lead|lead|editor|landlord|building|bank|gym|insurer|insurance|government|council|church|club"
    "|travel policy|expense policy|policy|rules|handbook|contract|ceo|director|supervisor|principal"
)
_RULING_EN = (
    r"says|said|requires|required|insists|insisted|wants|wanted|expects|mandates|demands|makes\s+(?:us|me)"
    r"|made\s+(?:us|me)|has\s+(?:us|me)|forces|forced|tells\s+(?:us|me)|told\s+(?:us|me)|won't\s+let|doesn't\s+let"
    r"|doesn't\s+allow|does\s+not\s+allow|only\s+allows|only\s+lets|allows\s+only|caps|limits|bans|banned"
    r"|forbids|has\s+a\s+(?:rule|policy)|(?:has|have)\s+(?:a\s+)?(?:strict\s+)?(?:rules?|polic(?:y|ies))"
)
_REPORTED_EN = compiled(
    r"^(?:ugh,?\s+|so\s+|well,?\s+|apparently,?\s+)?(?:my|our|the)\s+(?:[\w-]+\s+){0,2}?"
    rf"(?:{english(_ORGANISATIONS_EN)}|{english(_PEOPLE_EN)})(?:'s)?"
    rf"(?:\s+(?:now|still|always|also|just|really|literally|officially))?\s+(?:{_RULING_EN})\b"
)
_ORGANISATIONS_ZH = (
    "公司|单位|学校|部门|领导|老板|主管|上司|经理|物业|小区|医院|银行|团队|组里|班主任|校方|甲方|集团|总部"
)
_REPORTED_ZH = re.compile(
    rf"^(?:我们|我|咱们|咱)?(?:{_ORGANISATIONS_ZH}|{alternatives(w.KIN_ZH)})(?:的)?"
    r"(?:规定|要求|规矩|制度|政策|标准|条例|硬性规定|明文规定|说|让我们|让我|不让|不许|不准|只让|只允许|只准)"
)
_ADOPTED_EN = compiled(
    r"^(?:so|and|but|then)?\s*(?:please\s+)?(?:from\s+now\s+on\s*,?\s*|going\s+forward\s*,?\s*)?"
    r"(?P<order>(?:book|keep|stick|use|get|find|pick|choose|make|cc|copy|send|write|give|show|follow|apply"
    r"|plan|schedule|stay|limit|cap|only|always|never|don't|do\s+not)\b.*)$"
)
_ADOPTED_ZH = re.compile(r"^(?:所以|那|那就|因此)?(?P<order>.*(?:你|帮我|给我|替我|以后|今后).*)$")
_CLAUSE = re.compile(r"[，,;；]\s*")


def reported(statement: str) -> str | None:
    """None: no rule of someone else's opens the statement; "": a rule only reported (no rule of the
    user's); else the later clause that adopts it for the assistant (the user's order)."""
    text = trim(statement)
    if _REPORTED_EN.match(text) is None and _REPORTED_ZH.match(text) is None:
        return None
    for clause in _CLAUSE.split(text)[1:]:
        adopted = (
            _ADOPTED_ZH.match(trim(clause)) if _REPORTED_ZH.match(text) else _ADOPTED_EN.match(trim(clause))
        )
        if adopted is not None:
            return trim(adopted["order"]) or ""
    return ""


def adopted_order(order: str) -> Reading | None:
    """The order that adopts a reported rule, read as any order of the user's (its slot's key if any)."""
    reading = read_directive(order) or general_order(order, False) or read_lasting_order(order, order)
    return None if reading is None else slotted_in(reading, clauses(order))


def read_reported(statement: str) -> list[Reading] | None:
    """What a statement opening with someone else's rule keeps: its words as free text (no rule of the
    user's), or the order that adopts it; None when it is no such statement or its order reads as
    nothing (the statement is then read as usual)."""
    if (adopted := reported(statement)) is None:
        return None
    if adopted:
        return None if (order := adopted_order(adopted)) is None else [order]
    return [] if (free := read_free_text(statement)) is None else [free]
