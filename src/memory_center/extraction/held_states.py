"""A state of life said as over by the state that follows it (pure, Chinese): 入职宁德时代快半年了 after
我在读研, 新房装修好了 after 我们家在郑州租房住, 我对象是当护士的 after 我还单着呢, 小汤圆满月了 after
我怀孕七个月了, 把我爸接到广州来一起住了 after 我爸在老家一个人住.

Such updates share no word and no value with the memory they end; what they share is a **state of
life** and its successor, a closed list (``STATES_ZH``, data): a student starts work or graduates, a
tenant gets a home of their own, a single person has a partner, an expectant mother has her baby, a
parent living alone moves in with the user. A held memory whose words name the state (the user's own,
or for ``kin`` rows the relative's) is ended on its own key by a statement that tells its successor
about the same person; the write path (``writepath.kind_replacements``) keeps the statement as the
ending's words (docs/extraction.md, "States of life").

Gates, per clause: no question, request, hypothetical, wish, plan or past state; the successor not
negated (还没入职, 没对象); no one else before it (我朋友的女朋友, 我姐生了), but the person a ``kin`` row
is about; no correction or retraction in the message (the correction step's). A held memory that names
the successor already (我买了房，不用再租房了) is no state to end.
"""

import re
from dataclasses import dataclass

from memory_center.extraction.held_kinds import withdrawn
from memory_center.extraction.rules import words as w
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import alternatives, compiled, is_chinese

SELF = "self"
KIN = "kin"
STATES_ZH = (
    # (name, words of the held state, words of the state that ends it, whose)
    (
        "studying",
        r"读研|读博|在读|研究生|研[一二三](?!究)|博[一二三四五](?![物客士])|本科|读大学|上大学|念大学"
        r"|大[一二三四](?![点些倍下个块])|(?<![的带教])学生(?!们|会)|在校",
        r"入职|参加工作|开始工作|工作了|毕业了|转正|上岗|报到|上班了|签了(?:工作|单位|公司)",
        SELF,
    ),
    (
        "employed",
        r"在.{0,12}?(?:公司|企业|单位|工厂|厂|医院|卫生院|诊所|学校|银行|机构|门店|事务所)(?:上班|工作|做|当|任职)"
        r"|(?:^|我)(?:在.{0,8}?)?当(?:老师|教师|护士|医生|会计|销售|司机|工人|文员|客服|保安|厨师)",
        r"入职|跳槽|跳到|考上|考进|调到|换了(?:份)?工作|换工作了|新工作|加入了|转行|报到"
        r"|新(?:公司|单位|东家|诊所|医院|学校|岗位)(?:上班|工作|报到)|上班的?第一天|第一天上班",
        SELF,
    ),
    (
        "meat_free",
        r"吃素|素食|纯素|不吃肉|不碰肉",
        r"(?:又|开始|重新|恢复|也)吃(?:肉|荤)|开荤|破戒了|不吃素了|不再吃素",
        SELF,
    ),
    (
        "renting",
        r"租房|租的房|租的|合租|租住|租着|在租|房东|房租",
        r"新房|买了房|买房了|买了套|买了一套|自己的房|交房|交付|房贷|首付|搬进新家|住进新家|装修好|不用看房东|不用交房租|不用再租",
        SELF,
    ),
    (
        "single",
        r"单身|单着|没对象|没有对象|没谈过恋爱|没谈恋爱|没有(?:男|女)朋友|没(?:男|女)朋友|母胎",
        r"对象|男朋友|女朋友|男票|女票|老公|老婆|未婚夫|未婚妻|脱单|结婚了|领证|在一起了|谈恋爱了|谈了个|订婚",
        SELF,
    ),
    (
        "expecting",
        r"怀孕|怀了|孕[早中晚]期|孕\d+周|备孕|预产期|待产|孕妇|怀二胎",
        r"满月|百天|出生|生了(?:个|一个|宝宝|儿子|女儿|闺女|二胎|老二)|坐月子|出月子|生完|顺产|剖腹产|剖宫产|周岁|刚生",
        SELF,
    ),
    (
        "living_alone",
        r"一个人住|独居|一个人在老家|自己一个人|一个人生活|一个人过",
        r"接到|接过来|接来|一起住|跟我住|和我住|跟我们住|和我们住|搬来跟|搬过来跟|住到我",
        KIN,
    ),
)
PARENTS_ZH = {"爸": "爸爸|老爸|父亲|爸", "妈": "妈妈|老妈|母亲|妈", "爸妈": "爸妈|父母|二老"}
"""A relative a ``kin`` row is about, by the words said of them (the held memory's subject is one)."""

_CHILDREN = "儿子|女儿|闺女|孩子|宝宝|小宝|娃|大宝|二宝|宝贝"
_OTHERS = compiled(
    alternatives(w.KIN_ZH)
    + "|姐|哥|弟|妹|嫂|他|她|他们|她们|别人|人家|网友|谁|前(?:男|女)?(?:友|朋友|任|夫|妻)"
)  # 前男友结婚了: an ex's new state is not the user's
_NOT_SAID = compiled(
    r"[?？]|(?:吗|(?<!饿了)么)\W*$|什么|哪|怎么|如果|要是|假如|万一|(?<![理思感])想(?![象法起到])|打算|准备|考虑|希望|计划"
    r"|能不能|要不要|该不该|可能|也许|以前|之前|原来|曾经|当年|那时候|小时候|帮我|帮忙|麻烦|才怪|呵呵"
)
_NEGATED = re.compile(r"(?:没|不|没有|还没|还没有|未|无|不想|不要|别)$")
_OURS = re.compile(r"我们家|我家|咱家|咱们家|我们")


@dataclass(frozen=True, slots=True)
class State:
    name: str
    held: re.Pattern[str]
    after: re.Pattern[str]
    whose: str


STATES = tuple(
    State(name, re.compile(held), re.compile(after), whose) for name, held, after, whose in STATES_ZH
)


@dataclass(frozen=True, slots=True)
class StateOver:
    """A state said as over: ``person`` is the user (``SELF``) or the relative's word (爸)."""

    state: State
    person: str
    statement: str


def states_over(text: str) -> list[StateOver]:
    """The states of life a Chinese message tells the successor of (one per state)."""
    found: list[StateOver] = []
    if not is_chinese(text):
        return found
    for statement in statements(text)[:20]:
        parts = clauses(statement)
        if not parts or _NOT_SAID.search(parts[0]):
            continue
        for clause in parts:
            if _NOT_SAID.search(clause):
                continue
            for state in STATES:
                person = _person(state, clause)
                if person and all(one.state != state or one.person != person for one in found):
                    found.append(StateOver(state, person, statement.strip().rstrip("。.!！")))
    return [] if found and withdrawn(text) else found


def _person(state: State, clause: str) -> str | None:
    """Whose successor state the clause tells: the user, or for a ``kin`` row the parent named before it."""
    for match in state.after.finditer(clause):
        before = clause[: match.start()]
        if _NEGATED.search(before) or state.held.search(clause) or before.endswith("前"):
            continue  # 前女朋友: a partner gone by
        if state.whose == KIN:
            named = [key for key, words in PARENTS_ZH.items() if re.search(words, before)]
            if "爸妈" in named or len(named) == 1:
                return "爸妈" if "爸妈" in named else named[0]
            continue
        own = _OURS.sub("", before)
        if state.name == "expecting":
            own = re.sub(_CHILDREN, "", own)  # 我们家宝宝满月了: the user's own child
        if state.name == "single":
            own = re.sub(r"(?:我的?|和|跟)$", "", own)
        if not _OTHERS.search(own):
            return SELF
    return None


def held_in(state: State, person: str, subject: str, content: str) -> bool:
    """Whether a held memory (its subject and words) is the state ``person`` is said to be out of."""
    if not state.held.search(content) or state.after.search(content) or _NOT_SAID.search(content):
        return False
    if state.whose == KIN:
        return re.fullmatch(PARENTS_ZH.get(person, "$^"), subject) is not None
    return subject == "user" or not _OTHERS.search(subject)
