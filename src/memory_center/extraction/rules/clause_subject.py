"""Whose clause a value is in: a person named as the clause's subject (pure; docs/extraction.md,
"Session 28: whose fact, which part, how long").

"Dee moved to Chicago for work, I'm keeping the flat", "Ana moved to Berlin last month, so Joe and I
are hunting for a housemate", 阿雅下个月搬去广州了，我还住这边, 小林去深圳工作了: the first person of the
message is in another clause; the value's own clause opens with someone else, named by their name.
The readers that place a value in a slot of the user's (the frames, the Chinese held-kind reader, slots
by meaning) ask ``named_before`` of the words between the clause's start and the value.

A name here is a shape, not a list of names:

- English: one or two capitalised words ("Dee", "Ana and Joe") that are no lead, pronoun, month or
  weekday and no verb form (-ed, -ing: "Moved to Leeds", "Rented a flat in …"), nor an adverb in -ly
  ("Finally moved"), nor a name the reader knows as a thing (``not_names``: a brand, a place), followed
  by up to four lower-case words of one clause ("Dee moved to", "Ana just bought a house in");
- Chinese: a nickname (阿雅, 小林, 老王) or a surname with one or two characters (张伟, 林晓), followed only
  by words of time and at most three characters of a verb (去, 搬去, 调到); never a word that is a
  thing, time or place (小区, 老家, 周末, 小米, 阿里) nor one with 我 after it (小林和我搬去…).
"""

import re

from memory_center.extraction.rules.text import alternatives, listed
from memory_center.extraction.rules.typed import SURNAMES_ZH
from memory_center.extraction.schema import OPTION_SLOT

_NOT_NAMES_EN = frozenset(
    listed(
        "i|we|you|he|she|they|it|this|that|there|these|those|the|a|an|my|our|your|his|her|their|just|also|and"
        "|but|so|then|now|today|yesterday|tonight|last|next|this|still|well|oh|ok|okay|yes|no|btw|anyway|plus"
        "|update|hey|hi|sorry|wait|actually|since|after|before|when|once|home|work|everyone|everybody|nobody"
        "|someone|somebody|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march"
        "|april|may|june|july|august|september|october|november|december|got|get|went|took|left|been|had|have"
        "|has|did|do|does|was|were|is|are|will|would|can|could|should|might|must|lol|tbh|ngl|honestly|finally"
        "|made|sold|bought|gave|kept|put|brought|found|paid|sent|spent|built|set|let|told|met|ate|drank|saw|came"
        "|became|began|chose|drove|rode|wore|won|lost|swapped|said|thought|felt|heard|made|ran|sat|stood|grew"
        # numbers and amounts open a span of time, no person ("Two months into the … job")
        "|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|several|couple|half|many|some"
    )
)
_NAME_EN = r"(?-i:[A-Z][a-z'-]+)"
_ADVERBS_EN = r"just|finally|recently|already|also|officially|actually|has|had|have|now|then|eventually"
_JOINS_EN = "so|and|but|because|then|or|since|when|after|before|while|until"
"""A word that opens another clause: the value after it has its own subject ("Deliveroo got too pricey so
switched to Uber Eats": the user's)."""
_PREPOSITIONS_EN = "at|in|for|with|of|on|from|to|by|near|over|after|before|around"
"""Right after a capitalised word, a preposition makes it a thing, not a person doing something ("Payroll at
Costco keeps me busy")."""
_SUBJECT_EN = re.compile(
    rf"^\s*(?:(?:and|so|but|then|well|oh|btw|anyway|plus|update:?|news:?)\s+)?"
    rf"(?P<names>{_NAME_EN}(?:\s+(?:and|&)\s+{_NAME_EN})?)"
    rf"(?:\s+(?:{_ADVERBS_EN}))*(?!\s+(?:{_PREPOSITIONS_EN})\b)"
    rf"(?:\s+(?!(?:{_JOINS_EN})\b)(?-i:[a-z'-]+)){{0,4}}\s*$",
    re.IGNORECASE,
)
_FIRST_PERSON = re.compile(r"\b(?:i|me|my|mine|we|us|our)\b", re.IGNORECASE)
"""The user in the words before the value, however written ("We've", "Sam and I", "me and Jo")."""
_VERB_FORM = re.compile(r"(?:\w{3,}ed|\w{2,}ing|\w{3,}ly)$", re.IGNORECASE)

_TIME_ZH = (
    "下个月|上个月|下周|上周|这个月|这周|今年|去年|明年|前阵子|前段时间|最近|刚刚|刚|已经|也|就|终于|早就|月初|月底"
    "|年初|年底|春节后|国庆后"
)
_SUBJECT_ZH = re.compile(
    rf"^\s*(?P<name>[阿小老][\u4e00-\u9fff]|[{SURNAMES_ZH}][\u4e00-\u9fff]{{1,2}}?)"
    rf"(?:{alternatives(_TIME_ZH)})*[\u4e00-\u9fff]{{0,3}}$"
)
NOT_PERSONS_ZH = (
    # Words of the name's shape that are a thing, a time, a place or a kind of person (data).
    "小区|小时|小孩|小朋友|小店|小镇|小城|小学|小米|小红书|小鹏|小组|小院|小屋|小姐|小伙|老家|老公|老婆|老板|老师|老人"
    "|老外|老城|老街|老房|老妈|老爸|老大|老二|老三|阿里|阿姨|周末|周一|周二|周三|周四|周五|周六|周日|高铁|高中|金山"
    "|黄山|江苏|江西|石家|林地|万达|方便|白天|夏天|任何|何时|马上|朱家|钱包|孙子|孙女|叶子|田园|程序|史上|陶瓷"
)
_NOT_PERSONS_ZH = tuple(NOT_PERSONS_ZH.split("|"))


def named_before(before: str, *, not_names: tuple[str, ...] = ()) -> bool:
    """Whether the words before a value in its clause open with a person named by name as its subject
    (``not_names``: more words that are no person, such as the places and organisations a reader
    knows)."""
    if "我" in before or _FIRST_PERSON.search(before):
        return False
    if (found := _SUBJECT_EN.match(before)) is not None:
        words = re.split(r"\s+(?:and|&)\s+", found["names"])
        known = {name.casefold() for name in not_names}
        return all(
            word.casefold() not in _NOT_NAMES_EN
            and word.casefold() not in known
            and (len(word) <= 3 or word.casefold() not in OPTION_SLOT)  # Monzo, Spotify; not Ana, Max
            and not _VERB_FORM.search(word)
            for word in words
        )
    if (zh := _SUBJECT_ZH.match(before)) is not None:
        rest = before[zh.start("name") :]
        return not rest.startswith((*_NOT_PERSONS_ZH, *not_names))
    return False
