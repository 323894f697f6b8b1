"""Likings said in everyday English frames (session 19, issue 24: docs/extraction.md, "Likings said in
everyday frames").

The stance readers (``preferences``) read a liking from a stance verb ("I love X"), a favourite, "a fan
of X", a habit adverb ("I always …"). Many first statements of a taste say none of these: "I listen to a
lot of jazz while I work", "I'm a huge horror movie fan", "Red wine is my go-to with dinner", "white wine
is what I reach for". Stored as nothing, they leave a later change of taste nothing to replace. This
module reads them as ``<thing> / preference = like`` by a small table of frames, each a shape of English,
not a sentence: "I" and a verb the free-text reader leaves to the stance readers (``LEFT_TO_READERS``:
eat, drink, play, use, listen to, watch — a statement neither kept), a fondness noun after the thing
(``FOND_NOUNS``), a pseudo-cleft with a verb of consuming ("X is what I reach for", ``CONSUMING``), a
go-to or staple with its occasion after it.

Discourse words around the clause ("turns out …", "… after all", "… through and through") are set aside
first (``LEADS``, ``TAILS``). The thing is cut before its adjunct of time, place or manner (``ADJUNCT``:
"while I work", "in the afternoon", "with dinner", "most evenings"). Look-alikes give nothing: the user's
own things or people ("I watch my weight", "I listen to my gut"), a pronoun ("I use it"), a clause after
the verb ("I watch what I eat"), a particle ("I eat out a lot"), a known option of a slot (read as the
slot by ``attributes``: "I use Spotify"), a quantity of the moment ("I'm drinking a coffee")."""

import re

from memory_center.extraction.rules.said_gates import HABIT_DAYS, USING
from memory_center.extraction.rules.schedule import EVENT_WORDS
from memory_center.extraction.rules.text import compiled, en_thing, english, trim
from memory_center.extraction.schema import option_of

BECAME_MY = (
    r"(?:is|are|became|took\s+over\s+as|(?:has|have)\s+(?:\w+\s+){,3}?(?:become|taken\s+over\s+as))"
    r"\s+my\s+(?:new\s+|all-time\s+)?"
)
"""A favourite said as held or as newly become ("Wet Leg have properly taken over as my favourite band",
"Wagamama has become my favourite restaurant": a new favourite on the kind's key, ``preferences``)."""

CONSUMING = (
    "listen to|listen mostly to|watch|drink|eat|play|read|stream|binge|put on|reach for|order|grab|snack on"
    "|live on"
)
"""Verbs of consuming or using a thing in the present simple: what the user habitually takes."""
LEFT_TO_READERS = "|".join(
    verb for verb in USING[0].split("|") if not verb.split()[0].endswith("s") and verb not in ("use", "jog")
)
"""The verbs after "I" that the free-text reader leaves to the stance readers (``said_gates.USING``: "I
watch a lot of anime" was kept by neither), less "use" (a tool is its slot's: "I use Gmail for all my
email"): the first-person frame reads these only, and not on set days, so a habit the free-text reader
keeps ("I mostly read sci-fi novels", "I play padel on Thursday evenings") stays a habit that a new one
replaces by meaning or by its frame."""

ALL_DAY = r"all\s+day(?:\s+long)?|every\s+(?:single\s+)?day|day\s+and\s+night|24/7|non-?stop"
"""A whole day or every day after a bare thing: what the user takes all the time."""

FOND_NOUNS = "fan|lover|nut|addict|junkie|buff|fiend|devotee|enthusiast|aficionado|fanatic|snob|geek|nerd"
"""Nouns of fondness after the thing ("a horror movie fan", "a coffee snob", "a sci-fi nerd")."""

QUANTITY = "a lot of|lots of|loads of|tons of|a ton of|plenty of|a bunch of|mostly|mainly|too much"

LEADS = (
    "turns out|it turns out|funny thing|fun fact|truth is|honestly|to be honest|tbh|these days|lately"
    "|nowadays|and|so|but|plus|oh|well|yeah|ok|okay|anyway|mostly|mainly|usually|normally|generally|typically"
)
TAILS = (
    "after all|through and through|honestly|for sure|tbh|for real|these days|nowadays|lately|now|too|though"
    "|anyway|always|every time|mostly|usually|most days|most of the time|all the way"
)

ADJUNCT = (
    r"\s+(?:while|when|whenever|during|before|after|on|in|at|with|for|from|every|each|most|all|around|over|by"
    r"|once|twice|\w+\s+times|a\s+(?:day|week|month)|per\s+(?:day|week|month)"
    r"|at\s+night|online|daily|nightly|weekly|again|nonstop|non-stop|on\s+repeat|these|lately|now)\b.*$"
)
"""Where the thing a frame names ends: an adjunct of time, frequency, place, company or manner."""

_NOT_A_THING = compiled(
    r"^(?:my|our|your|his|her|their|it|them|that|this|these|those|what|how|whatever|anything|everything"
    r"|something|nothing|out|up|in|off|along|around|too|like|as|for|with|to|the\s+(?:odd|occasional|same))\b"
)
"""The object of a look-alike: the user's own thing or person, a pronoun, a clause, a particle."""

_LEAD = compiled(rf"^(?:(?:{english(LEADS)})[\s,:—–-]+)+")
_TAIL = compiled(rf"(?:[\s,—–-]+(?:{english(TAILS)}))+[.!]*$")
_I = r"I\s+(?:(?:also|still|mostly|mainly|basically|pretty\s+much|really|just)\s+)?"
_BE = r"(?:is|are|'s|'re)\s+(?:still\s+|usually\s+|always\s+|mostly\s+|basically\s+|honestly\s+)?"

FRAMES: tuple[tuple[str, re.Pattern[str]], ...] = (
    # I (verb of consuming) (a lot of) X …: "I listen to a lot of jazz while I work"
    ("consume", compiled(rf"^{_I}{english(LEFT_TO_READERS)}\s+(?:(?:{english(QUANTITY)})\s+)?(?P<obj>.+)$")),
    # I'm a (huge) X fan / a coffee snob; "Celtics fan" said alone
    (
        "fond",
        compiled(
            r"^(?:I(?:'m|\s+am)\s+(?:still\s+|also\s+|really\s+)?(?:a|an)\s+)?(?:(?:big|huge|massive|total"
            r"|complete|die-hard|diehard|lifelong|proper|real|serious|absolute|massive|hardcore)\s+)*"
            rf"(?P<obj>[A-Za-z][\w'&.-]*(?:\s+[\w'&.-]+){{0,2}}?)\s+(?:{english(FOND_NOUNS)})$"
        ),
    ),
    # X is what I reach for / what I drink with dinner
    ("cleft", compiled(rf"^(?P<obj>.+?)\s+{_BE}(?:what|all)\s+I\s+(?:ever\s+)?{english(CONSUMING)}.*$")),
    # X is my go-to with dinner / my staple at lunch
    ("go_to", compiled(rf"^(?P<obj>.+?)\s+{_BE}my\s+(?:go-to|go to|staple|usual|default)\b.*$")),
    # a thing and its whole day, no verb: "Coffee all day", "Sparkling water all day, every day"
    ("all_day", compiled(rf"^(?P<obj>[a-z][\w'&-]*(?:\s+[\w'&-]+){{0,2}}?)(?:[\s,]+(?:{ALL_DAY}))+$")),
    # 咖啡一天到晚喝, 播客天天听: a thing said first, then the whole day and a verb of consuming
    (
        "all_day_zh",
        re.compile(
            r"^(?P<obj>[^我你他她它这那\s，,]{1,8}?)(?:一天到晚|整天|天天|每天|成天)(?:都|就)?(?:在)?(?:喝|吃|听|看|玩|用)(?:个不停)?$"
        ),
    ),
)
"""The frames, in order: the first that matches a clause gives its thing."""


def _cut(said: str) -> str:
    return trim(re.sub(ADJUNCT, "", " " + trim(said), flags=re.IGNORECASE))


def _thing(said: str) -> str:
    return en_thing(cut) if (cut := _cut(said)) else ""


def without_discourse(clause: str) -> str:
    """The clause less the discourse words around it ("Turns out I'm a breakfast person after all" →
    "I'm a breakfast person")."""
    return _TAIL.sub("", _LEAD.sub("", trim(clause))).rstrip(" .!")


def liked_thing(clause: str) -> str | None:
    """The thing a clause says the user likes in one of the everyday frames, or None (pure)."""
    text = without_discourse(clause)
    if not text or "?" in text or len(text) > 120 or _CONDITION.search(text) or HABIT_DAYS.search(text):
        return None  # "I drink coffee only if it's decaf": a condition, no taste; set days: free text's
    for _, frame in FRAMES:
        match = frame.match(text)
        if match is None:
            continue
        obj = trim(match["obj"])
        if not obj or _NOT_A_THING.match(obj) or _ONE_OF.match(_cut(obj)) or EVENT_WORDS.search(obj):
            return None  # "I watch my weight", "I'm having a coffee", "meetings all day": nobody's taste
        thing = _thing(obj)
        if not thing or len(thing.split()) > 4 or option_of(thing) is not None:
            return None  # a known option is its slot's value ("I stream Spotify": ``attributes``)
        return thing
    return None


_CONDITION = compiled(r"\b(?:if|unless|as long as|provided|would|could|might)\b")
_ONE_OF = compiled(r"^(?:a|an|one)\s+[\w-]+$")
"""One thing of the moment ("I grab a coffee", "I drink a beer"): no taste of a kind."""
