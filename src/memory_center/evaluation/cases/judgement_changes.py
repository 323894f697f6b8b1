"""Memory judgement, updates: changes of mind, moves and renames, corrections (issue: everyday updates
in English and Chinese). Each case is two messages of one user; the second replaces the first's memory
on the same key, and the first stays in the history."""

from memory_center.evaluation.cases.judgement import STANCE, C, F, P, change, changed_to
from memory_center.evaluation.model import Case

LIKE, DISLIKE = "like", "dislike"

_FLIPS = tuple(
    change("change_of_mind", case_id, first, second, (P, thing, STANCE, old), new)
    for case_id, first, second, thing, old, new in (
        ("en-tea-anymore", "I love tea.", "I don't like tea anymore.", "tea", LIKE, DISLIKE),
        ("en-coffee-no-longer", "I really enjoy coffee", "I no longer drink coffee", "coffee", LIKE, DISLIKE),
        ("en-olives-grown", "I can't stand olives", "I've grown to like olives", "olive", DISLIKE, LIKE),
        (
            "en-sushi-fan",
            "Sushi is my favourite",
            "honestly I'm not a fan of sushi these days",
            "sushi",
            LIKE,
            DISLIKE,
        ),
        ("en-jazz-into", "I'm really into jazz", "I'm not into jazz any more", "jazz", LIKE, DISLIKE),
        ("en-beer-stopped", "I really like beer", "I stopped drinking beer", "beer", LIKE, DISLIKE),
        ("en-mushrooms-now", "I hate mushrooms", "I actually love mushrooms now", "mushroom", DISLIKE, LIKE),
        ("en-cats-plural", "I adore cats", "I don't like cats anymore", "cat", LIKE, DISLIKE),
        ("en-running-gave-up", "I enjoy running", "I gave up running last year", "running", LIKE, DISLIKE),
        (
            "en-chocolate-now",
            "I love dark chocolate",
            "I don't eat dark chocolate now",
            "dark chocolate",
            LIKE,
            DISLIKE,
        ),
        ("zh-spicy-now", "我爱吃辣", "我现在不吃辣了", "辣", LIKE, DISLIKE),
        ("zh-coffee-quit", "我每天都喜欢喝咖啡", "我已经戒咖啡了", "咖啡", LIKE, DISLIKE),
        ("zh-tea-switch", "我不喜欢喝茶", "我最近开始喜欢喝茶了", "茶", DISLIKE, LIKE),
        ("zh-beer-no-more", "我挺喜欢喝啤酒的", "我以后不喝啤酒了", "啤酒", LIKE, DISLIKE),
        ("zh-durian-love", "我讨厌榴莲", "现在我爱上榴莲了", "榴莲", DISLIKE, LIKE),
        ("zh-sweets-no-longer", "我喜欢吃甜食", "我不再吃甜食了", "甜食", LIKE, DISLIKE),
        ("zh-highspeed-rail", "我不太喜欢坐高铁", "我现在挺喜欢坐高铁的", "高铁", DISLIKE, LIKE),
        ("zh-lamb-not-love", "我爱吃羊肉", "我不爱吃羊肉了", "羊肉", LIKE, DISLIKE),
    )
)
CHANGE_OF_MIND = (
    *_FLIPS,
    changed_to(
        "change_of_mind",
        "zh-dislike-becomes-rule",
        "我不吃香菜",
        "记住，以后绝对别给我放香菜",
        (P, "香菜", STANCE, DISLIKE),
        (C, "香菜", STANCE, "never"),
    ),
    changed_to(
        "change_of_mind",
        "en-rule-lifted",
        "Never book me on red-eye flights.",
        "I actually like red-eye flights now, they save me a hotel night",
        (C, "red-eye flight", STANCE, "never"),
        (P, "red-eye flight", STANCE, LIKE),
    ),
)

_ATTRIBUTES = tuple(
    change("move_rename", case_id, first, second, (F, "user", attribute, old), new)
    for case_id, first, second, attribute, old, new in (
        (
            "en-moved-to",
            "I live in Berlin",
            "We finally sold the flat, so I moved to Hamburg in March",
            "residence",
            "Berlin",
            "Hamburg",
        ),
        ("en-relocated", "I'm based in Lyon", "I relocated to Paris for work", "residence", "Lyon", "Paris"),
        ("en-now-live", "I live in Austin", "I now live in Denver", "residence", "Austin", "Denver"),
        (
            "en-moved-from",
            "I live in Leeds",
            "I moved from Leeds to Bristol recently",
            "residence",
            "Leeds",
            "Bristol",
        ),
        ("en-call-me", "Call me Alex.", "Please call me Sasha from now on.", "name", "Alex", "Sasha"),
        ("en-go-by", "My name is Katherine", "I go by Kate", "name", "Katherine", "Kate"),
        ("en-joined", "I work at Contoso", "I joined Fabrikam last week", "workplace", "Contoso", "Fabrikam"),
        (
            "en-work-for",
            "I work for a bank called Monzo",
            "I work for Revolut now",
            "workplace",
            "a bank called Monzo",
            "Revolut",
        ),
        ("en-job", "I work as a nurse", "I'm working as a paramedic these days", "job", "nurse", "paramedic"),
        (
            "en-started-at",
            "I work at Umbrella",
            "I started at Globex this month",
            "workplace",
            "Umbrella",
            "Globex",
        ),
        ("zh-moved", "我住在杭州", "我上个月搬到上海了", "residence", "杭州", "上海"),
        ("zh-moved-home", "我家在成都", "我们家去年搬家到了重庆", "residence", "成都", "重庆"),
        ("zh-now-live", "我住在北京", "我现在住深圳", "residence", "北京", "深圳"),
        ("zh-call-me", "我叫王小明", "以后叫我小王就行", "name", "王小明", "小王"),
        ("zh-renamed", "我叫李娜", "我改名叫李安娜了", "name", "李娜", "李安娜"),
        ("zh-job-hop", "我在阿里巴巴工作", "我跳槽到了字节跳动", "workplace", "阿里巴巴", "字节跳动"),
        ("zh-onboarded", "我在华为上班", "我最近入职了小米", "workplace", "华为", "小米"),
        ("zh-job", "我是一名老师", "我现在是一名律师", "job", "老师", "律师"),
    )
)
_CHANNELS = tuple(
    change("move_rename", case_id, first, second, (kind, "user", "contact_channel", old), new)
    for case_id, first, second, kind, old, new in (
        ("en-contact-channel", "Contact me by email", "Text me instead please", P, "email", "sms"),
        ("zh-contact-channel", "有事发邮件给我就行", "以后用微信联系我吧", P, "email", "wechat"),
    )
)

MOVE_RENAME = _ATTRIBUTES + _CHANNELS

CORRECTION = tuple(
    change("correction", case_id, first, second, old, new)
    for case_id, first, second, old, new in (
        (
            "en-actually-live",
            "I live in Manchester",
            "Actually, I live in Liverpool",
            (F, "user", "residence", "Manchester"),
            "Liverpool",
        ),
        (
            "en-i-meant-name",
            "My name is Jon",
            "Sorry, I meant my name is John, with an h",
            (F, "user", "name", "Jon"),
            "John",
        ),
        (
            "en-correction-birthday",
            "My birthday is March 3rd",
            "Correction: my birthday is March 13th",
            (F, "user", "birthday", "March 3rd"),
            "March 13th",
        ),
        (
            "en-sorry-budget",
            "I usually keep my hotel budget under 150 euros a night",
            "Sorry, I usually keep my hotel budget under 180 euros a night",
            (C, "hotel_budget", "max_amount", "150 EUR/night"),
            "180 EUR/night",
        ),
        (
            "en-mistake-workplace",
            "I work at Initech",
            "My mistake, I work at Initrode",
            (F, "user", "workplace", "Initech"),
            "Initrode",
        ),
        (
            "en-actually-allergy",
            "I'm allergic to walnuts",
            "Actually I'm not allergic to walnuts, that was my brother",
            (C, "walnut", "allergy", "allergic"),
            "not_allergic",
        ),
        (
            "en-scratch-that",
            "I prefer window seats",
            "Scratch that, I don't like window seats",
            (P, "window seat", STANCE, "like"),
            "dislike",
        ),
        (
            "en-wrong-phone-free",
            "Contact me by phone",
            "No wait, contact me by email",
            (P, "user", "contact_channel", "phone"),
            "email",
        ),
        ("zh-wrong-residence", "我住在苏州", "不对，我住在无锡", (F, "user", "residence", "苏州"), "无锡"),
        ("zh-should-be-name", "我叫张伟", "说错了，我叫张玮", (F, "user", "name", "张伟"), "张玮"),
        (
            "zh-correct-birthday",
            "我的生日是6月8日",
            "更正一下，我的生日是6月18日",
            (F, "user", "birthday", "6月8日"),
            "6月18日",
        ),
        (
            "zh-misspoke-work",
            "我在京东工作",
            "我刚才说错了，我在美团工作",
            (F, "user", "workplace", "京东"),
            "美团",
        ),
        (
            "zh-budget-correct",
            "我以后酒店预算一般每晚不超过500元",
            "不对，以后酒店预算一般每晚不超过600元",
            (C, "hotel_budget", "max_amount", "500 元/晚"),
            "600 元/晚",
        ),
        (
            "zh-allergy-correct",
            "我对芒果过敏",
            "纠正一下，其实我对芒果不过敏",
            (C, "芒果", "allergy", "allergic"),
            "not_allergic",
        ),
        (
            "zh-preference-correct",
            "我喜欢喝美式",
            "其实我不喜欢喝美式",
            (P, "美式", STANCE, "like"),
            "dislike",
        ),
        (
            "zh-bare-value",
            "我住在广州",
            "我住在广州，不对，应该是佛山",
            (F, "user", "residence", "广州"),
            "佛山",
        ),
        (
            "en-bare-value",
            "My name is Dan",
            "My name is Dan. Sorry, I meant Daniel",
            (F, "user", "name", "Dan"),
            "Daniel",
        ),
    )
)

CASES: tuple[Case, ...] = CHANGE_OF_MIND + MOVE_RENAME + CORRECTION
