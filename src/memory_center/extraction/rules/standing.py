"""Standing rules: the user's prohibitions and hard requirements, said as orders to the agent.

CONSTRAINT "<thing> / preference = never | required | only" — the same key as a plain like/dislike
of the thing, so a rule and a later change of mind about the same thing are one memory with a history
(see the package doc). The thing is clean: "以后不要再给我发促销短信了" → 促销短信, "记住我绝对不要香菜" →
香菜, "I never want phone calls" → phone call, "Don't send me marketing emails" → marketing email.

- never: 不要, 别, 不许, 不准, 禁止, 请勿, 千万别, 绝对不(吃/喝/…), don't / never / no more / stop / avoid /
  under no circumstances + an action on the user (send, call, book, recommend, reply, share, …), "I never
  want / don't want any more …", "no … please";
- required: 一定要, 必须, 务必, (make sure you) always + an action (book, get, reserve, reply, …), "I must
  have …",
  "… is a must";
- only: 只 + verb, "only book / use …", "I only eat / fly …", "… only".
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType
from memory_center.extraction.rules.model import NEVER, ONLY, REQUIRED, STANCE, Reading
from memory_center.extraction.rules.own_habits import own_habit
from memory_center.extraction.rules.requests import as_imperative
from memory_center.extraction.rules.rule_rows import REFUSALS, read_requirement, read_rows
from memory_center.extraction.rules.text import (
    ZH_ADV,
    alternatives,
    compiled,
    en_thing,
    english,
    is_chinese,
    is_deictic,
    zh_thing,
)

_CONTEXT = r"(?P<ctx>[^他她它你您我请]{0,6}?)"
_CONTEXT2 = r"(?P<ctx2>[^他她它你您我请]{0,6}?)"
_ZH_TIME_WORDS = "周末|晚上|夜里|深夜|早上|凌晨|中午|工作日|休息日|节假日|假期|上班时间|下班后|半夜"
_ZH_TIMES = re.compile(rf"^{alternatives(_ZH_TIME_WORDS)}")
_ZH_AT_TIME = re.compile(rf"^在(?P<when>{alternatives(_ZH_TIME_WORDS)})")
"""在周末 / 在晚上 before the action: the time the rule holds for ("别在周末给我打电话" → 周末电话)."""
_ZH_EMPHASIS = re.compile(rf"^{alternatives(w.ZH_EMPHASIS_LEADS)}[都也]?")
"""无论如何都 / 说什么也 / 任何情况下都 before 别 / 不要: emphasis, no part of the rule's time or thing."""
_ZH_PROHIBITION = re.compile(
    rf"^{_CONTEXT}(?:我|请你?|你们?|麻烦你?)?{_CONTEXT2}(?:{ZH_ADV}|请)*?"
    r"(?P<neg>千万不要|千万别|绝对不要|绝对别|永远不要|再也不要|一定不要|不想再|再也不想|不希望再|不要|别再|"
    rf"{w.ZH_DONT}"
    r"|不许|(?<!说)不准|禁止|请勿|不得(?!不|了)|绝不|决不)"
    r"(?P<rest>.+)$"
)
_ZH_EMPHATIC_NOT = re.compile(
    rf"^我?(?:{ZH_ADV})*?(?:绝对|千万|坚决|死也|打死也|永远)(?:{ZH_ADV})*?(?:不|不会)(?P<rest>.+)$"
)
_ZH_REQUIREMENT = re.compile(
    rf"^{_CONTEXT}(?:我|请你?|你们?)?{_CONTEXT2}(?:{ZH_ADV}|请)*?(?P<req>一定要|一定得|必须要|必须得|必须|务必要|务必|非要|只能"
    r"|记得(?:以后)?每次都?(?:要|得)?|记得以后都?(?:要|得)?|(?:以后)?每次都(?:要|得)|以后都(?:要|得)"
    r"|(?:麻烦你?|请你?)(?:以后)?每次都"
    r"|要求(?=(?:你们?)?(?:以后|每次|所有|全部|一律|任何|都|永远|总是))"
    r"|(?:永远|一律|总是)(?=用|给我|帮我|按照?|以|只|先)|(?:永远|一律|统一)(?=订|选|要|安排|买)"
    r"|(?<![一两二三四五六七八九十几每这那有了是\d])只(?![是有要不好]))(?P<rest>.+)$"
)
_ZH_NOT_A_RULE = re.compile(
    r"^(?:担心|着急|急|客气|谢|紧|管|怕|生气|难过|伤心|介意|误会|乱|忘|说了|问了|想了|提了|太|这样|那样|这么|那么|骗"
    r"|开玩笑|打扰|麻烦)|^[了啦吧呀啊哦]"
)
_ZH_EVERY_TIME = re.compile(r"^(?:你们?)?(?:以后|每次|所有的?|全部|一律|任何|永远|总是)*都?(?:要|得)?")
"""The universal words of a requirement, not part of its thing ("每次都开发票" → 开发票)."""
_ZH_REQUIRED_NOT_A_RULE = re.compile(r"^(?:是|说|要说|告诉|记得|注意|小心|帮|给我回|回)")
_ZH_BARE_VERB = re.compile(
    r"^[得要]?(?:走|跑|动|哭|笑|来|去|等|睡|慌|闹|烦|停|吵|催|看看|试试|想想)(?:了|啊|吧|呀|哦)?$"
)

_EN_ACTIONS = (
    "send|call|phone|ring|book|give|offer|recommend|suggest|email|text|message|contact|show|put|add|use"
    "|schedule|seat|serve|order|include|bring|sign me up for|subscribe me to|pitch|upsell|spam|wake|reserve"
    "|pick|choose|get|arrange|assign|cc|copy|share|sell|push|place|buy|plan|ping|notify|remind|mention"
    "|sending|calling|booking|giving|offering|recommending|suggesting|emailing|texting|messaging|showing"
    "|scheduling|pitching|pushing|selling|putting|adding|ordering|serving|ringing|phoning"
    "|reply|respond|answer|write|speak|talk|address|forward|disclose|reveal|post|publish|leave|tell"
    "|replying|responding|writing|speaking|talking|sharing|forwarding|disclosing|posting|telling"
    "|ask|check|confirm|consult|warn|inform|asking|checking|confirming|warning"
)
_EN_VERBS = frozenset(_EN_ACTIONS.split("|"))
_EN_PROHIBITION = compiled(
    rf"^(?:please\s+)?(?:{english(w.EN_EMPHASIS)}\s+)*"
    r"(?:do not|don't|dont|never|never ever|not ever|do not ever|don't ever|don't you ever|stop|no more"
    r"|don't bother|do not bother|dont bother|quit"
    r"|no longer|avoid|refrain from|make sure (?:you|to) never|make sure you don't|make sure not to"
    r"|under no circumstances(?: should you| are you to| may you| can you| will you)?)\s+"
    rf"(?P<verb>{_EN_ACTIONS})\b\s*(?P<rest>.*)$"
)
_EN_AVOID = compiled(r"^(?:please\s+)?(?:avoid|steer clear of|keep away from)\s+(?P<rest>.+)$")
_EN_UNWANTED = compiled(
    r"^I\s+(?:really\s+|absolutely\s+|definitely\s+)?"
    r"(?:never|don't|do not|no longer|don't ever|do not ever)\s+"
    r"(?:ever\s+)?want\s+(?:to\s+(?:get|receive|have|see|hear|be sent|be offered)\s+)?(?:any\s+(?:more\s+)?)?"
    r"(?P<rest>.+)$"
)
_EN_NO = compiled(
    r"^(?:no|zero)\s+(?:more\s+|further\s+)?(?P<rest>.+?)"
    r"(?:,?\s+(?:please|ever|for me|at all|thanks?|thank you))*$"
)
_EN_NOT_A_RULE = compiled(
    r"^(?:thanks?|thank you|problem|problems|worries|way|idea|need|rush|hurry|doubt|matter|one|kidding"
    r"|clue|offense|offence|pressure|big deal|comment|reason|chance|longer|more|other|i|it|that|this|not"
    r"|sir|ma'am|sorry"
    r"|thing|excuse|question|questions|exception|exceptions|ifs|buts)\b"
)
_EN_REQUIREMENT = compiled(
    rf"^(?:please\s+)?(?:make sure (?:you\s+|to\s+)?|be sure to\s+|remember to\s+)?(?P<req>always|only)\s+(?:ever\s+)?"  # noqa: E501
    rf"(?P<verb>{_EN_ACTIONS})\b\s*(?P<rest>.+)$"
    r"|^I\s+(?:absolutely\s+|really\s+|always\s+)?(?P<req2>must|need to|have to)\s+"
    r"(?:have|get|be given|be in)\s+"
    r"(?P<rest2>.+)$"
    r"|^I\s+(?P<req3>only)\s+(?:eat|drink|fly|take|use|stay at|stay in|book|want|accept|travel|buy|wear)\s+"
    r"(?P<rest3>.+)$"
    r"|^(?P<req4>must|has to|needs to|should always)\s+be\s+(?P<rest4>.+)$"
    r"|^(?P<rest5>.+?)\s+(?:is|are)\s+(?:an?\s+)?"
    r"(?P<req5>must|non-negotiable|mandatory|required|a must-have)$"
    r"|^(?P<rest6>.+?)\s+(?P<req6>only)(?:\s+(?:in|for|on|at|with|when)\s+[\w' -]{1,30}?)?(?:,?\s+please)?$"
)
_EN_MUST_BE = compiled(
    r"^(?:my\s+|the\s+|our\s+|all\s+(?:my\s+)?)?(?P<thing>[a-z][\w\s-]{1,30}?)\s+"
    r"(?:must|have to|has to|need to|needs to|should)\s+(?:always\s+|all\s+)?be\s+(?P<quality>[a-z][\w-]+)$"
)
"""A quality everything of a kind must have: "My tickets must always be refundable" → "refundable
ticket" required (a single word: "must be tomorrow" is a date, not a quality)."""
_NOT_A_QUALITY = compiled(
    r"^(?:today|tomorrow|tonight|ready|done|here|there|on|off|late|early|fine|ok|okay)$"
)
_EN_ACTION_NOUNS = {
    "call": "phone call",
    "phone": "phone call",
    "ring": "phone call",
    "email": "email",
    "text": "text message",
    "message": "message",
    "contact": "contact",
    "spam": "spam",
    "wake": "wake-up call",
    "calling": "phone call",
    "ringing": "phone call",
    "phoning": "phone call",
    "emailing": "email",
    "texting": "text message",
    "messaging": "message",
    "ping": "message",
    "notify": "notification",
    "remind": "reminder",
    "upsell": "upsell",
}
_EN_TIME = compiled(
    r"^(?:weekends?|weekdays?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mornings?|evenings?|nights?"
    r"|holidays?|work(?:ing)? hours|office hours|lunch(?:time)?"
    r"|mobile|cell(?:phone)?|(?:work |home )?phone|landline|(?:work |home )?number)\b"
)
"""What a call or a message is said with, not about: a time ("on Sundays", "at night") or the line it
comes on ("on my mobile"): the rule is about the call ("phone call")."""
_EN_OBJECT_LEAD = compiled(r"^(?:me|us|for me|to me|on|onto|in|into|with|about|of)\s+|^(?:me|us)$")


_KIND_POINTED_AT = compiled(r"^(?:those|these)\s+(?=\S)|^[^的]{0,2}?(?:那些|这些)(?=.)")
"""A kind pointed at in the plural ("stop sending me those daily summaries", 别再发那些每日总结了):
the rule is about the kind, not about one thing of the conversation ("that hotel" stays deictic); a
verb before 这些 / 那些 goes with it (不要再给我推这些广告了 → 广告)."""
_ZH_RULE_VERB = re.compile(r"^(?:叫|带|留|有)(?=..)")
"""The verb of a rule's thing that ``zh_thing`` keeps elsewhere: 别叫拼车 → 拼车, 必须带健身房 → 健身房,
别给我留语音留言 → 语音留言."""


def stance_rule(subject: str, value: str) -> Reading | None:
    subject = _KIND_POINTED_AT.sub("", subject)
    if is_chinese(subject):
        subject = _ZH_RULE_VERB.sub("", subject)
    if not subject or is_deictic(subject):
        return None
    return Reading(MemoryType.CONSTRAINT, subject, STANCE, value, lasting=True)


_ZH_WHEN_PHRASE = re.compile(r"^在?(?P<when>[^，,]{1,10}?)(?:以后|之后|以前|之前|(?<=[点时])[后前])")
_ZH_DURING = re.compile(r"^在我?(?P<when>[^，,的]{1,6}?)的?时候")
"""A time said as what the user is doing: 不许在我午休的时候打电话 → 午休电话."""
_ZH_PLACED_AT = re.compile(r"^(?:安排|放|定|约|排)在(?P<when>[^，,]{1,6}?)[了吧]?$")
"""The thing said first and its time after the verb: 开会别安排在周五 → 周五开会."""
_ZH_FROM_NOW = re.compile(r"^(?:以后|今后|从今往后|往后|从现在起|从现在开始)")


def _zh_subject(context: str, rest: str) -> str:
    """The thing of a rule; a time it is said for stays in it ("周末不要安排会议" → 周末会议,
    "不要在晚上十点以后打电话" → 晚上电话, "无论如何都别在周末给我打电话" → 周末电话)."""
    context = _ZH_FROM_NOW.sub("", _ZH_EMPHASIS.sub("", context))
    if (placed := _ZH_PLACED_AT.match(rest)) and context:
        return placed["when"] + zh_thing(context)  # 开会别安排在周五 → 周五开会
    if during := _ZH_DURING.match(rest):
        return during["when"] + zh_thing(rest[during.end() :])  # 在我午休的时候打电话 → 午休电话
    if phrase := _ZH_WHEN_PHRASE.match(rest):  # 别给我订早上七点前的航班: the verb is no part of the time
        context, rest = context + zh_thing(phrase["when"]), rest[phrase.end() :]
    elif at := _ZH_AT_TIME.match(rest):
        context, rest = context + at["when"], rest[at.end() :]
    when = _ZH_TIMES.match(context or "")
    return (when.group(0) if when else "") + zh_thing(rest)


def _read_zh(clause: str) -> Reading | None:
    if match := _ZH_PROHIBITION.match(clause):
        rest = match["rest"]
        if _ZH_NOT_A_RULE.match(rest) or _ZH_BARE_VERB.match(rest):
            return None
        return stance_rule(_zh_subject(match["ctx"] + match["ctx2"], rest), NEVER)
    if match := _ZH_EMPHATIC_NOT.match(clause):
        return stance_rule(zh_thing(match["rest"]), NEVER)
    if match := _ZH_REQUIREMENT.match(clause):
        rest = match["rest"]
        if (_ZH_REQUIRED_NOT_A_RULE.match(rest) and not rest.startswith("是")) or _ZH_BARE_VERB.match(rest):
            return None
        value = ONLY if match["req"].startswith("只") else REQUIRED
        rest = _ZH_EVERY_TIME.sub("", re.sub(r"^是", "", rest))
        return stance_rule(_zh_subject(match["ctx"] + match["ctx2"], rest), value)
    return None


_EN_ANYTHING = compiled(
    r"^(?:anything|something|stuff)(?:\s+(?:for me|for us|else))?"
    r"\s+(?P<tail>(?:before|after|on|at|in|during|until|till|from|between|earlier than|later than|past)"
    r"\s+.+)$"
)
""""Never schedule anything for me before 10": the rule is about the action at that time, not "anything"."""


def _gerund(verb: str) -> str:
    lower = verb.lower()
    if lower.endswith("ing"):
        return lower
    return (lower[:-1] if lower.endswith("e") and not lower.endswith("ee") else lower) + "ing"


def _en_object(verb: str, rest: str) -> str:
    for _ in range(3):
        rest = _EN_OBJECT_LEAD.sub("", rest.strip()).strip()
    if (anything := _EN_ANYTHING.match(rest)) and (when := en_thing(anything["tail"])):
        return f"{_EN_ACTION_NOUNS.get(verb.lower()) or _gerund(verb)} {when}"
    subject = en_thing(rest) if rest else ""
    noun = _EN_ACTION_NOUNS.get(verb.lower())
    timed = subject.startswith(("before", "after", "at ", "on ", "during", "until"))
    timed = timed or bool(_EN_TIME.match(subject))
    if noun and (not subject or timed):
        return noun
    return subject


_EN_OVER = compiled(
    r"^(?:I(?:'d| would)?\s+(?:prefer|choose|pick|take)\s+)?"
    r"(?!(?:i|i'm|we|you|he|she|they|it|it's|that|this|there|game|all|just|so|not)\b)"
    r"(?P<thing>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)\s+over\s+"
    r"(?!(?:the|a|an|my|your|his|her|our|their|it|this|that|there|here|and|again|budget|time|night|me|us|him)\b)"
    r"(?P<other>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)"
    r"\s*,?\s+(?:for|on|when|in|if|with|at|unless|whenever)\s+(?!(?:me|us|myself)\b).+$"
)
"""One thing chosen over another in the cases a rule names ("Aisle seats over window seats on long
flights", "Trains over planes for anything under five hours"): a standing rule, the first required. A
taste said so ("Tea over coffee for me, every time") names no cases: a liking, not a rule; nor is a
verb's "over" ("I'm over it", "went over budget", "took over the project": a pronoun or article)."""


def preferred_over(clause: str) -> Reading | None:
    if (match := _EN_OVER.match(clause.strip().rstrip(".!"))) is None:
        return None
    thing = en_thing(match["thing"]) or match["thing"]
    return stance_rule(thing, REQUIRED) if thing.casefold() != en_thing(match["other"]).casefold() else None


def _read_en(clause: str) -> Reading | None:
    if reading := preferred_over(clause):
        return reading
    if match := _EN_PROHIBITION.match(clause):
        return stance_rule(_en_object(match["verb"], match["rest"]), NEVER)
    if ruled := read_rows(REFUSALS, clause):
        return stance_rule(ruled.subject, ruled.object_value)
    if match := _EN_UNWANTED.match(clause):
        return stance_rule(en_thing(match["rest"]), NEVER)
    if match := _EN_AVOID.match(clause):  # "avoid peanuts in anything you order" (avoid + a verb: above)
        return stance_rule(en_thing(match["rest"]), NEVER)
    if (match := _EN_NO.match(clause)) and not _EN_NOT_A_RULE.match(match["rest"]):
        return stance_rule(en_thing(match["rest"]), NEVER)
    must_be = _EN_MUST_BE.match(clause) if " be " in clause else None
    if (match := must_be) and not _NOT_A_QUALITY.match(match["quality"]):
        return stance_rule(en_thing(f"{match['quality']} {match['thing']}"), REQUIRED)
    if match := _EN_REQUIREMENT.match(clause):
        groups = match.groupdict()
        said = next(groups[f"req{n}"] for n in ("", "2", "3", "4", "5", "6") if groups.get(f"req{n}"))
        rest = next(groups[f"rest{n}"] for n in ("", "2", "3", "4", "5", "6") if groups.get(f"rest{n}"))
        subject = _en_object(groups["verb"], rest) if groups.get("verb") else en_thing(rest)
        return stance_rule(subject, ONLY if said.lower() == "only" else REQUIRED)
    return None


_EN_ASIDE = compiled(
    rf"\b(?P<neg>never|don't|do not)\s*,\s*(?:{alternatives(w.EN_EMPHASIS_ASIDE)})\s*(?:,\s*|\s+(?=\w))"
)


_ZH_SAME_FOR_ME = re.compile(
    r"^我(?:自己)?(?P<verb>[写做用发回列起取记])?的?(?P<what>[^，,。]{1,12}?)(?P<how>都|一律|全都|一般都|通常都)"
    r"(?P<rule>用|是|按|写成|加)(?P<x>[^，,。]{1,12})[，,]\s*(?:你|您)(?:给我|帮我|替我|为我)?(?P<verb2>[写做弄出发回列起取])?的?"
    r"(?:也|都)(?:一样|照这个来|这样|照着来|按这个来|照办|照这样|这么来|这么办)[吧啊哈]?[。！!]?$"
)
"""The user's own way of doing a thing, asked of the agent too (我写的代码注释都用中文，你给我写的也一样):
the order it is, said as one (给我写的代码注释都用中文), so that it reads as a standing rule."""


def without_asides(statement: str) -> str:
    """A rule's emphasis said between commas, folded into its word ("Never, ever schedule …" →
    "never schedule …", "Don't, under any circumstances, call me" → "never call me"), so that the
    commas do not cut the rule into clauses that say nothing alone; the user's own way asked of the
    agent too, said as the order it is (``_ZH_SAME_FOR_ME``)."""
    if same := _ZH_SAME_FOR_ME.match(statement.strip()):
        verb = same["verb2"] or same["verb"] or "写"
        return f"给我{verb}的{same['what']}{same['how']}{same['rule']}{same['x']}。"
    return _EN_ASIDE.sub("never ", statement) if "," in statement else statement


def read_standing_rule(clause: str) -> Reading | None:
    if re.search(r"[\u4e00-\u9fff]", clause):
        if own_habit(clause):  # 我喝茶只喝绿茶: the user's habit, no order (``own_habits``)
            return None
        return _read_zh(clause) or _read_en(clause) or read_requirement(clause)
    if (imperative := as_imperative(clause, _EN_VERBS)) is not None:
        return _read_en(imperative) or read_requirement(imperative)
    return _read_en(clause) or read_requirement(clause) or _postposed(clause)


_POSTPOSED = compiled(
    r"^(?:for\s+[\w' -]{2,30}?\s*[,:]\s*)?(?!(?:i|we|you|he|she|they|it|that|this|there)\b)"
    r"(?!.*\b(?:you|me|us|thanks?|love|miss|same|as)\s*[,:—–-]?\s+(?:always|every|each|never|ever)\b)"
    r"(?P<thing>[a-z][\w' -]{1,30}?)\s*[,:—–-]?\s+"
    r"(?P<how>always|every\s+time|each\s+time|never|ever\s+again)$"
    r"|^(?!.*\b(?:i|me|my|you|your|we|us|our|he|she|they|it|that|this|there)\b)(?P<named>[a-z][\w' -]{1,30}?)"
    r"\s*,?\s+(?:from\s+now\s+on|from\s+here\s+on(?:\s+out)?|going\s+forward)(?:\s*,?\s*please)?$"
)


def _postposed(clause: str) -> Reading | None:
    """A rule whose adverb comes after its thing, as in a list of orders ("aisle seat always, middle
    seat never", "for flights: window always"): the thing is required, or never wanted. A thing with a
    word of lasting after it and no verb ("Aisle seats on trains from now on", "window seat from here on
    please") is required (docs/extraction.md, "Session 25: switches, corrections and one-offs")."""
    if (match := _POSTPOSED.match(clause.strip().rstrip(".!"))) is None:
        return None
    if match["named"]:
        return stance_rule(en_thing(match["named"]) or match["named"], REQUIRED)
    value = NEVER if match["how"].casefold().startswith(("never", "ever ")) else REQUIRED
    return stance_rule(en_thing(match["thing"]) or match["thing"], value)


_LASTING_LEAD = compiled(r"^(?:from now on|going forward|in (?:the )?future|from here on(?: out)?)\b")
_LASTING_TAIL = compiled(
    r"^(?:please\s+)?(?P<order>(?:keep|use|give|write|put|send|answer|reply|format|do)\b.+?),?\s+"
    r"(?:from now on|going forward|from here on(?: out)?)$"
)
"""The same word of lasting after an order ("Please keep replies in bullet points from now on")."""


def read_lasting_order(clause: str, text: str) -> Reading | None:
    """An order to the agent led by a word of lasting ("From now on, give me a window seat"; ``text``
    is the clause without its lead), or ended by one, is a standing requirement, whatever its verb."""
    if _LASTING_LEAD.match(clause):
        return read_standing_rule(f"always {text}")
    if (tail := _LASTING_TAIL.match(clause.strip().rstrip(".!"))) is None:
        return None
    order = tail["order"]
    rest = order.partition(" ")[2]
    shape = re.search(r"\b(?:in|as)\s+(?P<shape>.+)$", rest)  # "keep replies in bullet points": the shape
    thing = en_thing(shape["shape"] if shape else rest)
    return read_standing_rule(f"always {order}") or (stance_rule(thing, REQUIRED) if thing else None)
