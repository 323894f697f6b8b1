"""A child's school said again as another school (pure): 女儿在外国语学校开的家长会
after 我女儿在实验小学读书.

A child's school is seldom kept under a key: 我女儿在实验小学读书 is a free-text memory of 女儿. A later
statement that names the same child and another school tells that the child goes there now, whatever
else it says (a parents' meeting, a sports day: an event at the school is said of the school the child
is at). The school is a value of its kind — a name ending in a school word (小学, 中学, 幼儿园, 学校 …),
not a school counted (一所小学) or pointed at (那所学校) — and the held memory is the child's whose words
name another school. The write path (``writepath.kind_replacements``) ends the held memory on its own
key and stores ``<child> / school = <school>`` (docs/extraction.md, "Held-slot comparison by kind").

Gates of a statement (``held_kinds``): no question, request, hypothetical or plan, no past state (以前),
no correction or retraction in the message, no visit (参观, 路过), no other person opening it but the
child — in the clause that names the school and in the statement's first clause.
"""

import re
from dataclasses import dataclass

from memory_center.extraction.held_kinds import withdrawn
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import compiled, is_chinese

CHILDREN_ZH = "女儿|儿子|闺女|孩子|小孩|宝宝|娃|大宝|二宝|老大|老二"
"""Words a Chinese speaker names their own child by: the subject of the child's memories."""
SCHOOL_WORDS_ZH = "小学|中学|学校|幼儿园|大学|学院|附小|附中|实小|一中|二中|三中|四中|五中|六中|七中|八中"
"""The words a school's name ends with."""

SCHOOL_CHANGED = re.compile(
    r"转学|转校|报到|入学|退园|退学|插班|换了(?:学校|幼儿园)"
    r"|\b(?:pulled|pulling|took|taken|moved|transferred|switched)\s+\w+\s+(?:out\s+of|to|into)\b",
    re.IGNORECASE,
)
"""Words of a child's move to another school (孩子转学手续办完了, 去育才小学报到, "we pulled Leo out of …"):
the school then named is the child's now even when no held memory names the school before it."""
_HAN = r"[\u4e00-\u9fff]"
_SCHOOL = re.compile(rf"(?P<school>{_HAN}{{1,10}}?(?:{SCHOOL_WORDS_ZH}))")
_GOES = r"(?:现在|如今|目前|已经|刚|也)?(?:在|到|进了?|上|读|考上|考进|转到|换到|转去|去)?了?"
_LEAD = re.compile(rf"(?:{CHILDREN_ZH}){_GOES}$")
_LATER_LEAD = re.compile(
    r"^(?:现在|如今|目前|已经|下周[一二三四五六日天]?|下个?月(?:初|中)?|明天|九月|秋天|开学)?"
    r"(?:就)?(?:在|转到|换到|转去|进了?|考上|考进|去)了?$"
)
"""A later clause of a statement about the child goes on about it (儿子转学了，现在在外国语中学)."""
_NOT_A_NAME = re.compile(r"^(?:一|这|那|某|哪|每|从|别的|其他|新的|原来的|以前的)|所|家")
_CHILD = re.compile(
    rf"^(?:[^，,的他她]{{0,6}}?(?:给|帮|把))?(?:我的?|我家的?|我们家的?|家里的?)?(?P<child>{CHILDREN_ZH})"
)
"""The child opening a statement, after a short lead (这学期给儿子转到育才小学了)."""
_GATES = compiled(
    r"[?？]|[吗呢么]\W*$|什么|哪|怎么|如果|要是|假如|万一|(?<![理思感])想|打算|准备|考虑|希望|计划|能不能|要不要|该不该"
    r"|以前|之前|原来|曾经|小时候|参观|路过|看看|试听|报名|摇号|面试|择校|对口"
)


@dataclass(frozen=True, slots=True)
class SchoolSaid:
    """A child's school said in a statement about the child."""

    child: str
    school: str
    statement: str


def schools_said(text: str) -> list[SchoolSaid]:
    """The schools a Chinese message says the user's children are at (one per child)."""
    found: list[SchoolSaid] = []
    if not is_chinese(text):
        return found
    for statement in statements(text)[:20]:
        child = _CHILD.match(statement.strip())
        parts = clauses(statement)
        if child is None or not parts or _GATES.search(parts[0]):
            continue
        for index, clause in enumerate(parts):
            school = "" if _GATES.search(clause) else _school_after_child(clause, later=index > 0)
            if school and all(one.child != child["child"] for one in found):
                found.append(SchoolSaid(child["child"], school, statement.strip().rstrip("。.!！")))
    return [] if found and withdrawn(text) else found


def _school_after_child(clause: str, later: bool = False) -> str:
    """The school named right after the child and a verb of going (女儿在外国语学校, 儿子转到育英学校,
    我女儿实验小学一年级), or "" for none, or for a school counted or pointed at."""
    for match in _SCHOOL.finditer(clause):
        school = match["school"]
        start = match.start("school")
        for cut in range(len(school) - 3, -1, -1):  # the name starts after the verb (在育英学校 → 育英学校)
            name, before = school[cut:], clause[: start + cut]
            lead = _LEAD.search(before) or (later and _LATER_LEAD.search(before))
            if lead and not _NOT_A_NAME.search(name) and len(name) >= 3:
                return name
    return ""


def schools_held(child: str, content: str) -> list[str]:
    """The schools a held memory of ``child`` names (我女儿在实验小学读书 → 实验小学)."""
    return [name for clause in clauses(content) if (name := _school_after_child(clause))]
