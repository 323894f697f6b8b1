"""What the user says without asserting it about themselves: sarcasm, a statement taken back, a plan
called off, a question after a statement.

- **sarcasm** (``is_sarcastic``): "I love Monday mornings, said no one ever", "Oh sure, I just love
  sitting on the tarmac", "Oh yeah, I just LOVE two hours of traffic", 我最喜欢周末加班了，才怪: the
  statement gives nothing; nor does hyperbole ("At this rate I'm moving to Antarctica", 我上辈子一定是
  只考拉) or hearsay asked about (听说…，真的假的？).
- **taken back** (``is_retraction``): a clause that withdraws what was just said ("just kidding",
  "scratch that, forget I said it", 开个玩笑, 当我没说): the reader drops the readings of its
  statement so far, or, when it opens its statement, those of the statement before.
- **a plan called off** (``is_plan``): "I was going to switch to Vim", "we were planning to move to
  Cardiff", 本来想换成Mac, 差点就辞职了: the plan is no memory, and a later clause that only negates it
  (现在不搬了) is none either (``negates_plan``). What the user keeps instead is read: "… but I'm
  staying with Emacs" (``kept_instead``), 还是继续用Windows.
- **a question after a statement** (``before_question``): "I love jazz, do you think I'd like
  opera?", 我喜欢喝绿茶，你呢？: the statement before the question is read, the question is not; a tag
  that asks to confirm ("…, right?", 对吧) keeps the whole sentence a question.
"""

import functools
import re
from collections.abc import Callable

from memory_center.extraction.rules.model import DISLIKE, NEVER, Reading
from memory_center.extraction.rules.text import alternatives, compiled, english, trim

_SARCASM = compiled(
    r"\bsaid\s+no\s*(?:one|body)\s+ever\b|\byeah,?\s+right\b"
    r"|^oh,?\s+(?:yes|yeah|yep)\b[,!.]*\s+(?:i\s+)?just\s+(?:love|adore|enjoy)\b"
    r"|^oh,?\s+(?:sure|great|joy|wonderful|fantastic"
    r"|brilliant|lovely|perfect)\b[,!.]*\s+(?:i\s+)?(?:just\s+|really\s+|totally\s+|absolutely\s+|simply\s+)*"
    r"(?:love|adore|enjoy)\b|才怪|个鬼|鬼才|说反话|反话"
    r"|[\U0001F644\U0001F643\U0001F612]|/s$|\.{3}\s*not!?$|\bnot!$|\blike i'd ever\b"
)
"""Marked sarcasm: the phrases, an eye-roll / upside-down / unamused emoji, "/s", "…not!"."""

_RETRACTION_EN = (
    "just kidding|only kidding|i'm kidding|i'm just kidding|i'm only kidding|kidding|jk|j/k|just joking"
    "|only joking|i'm joking|i'm just joking|joking|not really|forget i said that|forget i said it"
    "|forget i said anything|forget i said|ignore that|ignore what i just said|ignore what i said"
    "|disregard that|i take that back|i take it back|take that back|not|lol jk|haha jk|haha just kidding"
)
_RETRACTION_ZH = (
    "开玩笑的|开个玩笑|开玩笑啦|开玩笑呢|开玩笑|逗你的|逗你玩的|逗你玩|说着玩的|随便说说的|随便说说|当我没说|当我没说过"
    "|就当我没说|就当我没说过|我收回|收回这句|收回刚才的话|忽略刚才那句|忽略这句"
)
_RETRACTION = compiled(
    rf"^(?:(?:哈哈+|呵呵|lol|haha+)[，,\s]*)?(?:{english(_RETRACTION_EN)}|{alternatives(_RETRACTION_ZH)})"
    r"(?:[啦哈吧的了]|\s*lol|\s*haha+)*[!！.。~～]*$"
)

_PLAN = compiled(
    r"^(?:I|we)\s+(?:was|were|had\s+been)\s+(?:going|planning|about|meaning|hoping|thinking\s+of|thinking\s+about)"
    r"\b|^(?:I|we)(?:'d|\s+had)?\s+(?:planned|intended|meant)\s+to\b|^I\s+(?:almost|nearly)\b"
    r"|^(?:我们|我)?(?:本来|原本|原来|本)(?:是)?[^，,]{0,6}?(?:想|打算|准备|计划|要)|^(?:我们|我)?差点(?:就|儿)?"
    r"|^(?:我们|我)?(?:一度|曾经)(?:想|打算)"
)
_KEPT = compiled(
    r"^I(?:'m|\s+am|'ll|\s+will)\s+(?:just\s+|still\s+)?(?:staying|stay|sticking|stick)\s+(?:with|to)\s+"
    r"(?!(?:my|our|his|her|their|a|an|the|friends?|family|home)\b)(?P<obj>.+)$"
)

_QUESTION_TAG = compiled(
    r"^(?:right|isn't it|aren't i|don't i|didn't i|ok|okay|yes|no|correct|true"
    r"|对吧|是吧|对不对|是不是|没错吧|对么|对吗|是吗)"
    r"[?？\s]*$"
)
_COMMA = re.compile(r"，|,(?!\d{3}\b)")
"""A comma between clauses, not one that groups a number's thousands ("£1,250")."""


RESENTED_ZH = (
    "加班|周一|星期一|礼拜一|开会|早八|打卡|考试|写报告|写周报|改需求|改方案|值班|通宵|应酬|催婚|相亲|堵车|挤地铁"
    "|排队|交作业|写作业|做家务|还房贷|扣工资"
)
"""Things hardly anyone loves (data): an exaggerated liking of one (我最爱加班了, 太喜欢周一了，爱了爱了) is
said in irony, like "allergic to Mondays" (``health_names.NOT_ALLERGENS``)."""
_OVERDONE_ZH = compiled(
    rf"(?:最爱|太喜欢|太爱|爱死|好爱|超爱|真是太喜欢)(?:上|了)?(?:{RESENTED_ZH})|爱了爱了|幸福死|太幸福"
)
_RESENTED = compiled(RESENTED_ZH)


_FIGURATIVE = compiled(
    r"^at\s+this\s+rate\b|^if\s+this\s+keeps\s+up\b|\b(?:in\s+)?(?:a|my)\s+(?:past|previous|former)\s+life\b"
    r"|上辈子|前世|下辈子|^照这样下去|^再这样下去|^这样下去"
)
"""Hyperbole, not a fact of the user: "At this rate I'm moving to Antarctica", "I must have been a sloth
in a past life", 我上辈子一定是只考拉, 再这样下去我就去火星了."""
_HEARSAY = (
    r"^(?:听说|据说|听人说|有人说|网上说|都说|i\s+(?:heard|read)|i've\s+(?:heard|read)|apparently|they\s+say)"
)
_HEARSAY_LEAD = compiled(_HEARSAY)
_HEARSAY_ASKED = compiled(_HEARSAY + r".*[?？]\s*$")
"""What the user heard, asked about ("听说喝咖啡会骨质疏松，真的假的？"): a question, not a belief held."""


@functools.lru_cache(maxsize=256)  # pure; asked of one message's texts about four times
def is_sarcastic(statement: str) -> bool:
    """Sarcasm, hyperbole, and hearsay asked about: said, not asserted about the user."""
    if _SARCASM.search(statement) is not None:
        return True
    if _FIGURATIVE.search(statement) is not None or _HEARSAY_ASKED.search(statement.strip()) is not None:
        return True
    return _OVERDONE_ZH.search(statement) is not None and _RESENTED.search(statement) is not None


_LAUGHTER = compiled(r"^(?:哈+|呵+|嘿+|lol|haha+|hehe|lmao)$")


def is_retraction(clause: str) -> bool:
    return _RETRACTION.match(trim(clause)) is not None


def says_nothing(clause: str) -> bool:
    """No words of its own: empty (a bare correction marker) or laughter (哈哈, "lol")."""
    return not trim(clause) or _LAUGHTER.match(trim(clause)) is not None


def is_plan(clause: str) -> bool:
    return _PLAN.match(clause) is not None


_UNDECIDED = compiled(
    r"犹豫|纠结|没想好|还没定|拿不定|再看看|\b(?:not\s+sure|undecided|torn|sleeping\s+on\s+it)\b"
)


def undecided(statement: str) -> bool:
    """A statement that says the user has not decided ("看中了苏州一套房，还在犹豫"): what it names is
    considered, not held."""
    return _UNDECIDED.search(statement) is not None


def negates_plan(reading: Reading, plan: str) -> bool:
    """A negated reading whose thing the plan named ("本来要搬去上海，现在不搬了"): the plan called
    off, no stance of its own."""
    return reading.object_value in (DISLIKE, NEVER) and reading.subject.lower() in plan.lower()


def kept_instead(clause: str) -> str | None:
    """ "I'm staying with Emacs" after a plan called off: what the user keeps, as a liking to read."""
    match = _KEPT.match(clause)
    return None if match is None else f"I'm sticking with {match['obj']}"


def before_question(statement: str, is_question: Callable[[str], bool]) -> str:
    """The statement before a question that follows it in the same sentence ("I love jazz, do you
    think I'd like opera?" → "I love jazz"), or the statement as it is."""
    parts = _COMMA.split(statement)
    for index in range(1, len(parts)):
        head, rest = statement[: sum(len(part) + 1 for part in parts[:index]) - 1], parts[index].strip()
        if rest and is_question(rest) and not _QUESTION_TAG.match(rest) and not is_question(head):
            return statement if _HEARSAY_LEAD.match(head.strip()) else head  # hearsay asked about
    return statement
