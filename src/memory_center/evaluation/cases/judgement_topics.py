"""Memory judgement, probe 7 (topics, leaving, bounded periods): 58 short conversations of one user,
29 English and 29 colloquial Chinese, written and committed before any change of this round
(docs/evaluation.md, "Probe 7 and probe 8"). Each case names the user's whole ACTIVE memory at the
end. It covers a retraction that names its memory by a topic word the memory lacks ("forget what I
said about my job" after "I work at Siemens"), a retraction of everything said in the session
("forget everything I said earlier", 我刚才说的都忘了吧), an employer changed or left in other words
("I switched jobs, I'm at Google now", 我已经从阿里离职了: the old employer ends, no new one is
made up), a stance held for a named period ("this month I'm off chocolate", 这周我戒咖啡: valid until
the period's end, the lasting stance untouched), and three more stale truths: a residence, job or
car that ended without a new one ("I don't live in Lyon anymore", 我把车卖了), a budget revised in
everyday words (预算改成两千五, "Make it 500 instead"), and a relationship ended in other words ("Lisa
and I aren't together anymore", 我跟男朋友吹了)."""

from memory_center.enums import Scope
from memory_center.evaluation.cases.judgement import (
    SESSION,
    STANCE,
    USER,
    C,
    F,
    Memory,
    P,
    language_of,
    leaves,
)
from memory_center.evaluation.model import Case, FactList, Say, Until

LIKE, DISLIKE, NONE = "like", "dislike", "none"
WORK, HOME, JOB, CAR, PARTNER = (
    ("user", "workplace"),
    ("user", "residence"),
    ("user", "job"),
    ("user", "car"),
    ("partner", "name"),
)


def _fact(key: tuple[str, str], value: str) -> Memory:
    return (F, key[0], key[1], value)


def bounded(case_id: str, texts: tuple[str, str], lasting: Memory, held: Memory, until: Until) -> Case:
    """The lasting stance stays the user's; the stance held for a named period lives in the session
    and is valid until that period ends (not the session's lifetime)."""

    def expected(memory: Memory, scope: Scope) -> dict[str, object]:
        kind, subject, predicate, value = memory
        return {
            "memory_type": kind,
            "subject": subject,
            "predicate": predicate,
            "object_value": value,
            "scope": scope,
        }

    return Case(
        "lasting_vs_one_time",
        case_id,
        language_of(case_id),
        f"{texts[0]} / {texts[1]} → {lasting[1]} = {lasting[3]} (USER); {held[1]} = {held[3]} until {until}",
        (
            Say(texts[0], "lasting", session="s-1"),
            Say(texts[1], "held", session="s-1"),
            FactList(expect=(expected(lasting, USER), {**expected(held, SESSION), "valid_until": until})),
        ),
    )


WEEK, MONTH = Until("week"), Until("month")

_EN = (
    # 1. a retraction naming its memory by a topic word the memory lacks
    leaves(
        "should_forget",
        "en-top-forget-job",
        ("I work at Siemens.", "I love hiking.", "Forget what I said about my job."),
        (P, "hiking", STANCE, LIKE),
    ),
    leaves(
        "should_forget",
        "en-top-scratch-home",
        ("I live in Lyon.", "I love jazz.", "Scratch the bit about where I live."),
        (P, "jazz", STANCE, LIKE),
    ),
    leaves(
        "should_forget",
        "en-top-diet",
        ("I'm vegan now.", "I love hiking.", "Never mind what I told you about my diet."),
        (P, "hiking", STANCE, LIKE),
    ),
    leaves(
        "should_forget",
        "en-top-allergy",
        ("I'm allergic to peanuts.", "I live in Leeds.", "Ignore what I said about allergies."),
        _fact(HOME, "Leeds"),
    ),
    leaves(
        "should_forget",
        "en-top-partner",
        ("My husband is called Ben.", "I work at Shell.", "Please forget what I told you about my partner."),
        _fact(WORK, "Shell"),
    ),
    leaves(
        "should_forget",
        "en-top-money",
        ("My budget for the trip is 800 euros.", "Disregard what I said about money."),
    ),
    # 2. everything said in the session
    leaves(
        "should_forget",
        "en-top-everything-earlier",
        ("I live in Oslo.", "I love sushi.", "Please forget everything I said earlier."),
    ),
    leaves(
        "should_forget",
        "en-top-all-today",
        ("I work at Shell.", "I hate cats.", "Forget everything I told you today."),
    ),
    leaves(
        "should_forget",
        "en-top-bare-forget-it",
        ("I love tea.", "I live in Rome.", "Forget it."),
        (P, "tea", STANCE, LIKE),
        _fact(HOME, "Rome"),
    ),
    # 3. an employer changed or left in other words
    leaves(
        "move_rename",
        "en-top-switched-jobs",
        ("I work at Acme.", "I switched jobs, I'm at Google now."),
        _fact(WORK, "Google"),
    ),
    leaves(
        "move_rename", "en-top-joined", ("I work at Oracle.", "I've joined Stripe."), _fact(WORK, "Stripe")
    ),
    leaves(
        "move_rename",
        "en-top-new-job-at",
        ("I work at Bosch.", "Started a new job at Siemens last week."),
        _fact(WORK, "Siemens"),
    ),
    leaves(
        "move_rename",
        "en-top-left-for-startup",
        ("I work at Acme.", "I left Acme for a startup."),
        _fact(WORK, "a startup"),
    ),
    leaves(
        "move_rename",
        "en-top-quit",
        ("I work at Deloitte.", "I quit my job at Deloitte last month."),
        _fact(WORK, NONE),
    ),
    leaves(
        "move_rename",
        "en-top-dont-work-anymore",
        ("I work at Siemens.", "I don't work at Siemens anymore."),
        _fact(WORK, NONE),
    ),
    leaves(
        "move_rename",
        "en-top-product-switch",
        ("I work at Acme.", "I switched to Android."),
        _fact(WORK, "Acme"),
        (P, "user", "phone_model", "Android"),  # the slot's one key (docs/extraction.md)
    ),
    # 4. a stance held for a named period
    bounded(
        "en-top-month-chocolate",
        ("I love chocolate.", "This month I'm off chocolate."),
        (P, "chocolate", STANCE, LIKE),
        (P, "chocolate", STANCE, DISLIKE),
        MONTH,
    ),
    bounded(
        "en-top-week-coffee",
        ("I drink coffee every day.", "I'm not drinking coffee this week."),
        (P, "coffee", STANCE, LIKE),
        (P, "coffee", STANCE, DISLIKE),
        WEEK,
    ),
    bounded(
        "en-top-two-weeks-wine",
        ("I love red wine.", "I'm off red wine for the next two weeks."),
        (P, "red wine", STANCE, LIKE),
        (P, "red wine", STANCE, DISLIKE),
        Until(days=14),
    ),
    bounded(
        "en-top-month-bread",
        ("I love bread.", "I'm cutting out bread for a month."),
        (P, "bread", STANCE, LIKE),
        (P, "bread", STANCE, DISLIKE),
        Until(days=30),
    ),
    # 5a. a residence, job or car that ended without a new one
    leaves(
        "move_rename",
        "en-top-not-live-anymore",
        ("I live in Lyon.", "I don't live in Lyon anymore."),
        _fact(HOME, NONE),
    ),
    leaves(
        "move_rename",
        "en-top-not-nurse",
        ("I'm a nurse.", "I'm not a nurse anymore."),
        _fact(JOB, NONE),
    ),
    leaves(
        "move_rename",
        "en-top-sold-car",
        ("I drive a Volvo.", "I sold my car last week."),
        _fact(CAR, NONE),
    ),
    # 5b. a budget revised in everyday words
    leaves(
        "numbers_and_dates",
        "en-top-only-spend",
        ("My budget for the trip is 800 euros.", "I can only spend 500 euros now."),
        (C, "budget", "max_amount", "500 EUR", SESSION),
    ),
    leaves(
        "numbers_and_dates",
        "en-top-make-it-instead",
        ("My budget for the trip is 800 euros.", "Make it 500 instead."),
        (C, "budget", "max_amount", "500 EUR", SESSION),
    ),
    leaves(
        "numbers_and_dates",
        "en-top-bring-down",
        (
            "The hotel budget is 150 dollars a night.",
            "Let's bring the hotel budget down to 120 dollars a night.",
        ),
        (C, "hotel_budget", "max_amount", "120 USD/night", SESSION),
    ),
    # 5c. a relationship ended in other words
    leaves(
        "move_rename",
        "en-top-not-together",
        ("My girlfriend is called Lisa.", "Lisa and I aren't together anymore."),
        _fact(PARTNER, NONE),
    ),
    leaves(
        "move_rename",
        "en-top-not-with",
        ("I'm married to Ben.", "I'm not with Ben anymore."),
        _fact(PARTNER, NONE),
    ),
    leaves(
        "move_rename",
        "en-top-weve-split",
        ("My boyfriend is called Jake.", "We've split, it's over."),
        _fact(PARTNER, NONE),
    ),
)

_ZH = (
    # 1. a retraction naming its memory by a topic word the memory lacks
    leaves(
        "should_forget",
        "zh-top-work-thing",
        ("我在腾讯上班。", "我喜欢吃火锅", "刚才说的工作的事别记了"),
        (P, "火锅", STANCE, LIKE),
    ),
    leaves(
        "should_forget",
        "zh-top-where-live",
        ("我住在杭州。", "我很喜欢喝咖啡。", "忘了我刚才说的住的地方吧"),
        (P, "咖啡", STANCE, LIKE),
    ),
    leaves(
        "should_forget",
        "zh-top-diet",
        ("我吃素。", "我喜欢猫", "刚才说的饮食那块不算"),
        (P, "猫", STANCE, LIKE),
    ),
    leaves(
        "should_forget",
        "zh-top-allergy",
        ("我对花生过敏。", "我在京东上班", "之前说的过敏的事作废"),
        _fact(WORK, "京东"),
    ),
    leaves(
        "should_forget",
        "zh-top-partner",
        ("我老公叫大伟", "我住在成都", "忘了我刚才说的对象的事吧"),
        _fact(HOME, "成都"),
    ),
    leaves(
        "should_forget",
        "zh-top-money",
        ("这次出差预算三千", "刚才说的钱的事不算"),
    ),
    # 2. everything said in the session
    leaves(
        "should_forget",
        "zh-top-all-forget",
        ("我住在南京。", "我喜欢猫", "我刚才说的都忘了吧"),
    ),
    leaves(
        "should_forget",
        "zh-top-all-void",
        ("我在华为上班。", "我爱吃辣", "之前说的全部作废"),
    ),
    leaves(
        "should_forget",
        "zh-top-bare-forget",
        ("我喜欢吃火锅", "我住在西安", "算了，忘了吧"),
        (P, "火锅", STANCE, LIKE),
        _fact(HOME, "西安"),
    ),
    # 3. an employer changed or left in other words
    leaves("move_rename", "zh-top-tiaocao", ("我在阿里上班。", "我跳槽到字节了"), _fact(WORK, "字节")),
    leaves(
        "move_rename",
        "zh-top-changed-job",
        ("我在百度工作。", "我换工作了，现在在华为"),
        _fact(WORK, "华为"),
    ),
    leaves(
        "move_rename",
        "zh-top-left-ali",
        ("我在阿里上班。", "我已经从阿里离职了"),
        _fact(WORK, NONE),
    ),
    leaves(
        "move_rename",
        "zh-top-not-there",
        ("我在腾讯上班", "我不在腾讯干了"),
        _fact(WORK, NONE),
    ),
    leaves("move_rename", "zh-top-resigned", ("我在京东上班", "我上个月辞职了"), _fact(WORK, NONE)),
    leaves(
        "move_rename",
        "zh-top-joined-xiaomi",
        ("我在美团上班", "我已经入职小米了"),
        _fact(WORK, "小米"),
    ),
    leaves(
        "move_rename",
        "zh-top-product-switch",
        ("我在美团上班", "我换成安卓了"),
        _fact(WORK, "美团"),
        (P, "user", "phone_model", "安卓"),  # the slot's one key (docs/extraction.md)
    ),
    # 4. a stance held for a named period
    bounded(
        "zh-top-week-coffee",
        ("我很喜欢喝咖啡。", "这周我戒咖啡"),
        (P, "咖啡", STANCE, LIKE),
        (P, "咖啡", STANCE, DISLIKE),
        WEEK,
    ),
    bounded(
        "zh-top-month-sweets",
        ("我爱吃甜食。", "这个月我不吃甜食"),
        (P, "甜食", STANCE, LIKE),
        (P, "甜食", STANCE, DISLIKE),
        MONTH,
    ),
    bounded(
        "zh-top-two-weeks-drink",
        ("我平时爱喝酒", "接下来两周我不喝酒"),
        (P, "酒", STANCE, LIKE),
        (P, "酒", STANCE, DISLIKE),
        Until(days=14),
    ),
    bounded(
        "zh-top-libai-spicy",
        ("我喜欢吃辣", "这礼拜我不吃辣"),
        (P, "辣", STANCE, LIKE),
        (P, "辣", STANCE, DISLIKE),
        WEEK,
    ),
    # 5a. a residence, job or car that ended without a new one
    leaves(
        "move_rename",
        "zh-top-not-live",
        ("我住在杭州。", "我已经不住杭州了"),
        _fact(HOME, NONE),
    ),
    leaves(
        "move_rename",
        "zh-top-not-teacher",
        ("我在一所中学当老师", "我现在不当老师了"),
        _fact(JOB, NONE),
    ),
    leaves("move_rename", "zh-top-sold-car", ("我开一辆宝马", "我把车卖了"), _fact(CAR, NONE)),
    # 5b. a budget revised in everyday words
    leaves(
        "numbers_and_dates",
        "zh-top-budget-less",
        ("这次出差预算三千", "预算少一点，两千就行"),
        (C, "budget", "max_amount", "2000", SESSION),
    ),
    leaves(
        "numbers_and_dates",
        "zh-top-budget-change",
        ("这次出差预算三千", "预算改成两千五"),
        (C, "budget", "max_amount", "2500", SESSION),
    ),
    leaves(
        "numbers_and_dates",
        "zh-top-budget-squeeze",
        ("这次出差预算三千", "预算再压一压，最多两千"),
        (C, "budget", "max_amount", "2000", SESSION),
    ),
    # 5c. a relationship ended in other words
    leaves(
        "move_rename",
        "zh-top-not-together",
        ("我女朋友叫小雨", "我俩已经不在一起了"),
        _fact(PARTNER, NONE),
    ),
    leaves(
        "move_rename",
        "zh-top-chui",
        ("我男朋友叫阿杰", "我跟男朋友吹了"),
        _fact(PARTNER, NONE),
    ),
    leaves(
        "move_rename",
        "zh-top-fenkai",
        ("我老公叫大伟", "我们已经分开了"),
        _fact(PARTNER, NONE),
    ),
)

CASES = _EN + _ZH
