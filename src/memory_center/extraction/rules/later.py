"""A correction said in a message of its own, after the message it corrects: a marker and a typed value
("No wait, he's 8", "I mean Belfast, sorry", "Sorry, it's Dr. Nguyen", 说错了，是六点, 我是说刘方), a marker
after the value ("Preeti, sorry", "9:30, my mistake", 二十七，说错了, 是五月二十一号才对), the old value
named ("Actually it's Claire, not Clara", "Not Ruiz but Romero", 不是成都，是重庆, 上海，不是北京, "Did I say
the 9th? I meant the 19th."), a change of the last value ("Make it 500 instead", 改成五百吧), or a value
alone ("43.", L码: it corrects only what the turn just before said).

One message alone cannot say which memory it corrects, so the rules only read the message
(``read_later_correction``): the new value as typed spans (``spans.new_value``: a number with or without its
unit, a time, a date, a size, a name), possibly followed by a comment that says no value of its type ("I mean
Braga, I always mix those two up", 九千，我记错了), and the old value when named — then the new value may be
any one value of the old value's type in the words ("It expires in November, not October"). The write path
(``writepath.late_correction``) finds the memory holding a value of that type and substitutes it. The markers
are data (``MARKERS``, ``MARKERS_AFTER``, per language); any marker counts, because the value itself must be a
typed value and nothing else: "Sorry, I'm late", "I mean it", "Actually I love it" and 我是说真的 carry none.
"""

import re
import unicodedata
from dataclasses import dataclass, replace

import memory_center.extraction.rules.words as w
from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.rules.endorsed import weighed
from memory_center.extraction.rules.reader import read_clause
from memory_center.extraction.rules.relayed import OLD_COMMENTED, relayed, said_beside
from memory_center.extraction.rules.spelt_chars import with_old_named
from memory_center.extraction.rules.text import alternatives, compiled, english, is_chinese, trim
from memory_center.extraction.rules.typed_spans import NewValue, Span, bare_value, new_value, spans, zh_name
from memory_center.extraction.rules.value_topics import CLAUSES, ZH_TOPIC, topic_of

MAX_CHARS = 120
MAX_UNMARKED_CHARS = 80  # a correction with no opening marker is short: a value and a few words

MARKERS = {
    "zh": (
        "不对|不是不是|不不|说错了|我说错了|刚才说错了|我刚才说错了|刚刚说错了|搞错了|我搞错了|弄错了|我弄错了|记错了|我记错了"
        "|写错了|打错了|打错字了|说反了|写反了|口误|笔误|更正一下|更正|纠正一下|纠正|我是说|我的意思是|我想说的是|哦不|噢不|啊不"
        "|呃不|哦不是|噢不是|啊不是|呃不是|哦不对|噢不对|啊不对|不是的|等等|等一下|等下|等一等|稍等|抱歉|不好意思|应该是|应该说是|其实是|其实|准确地说|准确来说|确切地说|确切来说"
        "|我记混了|记混了|打错字|说错|写错|打错|记错|搞错|弄错|看错|数错|算错|记混|搞混|弄混|说反|写反|手滑|手抖|按错了|按反了|少打|多打|打反了|搞反了|弄反了|记反了|看反了|打反|搞反|弄反|记反|看反"
    ),
    "en": (
        "i meant|i mean|i meant to say|what i meant was|i should have said|i should've said|correction"
        "|scratch that|my mistake|my bad|i misspoke|i mistyped|typo|fat fingers|fat-fingered|i was wrong"
        "|i got that wrong|i got it wrong|got that wrong|that's wrong|that was wrong|wrong|to correct myself"
        "|let me correct that|let me rephrase|make that|more like|i misread|misread|i miscounted|miscounted"
        "|no wait|wait no|wait|no|sorry|oops|whoops|actually|rather|hold on|hang on|hold up|silly me"
    ),
}
"""Correction markers by language (longest first whatever their order here)."""
MARKERS_AFTER = {
    "zh": (
        "说错了|我说错了|搞错了|我搞错了|弄错了|记错了|我记错了|写错了|打错了|打错字了|口误|笔误"
        "|抱歉|不好意思|手滑了|手滑|手抖了|手抖|按错了|按反了|打反了|搞反了|弄反了|记反了"
    ),
    "en": (
        "sorry|my mistake|my bad|i misspoke|i mistyped|typo|fat fingers|i got that wrong|i got it wrong"
        "|oops|whoops|i mean|i meant|i was wrong|that was a typo|actually"
    ),
}
"""Markers said after the value ("Preeti, sorry", "9:30, my mistake", 二十七，说错了); ``才对`` closes
a value said as the right one (是五月二十一号才对). A weak marker ("no", "wait") never closes one."""
FILLERS = {
    "zh": "哦|噢|啊|呃|嗯|哎呀|哎|唉|诶|欸|额",
    "en": (
        "oh|ah|hmm|um|uh|err|erm|ok|okay|well|so|haha|lol|eh|ugh|argh|whoa|gah|d'oh|doh"
        "|hm|er|ha|hah|heh|huh|meh|ooh|aw|aww|ahh|ohh|jeez|geez|gosh|yikes|welp|phew|oof|ack|bah|blah|lmao"
    ),
}
"""Words that may come before a marker ("Oh wait, …", 呃，不对…) but are none themselves ("OK, Friday"):
the closed class of interjections, which are capitalised at the start of a message and would otherwise
be read as a name ("Ha, autocorrect. Marc, with a c.", "Er, Iowa actually")."""
AGREEING = {
    "zh": "好的|好吧|好|行|可以|没问题|收到|谢谢|多谢",
    "en": "ok|okay|sure|yes|yeah|yep|alright|fine|great|perfect|thanks|thank you|thx",
}
"""Words that open an answer taking up what the other said ("OK, Friday.", "Thanks, 42.", 好的，周五):
no correction unless marked as one."""
WEAK = {"zh": "不|不是|不对|等等|等一下|等下", "en": "no|nope|wait"}
"""Markers that never close a value: said after one, they deny it ("Preeti, no.")."""
_WEAK = compiled(rf"(?:{alternatives(WEAK['zh'])}|{english(WEAK['en'])})(?:[\s,.!]|…)*")
_AGREEING = compiled(rf"^(?:{alternatives(AGREEING['zh'])}|{english(AGREEING['en'])})")
_MARKER = compiled(rf"^(?:{alternatives(MARKERS['zh'])}|{english(MARKERS['en'])})(?:[\s,:：，.。!！—–-]|…)*")
_SAID_WRONG = compiled(
    r"^(?:(?:hey|so|oh|ok|okay|btw|also|um|uh)[\s,]+)?(?:i\s+(?:think\s+)?(?:gave|told|sent)\s+you|i\s+(?:said|wrote"
    r"|typed|put\s+down|gave)|you\s+(?:have|got)|you've\s+got)\s+(?:the\s+|a\s+|my\s+)?wrong\b[^,.;:!?]*"
    r"|^(?:the|that|my)\s+[^,.;:!?]{1,40}?\s+(?:i\s+(?:gave|told)\s+you\s+|you\s+have\s+)?(?:was|is)\s+wrong\b[^,.;:!?]*"
    r"|^(?:scratch|fix|correct|amend|change)\s+(?:the|that|my)\s+[^,.;:!?]{1,30}|^correction\s+(?:on|to|for)\s+[^,.;:!?]{1,30}"
    r"|^(?:上次|上回|之前|前面|前边|刚才|刚刚|前几天|那天|昨天)?(?:说|给|发|写|告诉你|填)的[^，,。]{0,12}?(?:不对|错了|有误|是错的|有问题)"
    r"|^[\u4e00-\u9fff]{1,8}?(?:打错了|写错了|说错了|记错了|搞错了|弄错了|打反了|搞反了|弄反了)(?:哈|啊|呀|啦|哦)?(?=[，,。\s])"
)
"""A clause that says a value given before was wrong ("I gave you the wrong employee number the other
day", "the date I told you was wrong", "Scratch the weight", "Fix the rent", 小区名打错了):
a correction marker of its own, naming what it corrects (``named_target``)."""
_FILLER = compiled(rf"^(?:{FILLERS['zh']}|{english(FILLERS['en'])})(?:[\s,:：，.。!！—–-]|…)*")
_AFTER = compiled(
    rf"(?:[\s,，;；:：—–-]+(?:{alternatives(MARKERS_AFTER['zh'])}|{english(MARKERS_AFTER['en'])})|才对|才是对的)(?:[\s,，.。!！]|…)*$"
)
_TOPIC_MARKED = compiled(
    rf"^[\u4e00-\u9fff]{{1,10}}?(?:{alternatives(MARKERS_AFTER['zh'])}|不对|错了|有误|记串了|记混了|搞混了)$"
)
"""A Chinese clause naming what was said wrong before its mistake word (小区名打错了, 上次说的公司地址不对,
名字写错了): a marker of its own, whatever it names."""
_AFTER_CHARS = 24  # how far from the end a closing marker is looked for
_SAID_AS = compiled(
    r"^(?:(?:oh|hmm|um|wait|sorry)[\s,，]+)?(?:did\s+i\s+(?:just\s+)?(?:say|write|type|put)"
    r"|我(?:刚才|刚刚|刚)?(?:是不是)?(?:说|写|打)(?:的是|成了|成|了)?)\s*(?P<old>[^?？]{1,30}?)\s*(?:了?吗)?[?？]+\s*"
)
"""A question about what the user said, before its correction: "Did I say the 9th? I meant the 19th.",
我刚才说的是五号吗？是六号。 Its value is the old one."""
_SOMEONE = compiled(
    rf"{english(w.KIN_EN + '|' + w.OTHER_PEOPLE_EN)}|{alternatives(w.KIN_ZH + '|他|她|他们|她们')}"
)
"""Someone else in the words around a value ("My wife says she's 38, not 36"): their value, not the
user's."""
_NAMING = compiled(
    r"^(?:[他她它]?叫|(?:his|her|its|their|the)\s+name\s+is|(?:he|she|it)(?:'s|\s+is)\s+called|called|named)"
)
"""A lead that says the value is what someone is called (叫米米, "her name is …"): a person's or pet's
name, never a place or a firm."""
_STARRED = re.compile(r"\*\s*(?P<said>[^*]{1,40}?)\s*\*?|(?P<said2>[^*]{1,40}?)\s*\*")
"""A word said again with an asterisk before or after it ("Jonas*", "*Thursday"): chat's sign of a
correction."""
_COLON = re.compile(r"\s*[:：](?!\d)\s*")
"""A colon not in a time ("6:15") parts a report from the value it found ("I checked again: 178",
量了一下：168), unless what comes before it is a label naming what the value is of ("the flight back:
21st", 回程：21号): then the clause is that label's statement."""
_LABEL = compiled(r"^(?:the|my|our|his|her|their|a|an|this|that)\b|^[\u4e00-\u9fff]{1,6}$")
_LEAD = compiled(
    r"^(?:应该是在|应该是|应该在|其实是|是在|是|[他她它]叫|[他她它]是|[他她它]们?|叫|在"
    r"|it's|it is|it was|that's|that is|that should be|should be|make it|he's|he is|she's|she is"
    r"|they're|they are|i meant|i mean|it's actually|it should be|to say"
    r"|(?:he|she|it|they)(?:'ll|\s+will)\s+be|(?:he|she|it|they)(?:'s|\s+is|'re|\s+are)\s+going\s+to\s+be"
    r"|(?:his|her|its|their|the)\s+name\s+is|(?:he|she|it)(?:'s|\s+is)\s+called|called|named)\s*"
)
_INSTEAD_OF = compiled(
    rf"[，,]?\s*(?:\bnot\b|\brather than\b|\binstead of\b|而不是|不是(?!一个|同一|一回事|一样|一码事))"
    rf"\s*(?P<old>[^，,]+?$|{OLD_COMMENTED})"
)
_NOT_FIRST = compiled(
    r"^(?:\bnot\b|不是)\s*(?P<old>[^，,]{1,40}?)\s*(?:[，,]\s*(?:but\s+)?|\s+but\s+|而是|是)(?P<rest>.+)$"
)
"""The wrong value said first: "Not Oracle, I meant Salesforce", "Not Ruiz but Romero", 不是刘芳，是刘方."""
_AMOUNT_SAID = (
    r"[$€£¥]?(?:\d[\d,.]*|[零〇一二两三四五六七八九十百千万亿]+)(?:\s*(?:k|w|万|千|块钱|块|元|rmb|eur|euros?|usd|dollars?"
    r"|bucks?|gbp|pounds?|quid|[€$£¥])\b)?"
)
_CHANGE_TO = compiled(
    r"^(?:(?:ok|okay|actually|no|hmm|um|oh|so|then|well)[\s,，]+)*(?:make\s+it|change\s+it\s+to|change\s+that\s+to"
    rf"|let's\s+make\s+it)\s+(?:(?P<value>.+?)\s+instead|(?P<v2>{_AMOUNT_SAID}))$"
    r"|^(?:(?:ok|okay|actually|no|hmm|um|oh|so|then|well)[\s,，]+)*(?:let's\s+say|say|let's\s+go\s+with|go\s+with"
    r"|let's\s+do|make\s+that|i'd\s+say|i\s+would\s+say|i'll\s+go\s+with"
    r"|(?:bump|push|move|put|take|raise|lower|increase|reduce|cut|drop|up|bring)\s+it\s+(?:up\s+|down\s+)?to)\s+"
    rf"(?P<v3>{_AMOUNT_SAID})(?:\s+instead|\s+then)?$"
    r"|^(?:那就|那|就|还是)?(?:改成|改为|改到|换成|调成|调到|调整到|调整为|降到|降低到|降为|提到|提高到|涨到|加到|减到|压到)"
    rf"(?P<v4>{_AMOUNT_SAID})(?:吧|就行|就好|就可以|好了|算了)?$"
    rf"|^(?:那就|那|就|还是)(?P<v5>{_AMOUNT_SAID})(?:吧|就行|就好|好了)$"
)
"""A new value said as a change of the last one: "Make it Friday instead", "change it to 500", "let's say
3k instead", "bump it up to 1200", 改成两千五吧, 降到四千就行; "Make it quick" is no value."""


@dataclass(frozen=True, slots=True)
class LaterCorrection:
    """The corrected value as said (and typed), and the value it replaces when the message names it."""

    value: str
    instead_of: str | None
    text: str
    new: NewValue
    old: NewValue | None = None
    bare: bool = False
    """Said with no marker: it corrects only what the turn before said."""
    comment: str = ""
    """What the message says besides its value and markers ("I always mix those two up", 新来的那只我老忘):
    an explanation, no statement of its own."""
    topic: str = ""
    """What an unmarked value is said of, when the message names it ("Choir is Thursday", 书法课是周六):
    it corrects only a memory about that thing; of another thing it is an enumeration
    (``writepath.typed_correction.said_of_another``)."""

    @property
    def needs_likeness(self) -> bool:
        """A name said with no marker corrects a held name only when like it ("Karin" for "Karen",
        陈晶 for 陈静, "Portland, Maine" for "Portland, Oregon"): "Great, thanks" corrects no name."""
        return self.bare and self.new.kind == "name"


def read_later_correction(message: ExtractionInput) -> LaterCorrection | None:
    if message.role != "user":
        return None
    # a Chinese comma before a number parts two values (是168，165是去年的); 不是豆子的豆 names 豆豆
    text = with_old_named(unicodedata.normalize("NFKC", re.sub(r"，(?=\d)", "， ", message.text)).strip())
    if not text or len(text) > MAX_CHARS or "\n" in text:
        return None
    old: str | None = None
    if asked := _SAID_AS.match(text):  # "Did I say the 9th? I meant the 19th."
        old, text = asked["old"], text[asked.end() :]
    text, reported = relayed(text)  # "my husband just yelled from the kitchen that it's October 5th 🙈"
    if re.search(r"[?？]", text) or not (text := trim(text)) or weighed(text):
        return None  # a question; options compared or weighed (拼多多和淘宝比了一下价，其实差不多): no value
    starred = _STARRED.fullmatch(text)  # "Jonas*": the chat convention for a correction of a word
    if starred is not None:
        text = starred["said"] or starred["said2"]
    if is_chinese(text) and _NOT_FIRST.match(unfilled := _FILLER.sub("", text, count=1)):
        text = unfilled  # 啊不是字节，是快手: the filler before "not X, Y" opens no value
    rest, marked = _unmarked(text)
    marked = marked or starred is not None
    if (closed := _AFTER.search(rest, max(0, len(rest) - _AFTER_CHARS))) is not None and closed.start() > 0:
        rest, marked = rest[: closed.start()], True
    if old is not None or reported:
        marked = True
    elif first := _NOT_FIRST.match(rest):
        old, rest = first["old"], first["rest"]
        rest = _unmarked(rest)[0]
    elif instead := _INSTEAD_OF.search(rest):
        old, rest = instead["old"], rest[: instead.start()]
    elif changed := _CHANGE_TO.match(rest):
        rest = next(value for value in changed.groupdict().values() if value)
        marked = True
    if not (marked or old):
        return _bare(message.text, text) or _unmarked_value(message.text, text)
    said = _topic_cut(trim(_LEAD.sub("", trim(rest))))
    old_value = _old(old) if old else None
    if not said or (old is not None and old_value is None):
        return None
    found = _value(said, old_value)
    if found is None:
        return None
    new, value, comment, named_old = found
    if old_value is None and named_old is not None:
        old, old_value = named_old.spans[0].text, named_old
    if len(new.spans) > 1 and len({span.key for span in new.spans}) == 1:
        new = replace(new, spans=new.spans[:1], words="")  # "Sheffield, I meant Sheffield": said twice
    if _NAMING.match(trim(rest)) and new.kind == "name" and not new.spans[0].unit:
        new = replace(new, spans=(replace(new.spans[0], unit="person"), *new.spans[1:]))  # 叫米米: a name
    shown = new.spans[0].text if len(new.spans) == 1 else value
    return LaterCorrection(shown, old, text, new, old_value, comment=comment)


def _value(said: str, old: NewValue | None) -> tuple[NewValue, str, str, NewValue | None] | None:
    """The new value ``said`` names, as said, and the comment around it: all of it; else the one clause
    that is a value when the others are comments that say no value of its type ("I mean Braga, I always
    mix those two up", 九千，我记错了, "Wrong month, I mean November 2nd"); else, when the old value is
    named, the one value of the old value's type ("It expires in November, not October"). None when
    ``said`` is a statement of its own ("不对，我住在上海": the rules read it)."""
    if (new := new_value(said)) is not None:
        if new.words and (found := _in_clauses(said)) is not None and not found.new.words:
            # "2022年3月，她才两岁多": the value, then a comment
            return found.new, found.value, found.comment, found.old
        return None if read_clause(said) else (new, said, "", None)
    if (found := _in_clauses(said)) is not None and not said_beside(found.new.weak, found.comment):
        return found.new, found.value, found.comment, found.old
    if old is not None and not _SOMEONE.search(said) and not read_clause(said):
        same = [span for span in spans(said) if span.kind == old.kind]
        return (NewValue((same[0],)), same[0].text, "", None) if len(same) == 1 else None
    return None


@dataclass(frozen=True, slots=True)
class _Clauses:
    """A message read as one value among comments: the value, as said, the comments, and whether a
    comment is a correction marker ("Bosch, sorry, old habit", 网易，写错公司了)."""

    new: NewValue
    value: str
    comment: str
    marked: bool
    old: NewValue | None = None
    """The wrong value, when a comment names it ("5:45. The 6:15 was before the new job", "Dr. Okonkwo —
    Okafor is my physio"): a correction that says what it replaces."""


def _in_clauses(said: str) -> _Clauses | None:
    """The one clause of ``said`` that is a value (with the clauses after it that continue it:
    "Portland, Maine", "August 19, 2027"), when every other clause is a comment: a marker, or words
    that say no value of the value's type (a capitalised first word is no name: "Easy to confuse")."""
    parts = [trim(part) for clause in CLAUSES.split(said) for part in _at_colon(clause) if trim(part)]
    plain = [_plain_part(part) for part in parts]
    values = [(index, new) for index, (text, _) in enumerate(plain) if (new := _pure(text)) is not None]
    if not values:
        return None
    first, new = next(((index, new) for index, new in values if not new.weak), values[0])
    value, last = plain[first][0], first + 1
    while last < len(parts) and not plain[last][1] and _pure(plain[last][0]) is not None:
        more = _pure(f"{value}, {plain[last][0]}")
        if more is None or len(more.spans) <= len(new.spans) or more.words:
            break
        new, value, last = more, f"{value}, {plain[last][0]}", last + 1
    comments = [parts[index] for index in range(len(parts)) if not first <= index < last]
    said_of = [
        (comment, span) for comment in comments for span in _said_of(new, comment) if not _ONE_OF(span)
    ]  # 一 with a measure word in a comment is an article (涨过一次, 算了一下)
    said_of = [(comment, span) for comment, span in said_of if span.key != new.spans[0].key]
    wrong = {span.key: span for comment, span in said_of if _wrong_in(comment, span)}
    if len(wrong) != len(said_of) or len(wrong) > 1 or (wrong and len(new.spans) > 1):
        return None  # the comments say other values of the type: no one value is the correction
    # a comment about the one other value says it is the wrong one ("The 6:15 was before the new job")
    old = NewValue((next(iter(wrong.values())),)) if wrong else None
    if old is not None and _SOMEONE.search(parts[first]):
        return None  # "我老公180，165是我的", 女儿在育才小学，实验小学是儿子的: someone else's value
    if any(_WEAK.fullmatch(trim(part)) for part in parts[last:]):
        return None  # "Preeti, no.": the value said, then denied
    marked = any(plain[index][1] for index in range(len(parts)) if not first < index < last)
    return _Clauses(new, value, "，".join(comments), marked or old is not None, old)


def _at_colon(clause: str) -> list[str]:
    """A clause parted at its colon (``_COLON``), when what comes before it is no label."""
    before, colon, after = clause.partition(":") if ":" in clause else clause.partition("：")
    if not colon or not trim(before) or _LABEL.match(trim(before)) or _COLON.match(colon + after) is None:
        return [clause]
    return [before, after]


def _plain_part(part: str) -> tuple[str, bool]:
    """A clause without its markers and leads, and whether it had a marker (a clause that is a marker
    and nothing else: "", True)."""
    if _MARKER.sub("", part, count=1) == "" or _AFTER.fullmatch(" " + part) or _TOPIC_MARKED.match(part):
        return "", True
    if _FILLER.sub("", part, count=1) == "":
        return "", False
    rest, marked = _unmarked(part)
    if (closed := _AFTER.search(rest)) is not None and closed.start() > 0:
        rest, marked = rest[: closed.start()], True  # "Iowa actually", "Preeti, sorry" within a clause
    return _topic_cut(trim(_LEAD.sub("", trim(rest)))), marked


def _topic_cut(text: str) -> str:
    """A Chinese value said after what it is the value of (房租是4300, 公司在长宁区, 小区叫翠园): the value,
    when the rest is one (no one else's, no user's own: 我住在上海, no thing pointed at: 这道菜谱是英制的)."""
    cut = ZH_TOPIC.match(text)
    if cut is None or re.search("[我你咱]|^[这那]..", cut["topic"]) or _SOMEONE.search(cut["topic"]):
        return text
    if new_value(cut["value"]) is None:
        return text
    return cut["value"]


def _pure(text: str) -> NewValue | None:
    """The value a clause is, when it is one and no statement of its own."""
    if not text or (new := new_value(text)) is None or (new.words and all(map(_ONE_OF, new.spans))):
        return None  # 一个学校 is "one school", no value
    return None if read_clause(text) else new  # the reader last: most clauses are no value at all


def _said_of(value: NewValue, comment: str) -> list[Span]:
    """The values of ``kind`` a comment says (a capitalised first word is no name, unless the comment
    goes on as a statement about it: "Okafor is my physio"; a count of the value's own characters is
    no value: "swapped the last two digits", 最后两位反了; nor is a number of another unit class)."""
    kind, unit = value.kind, value.spans[0].unit
    said = [
        span
        for span in spans(comment)
        if span.kind == kind
        and not (kind == "name" and span.start == 0 and not _IS_AFTER.match(comment, span.end))
        and not _OF_CHARACTERS.match(comment, span.end)
        and not (unit and span.unit and unit != span.unit)  # "2022年3月，她才两岁多": an age is no year
    ]
    if kind == "name" and not said and (first := _NAME_IS_ZH.match(comment)) is not None:
        name = zh_name(first["name"])  # 实验小学是以前那个 of 育才小学; not 大家都以为 of 湘潭
        if name is not None and (name.text[-1] == value.spans[0].text[-1] or (unit and name.unit == unit)):
            said = [name]
    return said


_NAME_IS_ZH = re.compile(r"(?P<name>[\u4e00-\u9fff]{2,8}?)(?=(?:那个|那家|那次)?(?:才是|就是|是))")
"""A Chinese name a comment opens with and says something of (西湖区是上班的地方), as ``_IS_AFTER`` reads
an English one; it counts when of the new value's type (its head word, 区 or 小学, or its kind)."""


_OF_CHARACTERS = compiled(r"\s*(?:digits?|letters?|numbers?|characters?|chars?|位|个数字|个字母|个字)")
_PAUSE = re.compile(r"^[\s,，:：;；.。!！—–-]+")


def _ONE_OF(span: Span) -> bool:
    """一 with a measure word in a comment is an article, no value (涨过一次, 算了一下)."""
    return span.text == "一" and span.unit == "count"


_IS_AFTER = re.compile(
    r"\s+(?:one\s+|place\s+)?(?:is|was|'s|are|were|came\s+from|must\s+(?:have|'ve)\s+been)\b"
    r"|(?:那个|那家|那次)?(?:才是|就是|是)",
    re.IGNORECASE,
)
"""After a value a comment is about ("The 6:15 was before …", "the Hillcrest one is across town", "no idea
where 172 came from", 周六是游泳, 165是去年的: the old value said of something else)."""
_SAID_BEFORE = compiled(
    r"\bi\s+(?:said|wrote|typed|put|told\s+you)\s+$|(?:我)?(?:说成|写成|打成|说的是|写的是)了?$"
)


def _wrong_in(comment: str, span: Span) -> bool:
    """A comment's value told as the wrong one: said of ("The 6:15 was before the new job") or said as
    what the user said ("not sure why I said Elm", 不知道怎么写成了翠苑)."""
    return bool(_IS_AFTER.match(comment, span.end) or _SAID_BEFORE.search(comment[: span.start]))


def _unmarked_value(said: str, text: str) -> LaterCorrection | None:
    """A message with no opening marker that is one value among comments ("Halvorson, with an o",
    "8 — she had her birthday last week", 陈晶，晶莹的晶, "Bosch, sorry, old habit"): a correction of
    the memory said just before, or, with a marker among its comments, like any marked correction."""
    if (found := _in_clauses(text)) is None:
        return None
    if len(text) > MAX_UNMARKED_CHARS and found.old is None:
        return None  # a longer message is a correction only when it names the value it replaces
    if not found.marked and (_AGREEING.match(text) or len(found.new.words.split()) > 1):
        return None  # "OK, Friday.": an answer; 八点有个会: a statement, its value said with words of its own
    if not found.marked and _SOMEONE.search(found.value):
        return None  # "My wife is 39": someone else's value, said of them
    shown = found.new.spans[0].text if len(found.new.spans) == 1 else found.value
    instead_of = found.old.spans[0].text if found.old is not None else None
    topic = "" if found.marked else topic_of(_FILLER.sub("", text, count=1))  # 哦是4800: 哦 is no topic
    return LaterCorrection(
        shown, instead_of, said.strip(), found.new, found.old, not found.marked, found.comment, topic
    )


def _bare(said: str, text: str) -> LaterCorrection | None:
    """A message that is one value and nothing else ("43.", L码, "Friday."): a correction only of a
    memory said in the turn just before (``writepath.late_correction``); never a name ("Great.")."""
    value = bare_value(text)
    if value is None or value.kind == "name" or len(value.spans) != 1:
        return None
    return LaterCorrection(value.spans[0].text, None, said.strip(), value, None, bare=True)


def _unmarked(text: str) -> tuple[str, bool]:
    """The text without its opening markers, and whether it had one."""
    rest, marked = text, False
    while True:
        if ((unmarked := _MARKER.sub("", rest, count=1)) != rest and unmarked) or (
            unmarked := _said_wrong(rest)
        ):
            rest, marked = unmarked, True
        elif (stripped := _FILLER.sub("", rest, count=1)) != rest and stripped:
            rest = stripped
        else:
            return rest, marked


def _said_wrong(text: str) -> str:
    """``text`` after a clause that says a value given was wrong (``_SAID_WRONG``), or ""."""
    wrong = _SAID_WRONG.match(text)
    return "" if wrong is None else _PAUSE.sub("", text[wrong.end() :], count=1)


def _old(said: str) -> NewValue | None:
    plain = trim(_LEAD.sub("", trim(said)))
    return new_value(plain) or (NewValue((name,)) if (name := zh_name(plain)) else None)
