"""Standing rules said as requirements on everything of a kind, not as orders: "Every hotel you book
for me needs a gym", "Any flight longer than six hours has to be business class", "Whatever restaurant
you pick, it has to have vegetarian options", "All my train tickets should be first class", "Meetings
should never be scheduled on Friday afternoons", "Always file my receipts in the Finance folder",
所有的会议都要提前一天提醒我, 出差住的酒店都要离地铁站近, 我的行程单一律发到我的工作邮箱.

The shape, not the words: a kind said for every time (a universal word: every, all, any, whatever,
所有, 凡是, 任何; a plural kind; or the universal 都 / 一律 after a kind) and a modal of obligation
(needs, must, has to, should, 要, 得, 必须) → a CONSTRAINT on what is required (``required``) or
forbidden (``never``). "Always <any verb> …" is an order for every time whatever the verb. A kind
pointed at ("the room", "this hotel", 这家酒店) is one occasion, not a rule; a time of one occasion
makes it one-time as for every reading (``governance.lasting``).
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType
from memory_center.extraction.rules.model import NEVER, REQUIRED, STANCE, Reading
from memory_center.extraction.rules.text import compiled, en_thing, english, is_deictic, trim, zh_thing

_EN_NEGATIVE = (
    r"should\s+never|must\s+never|must\s+not|mustn't|should\s+not|shouldn't|can\s+never|can't|cannot"
    r"|may\s+never"
)
_EN_POSITIVE = (
    r"needs?|must(?:\s+always)?|has\s+to|have\s+to|should(?:\s+always)?|ought\s+to|(?:is|are)\s+required\s+to"
)
_EN_FILLER = r"(?:\s+(?:always|all|also))?(?:\s+(?:to\s+)?(?:have|be|include|come\s+with|get|offer))?"

_EN_EVERY = compiled(
    r"^(?:every|each|all|any|whatever|whichever|all\s+of)\s+(?:(?:my|our|the)\s+)?(?P<kind>[\w' -]{1,40}?)"
    r"(?:\s+(?:you|that\s+you|which\s+you|we|i)\s+[\w' ]{1,30}?)?(?:\s*,\s*(?:it|they)|\s+(?:it|they))?"
    rf"\s+(?:(?P<neg>{_EN_NEGATIVE})|{_EN_POSITIVE}){_EN_FILLER}\s+(?P<rest>.+)$"
)
_EN_KIND = compiled(
    r"^(?:(?P<own>my|our|all\s+(?:my\s+|our\s+)?)\s*)?(?P<kind>[a-z][\w' -]{1,30}?)"
    rf"\s+(?:(?P<neg>{_EN_NEGATIVE})|{_EN_POSITIVE}){_EN_FILLER}\s+(?P<rest>.+)$"
)
"""A plural kind, the user's or any ("my tickets", "all my train tickets", "meetings"): "the room has to
have a view" or "my flight has to be rebooked" is one occasion, not a rule; people are no kind."""
_EN_ALWAYS = compiled(
    r"^(?:please\s+)?(?:make\s+sure\s+(?:you\s+|to\s+)?)?always\s+(?P<verb>[a-z]+)\s+(?P<rest>.+)$"
)
_EN_WHENEVER = compiled(
    r"^(?:whenever|every\s+time|each\s+time|any\s+time)\s+you\s+(?:book|get|reserve|order|pick|choose|find"
    r"|arrange|buy|rent|plan)\s+(?:me\s+|us\s+)?(?:an?\s+|the\s+|my\s+|our\s+)?(?P<kind>[\w' -]{1,30}?)"
    r"(?:\s+for\s+(?:me|us))?\s*,?\s*(?:please\s+)?(?:(?P<neg>don't|do\s+not|never)\s+)?"
    r"(?:make\s+sure\s+(?:it's|it\s+is|it\s+has|to\s+get|to\s+book|you\s+get|you\s+book)|make\s+it|get|book"
    r"|choose|pick|go\s+for|ask\s+for|it\s+(?:has|needs)\s+to\s+(?:be|have)|it\s+should\s+(?:be|have))"
    r"\s+(?:me\s+|us\s+)?(?P<rest>.+)$"
)
"""An order for every occasion of a kind ("Whenever you book a hotel for me, make it a non-smoking
room", "Every time you order lunch for us, don't get anything with nuts")."""
_EN_NOT_A_VERB = compiled(
    r"^(?:i|you|he|she|it|we|they|the|a|an|my|your|so|very|really|happy|glad|good|nice|great|fun|been|was|were"
    r"|is|are|am|had|has|have|did|do|does|get|got|seems?|feels?|looks?|sounds?|on|in|at|there|here|late|early"
    r"|busy|tired|hungry|forget|forgets|forgot|lose|loses|lost|end|ends|ended)$"
)
"""Words after "always" that make it a habit or a description ("always late", "always the same")."""
_EN_ONE_OCCASION = compiled(
    r"^(?:the|this|that|these|those|it|he|she|they|you|we|i)\b|\b(?:today|tonight|tomorrow)\b"
)
_EN_SOMEONE = compiled(r"\b(?:i|we|you|he|she|they)\b")
"""Someone inside the kind ("every morning I need coffee"): a habit of theirs, not a kind of thing."""
_EN_PERSON = compiled(rf"\b(?:{english(w.KIN_EN)}|everyone|people|guests|things|prices|we|you|they)\b")

_ZH_NEGATIVE = "不要|不能|不许|不准|别|不得|不可以"
_ZH_POSITIVE = "一定要|必须要|必须|一定得|都得|需要|应该|要|得"
_ZH_EVERY = re.compile(
    r"^(?:以后)?(?:所有的?|每一?个|每家|每次|凡是|任何|全部的?|一切)(?P<kind>[^，,他她它你您大家]{1,10}?)"
    rf"(?:[，,])?(?:都|一律|统统|全都|全部)(?:(?P<neg>{_ZH_NEGATIVE})|{_ZH_POSITIVE})(?P<rest>.+)$"
)
_ZH_KIND = re.compile(
    r"^(?P<kind>[^，,他她它你您们大家我今明昨这那]{2,10}?)(?:都|一律|统统|全都)"
    rf"(?:(?P<neg>{_ZH_NEGATIVE})|{_ZH_POSITIVE})(?P<rest>.+)$"
)
"""A kind first and 都 after it (出差住的酒店都要离地铁站近): not a person (我们都要…, 大家都…) nor a time
of one occasion (今天, 明天, 这次)."""
_ZH_AS_ONE = re.compile(
    r"^(?P<kind>[^，,他她它你您们大家今明昨这那]{0,10}?)(?:一律|统一|统统)(?P<neg>不要|别|不)?(?P<rest>[\u4e00-\u9fff].+)$"
)
"""一律 / 统一 + any verb: one way for every time (我的行程单一律发到我的工作邮箱)."""
_ZH_TIME_KIND = re.compile(r"^(?:周末|平时|每天|天天|晚上|早上|最近|上班|工作日|节假日|假期)")
"""A time as the "kind" (周末都要加班): the user's own routine, not a rule for the agent."""


def read_requirement(clause: str) -> Reading | None:
    """A requirement on everything of a kind, or None (``clause``: NFKC, trimmed)."""
    text = trim(clause)
    if re.search(r"[\u4e00-\u9fff]", text):
        return _read_zh(text)
    return _read_en(text)


def _read_en(text: str) -> Reading | None:
    if match := _EN_WHENEVER.match(text):
        return _rule(en_thing(match["rest"], strip_verbs=False), NEVER if match["neg"] else REQUIRED)
    if (match := _EN_EVERY.match(text)) and not _EN_SOMEONE.search(match["kind"]):
        return _rule(en_thing(match["rest"]), NEVER if match["neg"] else REQUIRED)
    if (match := _EN_KIND.match(text)) and not _EN_ONE_OCCASION.search(match["kind"]):
        kind = trim(match["kind"])
        if kind.endswith("s") and not _EN_PERSON.search(kind):
            said = f"{kind} {match['rest']}"
            return _rule(en_thing(said, strip_verbs=False), NEVER if match["neg"] else REQUIRED)
    if (match := _EN_ALWAYS.match(text)) and not _EN_NOT_A_VERB.match(match["verb"]):
        return _rule(en_thing(f"{match['verb']} {match['rest']}", strip_verbs=False), REQUIRED)
    return None


def _read_zh(text: str) -> Reading | None:
    match = _ZH_EVERY.match(text)
    if match is None and (kinded := _ZH_KIND.match(text)) and not _ZH_TIME_KIND.match(kinded["kind"]):
        match = kinded
    if match is not None:
        return _rule(zh_thing(match["rest"]) or zh_thing(match["kind"]), NEVER if match["neg"] else REQUIRED)
    if (match := _ZH_AS_ONE.match(text)) and not _ZH_TIME_KIND.match(match["kind"]):
        return _rule(zh_thing(match["rest"]), NEVER if match["neg"] else REQUIRED)
    return None


def _rule(subject: str, value: str) -> Reading | None:
    subject = trim(subject)
    if not subject or is_deictic(subject):
        return None
    return Reading(MemoryType.CONSTRAINT, subject, STANCE, value, lasting=True)
