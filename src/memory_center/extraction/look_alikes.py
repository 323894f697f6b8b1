"""Messages that look like a change of the user's memory and are none (pure data and one engine;
docs/extraction.md, "Session 30: look-alikes that change nothing").

Two judgements, each read from kinds of words rather than phrases of one sentence:

- **the whole message** (``not_lasting``) says nothing lasting about the user when it is
  - a **marked joke**: a word of joking anywhere ("kidding obviously 😂", jk, 开玩笑, 骗你的, 逗你), not
    negated ("not kidding", 不是开玩笑) nor set aside ("joking aside", 说真的); or a resolution said
    playfully (a laugh or a picture emoji with "from now on", 以后, 决定) whose value is no listed option
    of its slot (骑大象上班🐘, 坐火箭上班🚀哈哈): ``playful_resolution`` is asked by the write path, which
    knows the candidates' slots;
  - a **hesitation**: a word of being drawn to something (eyeing, tempted, browsing, 心动, 在看, 种草) and
    a word of not acting yet (holding off, I'll wait, still works fine, 先不, 还能用, 还在犹豫), with no
    deed of change (bought, ordered, 买了, 下单了); or an open indecision (on the fence, 还在犹豫, 没想好);
  - a **passing illness**: an acute illness (a cold, the flu, a stomach bug, 感冒, 发烧, 肠胃炎) with a
    span of days (this week, for five days, 这两天, 吃三天; "since Tuesday" starts a state), never a frequency
    (三天两头, "every winter");
- **a clause's owner** (``others_part``): a clause opened by someone or something else — kin, a friend,
  a colleague, a pet, a child, a service's agent (``words.KIN_*``, ``words.CLOSE_ROLES``, ``AGENTS_*``) —
  and the clauses after it that name no subject of their own ("so no cow's milk for her", 只能吃处方粮) are
  theirs; a clause where that person orders, advises or gives something to the user ("my doctor told me",
  医生让我, 老婆送了我) or that joins the user to them ("my wife and I") stays the user's.
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import alternatives, compiled, english
from memory_center.governance.prescribed import prescribed_for_weeks

JOKE_EN = "kidding|just kidding|jk|j/k|joking|just joking|only joking|lol jk"
JOKE_ZH = "开玩笑|开个玩笑|骗你的|骗你呢|骗你啦|逗你|说着玩|瞎说的|胡说的|想想而已|说说而已|做梦吧|闹着玩"
NOT_JOKE_EN = (
    "not kidding|not joking|no joke|no kidding|not a joke|joking aside|kidding aside|jokes aside"
    "|all jokes aside|seriously though|for real though"
)
NOT_JOKE_ZH = "不是开玩笑|没开玩笑|不开玩笑|没跟你开玩笑|说真的|认真的|不骗你|没骗你"
_JOKE = compiled(rf"{english(JOKE_EN)}|{alternatives(JOKE_ZH)}")
_NOT_JOKE = compiled(rf"{english(NOT_JOKE_EN)}|{alternatives(NOT_JOKE_ZH)}")

LAUGH_EN = "lol|lmao|lmfao|rofl|haha|hahaha|hehe"
LAUGH_ZH = "哈哈|嘿嘿|笑死"
_LAUGH = compiled(
    rf"{english(LAUGH_EN)}|{alternatives(LAUGH_ZH)}|(?:ha){{2,}}|哈{{2,}}|[\U0001F602\U0001F923\U0001F606\U0001F639\U0001F61C\U0001F92A]"
)
_PICTURE = re.compile(
    r"[\U0001F300-\U0001F5FF\U0001F680-\U0001F6FF\U0001F900-\U0001F9FF\U0001FA70-\U0001FAFF]"
)
"""A picture emoji (an elephant, a rocket), not a face: after a resolution, a picture of its absurd thing."""
RESOLVE_EN = (
    "from now on|from here on|going forward|from today|i've decided|i have decided|decided to"
    "|i'm going to|i'm gonna|i will|i'll"
)
RESOLVE_ZH = "以后|今后|从今天起|从今天开始|从现在起|从此|决定|打算|准备"
_RESOLVE = compiled(rf"{english(RESOLVE_EN)}|{alternatives(RESOLVE_ZH)}")

DRAWN_EN = (
    "eyeing|eyeing up|eying|tempted|browsing|looking at|considering|thinking about|thinking of|debating"
    "|mulling|weighing up|window shopping|window-shopping|drooling over|my eye on|curious about|toying with"
)
DRAWN_ZH = "在看|看上|看中|心动|考虑|犹豫|纠结|种草|眼馋|蠢蠢欲动|想换|想入|观望|想买|馋"
WAIT_EN = (
    "holding off|hold off|staying put|stay put|i'll wait|i will wait|gonna wait|going to wait|wait and see"
    "|waiting for now|not yet|still works|still working|works fine|runs fine|still going strong|still fine"
    "|still does the job|does the job|no rush|can't justify|cannot justify|not pulling the trigger"
)
WAIT_ZH = (
    "先不|还能用|还挺好用|还好用|还在犹豫|再等等|等等再说|再说吧|暂时不|懒得换|不急|先用着"
    "|还没决定|没想好|下不了手|舍不得|先观望"
)
UNDECIDED_EN = "on the fence|torn between|can't decide|cannot decide|undecided|haven't decided"
UNDECIDED_ZH = "还在犹豫|犹豫中|还没决定|没想好|拿不定主意|举棋不定|纠结中"
DEED_EN = (
    "bought|ordered|switched|pulled the trigger|caved|gave in|took the plunge|signed up|went for it|went with"
    "|picked up|got it|got one|traded in|moved to|moved over"
)
DEED_ZH = "买了|入手了|下单了|已经换|换成了|办了|开通了|提车|到手了|拿下了|剁手了"
_DRAWN = compiled(rf"{english(DRAWN_EN)}|{alternatives(DRAWN_ZH)}")
_WAIT = compiled(rf"{english(WAIT_EN)}|{alternatives(WAIT_ZH)}")
_UNDECIDED = compiled(rf"{english(UNDECIDED_EN)}|{alternatives(UNDECIDED_ZH)}")
_DEED = compiled(rf"{english(DEED_EN)}|{alternatives(DEED_ZH)}")

ACUTE_EN = (
    r"(?:a|the|this|my|nasty|bad|awful|horrible|heavy|stinking|head|chest|summer)\s+cold|colds?\s+(?:this|since)"
    r"|flu|the\s+flu|fever|(?:stomach|tummy)\s+bug|a\s+bug|sore\s+throat|cough|food\s+poisoning|norovirus"
    r"|covid|chest\s+infection|ear\s+infection|strep|tonsillitis|sinus\s+infection|hangover|sniffles"
    r"|sprained|pulled\s+a\s+muscle|upset\s+stomach"
)
ACUTE_ZH = (
    "感冒|发烧|发热|咳嗽|嗓子疼|喉咙疼|嗓子痛|喉咙痛|拉肚子|腹泻|肠胃炎|流感|甲流|新冠|阳了|中暑"
    "|扁桃体|牙疼|落枕|扭伤|崴了|食物中毒|胃疼|上火"
)
SPAN_EN = (
    r"this\s+week|these\s+days|today"
    r"|for\s+(?:a|one|two|three|four|five|six|seven|ten|a\s+few|a\s+couple\s+of|\d+)\s+days"
    r"|(?:a|the\s+next)\s+(?:couple|few)\s+(?:of\s+)?days|few\s+days|all\s+week|for\s+the\s+week"
    r"|this\s+weekend|until\s+it\s+clears|till\s+it\s+clears|until\s+i'm\s+better|course\s+of"
)
SPAN_ZH = (
    r"这两天|这几天|最近两天|前两天|前几天|这周|这礼拜|这星期|今天|昨天|这阵子"
    r"|(?<![每])[一两二三四五六七八九十几\d]天(?!两头)|一周|一个星期"
)
_ACUTE = compiled(rf"\b(?:{ACUTE_EN})\b|{alternatives(ACUTE_ZH)}")
_SPAN = compiled(rf"\b(?:{SPAN_EN})\b|{SPAN_ZH}")
_OFTEN = compiled(
    r"三天两头|经常|总是|老是|每年|每次|慢性|长期|一直|\b(?:every|always|often|keep\s+getting|prone\s+to|chronic)\b"
)

_BEFORE = compiled(
    r"之前|以前|当时|那时|\b(?:previously|back then|used to|last year|turned out|was caused)\b"
)

AGENTS_EN = (
    "delivery guy|delivery driver|delivery man|delivery person|courier|postman|postie|uber driver|cab driver"
    "|taxi driver"
)
AGENTS_ZH = "快递|快递员|快递小哥|外卖小哥|外卖员|骑手|送餐员|司机师傅|物业"
"""Agents of a service: what they did with the user's things (delivered to 海淀) says nothing of the user."""
DEPENDANTS = ("son", "daughter", "child", *w.PET_ROLES)
"""Whose needs are never the user's own rule: a child's, a pet's (roles of ``words.CLOSE_ROLES``)."""
_DEPENDANT_EN = "toddler|little one|" + "|".join(
    word for role in DEPENDANTS for word in w.CLOSE_ROLES[role].split("|") if word.isascii()
)
_DEPENDANT_ZH = "|".join(
    word for role in DEPENDANTS for word in w.CLOSE_ROLES[role].split("|") if not word.isascii()
)
_JOINS_EN = r"(?:(?:so|and|but|then|plus|also|lol|ugh|omg|well|anyway|apparently|today|yesterday)[\s,]+)*"
_OTHER_OPENS_EN = compiled(
    rf"^{_JOINS_EN}(?:my|our|the)\s+(?:(?P<agent>{alternatives(AGENTS_EN)})|{w.KIN_LEAD_EN}"
    rf"(?:(?P<dependant>{alternatives(_DEPENDANT_EN)})|{alternatives(w.KIN_EN)}))(?:'s)?\b"
)
_TIME_ZH = r"(?:今天|昨天|刚才|刚刚|最近|前两天|这两天|上周|早上|晚上)?"
_OTHER_OPENS_ZH = re.compile(
    rf"^{_TIME_ZH}(?:(?P<agent>{alternatives(AGENTS_ZH)})|(?:我们?家?的?|咱家的?)"
    rf"(?:(?P<dependant>{alternatives(_DEPENDANT_ZH)})|{alternatives(w.KIN_ZH)}))"
)
"""A clause opened by another: a service's agent or a dependant owns it; other kin only stop the clauses
after them from being a dependant's (a kin's word is often the user's news: 老婆说是5月21日)."""
_WITH_USER = compiled(
    r"\b(?:and|&)\s+(?:i|me)\b|\b(?:me\s+and|with\s+me)\b|和我|跟我|与我|我和|我跟"
    r"|\b(?:told|tells|tell|wants|want|asked|asks|advised|advises|recommended|ordered|got|gave|bought|made|makes"
    r"|put|puts|has|had|reminded|warned)\s+me\b|让我|叫我|要我|不让我|不许我|逼我|劝我|建议我|嘱咐我|叮嘱我"
    r"|\b(?:says|said|thinks|reckons)\s+(?:i|i'm|i've|i\s+should)\b|说我|送了?我|给我买|给我做|帮我"
)
"""The user in the clause beside the other person: with them, or the one they order or give to."""
_ORDERED = compiled(
    r"\b(?:always|please|remember|make\s+sure|should|must|has\s+to|have\s+to)\b|记得|请|麻烦|一律|每次|都要|必须|要放|都放"
)
"""An order about what the other does (快递记得每次都放门卫室, "the courier should always ring twice"): the
user's standing rule, never the other's clause."""
_OWN_OPENS = compiled(
    r"^(?:(?:so|and|but|then|plus|also)[\s,]+)*(?:i|i'm|i've|i'd|i'll|we|we're|we've|me|my|our)\b|^我|^咱"
)


def marked_joke(text: str) -> bool:
    """A word of joking in the message, not negated nor set aside."""
    return _JOKE.search(text) is not None and _NOT_JOKE.search(text) is None


def playful_resolution(text: str) -> bool:
    """A resolution (from now on, 以后, 决定) said with a laugh or a picture emoji: a joke when its value is
    none of its slot's options (the write path decides that)."""
    return _RESOLVE.search(text) is not None and (_LAUGH.search(text) or _PICTURE.search(text)) is not None


def hesitates(text: str) -> bool:
    """Drawn to something and not acting yet, or openly undecided, with no deed of change."""
    if _DEED.search(text):
        return False
    return bool(_UNDECIDED.search(text) or (_DRAWN.search(text) and _WAIT.search(text)))


def passing_illness(text: str) -> bool:
    """An acute illness said with a span of days, not a frequency nor one of the past (之前那个是肠胃炎引起的:
    a held diagnosis revised, ``writepath.health_revisions``); a carer's restriction for a while is the
    user's health for that while when it is a week or longer (医生说一个月内别做剧烈运动:
    ``governance.prescribed``); "doc said only bland food for a few days" passes with the bug."""
    if _OFTEN.search(text) or _BEFORE.search(text) or prescribed_for_weeks(text):
        return False
    return _ACUTE.search(text) is not None and _SPAN.search(text) is not None


def not_lasting(text: str) -> str | None:
    """Why the whole message says nothing lasting about the user (``joke``, ``hesitation``,
    ``illness``), or None."""
    if marked_joke(text):
        return "joke"
    if hesitates(text):
        return "hesitation"
    if passing_illness(text):
        return "illness"
    return None


def others_part(text: str) -> tuple[str, str, bool]:
    """The message's clauses told of someone or something else (their owner opens them, or a clause
    before them that they follow with no subject of their own), and the user's, both joined by
    newlines; and whether an agent of a service (a courier) owns some."""
    theirs: list[str] = []
    own: list[str] = []
    agent = False
    for statement in statements(text):
        owner = False
        for clause in clauses(statement):
            if opened := _OTHER_OPENS_EN.search(clause) or _OTHER_OPENS_ZH.search(clause):
                mine = _WITH_USER.search(clause) is not None or _ORDERED.search(clause) is not None
                owner = not mine and (opened["dependant"] or opened["agent"]) is not None
                agent = agent or (owner and opened["agent"] is not None)
            elif _OWN_OPENS.search(clause) or _WITH_USER.search(clause):
                owner = False
            (theirs if owner else own).append(clause)
    return "\n".join(theirs), "\n".join(own), agent


_OWNER_LEAD = compiled(rf"^(?:.*\s)?(?:my|our|the)\s+|^{_TIME_ZH}(?:我们?家?的?|咱家的?)?")


def owner_word(part: str) -> str:
    """The word of the first owner opening ``part`` ("toddler", 猫), for a memory kept as theirs."""
    for line in part.splitlines():
        match = _OTHER_OPENS_EN.search(line) or _OTHER_OPENS_ZH.search(line)
        if match:
            word = _OWNER_LEAD.sub("", match.group(0))
            return word.strip().removesuffix("'s").casefold() or "someone"
    return "someone"
