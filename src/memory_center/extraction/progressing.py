"""Progressing single-valued slots, and a held value of one passed by a later value said in passing
(pure): "Celebrated my 35th yesterday" after "I'm 34", "my 6th graders this year" after "I teach 4th
grade", "my boyfriend Tom thinks …" after "I'm single", 三十岁生日过得挺简单 after 我今年29,
docs/extraction.md ("Session 31: progressing slots said in passing").

Some slots of a life only move one way: an age grows, a school year and a grade taught go up, a child
moves on to the next stage, a relation goes from single to partnered to married, a title from junior
to senior. A value of such a slot is seldom said with a change word; it is used in passing (a birthday
ordinal, the pupils of a grade, a partner named by role). One schema (``SLOTS``, data) orders each
slot's values; one reader finds a value of a slot used in a clause of the user's own (or their child's);
the rule (``follows``) says that a held value of the same slot and person the new one plausibly follows
(later, and for an age at most ``AGE_STEP`` years later) is passed: the write path
(``writepath.progressions``) ends it and keeps the new value, worded plainly.

Look-alikes are read as structure, not as words: a value owned by someone else ("my sister's 35th",
我哥三十岁生日: another person before the value in its clause), a time gone by ("when I was in 8th
grade", 上四年级的时候), a plan, wish or hypothetical ("next year I'll be a senior", 要是, 明年), a
question, a past partner (ex-, 前男友: not "my" right before the role) or a message taken back.
Chinese stages of schooling are read by ``extraction.held_stages``; this module reads the rest.
"""

import re
from dataclasses import dataclass

from memory_center.extraction.held_kinds import withdrawn
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import compiled, is_chinese

AGE_STEP = 10
"""An age said in passing follows a held one when it is later by at most this many years."""
USER = "user"

SLOTS = {
    # slot: (how its values are ordered, the key a new value is kept on)
    "age": ("years", "age"),
    "stage": ("kindergarten < grade 1..12 < college year 1..4 < master's < doctorate", "school_stage"),
    "taught": ("the grade a teacher teaches, 1..12", "grade_taught"),
    "relationship": ("single < partnered < engaged < married", "relationship"),
    "seniority": ("intern < junior < senior < lead, of one job", "job"),
}

RELATION_RANKS = {
    # a word for the user's partner, and the relation it tells (1 partnered, 2 engaged, 3 married)
    "boyfriend": 1, "girlfriend": 1, "partner": 1, "fiance": 2, "fiancé": 2, "fiancee": 2, "fiancée": 2,
    "wife": 3, "husband": 3, "男朋友": 1, "女朋友": 1, "男友": 1, "女友": 1, "对象": 1, "未婚妻": 2,
    "未婚夫": 2, "老婆": 3, "老公": 3, "媳妇": 3, "妻子": 3, "丈夫": 3, "爱人": 3,
}  # fmt: skip
RELATION_VALUES = {0: "single", 1: "partnered", 2: "engaged", 3: "married"}
SENIORITY = {"intern": 0, "trainee": 0, "junior": 1, "senior": 2, "lead": 3, "principal": 3, "staff": 3,
             "实习": 0, "初级": 1, "中级": 2, "高级": 3, "资深": 3}  # fmt: skip
"""Rungs of one job's ladder (初级会计 < 高级会计, "junior developer" < "senior developer")."""

_ORDINALS = [
    *("first", "second", "third", "fourth", "fifth", "sixth"),
    *("seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"),
]
COLLEGE_YEARS = {"freshman": 1, "first-year": 1, "sophomore": 2, "junior": 3, "senior": 4}
_ZH_DIGITS = "零一二三四五六七八九"


@dataclass(frozen=True, slots=True)
class Step:
    """A value of a progressing slot, of one person, with its place in the slot's order."""

    slot: str
    person: str
    rank: tuple[int, int]
    said: str

    def follows(self, held: "Step") -> bool:
        """Whether this value plausibly comes after ``held`` in the same slot of the same person."""
        if self.slot != held.slot or not same_person(self.person, held.person):
            return False
        if self.slot == "age":
            return 0 < self.rank[0] - held.rank[0] <= AGE_STEP
        if self.slot == "seniority" and self.said.split("|")[1] != held.said.split("|")[1]:
            return False  # another job's rung
        return self.rank > held.rank


@dataclass(frozen=True, slots=True)
class Said:
    """A value of a progressing slot used in a statement, and the plain words that keep it."""

    step: Step
    statement: str
    wording: str


_CHILD_WORDS = {"son": "son", "boy": "son", "daughter": "daughter", "girl": "daughter", "kid": "child",
                "child": "child", "儿子": "儿子", "儿砸": "儿子", "女儿": "女儿", "闺女": "女儿",
                "丫头": "女儿",
                "孩子": "孩子", "小孩": "孩子", "娃": "孩子", "宝宝": "孩子"}  # fmt: skip
_GENERIC_CHILD = {"child", "孩子"}


def same_person(said: str, held: str) -> bool:
    """One person: the user, or one child (闺女 is 女儿; a held "kid" or 孩子 is whichever child)."""
    said, held = _CHILD_WORDS.get(said, said), _CHILD_WORDS.get(held, held)
    if said == held:
        return True
    both = {said, held}
    return USER not in both and bool(both & _GENERIC_CHILD) and both <= set(_CHILD_WORDS.values())


# ---- gates: a statement that tells no present value of the user's ----

_GATES_EN = compiled(
    r"\?|^\s*(?:what|how|should|would|could|do|does|is|are|can)\b|\b(?:if|unless|were|would|could|might|"
    r"wish|hope|plan|planning|someday|one\s+day|next\s+(?:year|term|semester|fall|autumn)|will|won't|going\s+to|"
    r"gonna|about\s+to|coming\s+up|upcoming|is\s+(?:on|in|this|next)|when\s+i\s+(?:was|get|turn)|back\s+(?:in|when)|used\s+to|ago|remember|imagine|"
    r"pretend|never|not|no|don't|didn't|isn't|haven't|ex|former|late|future|dream|hypothetically)\b|'ll\b"
)
_GATES_ZH = compiled(
    r"[?？]|[吗呢]\W*$|什么|哪|怎么|如果|要是|假如|万一|等我|希望|打算|准备|计划|想要|梦想|明年|下学期|下半年|"
    r"快要|就要|即将|将来|以后|以前|之前|原来|曾经|小时候|当年|那年|那会|的时候|时候|没有|不是|没|前男友|前女友|前任|"
    r"前妻|前夫|下个?月|下周|下礼拜|快(?:要|到|满)|马上"
)
_OTHERS_EN = re.compile(
    r"\b(?:\w+'s|his|her|their|your|our)\s*$|\b(?:sister|brother|mom|mum|dad|mother|father|friend|wife|husband|"
    r"boyfriend|girlfriend|partner|colleague|boss|neighbou?r|cousin|aunt|uncle|grandma|grandpa|he|she|they)\b",
    re.IGNORECASE,
)
_OTHERS_ZH = re.compile(
    r"哥|姐|弟|妹|爸|妈|爷|奶|叔|姨|舅|老公|老婆|朋友|同事|同学|室友|邻居|老板|领导|他|她|别人|侄|外甥|表|堂|"
    r"儿子|女儿|闺女|孩子|宝宝|对象|爱人"
)


def _gated(clause: str, chinese: bool) -> bool:
    return (_GATES_ZH if chinese else _GATES_EN).search(clause) is not None


# ---- values used in passing ----

_AGE_EN = re.compile(
    r"\bmy\s+(?P<n>[1-9]\d)(?:st|nd|rd|th)(?:\s+(?:birthday|bday|b-day)\b"
    r"|(?=\s*(?:$|[,.!;:)]|(?:yesterday|last|this|was|went|with|and|party|celebration|dinner|bash|cake)\b)))"
    r"|^\s*(?:at|now\s+that\s+i'm|being)\s+(?P<m>[1-9]\d)\b(?!\s*(?:%|mph|km|miles|minutes|pounds|kg|lbs|°))"
    r"|\bas\s+an?\s+(?P<a>[1-9]\d)[\s-]year[\s-]old\b",
    re.IGNORECASE,
)
"""An age used in passing: a birthday ordinal of the user's said of its day ("my 35th yesterday", "my
42nd birthday"; not "my 35th marathon"), an age opening a clause ("At 60 I finally qualify"), "as a
36-year-old"."""
_ZH_NUMBER = r"[0-9]{1,2}|[一二三四五六七八九]?十[一二三四五六七八九]?|[二三四五六七八九]十"
_AGE_ZH = re.compile(rf"(?P<n>{_ZH_NUMBER})(?:岁|周岁)(?=生日|的人|的我|这年|这一年|了还|以后|后)")
"""An age used in passing: 三十岁生日, 33岁的人了, 过完四十六岁生日."""

_GRADE_EN = re.compile(
    rf"\b(?:(?P<n>1[0-2]|[1-9])(?:st|nd|rd|th)|(?P<w>{'|'.join(_ORDINALS)}))[\s-]+grade(?P<ers>rs?)?\b"
    r"|\b(?P<k>kindergarten|pre-?k|preschool|nursery)\b"
    r"|\b(?P<c>freshman|sophomore|junior|senior)\s+year\b"
    r"|\b(?P<yr>first|second|third|fourth|fifth)\s+year\s+of\s+(?:my\s+|the\s+)?"
    r"(?P<of>uni|university|college|undergrad|degree|ph\.?d|doctorate|master'?s)\b"
    r"|\b(?P<phd>ph\.?d|doctorate|doctoral)\b|\b(?P<ms>master'?s|msc|mba)\b",
    re.IGNORECASE,
)
_TEACHER = re.compile(r"\b(?:teach|teaches|teaching|taught|my\s+class|my\s+students)\b|\bteacher\s*$", re.I)
_CHILD_EN = re.compile(r"\bmy\s+(?P<c>son|daughter|kid|child|boy|girl)(?:'s)?\b", re.IGNORECASE)
_RELATION_EN = re.compile(
    r"(?<![-\w])(?i:my)\s+(?P<r>boyfriend|girlfriend|partner|fianc[ée]e?|wife|husband)\b(?!'s\s+(?:ex|former))"
    r"(?:,?\s+(?P<name>[A-Z][a-z]+))?"
)
_RELATION_ZH = re.compile(
    r"(?<![前])我(?:的|家)?(?P<r>男朋友|女朋友|男友|女友|对象|未婚妻|未婚夫|老婆|老公|媳妇|妻子|丈夫|爱人)"
    r"(?P<name>(?:小|阿)[\u4e00-\u9fff])?"
)
_JOB_EN = r"(?P<job>[a-z]+(?:\s+(?!(?:i|at|in|for|on|with|and|now|here|there|this|these|my)\b)[a-z]+)?)"
"""A job's words after its rung, up to a word that is no part of it ("senior developer at …")."""
_RUNG_EN = re.compile(rf"\bas\s+an?\s+(?P<r>senior|lead|principal|staff|junior)\s+{_JOB_EN}", re.I)
_RUNG_ZH = re.compile(r"作为(?:一名|一个)?(?P<r>高级|资深|中级)(?P<job>[\u4e00-\u9fff]{2,4}?)(?=[，,、。]|$)")


def zh_number(said: str) -> int | None:
    """三十 → 30, 四十六 → 46, 33 → 33."""
    if said.isdigit():
        return int(said)
    if "十" not in said:
        return None
    tens, _, ones = said.partition("十")
    return (_ZH_DIGITS.index(tens) if tens else 1) * 10 + (_ZH_DIGITS.index(ones) if ones else 0)


def _grade_stage(match: re.Match[str]) -> tuple[int, int]:
    """A stage's place: kindergarten (0, 0), grade n (1, n), college year (4, n), master's (5, 0),
    doctorate (6, 0) — the levels of ``held_stages``."""
    if match["n"] or match["w"]:
        return (1, int(match["n"]) if match["n"] else _ORDINALS.index(match["w"].lower()) + 1)
    if match["k"]:
        return (0, 0)
    if match["yr"]:
        of = match["of"].lower().replace(".", "")
        return (
            6 if of in ("phd", "doctorate") else 5 if of.startswith("master") else 4,
            _ORDINALS.index(match["yr"].lower()) + 1,
        )
    if match["c"]:
        return (4, COLLEGE_YEARS[match["c"].lower()])
    return (6, 0) if match["phd"] else (5, 0)


def progress_said(text: str) -> list[Said]:
    """The values of progressing slots a message uses in passing, of the user or the user's child."""
    if withdrawn(text):
        return []
    chinese = is_chinese(text)
    found: list[Said] = []
    for statement in statements(text)[:20]:
        parts = clauses(statement)
        if not parts or (_gated(statement, chinese) and "?" in statement + "？"):
            continue
        words = statement.strip().rstrip("。.!！")
        for clause in parts:
            if _gated(clause, chinese):
                continue
            reader = _said_zh if chinese else _said_en
            found += [
                one for one in reader(clause, words) if all(one.step.slot != f.step.slot for f in found)
            ]
    return found


def _said_en(clause: str, statement: str) -> list[Said]:
    found: list[Said] = []
    for match in _AGE_EN.finditer(clause):
        years = match["n"] or match["m"] or match["a"]
        if not _OTHERS_EN.search(clause[: match.start()]):
            found.append(Said(Step("age", USER, (int(years), 0), years), statement, f"I'm {years}."))
    for match in _GRADE_EN.finditer(clause):
        place, before, after = _grade_stage(match) or (0, 0), clause[: match.start()], clause[match.end() :]
        said = match.group(0)
        child = _CHILD_EN.search(before) or (
            re.search(r"\b(?:his|her)\s*$", before) and _CHILD_EN.search(statement)
        )
        if match["n"] or match["w"]:
            grade = said.rstrip("sS").removesuffix("r").removesuffix("R") if match["ers"] else said
            taught = (
                match["ers"]
                or _TEACHER.search(after[:25])
                or (
                    re.search(r"\bmy\s+$", before, re.I)
                    and re.match(r"\s*(?:class|students|kids|pupils)", after)
                )
            )
            if taught and not child:
                found.append(Said(Step("taught", USER, place, grade), statement, f"I teach {grade}."))
                continue
            said = grade
        if child:
            word = child["c"].lower()
            found.append(Said(Step("stage", word, place, said), statement, f"My {word} is in {said}."))
        elif not _OTHERS_EN.search(before) and (
            re.search(r"\bmy\s+$", before, re.I)
            or not before.strip()
            or ((match["yr"] or match["c"]) and re.fullmatch(r"\s*the\s+", before, re.I))
        ):
            wording = (
                f"I'm in my {said}."
                if match["c"]
                else f"I'm in the {said}."
                if match["yr"]
                else f"I'm doing a {said}."
                if match["phd"] or match["ms"]
                else f"I'm in {said}."
            )
            found.append(Said(Step("stage", USER, place, said), statement, wording))
    for match in _RELATION_EN.finditer(clause):
        word, name = match["r"].lower(), match["name"]
        rank = RELATION_RANKS.get(word, 1)
        value = RELATION_VALUES[rank] + (
            f" to {name}" if name and rank > 1 else f" with {name}" if name else ""
        )
        found.append(
            Said(Step("relationship", USER, (rank, 0), value), statement, _relation_en(rank, word, name))
        )
    for match in _RUNG_EN.finditer(clause):
        rung, job = match["r"].lower(), match["job"].lower()
        step = Step("seniority", USER, (SENIORITY[rung], 0), f"{rung} {job}|{job.split()[-1]}")
        found.append(Said(step, statement, f"I'm a {rung} {job}."))
    return found


def _said_zh(clause: str, statement: str) -> list[Said]:
    found: list[Said] = []
    for match in _AGE_ZH.finditer(clause):
        years = zh_number(match["n"])
        if years is not None and 10 <= years < 100 and not _OTHERS_ZH.search(clause[: match.start()]):
            found.append(Said(Step("age", USER, (years, 0), str(years)), statement, f"我今年{match['n']}岁"))
    for match in _RELATION_ZH.finditer(clause):
        word, name = match["r"], match["name"] or ""
        rank = RELATION_RANKS[word]
        value = RELATION_VALUES[rank] + (f" to {name}" if name else "")
        found.append(
            Said(Step("relationship", USER, (rank, 0), value), statement, _relation_zh(rank, word, name))
        )
    for match in _RUNG_ZH.finditer(clause):
        rung, job = match["r"], match["job"]
        step = Step("seniority", USER, (SENIORITY[rung], 0), f"{rung}{job}|{job}")
        found.append(Said(step, statement, f"我是{rung}{job}"))
    return found


_STATUS_EN = {1: "I'm in a relationship", 2: "I'm engaged", 3: "I'm married"}
_STATUS_ZH = {1: "我在谈恋爱", 2: "我订婚了", 3: "我已婚"}


def _relation_en(rank: int, word: str, name: str | None) -> str:
    """The relation said plainly beside the partner ("I'm married: my wife is Ana."): the partner's role
    alone would read as another person's memory (``extraction.owner_nouns``)."""
    return f"{_STATUS_EN[rank]}: my {word} is {name}." if name else f"{_STATUS_EN[rank]}, I have a {word}."


def _relation_zh(rank: int, word: str, name: str) -> str:
    return f"{_STATUS_ZH[rank]}，{word}叫{name}" if name else f"{_STATUS_ZH[rank]}，有{word}了"


# ---- held values ----

_HELD_AGE = compiled(
    r"\b(?:i'm|i\s+am|i\s+just\s+turned|i\s+turned)\s+(?P<n>[1-9]\d)(?=\s*(?:years?\s+old|yo\b|[.,!]|$))|我(?:今年|现在)?(?P<z>[1-9]\d|[一二三四五六七八九]?十[一二三四五六七八九]?)(?:岁|了|$)"
)
_SINGLE = compiled(r"\bsingle\b|not\s+seeing\s+anyone|单身|没有?对象|没(?:有)?(?:男|女)朋友")
_HELD_RUNG_EN = re.compile(rf"\b(?P<r>intern|trainee|junior|senior|lead|principal|staff)\s+{_JOB_EN}", re.I)
_HELD_RUNG_ZH = re.compile(r"(?P<r>实习|初级|中级|高级|资深)(?P<job>[\u4e00-\u9fff]{2,4}?)(?=[，,、。]|$)")


def held_steps(subject: str, predicate: str, value: str, content: str) -> list[Step]:
    """The progressing values a held memory names (its key's, or its words')."""
    said = content or value
    found: list[Step] = []
    if subject == USER and predicate == "age" and value.isdigit():
        found.append(Step("age", USER, (int(value), 0), value))
    elif subject == USER and (age := _HELD_AGE.search(said)) is not None:
        years = zh_number(age["z"]) if age["z"] else int(age["n"])
        found += [Step("age", USER, (years, 0), str(years))] if years else []
    if (subject == USER and predicate == "relationship") or (_SINGLE.search(said) and subject == USER):
        rank = 0 if _SINGLE.search(f"{value} {said}") else _relation_rank(f"{value} {said}")
        found += [Step("relationship", USER, (rank, 0), value)] if rank is not None else []
    elif (subject == "partner" and predicate == "name") or (subject == USER and _PARTNER_HELD.search(said)):
        rank = _relation_rank(said)
        found += [Step("relationship", USER, (rank, 0), value)] if rank is not None else []
    person = _CHILD_WORDS.get(subject, USER if subject == USER else "")
    for match in _GRADE_EN.finditer(said) if person and not is_chinese(said) else []:
        place = _grade_stage(match) or (0, 0)
        slot = "taught" if person == USER and _TEACHER.search(said) else "stage"
        found.append(Step(slot, person, place, match.group(0)))
        break
    if (subject == USER and predicate in ("job", "school")) or (
        predicate.startswith("said:") and subject == USER
    ):
        for rung in (*_HELD_RUNG_EN.finditer(said), *_HELD_RUNG_ZH.finditer(said)):
            job = rung["job"].lower().split()[-1] if not is_chinese(said) else rung["job"]
            found.append(Step("seniority", USER, (SENIORITY[rung["r"].lower()], 0), f"{rung[0]}|{job}"))
            break
        college = re.search(
            r"\b(freshman|sophomore|junior|senior)\b(?!\s+(?:developer|engineer|manager|analyst))", said, re.I
        )
        if college and predicate != "job" and not any(one.slot == "stage" for one in found):
            found.append(Step("stage", USER, (4, COLLEGE_YEARS[college[1].lower()]), college[1]))
    return found


_PARTNER_HELD = compiled(
    r"\bmy\s+(?:boyfriend|girlfriend|partner|fianc[ée]e?)\b|(?:男朋友|女朋友|男友|女友|对象).{0,6}在一起|在一起.{0,6}(?:男朋友|女朋友)"
)


def _relation_rank(said: str) -> int | None:
    """The relation a held memory's words tell (the highest named), None for none."""
    ranks = [
        rank
        for word, rank in RELATION_RANKS.items()
        if re.search(rf"(?<![-\w前]){word}\b" if word.isascii() else f"(?<!前){word}", said, re.I)
    ]
    if re.search(r"\b(?:married|engaged)\b|已婚|结婚|领证|订婚", said):
        ranks.append(2 if re.search(r"\bengaged\b|订婚", said) else 3)
    return max(ranks) if ranks else None
