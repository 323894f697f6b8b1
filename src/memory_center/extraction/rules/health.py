"""Allergies, restrictions and diets: lasting CONSTRAINTs about what the user's body allows.

- allergy: 对…过敏, allergic to, … allergy → "<allergen> / allergy = allergic" (or not_allergic);
- cannot: 不能, 无法, 没法, can't eat/drink/fly/… → "<activity> / restriction = cannot";
- diet: 我是素食者, 我吃素, I'm vegetarian/vegan, I eat halal → "user / diet = vegetarian"; "no longer
  vegetarian", 不再吃素 → FACT "user / diet = none" (the same key, so the new diet supersedes the old).
"""

import re

from memory_center.enums import MemoryType
from memory_center.extraction.rules.health_names import ALLERGENS_EN, ALLERGENS_ZH, NOT_ALLERGENS
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.text import (
    ZH_ADV,
    alternatives,
    compiled,
    en_thing,
    gate,
    thing,
    trim,
    zh_thing,
)

_ZH_ALLERGY = re.compile(
    r"^(?:我?(?:感觉|觉得|好像|似乎|可能|应该|估计|怀疑|发现)(?:自己)?)?"
    rf"我?(?:{ZH_ADV})*+(?:是)?(?:对)?(?P<what>.+?)(?:有点|有些|比较|很|非常|特别|严重|轻微|会)*(?P<neg>不)?过敏(?:了|的)?$"
)
_EN_ALLERGY = compiled(
    r"^(?:(?:I\s+think|I\s+guess|I\s+suspect|I\s+believe|pretty\s+sure|turns\s+out|apparently)\s+)?"
    r"I(?:'m|\s+am|\s+might\s+be|\s+may\s+be|\s+could\s+be)\s+"
    r"(?:(?:very|really|severely|mildly|also|a bit|quite|highly)\s+)*(?P<neg>not\s+)?"
    r"allergic\s+to\s+(?P<what>.+)$|^I\s+have\s+(?:an?\s+|a\s+severe\s+|a\s+mild\s+)?(?P<what2>.+?)\s+allergy$"
)
_ZH_CANNOT = re.compile(
    r"^我?(?P<when>[^他她它你您我]{0,8}?)(?:不能|不可以|没法|没办法|无法|不方便)(?P<what>.+)$"
)
_ZH_DOCTOR_SAID = re.compile(
    r"^(?:医生|大夫|医嘱)(?:也|再三)?(?:说|交代|叮嘱|嘱咐|要求|讲)?(?:了|过)?(?:我)?"
)
_ZH_NOT_A_RESTRICTION = re.compile(r"^(?:确定|肯定|保证|理解|相信|说|告诉|回答|想象|给我|帮我|再给我)")
_EN_CANNOT = compiled(
    r"^I\s+(?:really\s+|just\s+|simply\s+)?(?:can't|cannot|can not|am unable to|am not able to)\s+"
    r"(?P<verb>eat|drink|have|fly|travel|take|walk|drive|sit|stay|work|attend)\b\s*(?P<what>.*)$"
)
_DIET_ACTIVITY = compiled(r"^(?:吃|喝|碰|接触|饮酒|喝酒)|^(?:eat|drink|have)$")

DIETS = {
    "vegetarian": "vegetarian",
    "a vegetarian": "vegetarian",
    "veggie": "vegetarian",
    "vegan": "vegan",
    "a vegan": "vegan",
    "pescatarian": "pescatarian",
    "pescetarian": "pescatarian",
    "a pescatarian": "pescatarian",
    "halal": "halal",
    "kosher": "kosher",
    "素食者": "素食",
    "素食主义者": "素食",
    "吃素的": "素食",
    "吃素": "素食",
    "素食": "素食",
    "纯素食者": "纯素",
    "纯素": "纯素",
    "吃纯素": "纯素",
    "吃清真": "清真",
    "清真": "清真",
}
_EN_DIET = compiled(
    r"^I(?:'m|\s+am|'ve\s+been|\s+have\s+been)\s+(?:now\s+|still\s+|strictly\s+|fully\s+)?"
    r"(?P<neg>not\s+|no\s+longer\s+)?"
    r"(?:a\s+)?(?P<diet>vegetarian|veggie|vegan|pescatarian|pescetarian)(?:\s+(?:now|again|anymore|any more"
    r"|these days|(?:for|since)\s+[\w\s-]{1,30}|all my life|my whole life|ever since))?$"
    r"|^I\s+(?:only\s+)?eat\s+(?P<diet2>halal|kosher)(?:\s+food)?$"
)
_ZH_DIET = re.compile(
    r"^我?(?:现在|目前|已经|一直|是个|是一个)?(?P<neg>不再|不是|已经不|不)?(?:是|当)?(?:一[个名位])?"
    r"(?P<diet>纯素食者|素食主义者|素食者|吃素的|吃素|纯素|吃清真)(?:了|的)?"
    r"(?:(?:好|快|有|都|已经)?[一二两三四五六七八九十几半\d]+(?:多)?(?:年|个月|月|周|天)(?:了|多了)?)?$"
)

_DIET_WORDS_EN = r"vegetarian|veggie|vegan|pescatarian|pescetarian"
DIET_WORDS = (
    "素|清真|肉|荤|veg|pesc|halal|kosher|meat|chicken|pork|beef|fish|seafood|eggs|dairy|turkey|lamb|animal"
)
"""The words without which no clause tells a diet (the reader's cheap gate)."""
_DIET_GATE = gate(DIET_WORDS)
_ANIMAL_FOOD = r"(?:some\s+)?(?:meat|chicken|pork|beef|fish|seafood|eggs|dairy|turkey|lamb|animal products)"
"""What a vegetarian or vegan diet leaves out: eaten again, the diet is over (data)."""
_DIET_CHANGES = (
    compiled(
        r"^I(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+|now\s+)?(?:went|gone|turned|become|became"
        rf"|switched to|started being|decided to go)\s+(?:a\s+|fully\s+)?(?P<diet>{_DIET_WORDS_EN})\b.*$"
    ),
    compiled(
        r"^I(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+)?(?P<neg>stopped|quit|given up|gave up)"
        rf"\s+being\s+(?:a\s+)?(?P<diet>{_DIET_WORDS_EN})\b.*$"
    ),
    compiled(
        r"^(?:(?:so|and|but|well|ok|okay|honestly|actually|anyway|basically|long\s+story\s+short|in\s+short"
        r"|turns\s+out)[\s,]+)*(?:after\s+(?:\w+\s+){1,3}?(?:years?|months?)"
        r"[\s,]+|(?:these days|lately|recently)[\s,]+)?"
        r"I(?:'ve|\s+have|'m|\s+am)?\s+(?:just\s+|recently\s+|now\s+|also\s+|finally\s+)?"
        rf"(?P<neg>started eating|eat|eating|began eating|begun eating)\s+{_ANIMAL_FOOD}"
        rf"(?:\s*(?:,|and|&|or)\s*{_ANIMAL_FOOD})*\s+(?:again|now|these days)\b.*$"
    ),
    re.compile(r"^我?(?:现在|已经|最近|如今)?(?:也|又|重新)?(?:开始)?(?P<neg>吃肉|吃荤|开荤)了$"),
    re.compile(r"^我?(?:现在|已经|最近|如今)?(?:开始|改|改成|决定)(?P<diet>吃素|吃纯素)了?$"),
)
"""A change of diet said as a change ("I went vegan", "I started eating meat again", 我开始吃素了,
我现在也吃肉了): the same key, so it supersedes the diet before."""


_ALLERGEN = compiled(rf"^{alternatives(ALLERGENS_EN + '|' + ALLERGENS_ZH)}$")
_NOT_ALLERGEN = compiled(rf"^(?:{alternatives(NOT_ALLERGENS)}|\w+ing\b.*)$")
"""What "allergic to" names in a joke (``health_names.NOT_ALLERGENS``, or an activity: "allergic to
adulting"), unless it is a known allergen."""
_JOKE = compiled(r"\b(?:lol|haha\w*|lmao|jk|just kidding)\b|哈哈|开玩笑|😂|🤣")


def health_joke(text: str) -> bool:
    """Whether a statement of allergy is a joke: laughter, or what it names is no allergen
    ("I'm allergic to Mondays, honestly", 我对加班过敏，哈哈)."""
    if _JOKE.search(text):
        return True
    return allergic_to_no_allergen(text) or any(
        read_allergy(part) is None and read_allergy(part, jokes=True) for part in _parts(text)
    )


_ALLERGIC_TO = compiled(
    r"\ballergic\s+to\s+(?P<what>[^,.;!?]+)|对(?P<zh>[^对，。,!！?？]{1,8}?)(?:有点|有些|比较|很|非常|特别|严重)?过敏"
)


def allergic_to_no_allergen(text: str) -> bool:
    """Whether "allergic to" / 对…过敏 anywhere in a statement names what no body reacts to ("ugh I swear
    I'm allergic to Mondays", 我感觉我对学习过敏): whatever words come before it, a figure of speech."""
    for found in _ALLERGIC_TO.finditer(text):
        named = thing(found["what"] or found["zh"] or "")
        if named and _NOT_ALLERGEN.match(named) and not _ALLERGEN.match(named):
            return True
    return False


def _parts(text: str) -> list[str]:
    return [trim(part) for part in re.split(r"[,，;；。.!！]", text) if trim(part)]


def read_allergy(clause: str, *, jokes: bool = False) -> Reading | None:
    if match := _ZH_ALLERGY.match(clause):
        what = trim(match["what"])
        if re.search(r"[他她它你您对]", what) or what.endswith("不"):
            return None
    elif match := _EN_ALLERGY.match(clause):
        what = match["what"] or match["what2"]
    else:
        return None
    allergen = thing(what)
    joke = _JOKE.search(what) or (_NOT_ALLERGEN.match(allergen) and not _ALLERGEN.match(allergen))
    if joke and not jokes:
        return None
    value = "not_allergic" if match["neg"] else "allergic"
    return Reading(MemoryType.CONSTRAINT, allergen, "allergy", value, lasting=True) if allergen else None


def read_cannot(clause: str) -> Reading | None:
    if match := _ZH_CANNOT.match(clause):
        when, what = trim(match["when"]), match["what"]
        if _ZH_NOT_A_RESTRICTION.match(what):
            return None
        doctor = _ZH_DOCTOR_SAID.match(when)
        when = when[doctor.end() :] if doctor else when
        lasting = bool(doctor) or (not when and bool(_DIET_ACTIVITY.match(what)))  # a doctor's word lasts
        activity = zh_thing(when + what)
    elif match := _EN_CANNOT.match(clause):
        lasting = bool(_DIET_ACTIVITY.match(match["verb"]))
        what = match["what"] if lasting and match["what"] else f"{match['verb']} {match['what']}"
        activity = en_thing(what, strip_verbs=False)
    else:
        return None
    return Reading(MemoryType.CONSTRAINT, activity, "restriction", "cannot", lasting) if activity else None


_EN_INTOLERANCE = compiled(
    r"^I(?:'m|\s+am)\s+(?:(?:very|quite|a bit|slightly)\s+)?(?P<what>\w+)\s+intolerant$"
)
_ZH_INTOLERANCE = re.compile(r"^我?(?:有)?(?:对)?(?P<what>[^他她它你您]{1,8}?)不耐受$")


def read_intolerance(clause: str) -> Reading | None:
    """I'm lactose intolerant / 我乳糖不耐受 → CONSTRAINT "lactose / intolerance = intolerant"."""
    match = _EN_INTOLERANCE.match(clause) or _ZH_INTOLERANCE.match(clause)
    if match is None:
        return None
    return Reading(MemoryType.CONSTRAINT, thing(match["what"]), "intolerance", "intolerant", lasting=True)


def read_diet(clause: str) -> Reading | None:
    if not _DIET_GATE.search(clause):
        return None
    match = _EN_DIET.match(clause) or _ZH_DIET.match(clause)
    match = match or next((m for pattern in _DIET_CHANGES if (m := pattern.match(clause))), None)
    if match is None:
        return None
    groups = match.groupdict()
    diet = DIETS.get((groups.get("diet") or groups.get("diet2") or "").lower(), "none")
    value = "none" if groups.get("neg") else diet
    memory_type = MemoryType.FACT if value == "none" else MemoryType.CONSTRAINT  # no diet is no rule
    return Reading(memory_type, "user", "diet", value, lasting=True)
