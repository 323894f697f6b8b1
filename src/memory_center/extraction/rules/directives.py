"""Standing orders for a kind of task, and health said through a doctor or the body: rows of
``rule_rows`` read by its one engine, on a whole statement.

A statement that names a kind of task the assistant does for the user and gives an order about it is
a standing rule, whatever the order's words: the frame (``FRAMES``) makes it general and addressed to
the assistant ("when you book for me", "whenever you suggest a restaurant", "make sure every email
you draft …", 给我推荐餐厅的时候, 每次帮我写邮件, 以后帮我订机票). The order is read by
``task_orders``. Health said without a medical word of its own is read here too, by the rows of
``health_directives``.

Look-alikes give nothing: a word of one occasion (tonight, 这次: ``governance.lasting``) makes it a
one-off; a question never reaches here (``reader``); someone else's task or doctor ("when my boss
books", 我老婆的医生) matches no frame, which says "you" / 给我 / 帮我 / "my doctor". A statement read
here gives this one reading, its clauses are not read again.
"""

import re
import unicodedata

from memory_center.extraction.rules.aspect_rules import read_aspect_rule
from memory_center.extraction.rules.health_directives import HEALTH_FRAMES
from memory_center.extraction.rules.model import NEVER, ONLY, REQUIRED, Reading
from memory_center.extraction.rules.own_habits import own_habit
from memory_center.extraction.rules.rule_rows import Row, read_rows
from memory_center.extraction.rules.standing import stance_rule
from memory_center.extraction.rules.standing_forms import STYLE_ORDERS, lasting_rows
from memory_center.extraction.rules.task_orders import (
    END,
    ZH_OPENS_ORDER,
    ZH_RULE_WORD,
    order_of,
    task_order,
)
from memory_center.extraction.rules.text import trim
from memory_center.extraction.rules.words import ZH_DONT
from memory_center.governance.lasting import says_one_time

_EN_EVERY_TIME = r"(?:when(?:ever)?|every\s+time|each\s+time|any\s*time)\s+you(?:'re)?"
_EN_ORDER_WORD = r"(?:please|make|don't|do\s+not|never|always|only|skip|avoid)"
_ZH_FOR_ME = r"(?:你们?)?(?:给我|帮我|替我|为我|帮忙)"
_ZH_TO_ME = r"(?:你们?)?(?:跟我|和我|对我|告诉我|向我)"
"""The user as the one the assistant tells a thing (跟我说时间的时候): its task is an answer to the user."""


def _lasting_order(match: re.Match[str]) -> Reading | None:
    """An order said to hold from now on ("Going forward, quote prices in euros", 从现在开始，所有金额都用
    人民币显示): a rule for every task, read like the order of a task's frame."""
    return order_of(trim(match["order"]))


def _manner(match: re.Match[str]) -> Reading | None:
    """How the assistant answers the user ("Please keep your answers short", "Always reply to me in
    plain English", 你回复我的时候简短一点): a rule about every answer."""
    if _LANGUAGE_ONLY.match(match["how"]):
        return None  # "reply to me in Spanish": the language slot's
    said = trim(f"{match.groupdict().get('what') or ''} {match['how']}")
    return stance_rule(END.sub("", said), REQUIRED) if said else None


_LANGUAGE_ONLY = re.compile(r"^in\s+[A-Z][a-z]+[.!]?$")


_EN_TOPIC_LEAD = r"(?:for|on|with|in|at|about|regarding)"
_EN_NO_SUBJECT = r"(?!(?:[^,]*\s)?(?:i|i'm|we|my|our|he|she|they|his|her|their|you|your)\b)"
_ZH_ANY_CASE = r"(?:不管|无论|不论)(?:什么|怎样|怎么样|如何|啥)?(?:情况|时候|场合)?(?:下)?"

TOPIC_FRAMES = (
    Row(
        "en",
        rf"^{_EN_TOPIC_LEAD}\s+{_EN_NO_SUBJECT}(?P<task>[^,:;]{{2,40}}?)\s*,?\s+"
        r"(?P<order>(?:always|never|only(?:\s+ever)?|don't|do\s+not|please\s+always|please\s+never)\b.+)$",
        _lasting_order,
        (
            (
                "For restaurant bookings always ask for a table away from the kitchen",
                "for a table away from the kitchen",
                REQUIRED,
            ),
            ("On Monday my boss always sends the weekly report", None, None),
        ),
    ),
    Row(
        "en",
        r"^(?:whatever\s+(?:you\s+do|happens)|no\s+matter\s+what|at\s+all\s+times|without\s+exception)"
        r"\s*[,:]?\s+(?P<order>.+)$",
        _lasting_order,
        (
            (
                "whatever you do, don't schedule anything before 10 on Mondays",
                "scheduling before 10 on mondays",
                NEVER,
            ),
        ),
    ),
    Row(
        "zh",
        rf"^{_ZH_ANY_CASE}[，,]?(?P<order>.+)$",
        _lasting_order,
        (("无论如何，晚上十点以后都要静音", "晚上静音", REQUIRED),),
    ),
    Row(
        "zh",
        r"^(?P<task>[^，,我他她你]{1,10}?)(?:的话)?[，,]?(?:每次|每回|一律)(?P<order>(?:都|也)?.+)$",
        _lasting_order,
        (
            ("报销单每次都记得抄送财务王姐", "记得抄送财务王姐", REQUIRED),
            ("我同事每次开会都迟到", None, None),
        ),
    ),
    Row(
        "zh",
        r"^(?P<task>[^，,]{0,12}?)(?:任何|所有的?|凡是|只要是)(?P<thing>[^，,]{1,12}?)[，,]?"
        rf"(?P<order>(?:都|一律)[^，,]*.*|(?<=[，,]){ZH_OPENS_ORDER}.+)$",
        _lasting_order,
        (
            ("所有的会议邀请都要抄送给我的助理小林", "抄送给我助理小林", REQUIRED),
            ("凡是涉及理财投资的建议，先把风险讲清楚再说收益", "先把风险讲清楚再说收益", REQUIRED),
            ("只要是讲历史的内容，都把年代标出来", "把年代标出来", REQUIRED),
        ),
    ),
)
"""Orders opened by what they are about ("For restaurant bookings always …", "On work trips never …",
报销单每次都…, 任何绘本都要…) or said to hold whatever happens ("whatever you do, …", 不管什么情况…): the
order is read as an order said from now on (``_lasting_order``). The topic holds no subject ("On Monday
my boss always sends …" is a report, not an order; 我同事每次开会都迟到 neither)."""

FRAMES = (
    Row(
        "en",
        r"^(?:going\s+forward|from\s+now\s+on|from\s+here\s+on(?:\s+out)?|in\s+(?:the\s+)?future|by\s+default"
        r"|as\s+a\s+(?:general\s+)?rule|for\s+future\s+reference)\s*[,:]?\s+(?P<order>.+)$",
        _lasting_order,
        (("Going forward, quote prices to me in euros", "quote prices to me in euros", REQUIRED),),
    ),
    Row(
        "en",
        r"^(?:(?:my|our|a|one|the|new|house|golden|general|ground|standing|hard|strict)\s+)*"
        r"(?:rule|policy|standing\s+order|standing\s+instruction)"
        r"(?:\s+(?:for|on|about|with)\s+(?P<task>[^:]{2,40}?))?\s*(?::|\s+-|\s+is\s*:?)\s*(?P<order>.+)$",
        _lasting_order,
        (
            (
                "Rule for my meal plans: nothing on a weeknight that takes longer than 30 mins",
                "on a weeknight that takes longer than 30 mins",
                NEVER,
            ),
            ("House rule: no meetings before 10", "meetings before 10", NEVER),
            ("The rule at work is strict", None, None),
        ),
    ),
    Row(
        "zh",
        r"^(?:我的|我们的|我家的|一条|一个)?(?:规矩|规则|原则|铁律|老规矩)(?:是|就是)?[:：]\s*(?P<order>.+)$",
        _lasting_order,
        (("老规矩：周末别给我排会", "周末排会", NEVER),),
    ),
    Row(
        "en",
        r"^(?:please\s+)?(?:always\s+)?(?:keep|make)\s+(?:your|the(?=\s+\w+s\b)|all\s+your)\s+(?P<what>answers?"
        r"|repl(?:y|ies)|responses?|messages?|summar(?:y|ies)|explanations?|updates?)\s+(?P<how>.+)$",
        _manner,  # "the" of one thing is a document pointed at: "make the summary under 100 words"
        (
            ("Please keep your answers short", "answers short", REQUIRED),
            ("make the summary under 100 words", None, None),
        ),
    ),
    Row(
        "en",
        r"^(?:please\s+)?(?:always\s+)?(?P<what>answer|reply|respond|write)\s+(?:to\s+)?me"
        r"\s+(?P<how>(?:in|with|using)\s+.+)$",
        _manner,
        (("Always answer me in plain English, no jargon", "answer in plain English, no jargon", REQUIRED),),
    ),
    Row(
        "en",
        r"^(?:before|after)\s+you\s+(?P<task>[^,]+?)\s*,\s*(?P<order>.+)$",
        task_order,
        (
            (
                "Before you recommend any app, check whether it has a free tier",
                "check whether it has a free tier",
                REQUIRED,
            ),
        ),
    ),
    Row(
        "en",
        rf"^{_EN_EVERY_TIME}\s+(?P<task>[^,]+?)(?:\s*,\s*|\s+(?={_EN_ORDER_WORD}\b))(?P<order>.+)$",
        task_order,
        (
            ("Whenever you suggest a restaurant, skip the chains.", "chain", NEVER),
            ("Whenever you book me a hotel make sure it's near the station", "near the station", REQUIRED),
            ("When you get a chance, book me a haircut", None, None),
            ("When you book the hotel, ask for a late checkout", None, None),
        ),
    ),
    Row(
        "en",
        rf"^(?P<order>.+?)\s*,?\s+{_EN_EVERY_TIME}\s+(?P<task>.+)$",
        task_order,
        (("Vegetarian restaurants only when you book for me.", "vegetarian restaurant", ONLY),),
    ),
    Row(
        "en",
        r"^(?:please\s+)?(?:make\s+sure|ensure|see\s+to\s+it)\s+(?:that\s+)?(?P<task>(?:every|each|any|all)\s+"
        r"(?:of\s+)?(?:my\s+|the\s+)?[\w' -]+?\s+(?:that\s+)?you\s+[\w' ]+?)"
        r"\s+(?P<order>(?:[a-z]+s|are|have)\s.+)$",
        task_order,
        (
            ("Make sure every email you draft for me ends with 'Best, Sam'.", "best, sam", REQUIRED),
            ("Make sure every hotel you pick has a gym", "gym", REQUIRED),
        ),
    ),
    Row(
        "zh",
        rf"^(?:以后|今后|往后)?(?:每次|每回)?(?:{_ZH_FOR_ME}|{_ZH_TO_ME})?(?P<task>[^，,我他她你这那]{{1,12}}?)"
        rf"(?:的时候|时)[，,]?(?P<order>(?:[^，,]{{0,4}}?{ZH_RULE_WORD}|(?:都|也)?{ZH_OPENS_ORDER}).+)$",
        task_order,
        (
            ("给我推荐餐厅的时候别选要排队的网红店。", "排队网红店", NEVER),
            ("给我订酒店的时候只要有健身房的", "健身房", ONLY),
            ("跟我说时间的时候，按北京时间来算", "按北京时间来算", REQUIRED),
            ("给我推荐电影的时候，先说清楚有没有恐怖镜头", "先说清楚有没有恐怖镜头", REQUIRED),
            ("跟我说这件事的时候，我都快哭了", None, None),
        ),
    ),
    Row(
        "zh",
        rf"^(?:以后|今后|往后|每次|每回)(?:{_ZH_FOR_ME})?(?P<task>[^，,我他她你这那]{{1,10}}?)[，,]"
        rf"(?P<order>[^，,]{{0,4}}?(?:{ZH_DONT}|不要|不能|只).+)$",
        task_order,
        (("以后帮我订酒店，每晚别超过500块", "超过500块", NEVER), ("帮我订个酒店，别太贵", None, None)),
    ),
    Row(
        "zh",
        rf"^(?:以后|今后|往后)?(?:(?:每次|每回){_ZH_FOR_ME}?|{_ZH_FOR_ME})(?P<task>[^，,我他她你]{{1,10}}?)"
        rf"(?:[，,](?P<order>[^，,]{{0,4}}(?:都|一律|统统|要|得).+)|(?P<order2>{ZH_RULE_WORD}.+))$",
        task_order,
        (
            ("以后帮我订机票都选靠过道的座位", "靠过道座位", REQUIRED),
            ("每次订酒店都要无烟房", "无烟房", REQUIRED),
        ),
    ),
    Row(
        "zh",
        r"^(?:以后|今后|往后|从今往后|从现在起|从现在开始)[，,]?(?P<order>(?:所有|任何|一律|都|每次|每个|凡是)[^，,]*.*)$",
        _lasting_order,
        (("从现在开始，所有金额都用人民币显示", "人民币显示", REQUIRED),),
    ),
    Row(
        "zh",
        r"^你?(?P<what>回复我|回答我|跟我说话|和我说话|给我回消息|给我回复|回我消息)(?:的时候|时)?[，,]?(?P<how>.+)$",
        _manner,
        (("你回复我的时候简短一点，别长篇大论", "回复我 简短一点,别长篇大论", REQUIRED),),
    ),
    *HEALTH_FRAMES,
)


LASTING_FORMS = lasting_rows(lambda order: _noted_order(order))
"""An order with a note of permanence, or said from a day on (``standing_forms``)."""


def read_directive(statement: str) -> Reading | None:
    """The standing rule or health restriction a whole statement gives, or None."""
    text = END.sub("", trim(unicodedata.normalize("NFKC", statement)))
    if not text or says_one_time(text) or own_habit(text):  # 我的闲钱都放余额宝: a habit, no order
        return None
    return (
        read_rows(LASTING_FORMS, text)  # a note of permanence is no part of its order
        or _directive(text)
        or read_aspect_rule(text)  # 以后金额都用人民币显示, "dates as DD/MM from here on"
    )


def _directive(text: str) -> Reading | None:
    return read_rows(FRAMES, text) or read_rows(TOPIC_FRAMES, text) or read_rows(STYLE_ORDERS, text)


def _noted_order(order: str) -> Reading | None:
    """The order a note of permanence is said of: a directive of its own shape, else any order."""
    return _directive(order) or order_of(order)
