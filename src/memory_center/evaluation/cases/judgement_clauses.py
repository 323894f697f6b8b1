"""Two changes in one English sentence joined by "and" ("I moved to Oslo and joined Equinor", "I quit
Accenture and joined Stripe"): each clause is read on its own, the second with the sentence's "I",
so no value swallows the next clause ("Oslo and joined Equinor"); and a story told in order
(我以前住北京，后来搬到了上海; 两年前搬到了杭州): what happened last is the current memory."""

from memory_center.evaluation.cases.judgement import F, change, ends_with
from memory_center.evaluation.model import Case

CASES: tuple[Case, ...] = (
    ends_with(
        "multi_fact",
        "en-and-moved-joined",
        ("I moved to Oslo and joined Equinor.",),
        (F, "user", "residence", "Oslo"),
        (F, "user", "workplace", "Equinor"),
    ),
    ends_with(
        "multi_fact",
        "en-and-household-car",
        ("My husband and I moved to Porto and bought a Fiat.",),
        (F, "user", "residence", "Porto"),
        (F, "user", "car", "Fiat"),
    ),
    ends_with(
        "move_rename",
        "zh-story-later-moved",
        ("我以前住北京，后来搬到了上海。",),
        (F, "user", "residence", "上海"),
    ),
    change(
        "move_rename",
        "zh-years-ago-moved",
        "我住在成都。",
        "我两年前搬到了杭州。",
        (F, "user", "residence", "成都"),
        "杭州",
    ),
    change(
        "move_rename",
        "zh-afterwards-works",
        "我在腾讯上班。",
        "后来我跳槽了，之后就在阿里巴巴上班了。",
        (F, "user", "workplace", "腾讯"),
        "阿里巴巴",
    ),
    change(
        "move_rename",
        "en-and-quit-joined",
        "I work for Accenture.",
        "Last year I quit Accenture and joined Stripe.",
        (F, "user", "workplace", "Accenture"),
        "Stripe",
    ),
)
