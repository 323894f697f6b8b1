"""A stage of schooling said again as a later one (pure): 儿子上高一以后作业多了 after 我儿子在读初一,
女儿第一天背着新书包去小学 after 女儿在上幼儿园大班, 研究生开学第一周 after 我在上海念大三.

A stage (幼儿园大班, 三年级, 初一, 高中, 大三, 研究生 …) is a closed list of values of one kind: a child
or the user is at one stage at a time, and a statement that puts the same person at a later stage tells
that they moved on, whatever else it says (a first day, homework, a supervisor). The held memory is
the person's own (a free-text memory of 儿子, or of the user) whose words name an earlier stage; the
write path (``writepath.kind_replacements``) ends it on its own key and keeps the statement as the
person's memory (docs/extraction.md, "Stages of schooling").

A stage has a level (kindergarten 0 … doctorate 6) and, within a level, an optional year (初一 is level 2,
year 1). A later stage is a higher level, or the same level with a later year; the level said without a
year (小学 after 三年级) is no change. Gates: those of a child's school (``held_schools``: no question,
plan, hypothetical, past, visit, correction), and the person: a child named before the stage in its
clause (or opening the statement) for a child's memory; for the user's, no other person before it.
"""

import re
from dataclasses import dataclass

from memory_center.extraction.held_kinds import withdrawn
from memory_center.extraction.held_schools import CHILDREN_ZH
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import compiled, is_chinese

_YEAR = "一二三四五六"
STAGES_ZH = (
    # (pattern, level): the year, when the stage says one, is its group ``y`` (data)
    (r"幼儿园(?:小班|中班|大班)?|(?<![老加])(?:小班|中班|大班)(?!长|主任)", 0),
    (r"小学|(?P<y>[一二三四五六1-6])年级", 1),
    (r"初中|(?<![年月正])初(?P<y>[一二三])(?!天|次|个)", 2),
    (r"高中|(?<![提])高(?P<y>[一二三])(?![点些倍个])", 3),
    (r"大学|本科|(?<![最老])大(?P<y>[一二三四])(?![点些倍下个块])", 4),
    (r"(?:读)?研(?P<y>[一二三])|研究生|读研", 5),  # 读研一 is 研一: the year first
    (r"(?:读)?博(?P<y>[一二三四五])(?![物客士])|博士|读博", 6),
)
_STAGE = re.compile(
    "|".join(f"(?P<l{level}>{pattern.replace('(?P<y>', f'(?P<y{level}>')})" for pattern, level in STAGES_ZH)
)
_NOT_THEIRS = re.compile(r"(?:同学|室友|老师|学姐|学长|学妹|学弟|时|的时候|那会|那年|毕业)")
"""A stage naming someone else or a time gone by (大学同学, 高中的时候, 大学毕业): no stage one is at."""
_GATES = compiled(
    r"[?？]|(?:[吗呢]|(?<!饿了)么)\W*$|什么|哪|怎么|如果|要是|假如|万一|(?<![理思感])想(?![的象到过])|打算|准备|考虑|希望|计划"
    r"|能不能|要不要|该不该|以前|之前|原来|曾经|小时候|当年|参观|路过|看看|试听|报名|摇号|面试|择校|对口|毕业"
    r"|明年|下学期|下半年|快要|就要|即将|将来|等(?:我|他|她|孩子)"
)
_OTHERS = compiled(
    r"同事|朋友|同学|室友|邻居|老板|领导|他|她|他们|她们|别人|侄子|侄女|外甥|表弟|表妹|弟弟|妹妹|哥哥|姐姐|"
    + CHILDREN_ZH
)
USER = "user"
_OPENING = re.compile(rf"^(?:[^，,的他她]{{0,6}}?(?:给|帮|把))?(?:我的?|我家的?|家里的?)?({CHILDREN_ZH})")
"""A child opening the statement, after a short lead (这学期给儿子…)."""


@dataclass(frozen=True, slots=True)
class Stage:
    level: int
    year: int | None
    said: str

    def later_than(self, held: "Stage") -> bool:
        if self.level != held.level:
            return self.level > held.level
        return self.year is not None and held.year is not None and self.year > held.year


@dataclass(frozen=True, slots=True)
class StageSaid:
    """A person's stage said in a statement: ``user`` or the child's word (女儿)."""

    person: str
    stage: Stage
    statement: str


def stages_in(text: str) -> list[tuple[int, Stage]]:
    """The stages a text names, with where each starts."""
    found: list[tuple[int, Stage]] = []
    for match in _STAGE.finditer(text):
        if _NOT_THEIRS.match(text, match.end()):
            continue
        level = next(int(name[1:]) for name, value in match.groupdict().items() if name[0] == "l" and value)
        year = match.groupdict().get(f"y{level}")
        number = None if not year else (int(year) if year.isdigit() else _YEAR.index(year) + 1)
        if level == 0 and (term := re.search(r"[小中大](?=班)", match.group(0))):
            number = "小中大".index(term.group(0)) + 1  # 小班 < 中班 < 大班: a kindergarten's years
        found.append((match.start(), Stage(level, number, match.group(0))))
    return found


def stages_said(text: str) -> list[StageSaid]:
    """The stages a Chinese message puts the user or the user's children at (one per person)."""
    found: list[StageSaid] = []
    if not is_chinese(text):
        return found
    for statement in statements(text)[:20]:
        parts = clauses(statement)
        if parts and _GATES.search(parts[0]) and (one := _presupposed(statement)) is not None:
            found += [one] if all(said.person != one.person for said in found) else []
        if not parts or _GATES.search(parts[0]):
            continue
        opening = _OPENING.match(statement)
        for clause in parts:
            if _GATES.search(clause):
                continue
            for start, stage in stages_in(clause):
                person = _person(clause[:start], opening[1] if opening else None)
                if person and all(one.person != person for one in found):
                    found.append(StageSaid(person, stage, statement.strip().rstrip("。.!！")))
    return [] if found and withdrawn(text) else found


_ASKED = compiled(r"[?？]|(?:[吗呢]|(?<!饿了)么)\W*$|什么|哪|怎么|能不能|要不要|该不该")
_CHILD_AT = re.compile(rf"^(?:我的?|我家的?)?({CHILDREN_ZH})(?=({_STAGE.pattern})的(?!时候))")
"""A child's stage said as what their things are of (女儿一年级的数学作业怎么辅导？): presupposed, so a
question about the things still tells the stage (docs/extraction.md, "Frames restated")."""


def _presupposed(statement: str) -> StageSaid | None:
    """The stage a question presupposes of the user's child, when only its asking gates it: the child
    opens it, the stage right after (no verb: 明年上一年级 is a plan), then 的."""
    match = _CHILD_AT.match(statement.strip())
    if match is None or _GATES.search(_ASKED.sub("", statement)):
        return None
    found = stages_in(statement[match.end(1) :])
    if not found or found[0][0] != 0:
        return None
    stage = found[0][1]
    return StageSaid(match[1], stage, f"{match[1]}在读{stage.said}")


def _person(before: str, opening: str | None) -> str | None:
    """Whose stage it is: the child named last before it (or opening the statement), else the user
    when no one else is named before it."""
    child = list(re.finditer(CHILDREN_ZH, before))
    if child:  # 同事家孩子, 朋友的儿子: someone else's child
        owner = before[: child[-1].start()]
        return None if _OTHERS.search(owner) and not re.search(r"我(?:家|们家)?的?$", owner) else child[-1][0]
    if _OTHERS.search(before):
        return None
    return opening or USER


SAME_CHILD_ZH = {
    "闺女": "女儿",
    "丫头": "女儿",
    "女儿": "女儿",
    "儿砸": "儿子",
    "儿子": "儿子",
    "小孩": "孩子",
    "娃": "孩子",
}
"""Words for one child (闺女 is 女儿): a stage said of 闺女 is the 女儿's held one."""


def same_person(held: str, said: str) -> bool:
    """Whether a held memory's subject and the person a stage is said of are one (闺女 / 女儿)."""
    held, said = SAME_CHILD_ZH.get(held, held), SAME_CHILD_ZH.get(said, said)
    return held == said or (USER not in (held, said) and "孩子" in (held, said))  # 孩子: whichever child


def held_stage(content: str) -> Stage | None:
    """The one stage a held memory's words name (None: none, or several)."""
    found = [stage for _, stage in stages_in(content)]
    if len({stage.level for stage in found}) != 1 or len({stage.year for stage in found} - {None}) > 1:
        return None
    return next((stage for stage in found if stage.year is not None), found[0])  # 实验小学上三年级: 三年级
