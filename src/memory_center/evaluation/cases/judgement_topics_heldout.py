"""Memory judgement, probe 8 (topics, leaving, bounded periods, held out): 24 conversations, 12
English and 12 colloquial Chinese, written after the changes made for probe 7 and before running
them (docs/evaluation.md, "Probe 7 and probe 8"): new sentences of the same classes — a retraction by
topic or of everything, an employer left or changed, a stance held for a named period, a home or car
given up, a relationship ended, a budget revised."""

from memory_center.evaluation.cases.judgement import SESSION, STANCE, C, F, P, leaves
from memory_center.evaluation.cases.judgement_topics import CAR, HOME, PARTNER, WORK, bounded
from memory_center.evaluation.model import Until

LIKE, DISLIKE, NONE = "like", "dislike", "none"

_EN = (
    leaves(
        "should_forget",
        "en-held8-address",
        ("I'm based in Manchester.", "I like cycling.", "Ignore the stuff I said about my address."),
        (P, "cycling", STANCE, LIKE),
    ),
    leaves(
        "should_forget",
        "en-held8-work",
        ("I work for Unilever.", "Actually, don't remember what I told you about work."),
    ),
    leaves(
        "should_forget",
        "en-held8-relationship",
        ("My girlfriend's name is Mia.", "I hate mornings.", "Forget what I said about my relationship."),
        (P, "morning", STANCE, DISLIKE),
    ),
    leaves(
        "should_forget",
        "en-held8-so-far",
        ("I'm allergic to shellfish.", "I live in Dublin.", "Disregard everything I've told you so far."),
    ),
    leaves(
        "move_rename",
        "en-held8-notice",
        ("I work for Accenture.", "I handed in my notice at Accenture last week."),
        (F, *WORK, NONE),
    ),
    leaves(
        "move_rename",
        "en-held8-started-at",
        ("I work at HSBC.", "Just started at Barclays."),
        (F, *WORK, "Barclays"),
    ),
    leaves(
        "move_rename",
        "en-held8-redundant",
        ("I work at Pfizer.", "I was made redundant last month."),
        (F, *WORK, NONE),
    ),
    bounded(
        "en-held8-three-weeks-pasta",
        ("I love pasta.", "I'm avoiding pasta for the next three weeks."),
        (P, "pasta", STANCE, LIKE),
        (P, "pasta", STANCE, DISLIKE),
        Until(days=21),
    ),
    bounded(
        "en-held8-week-cheese",
        ("I love cheese.", "This week I'm staying away from cheese."),
        (P, "cheese", STANCE, LIKE),
        (P, "cheese", STANCE, DISLIKE),
        Until("week"),
    ),
    leaves(
        "move_rename",
        "en-held8-moved-out",
        ("I live in Bristol.", "I moved out of Bristol."),
        (F, *HOME, NONE),
    ),
    leaves(
        "move_rename",
        "en-held8-quits",
        ("My wife is called Emma.", "Emma and I have called it quits."),
        (F, *PARTNER, NONE),
    ),
    leaves(
        "numbers_and_dates",
        "en-held8-hotel-spend",
        ("My budget for the hotel is 200 dollars a night.", "Actually I can only spend 150 dollars a night."),
        (C, "hotel_budget", "max_amount", "150 USD/night", SESSION),
    ),
)

_ZH = (
    leaves(
        "should_forget",
        "zh-held8-company",
        ("我在美团上班", "我喜欢跑步", "之前说的公司的事别记了"),
        (P, "跑步", STANCE, LIKE),
    ),
    leaves("should_forget", "zh-held8-address", ("我住在苏州", "刚才提的地址那块删掉吧")),
    leaves(
        "should_forget",
        "zh-held8-other-half",
        ("我老婆叫小芳", "我喜欢钓鱼", "忘掉我刚才讲的另一半的事"),
        (P, "钓鱼", STANCE, LIKE),
    ),
    leaves("should_forget", "zh-held8-all-void", ("我在北京工作", "我爱喝奶茶", "刚刚说的全都不算")),
    leaves("move_rename", "zh-held8-resigned", ("我在网易上班", "我上周从网易辞职了"), (F, *WORK, NONE)),
    leaves(
        "move_rename", "zh-held8-tiaocao-now", ("我在联想工作", "我跳槽了，现在在小米"), (F, *WORK, "小米")
    ),
    leaves("move_rename", "zh-held8-laid-off", ("我在华为上班", "我被公司裁员了"), (F, *WORK, NONE)),
    bounded(
        "zh-held8-month-cola",
        ("我爱喝可乐", "这个月我不喝可乐了"),
        (P, "可乐", STANCE, LIKE),
        (P, "可乐", STANCE, DISLIKE),
        Until("month"),
    ),
    bounded(
        "zh-held8-week-bbq",
        ("我喜欢吃烧烤", "接下来一周我不吃烧烤"),
        (P, "烧烤", STANCE, LIKE),
        (P, "烧烤", STANCE, DISLIKE),
        Until(days=7),
    ),
    leaves("move_rename", "zh-held8-car-sold", ("我开一辆奥迪", "车已经卖掉了"), (F, *CAR, NONE)),
    leaves("move_rename", "zh-held8-broke-up", ("我男朋友叫小杰", "我们俩分手了"), (F, *PARTNER, NONE)),
    leaves(
        "numbers_and_dates",
        "zh-held8-budget-down",
        ("这次旅行预算一万", "预算降到八千吧"),
        (C, "budget", "max_amount", "8000", SESSION),
    ),
)

CASES = _EN + _ZH
