"""The fallback of the rule extractor: a first-person statement about the user that no slot or rule
read is kept as it is, so that nothing a user says about themselves is silently dropped ("I'm
learning Spanish", "We have two kids", 我最近在备考雅思).

It runs once per statement, after every reader, and only when the statement gave nothing. The
statement must open with the user ("I", "my", "we", 我, 我们, 我家 …) and pass every gate below; each
gate is a small word table per language, not a pattern per kind of statement. The memory is a FACT at
USER scope with ``FREE_TEXT_CONFIDENCE``: above governance's default review threshold (0.6), so it is
accepted by default, and below a plain reading (0.8), so what a slot or rule reads later outranks it.
Its key is the statement's own canonical text, so saying it again merges instead of duplicating.
"""

import hashlib
import re
import unicodedata

from memory_center.enums import MemoryType
from memory_center.extraction.rules.asserted import is_plan, is_retraction, is_sarcastic
from memory_center.extraction.rules.flips import TURNED_EN, TURNED_ZH
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.requests import is_request, starts_as_request
from memory_center.extraction.rules.split import clauses
from memory_center.extraction.rules.text import alternatives, compiled, english, trim
from memory_center.governance.lasting import says_one_time
from memory_center.governance.values import canonical_key_part

FREE_TEXT_CONFIDENCE = 0.65
FREE_TEXT_PREDICATE = "said:"
MAX_CHARS = 200  # a longer statement is a story, not one memory
_KEY_CHARS = 48

# --- the gates, as data: (English, Chinese) ---------------------------------------------------------

FIRST_PERSON = ("i|i'm|im|i've|i'd|my|we|we're|we've|our|me", "我|我们|我的|我家|咱们|咱家")
"""Words a statement about the user opens with."""

FAMILY = (
    "son|daughter|kids|children|child|baby|wife|husband|partner|twins|dog|cat|family|household",
    "儿子|女儿|孩子|小孩|宝宝|老婆|老公|妻子|丈夫|爱人|家|家里|狗|猫|全家",
)
"""People (and pets) of the user's household: "my daughter Emma is seven" is about the user's family."""

OTHERS = (
    "mother|mom|mum|father|dad|sister|brother|friend|friends|colleague|colleagues|coworker|boss|manager"
    "|parents|roommate|flatmate|boyfriend|girlfriend|neighbour|neighbor|neighbours|neighbors|teacher|cousin"
    "|uncle|aunt|client|he|she|they|his|her|their|someone",
    "朋友|同事|老板|领导|上司|经理|妈|爸|父母|哥|姐|弟|妹|室友|男朋友|女朋友|对象|闺蜜|客户|同学|老师|邻居|他|她",
)
"""Another person as the subject ("my brother …", 我朋友…): kin outside the household, pronouns."""

REPORTED = (
    "said|says|told me|tells me|thinks|hates|loves|likes|wants",
    "说过|告诉我|觉得|认为|喜欢|讨厌",
)
"""Someone's speech or opinion reported."""

ASKING = (
    "please|can you|could you|would you|book|remind|find|get me|send|help|tell me|show me|let me know"
    "|i need|i want|i'd like|i would like|i'm looking for|looking for",
    "帮我|给我|替我|请|麻烦|提醒|你|您|我想|我要|我需要|在找|能不能|可以吗",
)
"""Requests and orders to the agent."""

MAYBE = (
    "if|would|could|might|maybe|perhaps|unless|in case|wish|hope|probably|should|i think|i guess|i feel"
    "|i believe|i mean|i know|i wonder|not sure|thinking about|thinking of|considering|wondering|intention"
    "|plan|plans|planning",
    "如果|假如|要是|万一|的话|可能|也许|大概|希望|但愿|应该|我觉得|我认为|我猜|我想|考虑|在想|犹豫",
)
"""Hypotheticals, wishes and opinions."""

MOMENT = (
    "tired|exhausted|hungry|thirsty|sleepy|bored|stressed|excited|sad|angry|annoyed|upset|sick|busy"
    "|happy|glad|thrilled|delighted|worried|nervous|scared|over the moon|staying|off to|heading|leaving"
    "|visiting|seeing|moving|flying|next year|soon"
    "|going to|gonna|i'll|we'll|i will|we will|about to|on my way|right now|at the moment|just now"
    "|yesterday|last night"
    "|this morning|earlier|tonight|today|tomorrow|on monday|on tuesday|on wednesday|on thursday"
    "|on friday|on saturday|on sunday|last week|next week",
    "累|饿|渴|困|无聊|烦|开心|难过|生气|郁闷|心情|刚才|刚刚|马上|待会|一会儿|等下|正要|打算|准备去|计划"
    "|要去|昨天|昨晚|前天|今早|今天|今晚|明天|下周|周末去|这次|这回|在家|到了",
)
"""Moods, one-offs and plans for one occasion (governance's one-time words are asked as well)."""

PAST = (
    "used to|was|were|old|ex|former|formerly|previously|meant to|once|back then|until|lived|worked|moved",
    "以前|曾经|过去|原来|之前|从前|当年|前妻|前夫",
)
"""A state that is over: the ending readers decide what it ended, no fact of the present."""

LIKING = (
    "love|loves|like|likes|hate|hates|enjoy|enjoys|prefer|prefers|obsessed|fan|into|adore|favourite|favorite",
    "喜欢|爱|讨厌|偏爱|最爱|迷上|着迷|受不了",
)
"""A liking: the stance readers' work (if they read nothing, there was a reason)."""

USING = (
    "eat|drink|play|watch|listen|use|take|buy|shop|order|swim|jog|go",
    "吃|喝|玩|看|听|用|坐|买|点|跑步|游泳|健身",
)
"""What the user eats, drinks, plays, watches, uses, buys or does for sport, as the statement's verb
(English: within two words after "I"/"we"): a stance the stance readers, the turn-away step and the
option slots can later supersede; a free-text copy could not be and would stay current beside it."""

ROLE = (r"^(?:i'm|i am)\s+an?\s+[\w-]+$", r"^我是(?:一?[个名位])?[^，,]{1,8}$")
"""A bare role ("I'm a nurse", 我是护士): the job and identity readers' slot; a free-text copy would
stand beside a later change of job."""

SLOT_VERBS = ("work|works|live|lives|stay|study|studied", "工作|住|上班|上学")
"""Where the user lives, works or studies, as the statement's verb (English: within two words after
"I"/"we"): slots whose readers decline a statement for a reason ("I work in London": office or
employer?); a free-text copy would stand beside their later value. "I cycle to work" is no such verb."""

WHERE_NOW = ("at|in|on|stuck|out|back|home|here|there|outside|downstairs", "")
"""Where the user is at the moment ("I'm at the airport", "I'm stuck in traffic"), English only: in
Chinese 我在 also opens an activity (我在学日语)."""

OCCASION = (
    "flight|meeting|booking|order|reservation|appointment|trip|ticket|package|delivery|bill|call|table",
    "航班|会议|开会|预订|订单|预约|行程|快递|外卖|账单",
)
"""Things of one occasion (a flight, a meeting, the bill): about the occasion, not the user."""

CORRECTING = (
    "i meant|i mean|sorry|scratch that|actually|correction|no wait|wait",
    "我是说|说错了|记错了|不对|更正|应该是|我的意思是",
)
"""A correction of something said before: the correction readers put it on what it corrects."""

FAMILY_FACT = (
    r"\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|name|named|called|born|school"
    r"|grade|turned|years old",
    r"\d|[一二两三四五六七八九十]|叫|岁|年级|上学|出生",
)
"""What a household member's statement must say to be about the user's family: age, name, school."""

CHANGE = (
    "now|nowadays|these days|instead|anymore|any more|switched|changed|from now on|already",
    "现在|改|换成|换了|不再|已经",
)
"""A change of something held: the slot and change readers' work; a free-text copy would stand
beside the old value instead of replacing it."""

MISHAP = (
    "forget|forgets|forgetting|forgot|lose|losing|lost|miss|missing|late|end up|seem to|forever|keep",
    "老是|每次都|经常|动不动|总是",
)
"""A complaint about oneself (I always forget my keys, 我老是丢东西): talk, not a fact to keep."""

POINTING = ("it|this|that|these|those|one", "这个|那个|这家|那家|这种|那种|它")
"""A thing pointed at in the conversation: nothing to keep without it."""

SMALL_TALK = (
    "hi|hello|hey|thanks|thank you|ok|okay|sure|great|cool|lol|haha|bye|good morning|good night|sorry",
    "你好|谢谢|哈哈|好的|嗯|早上好|晚安|再见|拜拜|不好意思|对不起",
)


ADVERBS = "always|usually|often|mostly|sometimes|still|also|just|really|normally|generally|mainly"
"""Words between "I" and the statement's verb ("I usually eat …"), besides any word in -ly."""


def _opening(table: tuple[str, str]) -> re.Pattern[str]:
    en, zh = table
    return compiled(rf"^(?:{english(en)}|{alternatives(zh)})")


def _anywhere(table: tuple[str, str]) -> re.Pattern[str]:
    en, zh = table
    return compiled(rf"{english(en)}|{alternatives(zh)}")


_FIRST_PERSON = _opening(FIRST_PERSON)
_ABOUT_FAMILY = compiled(
    rf"^(?:my|our)\s+(?:\w+\s+)?{english(FAMILY[0])}|^(?:我的?|我们的?|我家的?){alternatives(FAMILY[1])}"
)
_OTHERS = _opening(OTHERS)
_REPORTED = _anywhere(REPORTED)
_OWN = compiled(r"^(?:my|our)\s+|^(?:我们的|我的|我们|我家|我)")
_SMALL_TALK = _opening(SMALL_TALK)
_NOT_A_FACT = tuple(
    _anywhere(table)
    for table in (
        ASKING,
        MAYBE,
        MOMENT,
        PAST,
        LIKING,
        CHANGE,
        MISHAP,
        POINTING,
        CORRECTING,
        OCCASION,
    )
)
_WITH_OTHERS = compiled(
    rf"\bwith\s+(?:my\s+|our\s+)?{english(OTHERS[0])}"
    rf"|(?:跟|和|与|同|陪)(?:我的?|我们的?)?{alternatives(OTHERS[1])}"
)
"""Something done with another person (tea with my mum, 跟同事吃饭): an occasion shared, not a fact."""
_USING = compiled(
    rf"^(?:i|we)\s+(?:{english(ADVERBS)}\s+|\w+ly\s+){{0,2}}{english(USING[0])}|{alternatives(USING[1])}"
)
_ROLE = compiled("|".join(ROLE))
_SLOT_VERB = compiled(
    rf"^(?:i|we)\s+(?:{english(ADVERBS)}\s+|\w+ly\s+){{0,2}}{english(SLOT_VERBS[0])}|{alternatives(SLOT_VERBS[1])}"
)
_WHERE_NOW = compiled(rf"^(?:i'm|i am|we're|we are)\s+(?:just\s+|still\s+)?{english(WHERE_NOW[0])}")
_FAMILY_FACT = compiled("|".join(FAMILY_FACT))
_NEGATED = compiled(rf"{english(TURNED_EN)}|\bno\b|n't\b|{alternatives(TURNED_ZH)}")
_QUOTED = re.compile(r"[\"“”「」『』]")
_QUESTION = re.compile(r"[?？]|[吗呢么]\W*$")
_WORD = re.compile(r"[^\W\u4e00-\u9fff]+")
_CJK = re.compile(r"[\u4e00-\u9fff]")


def _others(text: str) -> bool:
    """Someone else is the subject (the head after "my", 我的); a household member's statement is
    about the user only when it says their age, name or school (my daughter Emma is seven)."""
    if _ABOUT_FAMILY.match(text):
        return _REPORTED.search(text) is not None or _FAMILY_FACT.search(text) is None
    return _OTHERS.match(_OWN.sub("", text)) is not None or _WITH_OTHERS.search(text) is not None


def read_free_text(statement: str) -> Reading | None:
    """The statement kept as a free-text memory, or None when it is not plainly about the user."""
    text = trim(unicodedata.normalize("NFKC", statement))
    if len(text) > MAX_CHARS or len(_CJK.findall(text)) + len(_WORD.findall(text)) < 3:
        return None
    if not _FIRST_PERSON.match(text) or _QUESTION.search(text) or _QUOTED.search(text):
        return None
    if is_request(text) or starts_as_request(text) or is_plan(text) or is_sarcastic(text):
        return None
    if any(is_retraction(trim(part)) for part in clauses(text)):
        return None
    if _SMALL_TALK.match(text) or any(gate.search(text) for gate in _NOT_A_FACT) or _NEGATED.search(text):
        return None
    if (
        _USING.search(text)
        or _SLOT_VERB.search(text)
        or _WHERE_NOW.match(text)
        or _ROLE.match(text)
        or says_one_time(text)
        or _others(text)
    ):
        return None
    return Reading(
        MemoryType.FACT,
        "user",
        FREE_TEXT_PREDICATE + _key(text),
        text,
        lasting=True,
        confidence=FREE_TEXT_CONFIDENCE,
    )


def _key(text: str) -> str:
    """The statement's canonical text (hashed past 48 characters): the same statement, the same key."""
    key = canonical_key_part(text)
    if len(key) > _KEY_CHARS:
        key = f"{key[:_KEY_CHARS]}#{hashlib.sha256(key.encode()).hexdigest()[:12]}"
    return key
