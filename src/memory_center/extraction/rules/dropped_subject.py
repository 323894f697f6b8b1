"""The subject people drop in English chat, said again before anything reads the message (issue 24,
point 5: nothing a user says about themselves is dropped).

"can't stand jazz", "ditched firefox, using brave instead", "been listening to coltrane all week",
"obsessed with my new air fryer": a clause that opens with a verb form no order to the assistant takes
is the user's own, with its "I" left out. Every reader, gate and held-memory step is written for the
sentence with its subject, so one rewrite here serves them all, and the memory keeps the full sentence
("I ditched firefox"). docs/extraction.md, "The dropped subject".

A clause gets "I " (or "I'm ", "I've ") when, after a lead word ("honestly", "lol", "ok so"), it opens

- with a verb in the past tense (a regular "-ed" form or one of the common irregular ones): no order is
  said in the past ("closed out chase", "moved everything over to ynab", "got a dog last week");
- with an "-ing" form that is not the subject of its own clause ("using brave instead", but not
  "running is my thing") and no noun that ends in "-ing" ("morning runs", "wedding in Porto");
- with "been" ("been vegan for years") or a state said of a person ("obsessed with", "allergic to",
  "vegan", "married");
- with a negation or a frequency before a verb of taste, food or ownership ("can't stand", "don't eat",
  "never drink", "always get") — not before a verb an order takes ("never book me …", "don't use emojis");
- with a verb of taste in its base form ("love", "hate", "adore", "enjoy"), never an order to the
  assistant.

A clause after the first one gets the subject only when the sentence so far is the user's own (it opened
with "I", or its subject was restored): "my sister is great, moved to Berlin" leaves the sister's move
hers. Chinese needs none of this: its readers are written for the subject left out.

The owner of a thing is dropped as well: a first clause that opens with a bare noun, a copula or a colon
and a typed value ("Phone's a Pixel 7", "Running shoes: Asics Novablast") gets "My " (``own_sphere``,
docs/extraction.md "Session 30: statements of the user's own sphere"); a discourse opener before it
("Just so you have it,") says nothing, and the clause after it is the first.
"""

import functools
import re

from memory_center.extraction.rules.own_sphere import BARE_OWN_EN, is_opener

LEADS = (
    r"(?:(?:honestly|tbh|ngl|lol|lmao|haha|ha|ok|okay|so|sooo+|well|yeah|yep|nah|oh|ugh|welp|anyway|anyways"
    r"|update|fyi|btw|and|but|plus)[\s,:!.-]*)*"
    r"(?P<adverb>(?:(?:also|finally|recently|lately|just|actually|basically|literally|officially|now|kinda)\s+)*)"
)
"""Discourse words before the clause, then adverbs that go after the restored subject ("just finished
moving" → "I just finished moving")."""
_IRREGULAR_PAST = (
    "got|made|took|went|left|bought|sold|paid|found|had|began|became|fell|felt|gave|kept|lost|met"
    "|ran|saw|sent|spent|told|thought|won|wrote|drove|flew|grew|knew|built|broke"
    "|brought|caught|chose|forgot|lent|meant|rode|rose|sat|slept|spoke"
    "|stood|stuck|swam|taught|threw|understood|woke|wore"
)
"""Irregular past forms that are no base form too ("quit", "let", "put", "read" are orders as well)."""
_NOT_PAST = (
    "tired|bored|excited|interested|scared|stressed|obsessed|married|engaged|divorced|retired|used|supposed"
    "|allowed|based|located|related|named|called|red|bed|shed|need|seed|feed|speed|weed|breed|deed|indeed"
    "|hundred|sacred|wicked|naked|beloved|aged|blessed|learned|ed|wed|fed|led|sled|bled|fled|bred"
)
"""Words that end in "-ed" and say a state (said after "I'm") or are no verb at all."""
_STATES = (
    "tired|bored|excited|interested|scared|stressed|obsessed|married|engaged|divorced|retired|based|allergic"
    "|intolerant|vegan|vegetarian|pescatarian|diabetic|pregnant|sober|single|hooked|addicted|into|over|done"
    "|terrified|afraid|sick|lactose|gluten|celiac|coeliac|fluent"
)
_ING_NOUNS = (
    "morning|evening|wedding|meeting|building|ceiling|clothing|nothing|something|anything|everything|thing"
    "|king|spring|string|ring|sibling|darling|pudding|during|stuffing|icing|ping|bring|sing|swing|wing|sting"
    "|bling|ding|sling|viking|duckling|dumpling|gosling|earring|setting|settings|painting|reading|writing|spelling"
    "|parking|housing|heating|lighting|funding|ceiling|feeling|feelings|being|evening|offspring|thanksgiving"
    "|wording|timing|pricing|booking|bookings|listing|listings|landing|boarding|filling|frosting|seasoning"
    "|dressing|wedding|clothing|training|coaching|swimming|running|cycling|hiking|camping|fishing|cooking"
    "|baking|knitting|gardening|skiing|surfing|climbing|boxing|bowling|dancing|drawing|singing|shopping"
)
"""Words in "-ing" that are nouns at a clause's opening ("morning runs …", "running is my thing"): the
activities among them open a sentence about the activity more often than the user's doing of it."""
_VERBS_AFTER_ADVERB = (
    "stand|like|love|hate|eat|drink|do|have|own|drive|smoke|mind|enjoy|handle|tolerate|touch|cook|order|get"
    "|take|use|wear|watch|listen|read|play|run|swim|fly|sleep|wake|work|live|go|buy|care|trust|walk|bike|cycle"
)
_STANCE_VERBS = "stand|like|love|hate|eat|drink|do|own|drive|smoke|enjoy|handle|tolerate|touch|cook|trust"
"""Verbs of taste, food or ownership: after "don't" or "never" the user's own ("don't do spicy"), where
other verbs make an order ("don't use bullet points", "never book …")."""
_NEVER_ORDER = (
    r"(?:can't|cannot|can\s+not|can’t|usually|mostly|really|totally|absolutely|genuinely|seriously|kinda"
    r"|kind\s+of|sort\s+of|barely|rarely|often|sometimes|still|no\s+longer|mainly|hardly)"
)
"""Words that never open an order: any verb of the list may follow them."""
_MAY_ORDER = r"(?:don't|do\s+not|don’t|won't|won’t|never)(?!\s+mind\b)"
_ORDER_OBJECTS = r"(?:me|us|my|our|anything|any|it|this|that|them|emojis?)\b"
"""After a verb these make an order to the assistant ("don't do that", "never send anything")."""
_ME = re.compile(r"\b(?:me|us)\b", re.IGNORECASE)
_TASTE = "love|hate|adore|enjoy|prefer|despise|detest|loathe|miss"

_BEFORE_A_VERB = r"(?!(?:\s+[\w'-]+){0,3}\s+(?:is|was|are|were|has|makes|gets|feels|keeps|helps)\b)"
"""A word that opens the subject of a verb of its own ("shared rooms are …", "running is my thing")."""
_PAST = re.compile(
    rf"^(?P<lead>{LEADS})(?P<verb>(?!(?:{_NOT_PAST})\b)[a-z]{{2,}}ed|(?:{_IRREGULAR_PAST})|used\s+to|(?:haven't|haven’t|hadn't|didn't|didn’t)\s+\w+)\b"
    rf"{_BEFORE_A_VERB}(?!\s+(?:it|that|ya|you|u)\b\s*(?:[,.!]|$))",
    re.IGNORECASE,
)
_BEEN = re.compile(rf"^(?P<lead>{LEADS})(?P<verb>been)\b", re.IGNORECASE)
_STATE = re.compile(
    rf"^(?P<lead>{LEADS})(?P<verb>(?:{_STATES}))\b(?!(?:\s+[\w'-]+){{0,3}}\s+(?:is|was|are|were)\b)",
    re.IGNORECASE,
)
_ING = re.compile(
    rf"^(?P<lead>{LEADS})(?P<verb>(?!(?:{_ING_NOUNS})\b)[a-z]{{2,}}ing)\b"
    r"(?!\s+forward\b)(?!(?<=living)\s+out\s+of\b)"  # "going forward", "living out of boxes": no doing
    r"(?!(?:\s+[\w'-]+){0,3}\s+(?:is|was|are|were|has|had|makes|made|gets|feels|keeps|helps)\b)",
    re.IGNORECASE,
)
_ACTIVITY_HABIT = re.compile(
    rf"^(?P<lead>{LEADS})(?P<verb>(?:swimm|runn|cycl|bik|hik|climb|box|bowl|danc|knitt|garden|ski|surf"
    r"|walk|jogg|row|paddl|lift|meditat|journal|cook|bak)ing)\b"
    r"(?=\s+(?:to|into|at|in|on|with|around|through|before|after|every|each|daily|since|for|again|more|a\s+lot"
    r"|all|my|our|the|a|an|\d+|once|twice|three|four|five|lately|these|now)\b)"
    r"(?![^,.;!?]*\b(?:is|was|are|were|has|had|makes|made|gets|feels|keeps|helps|sounds|seems|looks)\b)"
    r"(?=[^,.;!?]*\b(?:since|for\s+(?:weeks|months|years|ages|a\s+while|a\s+(?:week|month|year))|lately"
    r"|these\s+days|every\s+(?:day|morning|evening|night|week|weekend|monday|tuesday|wednesday|thursday|friday"
    r"|saturday|sunday)|daily|(?:once|twice|\w+\s+times)\s+a\s+(?:day|week|month)|all\s+(?:week|month|year)|now)\b)",
    re.IGNORECASE,
)
"""An activity in "-ing" with a time span or a habit's rhythm and no verb of its own ("cycling to the
office since march", "swimming every morning these days"): the user's habit ("I've been …"); "cycling to
work is great" (a verb of its own) and "swimming in the lake tomorrow" (no span) are not."""
_ADVERBIAL = re.compile(
    rf"^(?P<lead>{LEADS})(?P<verb>(?:{_NEVER_ORDER}\s+(?:{_NEVER_ORDER}\s+)?(?:{_VERBS_AFTER_ADVERB})"
    rf"|{_MAY_ORDER}\s+(?:{_NEVER_ORDER}\s+)?(?:{_STANCE_VERBS}))s?)\b(?!\s+{_ORDER_OBJECTS})",
    re.IGNORECASE,
)
_TASTE_VERB = re.compile(
    rf"^(?P<lead>{LEADS})(?P<verb>(?:{_TASTE}))\b(?!\s+(?:it|this|that|you|u)\b)", re.IGNORECASE
)
_BARE_THING = re.compile(
    rf"^(?P<lead>{LEADS})(?=(?:car|phone|mobile|laptop|computer|bank|browser|editor|gym)(?:'s|’s|\s+is)"
    r"\s+(?:a|an|still\s+an?|the)\s)",
    re.IGNORECASE,
)
"""A thing of the user's named by its head alone and said to be one ("Phone's a Pixel 7", "Car's a Golf"):
the "My" left out (the heads of the owned option slots of ``extraction.schema``)."""
_HERE = re.compile(
    r"^(?P<lead>(?:(?:hi|hey|hello|ok|so|well)[\s,!.-]*)*)(?P<who>(?:[\w'-]+\s+){0,3}?(?:person|fan|guy|girl|gal|nerd"
    r"|addict|lover|head|junkie|snob|enthusiast|type|owl|bird|kid|mom|mum|dad|runner|cyclist|gamer|foodie))"
    r"\s+here\b(?P<rest>.*)$",
    re.IGNORECASE,
)
"""A self-introduction tag ("Big jazz person here, …", "Night owl here"): the user says what they are."""
_SUBJECT = re.compile(
    r"^(?:(?:honestly|tbh|ngl|lol|ok|okay|so|well|yeah|oh|but|and|also|plus)[\s,:!.-]*)*"
    r"(?:i|i'm|i’m|im|i've|i’ve|ive|i'd|i’d|i'll|i’ll|we|we're|we’re|we've|we’ve)\b",
    re.IGNORECASE,
)
_CLAUSE = re.compile(r"(?<=[,;.!?])\s+|\s+(?=(?:but|and\s+now|so\s+now)\s)")
_LATIN = re.compile(r"[A-Za-z]")
_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")
MAX_CHARS = 400


def _restored(clause: str, first: bool = True) -> str | None:
    """The clause with its "I" said again, or None when it has its subject or may be no statement of the
    user's; a thing's "My" only in the statement's ``first`` clause ("Phone's a Pixel 7": ``own_sphere``)."""
    if here := _HERE.match(clause):
        who = here["who"]
        return f"{here['lead']}I'm a {who[:1].lower()}{who[1:]}{here['rest']}"
    for pattern, subject in (
        (_BARE_THING, "My "),
        (_BEEN, "I've "),
        (_STATE, "I'm "),
        (_ING, "I'm "),
        (_ACTIVITY_HABIT, "I've been "),
    ):
        if match := pattern.match(clause):
            rest = clause[match.start("adverb") :]  # "Ordering for …" → "I'm ordering for …"
            subject = subject.lower() if subject == "My " and match.start("adverb") else subject
            return clause[: match.start("adverb")] + subject + rest[:1].lower() + rest[1:]
    if first and BARE_OWN_EN.match(clause):
        return "My " + clause[:1].lower() + clause[1:]  # "Phone's a Pixel 7": the owner said again
    for pattern in (_PAST, _ADVERBIAL, _TASTE_VERB):
        if match := pattern.match(clause):
            if pattern is _ADVERBIAL and (match["verb"].casefold().endswith("s") or _ME.search(clause)):
                return None  # "usually gets …": someone else's; "never send me …": an order
            rest = clause[match.start("adverb") :]
            return clause[: match.start("adverb")] + "I " + rest[:1].lower() + rest[1:]
    return None


_EXCITED = re.compile(
    r"(?:^(?:(?:and|but|so|ok|lol|omg)\s+)?|[,;.!]\s+|\s+(?:and|but|so)\s+)(?P<clause>(?:i|i'm|i’m|im|i've|i’ve|we|we're|we’re)\s+"
    r"(?!(?:should|could|can|would|will|might|shall|wonder|guess|dunno)\b)[^?!.,;]{1,80}?)\s*(?P<marks>\?[?!]+|!\?[?!]*)",
    re.IGNORECASE,
)
"""A statement of the user's own closed by "??" or "?!" ("and i'm obsessed??"): excitement, not a
question (a single "?" stays one: "I'm on the list?")."""


def _exclaimed(text: str) -> str:
    return _EXCITED.sub(lambda m: m[0][: m.start("marks") - m.start()] + "!", text)


_MINE = re.compile(r"\b(?:i|i'm|i’m|im|i've|i’ve|i'd|i’d|we|we're|we’re|we've|we’ve)\b", re.IGNORECASE)
_THEIRS = re.compile(r"\b(?:he|she|they|he's|she's|they're|it's|you|you're|my\s+[a-z]+)\b", re.IGNORECASE)


def _owner(clause: str, own: bool) -> bool:
    """Whether the clause after ``clause`` is the user's when it says no subject: whoever ``clause``
    named last ("…and i'm obsessed! been listening …" is the user; "my sister is great, moved …" is
    hers); the clause before's owner when it names nobody."""
    mine = [m.start() for m in _MINE.finditer(clause)]
    theirs = [m.start() for m in _THEIRS.finditer(clause)]
    if not mine and not theirs:
        return own
    return bool(mine) and (not theirs or mine[-1] > theirs[-1])


@functools.lru_cache(maxsize=4096)
def with_subject(text: str) -> str:
    """``text`` with the "I" of each clause that dropped it said again, and a statement of the user's
    own closed by "??" said as the exclamation it is (English only; pure, cached)."""
    if len(text) > MAX_CHARS or not _LATIN.search(text) or _CJK.search(text):
        return text
    text = _exclaimed(text) if "?" in text else text
    parts = _CLAUSE.split(text)
    own = False
    changed = False
    out: list[str] = []
    first = True  # no clause said anything yet ("Just so you have it," says nothing: ``own_sphere``)
    for part in parts:
        restored = _restored(part, first) if first or own else None
        if restored is not None:
            out.append(restored)
            own = changed = True
            first = False
            continue
        said = not (first and is_opener(part))
        own = _owner(part, own if not first else False) if said else own
        first = first and not said
        out.append(part)
    if not changed:
        return text
    pieces = _CLAUSE.findall(text)
    joined = out[0]
    for sep, part in zip(pieces, out[1:], strict=False):
        joined += sep + part
    return joined
