"""The built-in rule extractor: Chinese and English user messages, no network.

Reading a message
-----------------
1. Only ``user`` messages are read; an assistant message gives nothing.
2. The text is split into statements at sentence punctuation (。！!？?；; line breaks, a full stop
   before a space or the end); only the first ``MAX_STATEMENTS`` (200) are read, which bounds the cost
   of a 64 KiB message. A statement gives nothing when it is longer than ``MAX_STATEMENT_CHARS``
   (1000), when it is a question (ends in ?/？/吗/呢/么,
   opens with "can you", "what", "how", …, or holds 能不能/是不是/…), asks not to be remembered
   (不用记, don't save, …), is a conditional (如果, if, …) or talks about permissions (管理员, 权限,
   授权, admin, permission, …: memory never carries authority).
3. An explicit save request (请记住, 记住, 别忘了, remember (that), don't forget, keep in mind) is cut
   out of the statement; the rest is split into clauses at commas and "but"/但是.
4. Each clause is read by the first family that matches; "subject / predicate = object_value":

   - budget (预算 / budget + an amount) → CONSTRAINT, "budget / max_amount = 8000 元". An item word
     before it makes "hotel_budget", "flight_budget", "food_budget", …; 至少 / at least makes
     "min_amount"; 每晚 / per night adds "/晚", "/night". Amounts are normalised: "1.5万元" →
     "15000 元", "$200" → "200 USD", no currency → the bare number.
   - limit (不超过, 最多, 控制在, no more than, at most, under, … + a number) → CONSTRAINT,
     "<thing> / max = 5 小时"; a money limit on nothing or on an item is a budget.
   - allergy (对…过敏, allergic to, … allergy) → CONSTRAINT, "<allergen> / allergy = allergic"
     (or not_allergic).
   - cannot (不能, 无法, 没法, can't eat/drink/fly/…) → CONSTRAINT, "<activity> / restriction = cannot".
   - self-description (我叫, 我在…工作, 我住在, 我的生日/邮箱/电话是, my name is, call me, I work at,
     I live in, my email/phone/birthday is) → FACT, "user / name|workplace|residence|birthday|email|
     phone|job_title|hometown = <value>".
   - decision (确认, 决定, 就选, 就订, 我选, I'll take, let's go with, I've decided on, I confirm) →
     DECISION, "<category> / choice = <the chosen thing>", category one of flight, train, room, hotel,
     restaurant, seat, car, plan, route, date, else option.
   - preference (喜欢, 不喜欢, 讨厌, 偏好, 我一般, 我习惯, 通常, 尽量, 总是, 我不吃/不喝, I like/love/
     prefer/hate, I don't like, I always/usually/never, I'd rather) → PREFERENCE,
     "<thing> / preference = like|dislike"; the thing loses verbs and particles ("坐直飞" → "直飞").
   - note (a save request nothing else understood) → FACT, "note / <its own canonical text> = <text>".

   Keys are canonical (NFKC, case-folded, 的 dropped in Chinese things) so that a new value of one
   attribute collides with the old ("预算不超过 8000 元" and "这次旅行预算调整到 10000 元" are both
   budget / max_amount; "我喜欢咖啡" and "我不喜欢咖啡" are both 咖啡 / preference) while different
   things do not ("I like tea" and "I like coffee"). Clauses that point only at "this one" / "这个",
   and save requests that are really reminders ("别忘了帮我订票"), give nothing.

Scope
-----
A task hint (这次, 本次, 这趟, 此次, 这回, this time, this trip, for this trip) makes a candidate TASK
scope when the message has a task_id, else SESSION. A lasting hint (以后, 今后, 一直, 总是, 每次,
永远, always, from now on, every time, never, in the future) makes it USER. A task hint beats a lasting
one (the narrower reading is the safer one). Without hints: preferences, self-descriptions, allergies,
diet restrictions and notes are USER; budgets, limits, other restrictions and decisions are TASK (or
SESSION without a task_id). Hints are looked for in the clause first, then in the whole statement.

Confidence
----------
Hedged (可能, 大概, 也许, 或许, 好像, 估计, 我觉得, 不一定, maybe, probably, perhaps, I think, I guess,
might, not sure): 0.5, below the default review threshold. Strong (绝对, 一定, 务必, 千万, 必须, 肯定,
definitely, absolutely, certainly, must): 0.95. Explicit save request: 0.9. Plain statement: 0.8.
A hedge wins over everything else; words are looked for in the clause first, then in the statement.
"""

import hashlib
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.base import (
    ExtractedCandidate,
    ExtractionInput,
    ExtractionResult,
    canonical_key_part,
    transient_scope,
)

RULES_MODEL = "rules"
RULES_VERSION = "1"

HEDGED_CONFIDENCE = 0.5
PLAIN_CONFIDENCE = 0.8
EXPLICIT_CONFIDENCE = 0.9
STRONG_CONFIDENCE = 0.95

LIKE = "like"
DISLIKE = "dislike"

MAX_STATEMENT_CHARS = 1000  # a longer "sentence" is no single memory; bounds the cost of reading it
MAX_STATEMENTS = 200  # a message with more is a document; only its first statements are read


def _words(alternatives: str) -> str:
    """A regex alternation of "|"-separated literal words, longest first."""
    words = sorted(alternatives.split("|"), key=len, reverse=True)
    return "(?:" + "|".join(re.escape(word) for word in words) + ")"


def _listed(alternatives: str) -> tuple[str, ...]:
    return tuple(alternatives.split("|"))


def _en(alternatives: str) -> str:
    return r"\b" + _words(alternatives) + r"\b"


def _compile(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# --- statements and clauses -------------------------------------------------------------------------

_STATEMENT_BREAK = re.compile(r"(?<=[。！!？?；;\n])|(?<=\.)(?=\s|$)")
_CLAUSE_BREAK = _compile(r"[，,](?!\d{3}(?!\d))|\s+but\s+|\s+and\s+(?=I\b)|(?=但是)")
_EDGE_PUNCTUATION = "。！!？?；;，,、:：.…~～ \t\n\"'“”‘’()（）"

_QUESTION_END = re.compile(r"(?:[?？]|[吗呢么])[\s。.!！~～…]*$")
_QUESTION_ZH = re.compile(
    r"^(?:为什么|为啥|怎么|怎样|如何|哪|谁|什么)|能不能|可不可以|是不是|有没有|要不要|会不会"
)
_QUESTION_EN = _compile(
    r"^(?:can|could|would|will|did|do|does)\s+(?:you|i|we)\b|^(?:is|are)\s+(?:there|it|you|this|that)\b"
    r"|^(?:should|shall|may)\s+i\b|^(?:what|which|who|whom|whose|why|how)\b"
)
_DO_NOT_REMEMBER = _compile(
    r"(?:不用|不要|别|无需|不必)(?:记|保存|存)(?!错|混)|"
    + _en("don't remember|do not remember|don't save|do not save|don't store|do not store")
    + r"|(?<!n't )(?<!not )(?<!never )\bforget\s+(?:it|that|this|about it)\b"
)
_CONDITIONAL = _compile(r"^(?:如果|假如|要是|万一|假设|若)|^(?:if|suppose|assuming|what if)\b")
_AUTHORITY_TALK = _compile(
    r"管理员|权限|授权|越权|"
    + _en(
        "admin|administrator|permission|permissions|privilege|privileges|root access|access rights|superuser"
    )
)
_SAVE_REQUEST = _compile(
    r"(?<!我)(?:请你?|麻烦你?|帮我|你)?(?:一定要|要)?(?:记住|记下|记一下|记好)(?:了|哦|啊)?[：:，,]?\s*"
    r"|(?:千万)?(?:别忘了|不要忘了|不要忘记|别忘记)[：:，,]?\s*"
    r"|(?<!\bI )\b(?:please\s+)?(?:remember|don't forget|do not forget|never forget|keep in mind|make a note"
    r"|note(?=\s+that\b|\s*:))(?:\s+that)?\b[:,]?\s*"
)
_LEAD = _compile(
    r"^(?:"
    + _words(
        "另外|还有|对了|然后|而且|但是|并且|所以|其实|嗯|哦|噢|好的|好吧|那么|说实话|老实说|我觉得|我认为|我估计|我猜|总之"
    )
    + "|"
    + _en(
        "and|but|also|so|well|oh|ok|okay|yes|yeah|actually|honestly|btw|by the way|i think|i guess|i believe"
    )
    + "|"
    + _en("i suppose|then|alright|great|sure|this time|for this trip|on this trip|from now on|going forward")
    + "|"
    + _en("maybe|probably|perhaps")
    + r")[\s,:]*"
)

# --- scope and strength words -------------------------------------------------------------------------

_TASK_HINT = _compile(
    _words("这次|本次|这趟|此次|这回|这一次|这一趟")
    + "|"
    + _en("this time|this trip|for this trip|this task|this booking|this order")
)
_LASTING_HINT = _compile(
    _words("以后|今后|往后|从今以后|从现在起|从现在开始|一直|总是|永远|向来|每次|始终")
    + "|"
    + _en("always|from now on|in the future|going forward|every time|never")
)
_HEDGE = _compile(
    _words("可能|大概|也许|或许|好像|估计|我觉得|我猜|不一定|说不定")
    + "|"
    + _en("maybe|probably|perhaps|i think|i guess|i suppose|might|not sure|possibly")
)
_STRONG = _compile(
    _words("绝对|一定|务必|千万|必须|肯定|坚决") + "|" + _en("definitely|absolutely|certainly|must")
)


@dataclass(frozen=True, slots=True)
class Reading:
    """What one clause says, before scope and confidence are decided."""

    memory_type: MemoryType
    subject: str
    predicate: str
    object_value: str
    lasting: bool


ClauseReader = Callable[[str], Reading | None]

# --- things: what a clause is about -------------------------------------------------------------------

_ZH_ADVERBS = (
    "以后|今后|往后|之后|将来|平时|平常|一般|通常|习惯|尽量|一直|总是|向来|始终|从来|每次|经常|常常|往往|其实|确实"
    "|真的|还是|比较|特别|非常|十分|相当|绝对|一定|肯定|务必|千万|可能|大概|也许|或许|估计|好像|都|也|还|就|更|最|很"
    "|挺|蛮|超|并|又|这次|本次|这趟|此次|这回|不太|不是很|没那么|一点也不|一点都不|不|从不|也不|都不"
)
_ZH_ADV = _words(_ZH_ADVERBS)
_ZH_LONG_ADV = _words("|".join(adverb for adverb in _ZH_ADVERBS.split("|") if len(adverb) > 1))
_ZH_HABIT_MARKERS = _listed(
    "一般|通常|习惯|尽量|一直|总是|向来|始终|从来|每次|经常|常常|往往|平时|平常|以后|今后"
)
_ZH_INTENSIFIERS = _listed("很|挺|蛮|超|非常|特别|十分|相当|比较|太|好|有点|有些")
_ZH_SELF = r"(?:[^他她它你您我们]{0,10}?我)?"
_ZH_VERB_PREFIX = re.compile(
    r"^(?:乘坐|搭乘|使用|入住|预订|选择|住在|帮我|给我|替我|为我|会|想|愿意|要|于|了|坐|乘|搭|吃|喝|用|住|订|选"
    r"|去|看|听|穿|买)"
)
_ZH_PARTICLE_SUFFIX = re.compile(r"(?:的|了|啊|呀|哦|吧|呢|啦|哈|嘛|哟|~|～)+$")
_ZH_DEICTIC = re.compile(
    r"^(?:这|那)(?:个|家|款|种|间|班|趟)?$|^第.{1,3}(?:个|家|种|间|班|趟)?$|^[你他她它]们?$"
)
_EN_VERB_PREFIX = _compile(
    r"^(?:to\s+)?(?:taking|take|eating|eat|drinking|drink|flying\s+with|fly\s+with|flying|fly|using|use"
    r"|booking|book|having|have|getting|get|sitting\s+in|sit\s+in|staying\s+at|stay\s+at|staying\s+in"
    r"|stay\s+in|choosing|choose|going\s+with|go\s+with|travelling\s+by|traveling\s+by|travel\s+by"
    r"|ordering|order|watching|watch|reading|read|listening\s+to|listen\s+to|wearing|wear)\s+"
)
_EN_ARTICLE = _compile(r"^(?:the|a|an|my|some)\s+")
_EN_TAIL = _compile(
    r"\s+(?:when|if|because|since|while|whenever|unless|over|rather than|instead of|than|especially"
    r"|as long as|but|please|thanks)\b.*$"
)
_EN_DEICTIC = _compile(
    r"^(?:it|this|that|this one|that one|one|them|these|those|you|him|her|us|me"
    r"|(?:the )?(?:first|second|third|last|other)(?: one)?)$"
)
_CJK = re.compile(r"[\u4e00-\u9fff]")


def _trim(text: str) -> str:
    return text.strip(_EDGE_PUNCTUATION)


def _zh_thing(text: str) -> str:
    """The thing a Chinese phrase is about: adverbs, verbs, particles and 的 removed ("坐直飞" → "直飞")."""
    thing = _trim(text)
    for _ in range(3):
        thing = _ZH_VERB_PREFIX.sub("", re.sub(rf"^(?:{_ZH_LONG_ADV}|不)+", "", thing))
    thing = _ZH_PARTICLE_SUFFIX.sub("", _trim(thing)).replace("的", "")
    return canonical_key_part(thing)


def _en_thing(text: str, *, strip_verbs: bool = True) -> str:
    """The thing an English phrase is about: verbs, articles and trailing conditions removed."""
    thing = _EN_TAIL.sub("", _trim(text))
    if strip_verbs:
        thing = _EN_VERB_PREFIX.sub("", thing)
    return canonical_key_part(_trim(_EN_ARTICLE.sub("", thing)))


def _thing(text: str) -> str:
    return _zh_thing(text) if _CJK.search(text) else _en_thing(text)


def _is_deictic(text: str) -> bool:
    value = _trim(text)
    return not value or bool(_ZH_DEICTIC.match(value) or _EN_DEICTIC.match(value))


# --- amounts ------------------------------------------------------------------------------------------

_ZH_DIGITS = dict(zip("一二两三四五六七八九十", (1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10), strict=True))
_NUMBER = r"\d+(?:,\d{3})*(?:\.\d+)?|[一二两三四五六七八九十]"
_AMOUNT = _compile(
    rf"(?P<cur>[¥$€])?\s*(?P<num>{_NUMBER})\s*(?P<mult>万|千|k\b|thousand\b|w\b)?(?P<tail>[一二两三四五六七八九])?百?\s*"
    r"(?P<unit>元|块钱|块|人民币|rmb\b|美元|美金|刀|欧元|dollars?\b|usd\b|yuan\b|cny\b|euros?\b|eur\b)?"
)
_MULTIPLIERS = {"万": 10_000, "w": 10_000, "千": 1_000, "k": 1_000, "thousand": 1_000}
_CURRENCIES = {
    "元": _listed("¥|元|块钱|块|人民币|rmb|yuan|cny"),
    "USD": _listed("$|美元|美金|刀|dollar|dollars|usd"),
    "EUR": _listed("€|欧元|euro|euros|eur"),
}
_PER_UNIT = (
    (_compile(r"每晚|一晚|/晚"), "/晚"),
    (_compile(r"每天|一天|/天"), "/天"),
    (_compile(r"每人|每个人|/人"), "/人"),
    (_compile(r"\b(?:per|a|each)\s+night\b|/night"), "/night"),
    (_compile(r"\b(?:per|a|each)\s+day\b|/day"), "/day"),
    (_compile(r"\b(?:per|each)\s+person\b|/person"), "/person"),
)


def _number(text: str) -> float:
    return float(_ZH_DIGITS[text]) if text in _ZH_DIGITS else float(text.replace(",", ""))


def _format_number(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


def _currency(amount: re.Match[str]) -> str | None:
    marker = (amount["unit"] or amount["cur"] or "").lower()
    return next((code for code, markers in _CURRENCIES.items() if marker in markers), None)


def _money(amount: re.Match[str], clause: str) -> str:
    """ "8000 元", "200 USD/night", "10000" (no currency given)."""
    multiplier = _MULTIPLIERS.get((amount["mult"] or "").lower(), 1)
    value = _number(amount["num"]) * multiplier
    if amount["tail"] and multiplier > 1:  # 一万五 = 15000, 三千五 = 3500
        value += _ZH_DIGITS[amount["tail"]] * multiplier / 10
    currency = _currency(amount)
    text = _format_number(value) + (f" {currency}" if currency else "")
    return text + next((suffix for pattern, suffix in _PER_UNIT if pattern.search(clause)), "")


def _quantity(text: str) -> str:
    """ "5小时" → "5 小时", "两次" → "2 次"."""
    match = re.match(rf"\s*(?P<num>{_NUMBER})\s*(?P<unit>.*)$", text)
    if match is None:
        return _trim(text)
    unit = _ZH_PARTICLE_SUFFIX.sub("", _trim(re.sub(r"(?:以内|之内|以下)$", "", match["unit"].strip())))
    return f"{_format_number(_number(match['num']))} {unit}".strip()


# --- budgets and limits -------------------------------------------------------------------------------

_BUDGET_ITEMS = {
    **dict.fromkeys(_listed("酒店|住宿|hotel|accommodation"), "hotel"),
    **dict.fromkeys(_listed("机票|航班|flight"), "flight"),
    **dict.fromkeys(_listed("餐饮|吃饭|food|meal"), "food"),
    **dict.fromkeys(_listed("交通|transport"), "transport"),
    **dict.fromkeys(_listed("门票|tickets"), "tickets"),
    **dict.fromkeys(_listed("购物|shopping"), "shopping"),
}
_ITEM = _words("|".join(_BUDGET_ITEMS))
_MINIMUM = _compile(r"至少|最少|不低于|起码|" + _en("at least|minimum|no less than"))
_ZH_BUDGET = re.compile(
    rf"(?P<item>{_ITEM})?(?:的|每晚|每天|每人)*预算(?P<mid>[^0-9一二两三四五六七八九十¥$€]{{0,12}}?)(?={_NUMBER}|[¥$€])"
)
_EN_BUDGET = _compile(
    rf"(?:(?P<item>{_ITEM})s?\s+)?budget\b(?:\s+for\s+(?:the\s+|my\s+)?(?P<item2>{_ITEM})s?\b)?"
    r"(?P<mid>[^0-9¥$€]{0,40}?)(?=\d|[¥$€])"
)
_ZH_LIMIT = re.compile(
    r"^(?P<thing>.*?)(?:不超过|不要超过|别超过|不能超过|不得超过|不可超过|最多|至多|不高于|控制在)"
    rf"(?P<limit>(?:{_NUMBER}|[¥$€]).*)$"
)
_EN_LIMIT = _compile(
    r"^(?P<thing>.*?)\b(?:no more than|not more than|at most|maximum of|max(?:imum)?|up to|under|less than"
    r"|below|within)\s+(?P<limit>[¥$€]?\d.*)$"
)
_LIMIT_FILLER = _compile(
    r"^(?:i want|i need|i'd like|keep it|keep|make it|please|the|my)(?:\s+|$)"
    r"|\s+(?:should be|must be|is|are|of|at|to be|be|stay|stays|kept)$"
    r"|^我?(?:希望|想要|想|要|需要)"
)


def _budget_reading(item: str | None, mid: str, amount_text: str, clause: str) -> Reading | None:
    amount = _AMOUNT.match(amount_text)
    if amount is None:
        return None
    subject = f"{_BUDGET_ITEMS[item.lower()]}_budget" if item else "budget"
    predicate = "min_amount" if _MINIMUM.search(mid) else "max_amount"
    return Reading(MemoryType.CONSTRAINT, subject, predicate, _money(amount, clause), lasting=False)


def _read_budget(clause: str) -> Reading | None:
    if match := _ZH_BUDGET.search(clause):
        return _budget_reading(match["item"], match["mid"], clause[match.end() :], clause)
    if match := _EN_BUDGET.search(clause):
        return _budget_reading(match["item"] or match["item2"], match["mid"], clause[match.end() :], clause)
    return None


def _limit_thing(thing: str) -> str:
    for _ in range(3):
        thing = _LIMIT_FILLER.sub("", _trim(thing))
    return _thing(thing) if thing else ""


def _read_limit(clause: str) -> Reading | None:
    match = _ZH_LIMIT.match(clause) or _EN_LIMIT.match(clause)
    if match is None:
        return None
    thing, limit = _limit_thing(match["thing"]), match["limit"]
    amount = _AMOUNT.match(limit)
    if amount is not None and _currency(amount) and (not thing or thing in _BUDGET_ITEMS):
        return _budget_reading(thing or None, "", limit, clause)
    quantity = _quantity(limit)
    if not thing:
        number, _, unit = quantity.partition(" ")
        thing, quantity = canonical_key_part(unit), number
    if _is_deictic(thing):
        return None
    return Reading(MemoryType.CONSTRAINT, thing, "max", quantity, lasting=False)


# --- allergies and restrictions -----------------------------------------------------------------------

_ZH_ALLERGY = re.compile(
    rf"^我?(?:{_ZH_ADV})*+(?:对)?(?P<what>.+?)(?:有点|有些|比较|很|非常|特别|严重|轻微|会)*(?P<neg>不)?过敏(?:了|的)?$"
)
_EN_ALLERGY = _compile(
    r"^I(?:'m|\s+am)\s+(?:(?:very|really|severely|mildly|also|a bit|quite)\s+)*(?P<neg>not\s+)?"
    r"allergic\s+to\s+(?P<what>.+)$|^I\s+have\s+(?:an?\s+)?(?P<what2>.+?)\s+allergy$"
)
_ZH_CANNOT = re.compile(
    r"^我?(?P<when>[^他她它你您我]{0,8}?)(?:不能|不可以|没法|没办法|无法|不方便)(?P<what>.+)$"
)
_ZH_NOT_A_RESTRICTION = re.compile(r"^(?:确定|肯定|保证|理解|相信|说|告诉|回答|想象)")
_EN_CANNOT = _compile(
    r"^I\s+(?:really\s+|just\s+|simply\s+)?(?:can't|cannot|can not|am unable to|am not able to)\s+"
    r"(?P<verb>eat|drink|have|fly|travel|take|walk|drive|sit|stay|work|attend)\b\s*(?P<what>.*)$"
)
_DIET = _compile(r"^(?:吃|喝|碰|接触|饮酒|喝酒)|^(?:eat|drink|have)$")


def _read_allergy(clause: str) -> Reading | None:
    if match := _ZH_ALLERGY.match(clause):
        what = _trim(match["what"])
        if re.search(r"[他她它你您对]", what) or what.endswith("不"):
            return None
    elif match := _EN_ALLERGY.match(clause):
        what = match["what"] or match["what2"]
    else:
        return None
    allergen = _thing(what)
    value = "not_allergic" if match["neg"] else "allergic"
    return Reading(MemoryType.CONSTRAINT, allergen, "allergy", value, lasting=True) if allergen else None


def _read_cannot(clause: str) -> Reading | None:
    if match := _ZH_CANNOT.match(clause):
        when, what = _trim(match["when"]), match["what"]
        if _ZH_NOT_A_RESTRICTION.match(what):
            return None
        lasting = not when and bool(_DIET.match(what))
        activity = _zh_thing(when + what)
    elif match := _EN_CANNOT.match(clause):
        lasting = bool(_DIET.match(match["verb"]))
        what = match["what"] if lasting and match["what"] else f"{match['verb']} {match['what']}"
        activity = _en_thing(what, strip_verbs=False)
    else:
        return None
    return Reading(MemoryType.CONSTRAINT, activity, "restriction", "cannot", lasting) if activity else None


# --- self-descriptions --------------------------------------------------------------------------------

_ATTRIBUTES = {
    **dict.fromkeys(_listed("生日|birthday"), "birthday"),
    **dict.fromkeys(_listed("邮箱|电子邮箱|email|e-mail"), "email"),
    **dict.fromkeys(_listed("手机|手机号|手机号码|电话|电话号码|phone|mobile"), "phone"),
    **dict.fromkeys(_listed("职位|岗位|job title"), "job_title"),
    **dict.fromkeys(_listed("家乡|老家|hometown"), "hometown"),
}
_ATTRIBUTE = _words("|".join(_ATTRIBUTES))
_SELF_DESCRIPTIONS: tuple[tuple[re.Pattern[str], str | None], ...] = (
    (re.compile(r"^我(?:的名字|名字)?(?:叫做|名叫|是叫|叫)(?P<value>[^\s,。!?]+)"), "name"),
    (re.compile(r"^我的名字是(?P<value>[^\s,。!?]+)"), "name"),
    (re.compile(r"^我?(?:现在|目前)?(?:在|于)(?P<value>.+?)(?:工作|上班|任职|实习)$"), "workplace"),
    (re.compile(r"^我(?:现在|目前)?就职于(?P<value>.+)$"), "workplace"),
    (re.compile(r"^我(?:现在|目前)?(?:住在|家在|生活在)(?P<value>.+)$"), "residence"),
    (re.compile(rf"^我的(?P<attr>{_ATTRIBUTE})(?:是|为|:)\s*(?P<value>.+)$"), None),
    (_compile(r"^(?:my name is|my name's|call me|i'm called|i am called)\s+(?P<value>.+)$"), "name"),
    (
        _compile(r"^I\s+(?:currently\s+|now\s+)?work\s+(?:at|for)\s+(?P<value>.+?)(?:\s+as\s+.+)?$"),
        "workplace",
    ),
    (_compile(r"^I\s+(?:currently\s+|now\s+)?live\s+in\s+(?P<value>.+)$"), "residence"),
    (_compile(rf"^my\s+(?P<attr>{_ATTRIBUTE})(?:\s+(?:number|address))?\s+is\s+(?P<value>.+)$"), None),
)


def _read_self_description(clause: str) -> Reading | None:
    for pattern, predicate in _SELF_DESCRIPTIONS:
        if match := pattern.match(clause):
            value = _ZH_PARTICLE_SUFFIX.sub("", _trim(match["value"]))
            attribute = predicate or _ATTRIBUTES[match["attr"].lower()]
            return Reading(MemoryType.FACT, "user", attribute, value, lasting=True) if value else None
    return None


# --- decisions ----------------------------------------------------------------------------------------

_DECISIONS = (
    re.compile(
        r"^(?:我们?|那就|那|那么|好的?)?(?:就|最后|最终|还是)?(?:确认|决定|确定)(?:了|好了)?"
        r"(?:要|选|订|用|预订|选择|购买|买|去|住|坐|是|为)?\s*(?P<obj>(?!一下|下|吗|是否|没).+)$"
    ),
    re.compile(r"^(?P<kind>[^他她它你您]{0,6}?)就(?:选|订|定|用|买|去|住|坐)(?:了)?\s*(?P<obj>.+)$"),
    re.compile(r"^我们?(?:选择|选|订|要订|定)(?:了)?\s*(?P<obj>.+)$"),
    _compile(
        r"^(?:I'll|I will|we'll|we will|let's|let us)\s+(?:take|go with|book|choose|pick|select)\s+"
        r"(?P<obj>.+)$"
    ),
    _compile(
        r"^I(?:'ve|\s+have)?\s+(?:decided\s+(?:on|to go with|to take|to book)|chosen|chose|picked)\s+"
        r"(?P<obj>.+)$"
    ),
    _compile(r"^I\s+confirm(?:\s+that)?\s+(?P<obj>.+)$|^confirmed\s*[:\-]\s*(?P<obj2>.+)$"),
)
_CATEGORIES = (
    ("flight", r"航班|机票|飞机|\bflights?\b"),
    ("train", r"火车|高铁|动车|车次|\btrains?\b"),
    ("room", r"房|\brooms?\b|\bsuites?\b"),
    ("hotel", r"酒店|宾馆|饭店|民宿|旅馆|\bhotels?\b|\bhostels?\b"),
    ("restaurant", r"餐厅|饭馆|餐馆|\brestaurants?\b"),
    ("seat", r"座位|座|\bseats?\b"),
    ("car", r"租车|车|\bcars?\b"),
    ("plan", r"套餐|方案|计划|\bplans?\b|\bpackages?\b|\boptions?\b"),
    ("route", r"路线|\broutes?\b"),
    ("date", r"\d+月\d+[日号]|日期|\bdates?\b"),
)
_DECISION_FILLER = _compile(r"^(?:这家|那家|这个|那个|the)\s*|(?:吧|了|啊|哦|呀|then|please|for me)$")


def _read_decision(clause: str) -> Reading | None:
    match = next((m for pattern in _DECISIONS if (m := pattern.match(clause))), None)
    if match is None:
        return None
    groups = match.groupdict()
    if any(marker in (groups.get("kind") or "") for marker in _ZH_HABIT_MARKERS):
        return None  # "我一般就选直飞" is a habit, read as a preference
    chosen = _trim(groups.get("obj") or groups.get("obj2") or "")
    for _ in range(2):
        chosen = _trim(_DECISION_FILLER.sub("", chosen))
    if _is_deictic(chosen):
        return None
    described = f"{groups.get('kind') or ''} {chosen}"
    category = next(
        (name for name, words in _CATEGORIES if re.search(words, described, re.IGNORECASE)), "option"
    )
    return Reading(MemoryType.DECISION, category, "choice", chosen, lasting=False)


# --- preferences --------------------------------------------------------------------------------------

_ZH_DISLIKE_VERBS = "讨厌|反感|厌恶|受不了|不爱吃|不爱喝"
_ZH_PREFERENCE = re.compile(
    rf"^{_ZH_SELF}(?P<adv>{_ZH_ADV}*+)(?P<verb>{_ZH_DISLIKE_VERBS}|喜欢|喜爱|偏好|偏爱|倾向于|倾向|钟爱|热爱|爱吃|爱喝)"
    r"(?P<obj>.+)$"
)
_ZH_DIET = re.compile(
    rf"^[^他她它你您我们]{{0,10}}?我(?P<adv>{_ZH_ADV}*+)(?P<verb>不?(?:吃|喝|碰|要|坐|住)|忌口)(?P<obj>.+)$"
)
_FAVOURITES = (
    re.compile(r"^我?最(?:喜欢|爱)的(?P<what>.+?)(?:是|就是)(?P<value>.+)$"),
    _compile(r"^my\s+(?:favou?rite|preferred)\s+(?P<what>.+?)\s+is\s+(?P<value>.+)$"),
)
_ZH_HABIT = re.compile(rf"^{_ZH_SELF}(?P<adv>{_ZH_ADV}++)(?P<obj>.+)$")
_ZH_NEGATED_START = re.compile(r"^(?:不会|不要|不|别|避免|少|拒绝)")
_EN_ADV = _en(
    "really|also|just|do|definitely|absolutely|actually|generally|usually|normally|typically|kind of|sort of"
    "|much|still|honestly|totally|probably|maybe|truly|strongly|mostly|always|never|often|certainly|no longer"
    "|don't|do not|dont|tend to|rarely"
)
_EN_DISLIKE_VERBS = "hate|dislike|detest|avoid|can't stand|cannot stand"
_EN_PREFERENCE = _compile(
    rf"^I\s+(?P<adv>(?:{_EN_ADV}\s+)*+)(?P<verb>like|love|enjoy|prefer|adore|{_EN_DISLIKE_VERBS})\s+(?P<obj>.+)$"
)
_EN_RATHER = _compile(r"^I(?:'d|\s+would)\s+rather\s+(?P<neg>not\s+)?(?P<obj>.+)$")
_EN_HABIT = _compile(rf"^I\s+(?P<adv>(?:{_EN_ADV}\s+)++)(?P<obj>.+)$")
_EN_HABIT_MARKER = _compile(_en("always|usually|normally|generally|typically|often|never|tend to|rarely"))
_EN_NEGATION = _compile(_en("don't|do not|dont|never|no longer|rarely"))
_EN_STATE = _compile(r"^(?:feel|feeling|am|get|got|seem|look|have been|was|be)\b")
_EN_NEGATED_START = _compile(r"^(?:avoid|skip|don't|do not|not)\s+")
_EN_DIET = _compile(r"^(?:eat|drink)\s+")


def _preference(thing: str, dislike: bool) -> Reading | None:
    if _is_deictic(thing):
        return None
    return Reading(MemoryType.PREFERENCE, thing, "preference", DISLIKE if dislike else LIKE, lasting=True)


def _read_zh_habit(clause: str) -> Reading | None:
    """我一般/习惯/尽量/总是 + what the user does: a preference for it (or against it after 不/避免/少)."""
    match = _ZH_HABIT.match(clause)
    if match is None or not any(marker in match["adv"] for marker in _ZH_HABIT_MARKERS):
        return None
    rest = _trim(match["obj"])
    if any(word in match["adv"] or rest.startswith(word) for word in _ZH_INTENSIFIERS):
        return None  # "我一直很累" describes a state, not a habit
    negated = "不" in match["adv"] or bool(_ZH_NEGATED_START.match(rest))
    return _preference(_zh_thing(_ZH_NEGATED_START.sub("", rest)), negated)


def _read_zh_preference(clause: str) -> Reading | None:
    if match := _ZH_PREFERENCE.match(clause):
        negated = "不" in match["adv"] or "没" in match["adv"]
        return _preference(
            _zh_thing(match["obj"]), negated != (match["verb"] in _ZH_DISLIKE_VERBS.split("|"))
        )
    if (match := _ZH_DIET.match(clause)) and (
        "不" in match["adv"] + match["verb"] or match["verb"] == "忌口"
    ):
        return _preference(_zh_thing(match["obj"]), dislike=True)
    return _read_zh_habit(clause)


def _read_en_habit(clause: str) -> Reading | None:
    """I always/usually/never + what the user does; "I don't eat/drink X" too."""
    match = _EN_HABIT.match(clause)
    if match is None:
        return None
    negated = bool(_EN_NEGATION.search(match["adv"]))
    habit = _EN_HABIT_MARKER.search(match["adv"]) or (negated and _EN_DIET.match(match["obj"]))
    if not habit or _EN_STATE.match(match["obj"]):
        return None
    dislike = negated or bool(_EN_NEGATED_START.match(match["obj"]))
    return _preference(_en_thing(_EN_NEGATED_START.sub("", match["obj"])), dislike)


def _read_en_preference(clause: str) -> Reading | None:
    if match := _EN_PREFERENCE.match(clause):
        negated = bool(_EN_NEGATION.search(match["adv"]))
        dislike_verb = match["verb"].lower() in _EN_DISLIKE_VERBS.split("|")
        return _preference(_en_thing(match["obj"]), negated != dislike_verb)
    if match := _EN_RATHER.match(clause):
        return _preference(_en_thing(match["obj"]), dislike=match["neg"] is not None)
    return _read_en_habit(clause)


def _read_favourite(clause: str) -> Reading | None:
    """我最喜欢的城市是成都 / my favourite city is Chengdu: one favourite per kind of thing."""
    match = next((m for pattern in _FAVOURITES if (m := pattern.match(clause))), None)
    if match is None:
        return None
    kind, value = _thing(match["what"]), _ZH_PARTICLE_SUFFIX.sub("", _trim(match["value"]))
    return Reading(MemoryType.PREFERENCE, kind, "favourite", value, lasting=True) if kind and value else None


def _read_preference(clause: str) -> Reading | None:
    if reading := _read_favourite(clause):
        return reading
    return _read_zh_preference(clause) if _CJK.search(clause) else _read_en_preference(clause)


_CLAUSE_READERS: tuple[ClauseReader, ...] = (
    _read_budget,
    _read_limit,
    _read_allergy,
    _read_cannot,
    _read_self_description,
    _read_decision,
    _read_preference,
)

# --- notes: a save request nothing else understood ----------------------------------------------------

_REMINDER = _compile(r"^(?:帮我|给我|替我|为我|提醒|叫我)|^to\s+|^(?:call|book|buy|send|tell|remind)\b")
_NOTE_KEY_CHARS = 48


def _note_reading(body: str) -> Reading | None:
    """A remembered sentence as it is; its own canonical text (hashed past 48 chars) is its key."""
    note = _trim(body)
    if len(note) < 2 or _REMINDER.match(unicodedata.normalize("NFKC", note)):
        return None
    key = canonical_key_part(note)
    if len(unicodedata.normalize("NFKC", note)) > _NOTE_KEY_CHARS:
        key = f"{key[:_NOTE_KEY_CHARS]}#{hashlib.sha256(note.encode()).hexdigest()[:12]}"
    return Reading(MemoryType.FACT, "note", key, note, lasting=True)


# --- reading a message --------------------------------------------------------------------------------


def _strip_lead(clause: str) -> str:
    previous = None
    while previous != clause:
        previous, clause = clause, _LEAD.sub("", _trim(clause))
    return clause


def _read_clause(clause: str) -> Reading | None:
    text = _strip_lead(unicodedata.normalize("NFKC", clause))
    if not text or _CONDITIONAL.match(text):
        return None
    return next((reading for read in _CLAUSE_READERS if (reading := read(text))), None)


def _is_question(statement: str) -> bool:
    text = _strip_lead(unicodedata.normalize("NFKC", statement))
    return bool(_QUESTION_END.search(statement) or _QUESTION_ZH.search(text) or _QUESTION_EN.match(text))


def _is_unreadable(statement: str) -> bool:
    return any(
        (_is_question(statement), _DO_NOT_REMEMBER.search(statement), _AUTHORITY_TALK.search(statement))
    )


def _scope(reading: Reading, clause: str, statement: str, message: ExtractionInput) -> Scope:
    for text in (clause, statement):
        if _TASK_HINT.search(text):
            return transient_scope(message)
        if _LASTING_HINT.search(text):
            return Scope.USER
    return Scope.USER if reading.lasting else transient_scope(message)


def _confidence(clause: str, statement: str, explicit: bool) -> float:
    for text in (clause, statement):
        if _HEDGE.search(text):
            return HEDGED_CONFIDENCE
        if _STRONG.search(text):
            return STRONG_CONFIDENCE
    return EXPLICIT_CONFIDENCE if explicit else PLAIN_CONFIDENCE


def _clauses(body: str) -> list[str]:
    return [clause for clause in (_trim(part) for part in _CLAUSE_BREAK.split(body)) if clause]


def _statements(text: str) -> list[str]:
    """Sentences with their closing punctuation kept (it tells a question from a statement)."""
    return [part.strip() for part in _STATEMENT_BREAK.split(text) if _trim(part)]


def _read_statement(statement: str, message: ExtractionInput) -> list[ExtractedCandidate]:
    if len(statement) > MAX_STATEMENT_CHARS or _is_unreadable(statement):
        return []
    body, saves = _SAVE_REQUEST.subn("", statement, count=1)
    readings = [(clause, r) for clause in _clauses(body) if (r := _read_clause(clause))]
    if not readings and saves and (note := _note_reading(body)):
        readings = [(body, note)]
    return [
        ExtractedCandidate(
            memory_type=reading.memory_type,
            subject=reading.subject,
            predicate=reading.predicate,
            object_value=reading.object_value,
            content=_trim(clause if len(readings) > 1 else body),
            scope=_scope(reading, clause, body, message),
            confidence=_confidence(clause, body, explicit=saves > 0),
            extractor_model=RULES_MODEL,
            extractor_version=RULES_VERSION,
        )
        for clause, reading in readings
    ]


def read_message(message: ExtractionInput) -> list[ExtractedCandidate]:
    """Every candidate the rules find in one message, in order, without duplicates."""
    if message.role != "user":
        return []
    found: dict[tuple[object, ...], ExtractedCandidate] = {}
    for statement in _statements(message.text)[:MAX_STATEMENTS]:
        for candidate in _read_statement(statement, message):
            key = (candidate.subject, candidate.predicate, candidate.object_value, candidate.scope)
            found.setdefault(key, candidate)
    return list(found.values())


class RuleExtractor:
    """The default extractor: deterministic, local, no network."""

    name = "rules"

    async def extract(self, message: ExtractionInput) -> ExtractionResult:
        return ExtractionResult(candidates=read_message(message))
