"""A value shown by present use or fresh experience, and a held one disposed of (pure): docs/extraction.md,
"Session 27: a new value shown by present use or experience".

People seldom say "I switched". They show the new value by living with it — "My last three pairs have
all been Hoka", "Monzo has been my only bank for the past eight months", "My first month as a paramedic
has been wild", "a Pixel 8 arrived yesterday", 这半年的账都记在那上面, 最近三双跑鞋都是李宁的,
做产品经理第一个月 — or by getting rid of the old one: "the Civic went to my nephew", "the iPhone is in a
drawer", "Priya and I ended things", 华为给我爸用了, 招行那张卡已经注销了. Two kinds of clause, as data:

- **use** (``USED_EN`` / ``USED_ZH``): a duration of use (for the past N months, since April, 这半年…都,
  这几个月…全靠), the last N of a thing bought (my last three pairs, 最近三双), a first period in a role
  (first month as, 第一个月), an arrival or acquisition (arrived, picked up the keys to, 到了, 提了), or a
  present habit of the slot's activity ("Sundays are all about …", "all I read on");
- **disposal** (``DISPOSED_EN`` / ``DISPOSED_ZH``): sold, went to my nephew, in a drawer, collecting dust,
  ended things, last day, 送人了, 卖给, 注销了, 好久没打开, 分手.

A clause of use replaces a held memory of the **same slot**: the key schema says it (the held key is
``user / <slot>``, or a frame reads the slot in the held words, and the clause names the slot's cue,
an option or a frame of it) or the two share a content word (toothpaste, 导航, Sundays), while the
clause does not say the held value again. A clause of disposal ends the held memory whose value it
names. Neither is read from another person's clause, a one-time use (borrowed, for the weekend, an
Airbnb, 借, 民宿), a gift (for my dad, 给我妈买), an addition (a second, another, also, 又, 也), a
question, a plan or a hypothetical; a many-valued slot (pets, children) is never replaced.
"""

import re
from dataclasses import dataclass

import memory_center.extraction.rules.words as w
from memory_center.extraction.frames import read_frames
from memory_center.extraction.held_occasions import may_relate, replaced
from memory_center.extraction.rules.anchors import NOT_ANCHOR_CHARS_ZH, anchors, names, zh_words
from memory_center.extraction.rules.model import HeldMemory
from memory_center.extraction.rules.split import statements
from memory_center.extraction.rules.text import alternatives, compiled, english, is_chinese, listed
from memory_center.extraction.schema import BY_NAME, OPTION_SLOT, SLOTS, Slot, names_cue
from memory_center.kit.word_patterns import word_pattern

_COUNT_EN = r"(?:two|three|four|five|six|seven|eight|nine|ten|few|couple of|\d+)"
_SPAN_EN = r"(?:days|weeks|months|years|half year|half a year|year|month|week)"
_MONTHS_EN = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
    "|christmas|easter|the summer|the spring|the autumn|the fall|the winter|new year|last year"
)
USED_EN = compiled(
    rf"\b(?:my\s+)?(?:last|past)\s+{_COUNT_EN}\s+[a-z]+(?:\s+[a-z]+){{0,6}}?\s+(?:have|has|were|was|came|all)\b"
    rf"|\b(?:for|over|in|during)\s+the\s+(?:last|past)\s+(?:{_COUNT_EN}\s+|\w+\s+)?{_SPAN_EN}\b"
    rf"|\b(?:been|is|are|has|have|'s|'ve)\b[^,.;]*\bsince\s+(?:{_MONTHS_EN})\b"
    rf"|\bsince\s+(?:{_MONTHS_EN})\b[^,.;]*\b(?:been|all|only|every)\b"
    r"|\bfirst\s+(?:day|days|week|weeks|month|months|year|term|semester|shift|shifts)\s+as\s+(?:a|an)\b"
    r"|\b(?:weeks|months|years)\s+into\s+(?:my\s+)?(?:new\s+)?(?:job|life|role)\s+as\b"
    r"|\b(?:I|we)\s+start(?:ed)?\s+as\s+(?:a|an)\b"
    r"|\barrived\b|\bpicked\s+up\s+the\s+keys\s+to\b|\bkeys\s+to\s+[^,.;]+\b(?:are|is)\s+(?:finally\s+)?(?:ours|mine)\b"
    r"|\b(?:is|are|'s|its)\s+all\s+(?:I|we)\s+(?:use|read|play|drink|wear|listen|watch|drive)\b"
    r"|\ball\s+(?:I|we)(?:'ve|\s+have)\s+used\b|\b(?:are|is)\s+(?:all\s+)?(?:about|for)\s+(?!to\b|me\b|you\b)"
    r"|\b(?:my|our)\s+only\s+[a-z]+\s+(?:for|since)\b|\bhas\s+been\s+my\s+(?:only|go-to|main)\b"
    r"|\b(?:moved|switched|changed)\s+(?:my|our|all\s+my)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:over\s+)?to\b"
    r"|\bwak(?:e|ing)\s+up\b[^,.;]*\b(?:every|each)\s+(?:day|morning)\b|\bwak(?:e|ing)\s+up\s+(?:here|happy)\b"
)
"""A clause showing a value by present use or fresh experience (English)."""
_SPAN_ZH = (
    r"(?:这|近|最近|过去)(?:半年|一年|两年|几年|几个月|两个月|三个月|阵子|段时间|些日子"
    r"|[一两三四五六七八九十\d]+个月)"
)
USED_ZH = compiled(
    rf"{_SPAN_ZH}[^，。；！？]*?(?:都|全|一直|只)"
    r"|(?:最近|这|近)[一两三四五六七八九十\d]+(?:双|个|袋|瓶|支|台|部|件|盒|罐|次|包|管)[^，。；！？]*?都"
    r"|第一(?:天|周|个星期|个月|年|个学期|学期|份工作)|(?:一个月|半年|一年)以来"
    r"|从(?:去年|今年|前年|上个?月|年初|年底|春节|过年|[一二三四五六七八九十\d]{1,2}月|\S{0,2}[春夏秋冬]天?)\S{0,4}开始"
    r"|每天(?:早上)?醒来|到了$|到货|提了(?:辆|一辆|台)|拿到(?:了)?钥匙|全靠|都在用|都用的是|都记在|都在上面"
)
"""A clause showing a value by present use or fresh experience (Chinese)."""
DISPOSED_EN = compiled(
    r"\b(?:sold(?!\s+out)|gave\s+away|got\s+rid\s+of|donated|traded\s+in|handed\s+back|returned|cancelled|canceled|closed)\b"
    r"|\bgave\s+(?:my|the|our)\b|\bwent\s+to\s+(?:my|a|the|our)\b|\bin\s+a\s+drawer\b|\bcollecting\s+dust\b"
    r"|\bhasn't\s+been\s+(?:opened|touched|used)\b|\bhaven't\s+(?:opened|touched|used)\b"
    r"|\b(?:and\s+I|and\s+me)\s+(?:ended\s+things|split\s+up|broke\s+up|called\s+it\s+quits)\b"
    r"|\bended\s+things\s+with\b|\bbroke\s+up\s+with\b|\bsplit\s+(?:up\s+)?(?:with|from)\b"
    r"|\blast\s+day\s+(?:in|at|on)\b|\b(?:is|are)\s+(?:now\s+)?only\s+(?:for|used\s+for)\b"
)
"""A clause disposing of the held thing (English)."""
DISPOSED_ZH = compiled(
    r"送人了|送给了?|卖了|卖掉了?|卖给了?|给我\S{1,3}用了|转给了?|注销了?|销户|好久没(?:打开|用|碰)|再没(?:打开|用)"
    r"|分手了?|分开了|吃灰|闲置|扔了|退掉了?|最后一天"
)
"""A clause disposing of the held thing (Chinese)."""
_NOT_OWN = compiled(
    rf"\b(?:for|to)\s+(?:my|our)\s+{w.KIN_LEAD_EN}(?:{alternatives(w.KIN_EN)})\b"
    rf"|\b(?:my|our)\s+{w.KIN_LEAD_EN}(?:{alternatives(w.KIN_EN)})(?:'s)?\s+(?!and\s+I\b)"
    r"|^(?:he|she|they)\b|\b(?:he|she|they)(?:'s|'ve|\s+has|\s+have)\b"
    rf"|给(?:我)?(?:{w.KIN_ZH})买|{w.OTHERS_THING_ZH}|^(?:他|她|他们|她们)"
)
"""Another person's use, or a thing bought for someone (a gift): not the user's value."""
_ONCE_EN = (
    "borrowed|borrowing|rented|renting|a rental|hired a|airbnb|hostel|for the weekend|for a week"
    "|for a few days|on holiday|on vacation|trial|free trial|test drive|test-drove|one-off|this weekend"
    "|second|another|also|too|as well|would|if|might|maybe|thinking about|planning|gonna|going to|will"
)
_ONCE = compiled(
    rf"{english(_ONCE_EN)}"
    r"|借了|借的|租了(?:一|辆|台)|民宿|酒店|度假|旅游|出差|试用|试驾|试了|第二|又|也|还有|如果|要是|打算|准备|想|可能|不知道"
)
"""A one-time use, an addition, a plan or a guess: no held value is replaced."""
ROLE_EN = compiled(
    r"\b(?:I'm|I am|work(?:ing)?\s+as|job\s+as|life\s+as|start(?:ed|ing)?\s+as"
    r"|(?:day|week|month|year|term|semester|shift)s?\s+as)\s+(?:a|an)\s+(?!bit\b|big\b|fan\b|huge\b|little\b)[a-z]"
    r"|\bI\s+teach\b"
)
"""A statement of the user's role or trade ("I'm a nurse on the cardiac ward", "first month as a
paramedic", "I teach maths"): the job slot, which its frames read only in plainer words."""
ROLE_ZH = compiled(
    r"(?:^|[我，])(?:在\S{1,8})?(?:做|当)(?!饭|菜|梦|家务|运动|检查|手术|作业)[\u4e00-\u9fff]{1,5}(?:的)?(?:第一|$)"
    r"|(?:做|当)[\u4e00-\u9fff]{1,5}(?:的)?第一|我是(?:一名|一个|个)?[\u4e00-\u9fff]{0,4}(?:师|员|经理|医生|护士|司机|工)$"
)
"""The same in Chinese (我在银行做柜员, 做产品经理第一个月, 当老师的第一个学期, 我是护士)."""
_STAY = compiled(
    rf"{english('borrowed|borrowing|rented|a rental|airbnb|hostel|hotel|for the weekend|on holiday|trip')}"
    r"|借了|借的|民宿|酒店|度假|旅游|出差|住了[一两三四五六七八九十几\d]+[天晚]"
)
"""A stay or a loan said anywhere in the statement: its use is of that time only."""
_QUESTION = re.compile(r"[?？]|[吗呢]\W*$")
_NAME_EN = re.compile(r"(?<![\w'])([A-Z][\w'-]*(?:\s+[A-Z0-9][\w'-]*)*)")
_NOT_NAMES_EN = frozenset(
    listed(
        "i|i'm|i've|i'd|my|we|we're|our|the|a|an|it|its|it's|this|that|these|those|and|but|so|then|every|all"
        "|last|first|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays"
        "|thursdays|fridays|saturdays|sundays|january|february|march|april|may|june|july|august|september"
        "|october|november|december|christmas|easter|honestly|finally|just|got|went|picked|sold|keys"
    )
)


Held = HeldMemory
"""A held ACTIVE USER memory: its key, value and words."""


@dataclass(frozen=True, slots=True)
class Usage:
    """What a message does to the held memories: the ones it ends (by index), each with the
    statement that ends it, and the statements of use to keep as the new value."""

    ended: tuple[tuple[int, str], ...]
    kept: tuple[str, ...]


def _own(clause: str) -> bool:
    return not (_NOT_OWN.search(clause) or _ONCE.search(clause) or _QUESTION.search(clause))


def used(clause: str) -> bool:
    """Whether a clause shows a value by the user's present use or fresh experience."""
    pattern = USED_ZH if is_chinese(clause) else USED_EN
    return pattern.search(clause) is not None and _own(clause)


_THEIRS = compiled(
    rf"^(?:my|our)\s+{w.KIN_LEAD_EN}(?:{alternatives(w.KIN_EN)})\b|\b(?:his|her|their)\b|^(?:he|she|they)\b"
    rf"|\b(?:once|this\s+time|for\s+the\s+weekend)\b"
    rf"|^(?:我的?|我们的?)?(?:{w.KIN_ZH})|他的|她的|他们的|她们的|这次|一次"
)
"""Another person's thing disposed of ("My dad sold his Volvo", 同事在腾讯最后一天), or one time only."""


_NOT_DONE = compiled(
    rf"{english('thinking about|think about|going to|gonna|might|maybe|would|planning|plan to|want to')}"
    rf"|{english('wanted to|almost|nearly|if')}"
    r"|想|打算|准备|计划|考虑|本来|原本|差点|没(?:有)?[卖换送扔退]|要不要|如果|要是"
)
"""A disposal only meant or nearly done (本来想把丰田卖了换特斯拉，后来没换; "thinking about selling it")."""


def disposed(clause: str) -> bool:
    """Whether a clause disposes of a thing of the user's (given away to someone is still the user's
    act: "the Civic went to my nephew"; another person's own is not: "my brother sold his Outback")."""
    pattern = DISPOSED_ZH if is_chinese(clause) else DISPOSED_EN
    if pattern.search(clause) is None or _QUESTION.search(clause):
        return False
    return _THEIRS.search(clause.strip()) is None and _NOT_DONE.search(clause) is None


def may_apply(text: str) -> bool:
    """The cheap gate before any held memory is read: a clause of use or disposal."""
    return any(
        used(part) or disposed(part) or may_relate(part)
        for statement in statements(text)[:20]
        for part in _parts(statement)
    )


def slots_of(text: str, subject: str = "", predicate: str = "") -> frozenset[str]:
    """The single-valued slots a text is about: its key's, its frames', its cue words', its options'."""
    found: set[str] = set()
    if subject == "user" and (slot := BY_NAME.get(predicate)) is not None:
        found.add(slot.name)
    found.update(one.slot.name for one in read_frames(text))
    found.update(slot.name for slot in SLOTS if slot.cues and _cue_said(text, slot))
    folded = text.casefold()
    found.update(slot.name for option, slot in OPTION_SLOT.items() if _said(option, folded))
    if (ROLE_ZH if is_chinese(text) else ROLE_EN).search(text.strip().rstrip("。.!！")):
        found.add("job")
    if "home_type" in found:
        found.add("residence")  # the flat, 新房子: a dwelling of the user's is where they live
    return frozenset(name for name in found if not BY_NAME[name].many and not BY_NAME[name].constraint)


def _cue_said(text: str, slot: Slot) -> bool:
    return names_cue(text, slot)


def _said(word: str, folded: str) -> bool:
    if not word.isascii():
        return word in folded
    if word not in folded:
        return False  # the pattern holds the word as it is: no match without it
    return word_pattern(rf"(?<![\w-]){re.escape(word)}(?![\w-])").search(folded) is not None


def value_words(held: Held, loose: bool = False) -> tuple[str, ...]:
    """The words that name a held memory's value: a slot's value and its parts ("Honda Civic" → Civic),
    names said in its statement (Priya, Origin); in Chinese the value's words (随手记, 百度地图导航), not
    a slot's cue word (工资卡, 手机), and with ``loose`` their two-character parts too (华为 of 华为Mate).
    """
    value = held.value if held.value and held.value != held.content and held.subject == "user" else ""
    if is_chinese(held.content):
        said = [
            word
            for word in zh_words(value or _zh_object(held.content))
            if len(word) > 1 and word not in _ZH_CUES
        ]
        if loose:
            said += [part for part in anchors("".join(said)) if not any(part in cue for cue in _ZH_CUES)]
        return tuple(sorted(set(said)))
    words: set[str] = set()
    for text in (value, held.content):
        for match in _NAME_EN.finditer(text):
            parts = [part for part in match.group(1).split() if part.casefold() not in _NOT_NAMES_EN]
            words.update(part for part in parts if len(part) > 2)
            if len(parts) > 1:
                words.add(" ".join(parts))
    if value and not is_chinese(value):
        words.update(part for part in value.split() if len(part) > 2 and part.casefold() not in _NOT_NAMES_EN)
    return tuple(sorted(words))


_ZH_OBJECT = re.compile(r"的是|是|用|叫|在|做|当|开|穿")


def _zh_object(content: str) -> str:
    """The words after a Chinese memory's last verb of use or being (我记账用的是随手记 → 随手记,
    我在银行做柜员 → 柜员): its value, not its topic (记账)."""
    parts = [part for part in _ZH_OBJECT.split(content) if len(part) > 1]
    return parts[-1] if parts else content


_ZH_CUES = frozenset(cue for slot in SLOTS for cue in slot.cues if is_chinese(cue))


def _names_value(clause: str, words: tuple[str, ...]) -> bool:
    folded = clause.casefold()
    return any(_said(word.casefold(), folded) for word in words)


_WEEK = re.compile(
    r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)s?\b|(周[一二三四五六日末]|星期[一二三四五六日天])"
)


def _week(text: str) -> set[str]:
    return {"".join(found) for found in _WEEK.findall(text.casefold())}


_DISUSED_EN = compiled(
    r"\b(?:in\s+a\s+drawer|collecting\s+dust|gathering\s+dust|hasn't\s+been\s+(?:opened|touched|used)|haven't\s+(?:opened|touched|used))\b"
)


def _names_disposed(clause: str, held: Held) -> bool:
    """The disposal clause names the held value ("the Civic went to my nephew", 华为给我爸用了), or an
    English thing left unused names a content word of the held memory ("the paper books are collecting
    dust" of "I only read paper books")."""
    if _names_value(clause, value_words(held, loose=True)):
        return True
    if is_chinese(clause) or not _DISUSED_EN.search(clause):
        return False
    return names(clause, anchors(held.content), held.content)


_PURPOSE_ZH = re.compile(
    r"^(?:我们|我)(?:平时|一般|都|一直)?([\u4e00-\u9fff]{1,4})(?:用|穿|买|喝|坐|开)的(?:都)?是"
)
"""A Chinese thing used for a purpose (我洗发水用的是海飞丝: the purpose 洗发水; ``free_text``)."""


def _topic(statement: str, held: Held) -> bool:
    """A Chinese statement names the held memory's topic in another clause than its use (鲨鱼记账简洁多了，
    这半年的账都记在那上面: 记账), or a character of the purpose of a thing used for one (洗头 for 洗发水)."""
    if not (is_chinese(statement) and is_chinese(held.content)):
        return False
    if (purpose := _PURPOSE_ZH.match(held.content)) is not None:
        return any(char in statement for char in purpose.group(1) if char not in NOT_ANCHOR_CHARS_ZH)
    return names(statement, anchors(held.content))


def _same_slot(clause: str, held: Held, held_slots: frozenset[str], statement: str = "") -> bool:
    if held_slots and held_slots & slots_of(statement or clause):
        return True
    if _week(clause) & _week(held.content):
        return True  # a day's habit said anew ("Sundays are all about swimming" for a Sunday ride)
    topic = anchors(held.content)
    if not is_chinese(held.content):
        topic = topic - anchors(" ".join(value_words(held)))
    return bool(topic) and names(clause, topic, held.content)


def replaceable(held: Held) -> bool:
    """A held memory a new value may replace: not a many-valued slot's (a pet, a child), not a rule,
    not another person's."""
    slot = BY_NAME.get(held.predicate) if held.subject == "user" else None
    if slot is not None and (slot.many or slot.constraint):
        return False
    if held.subject != "user" and any(names_cue(held.subject, one) for one in SLOTS if one.many):
        return False
    return not _NOT_OWN.search(held.content) or "partner" in slots_of(held.content)


_CUT = re.compile(r"[，,;；]\s*|\s+[—–-]+\s+|\s+and\s+(?=the\b|my\b)|\s+but\s+|(?<=[\u4e00-\u9fff])但是?")


def _parts(statement: str) -> list[str]:
    """A statement's clauses, cut at dashes and at "and the"/"and my" too (the disposal after the use:
    "a Pixel 8 arrived and the iPhone is in a drawer")."""
    return [part.strip() for part in _CUT.split(statement.strip().rstrip("。.!！")) if part.strip()]


def read_usage(text: str, held: list[Held]) -> Usage:
    """The held memories a message's clauses of use or disposal end, and the statements to keep."""
    ended: dict[int, str] = {}
    kept: list[str] = []
    for statement in statements(text)[:20]:
        parts = _parts(statement)
        using = [part for part in parts if used(part)] if not _STAY.search(statement) else []
        disposing = [part for part in parts if disposed(part)] if not _NOT_DONE.search(statement) else []
        habits = [part for part in parts if may_relate(part) and part not in using]
        if not using and not disposing and not habits:
            continue
        for at, one in enumerate(held):
            if any(replaced(part, statement, one) for part in habits):
                ended.setdefault(at, statement)  # a new habit of its routine (held_occasions)
                continue
            if not replaceable(one):
                continue
            words = value_words(one)
            if any(_names_disposed(part, one) for part in disposing):
                ended.setdefault(at, statement)
                continue
            slots = slots_of(one.content, one.subject, one.predicate)
            for part in using:
                if _names_value(part, words) or not (
                    _same_slot(part, one, slots, statement) or _topic(statement, one)
                ):
                    continue
                if any(_names_value(other, words) for other in parts if other not in disposing):
                    continue  # the held value said again beside the use: an addition, not a change
                ended.setdefault(at, statement)
        if using or (habits and ended):
            said = [part for part in parts if part in using or part not in disposing]
            whole = statement.strip().rstrip("。.!！")
            kept.append(
                whole if len(said) == len(parts) else ("，" if is_chinese(statement) else ", ").join(said)
            )
    return Usage(tuple(ended.items()), tuple(kept))


GONE = compiled(
    rf"{english('died|passed away|put down|put to sleep|rip|rest in peace|rehomed|gave away|lost')}"
    r"|走了|去世|过世|没了|离开了|不在了|病逝|寿终正寝|送人了|送走了"
)
"""An animal or person gone: a new one of its kind replaces it rather than joining it."""
_ADDED = compiled(rf"{english('second|another|also|too|as well|one more|a new one|third')}|第二|又|也|还|再")
"""An addition: a second animal or child of a kind the user holds one of ("We got a second dog", 又领养了)."""


def added_beside(subject: str, predicate: str, content: str, held: set[tuple[str, str, str]]) -> bool:
    """Whether a name of a many-valued slot's kind (a pet, a child: ``dog / name``) is said as an addition
    while the user holds another name on the same key: the new one is kept beside it, never instead."""
    if predicate != "name" or not any(names_cue(subject, slot) for slot in SLOTS if slot.many):
        return False
    return _ADDED.search(content) is not None and any(
        (one_subject, one_predicate) == (subject, predicate) for one_subject, one_predicate, _ in held
    )
