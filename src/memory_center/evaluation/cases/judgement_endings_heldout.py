"""Memory judgement, probe 10 (endings, possessions, providers, amounts revised; held out): 24
conversations, 12 English and 12 colloquial Chinese, written after the changes made for probe 9 and
before running them (docs/evaluation.md, "Probe 9 and probe 10"): new sentences of the same classes —
an ending of a value that is not the stored one, an ending that names none, a pet or a car no longer
had, a provider said like a partner, an amount revised in a bare number or a fragment, an ending
with nothing stored, and look-alikes."""

from memory_center.evaluation.cases.judgement import SESSION, STANCE, C, F, P, leaves
from memory_center.evaluation.cases.judgement_endings import CAT, DOG
from memory_center.evaluation.cases.judgement_topics import CAR, HOME, PARTNER, WORK

LIKE, NONE = "like", "none"

_EN = (
    leaves(
        "move_rename",
        "en-held10-not-dundee",
        ("I'm based in Glasgow.", "I don't live in Dundee any longer."),
        (F, *HOME, "Glasgow"),
    ),
    leaves(
        "move_rename",
        "en-held10-quit-friday",
        ("I work for Unilever.", "Quit my job last Friday."),
        (F, *WORK, NONE),
    ),
    leaves(
        "move_rename",
        "en-held10-broke-up",
        ("My partner's name is Sam.", "Sam and I broke up a few weeks ago."),
        (F, *PARTNER, NONE),
    ),
    leaves(
        "move_rename",
        "en-held10-sold-ford",
        ("I drive a Honda.", "Sold the Ford ages ago."),
        (F, *CAR, "Honda"),
    ),
    leaves(
        "move_rename",
        "en-held10-dog-died",
        ("We have a dog called Max.", "Max died last week, we don't have a dog anymore."),
        (F, *DOG, NONE),
    ),
    leaves(
        "must_not_merge",
        "en-held10-comcast",
        ("My boyfriend is called Luke.", "Not with Comcast anymore."),
        (F, *PARTNER, "Luke"),
    ),
    leaves(
        "numbers_and_dates",
        "en-held10-hotel-bare",
        ("The budget for the hotel is 200 euros a night.", "Actually the hotel budget is 180."),
        (C, "hotel_budget", "max_amount", "180 EUR/night", SESSION),
    ),
    leaves(
        "numbers_and_dates",
        "en-held10-lets-make-it",
        ("My budget is 1200 dollars.", "hmm, let's make it 1000"),
        (C, "budget", "max_amount", "1000 USD", SESSION),
    ),
    leaves(
        "numbers_and_dates",
        "en-held10-say-instead",
        ("My budget is 500 pounds.", "I live in York.", "Say 650 instead."),
        (F, *HOME, "York"),
        (C, "budget", "max_amount", "650 GBP", SESSION),
    ),
    leaves("move_rename", "en-held10-not-married", ("I'm not married.",)),
    leaves(
        "must_not_merge",
        "en-held10-never-had-car",
        ("I love pizza.", "I don't have a car, never had one."),
        (P, "pizza", STANCE, LIKE),
    ),
    leaves(
        "must_not_merge",
        "en-held10-parents-cork",
        ("I live in Cork.", "My parents don't live in Cork anymore."),
        (F, *HOME, "Cork"),
    ),
)

_ZH = (
    leaves("move_rename", "zh-held10-not-chengdu", ("我住在重庆", "我已经不住成都了"), (F, *HOME, "重庆")),
    leaves("move_rename", "zh-held10-not-baidu", ("我在网易上班", "我从百度离职了"), (F, *WORK, "网易")),
    leaves("move_rename", "zh-held10-broke-up", ("我男朋友叫阿杰", "我和阿杰分手了"), (F, *PARTNER, NONE)),
    leaves("move_rename", "zh-held10-cat-given", ("我家有只猫叫花花", "猫咪已经送给朋友了"), (F, *CAT, NONE)),
    leaves("move_rename", "zh-held10-car-long-sold", ("我开一辆大众", "车早就卖了"), (F, *CAR, NONE)),
    leaves("move_rename", "zh-held10-not-benz", ("我开一辆本田", "我把奔驰卖了"), (F, *CAR, "本田")),
    leaves(
        "numbers_and_dates",
        "zh-held10-gai-dao",
        ("这次旅行预算一万", "改到八千吧"),
        (C, "budget", "max_amount", "8000", SESSION),
    ),
    leaves(
        "numbers_and_dates",
        "zh-held10-na-jiu",
        ("这次出差预算三千块", "我住在南京", "那就两千五吧"),
        (F, *HOME, "南京"),
        (C, "budget", "max_amount", "2500 元", SESSION),
    ),
    leaves(
        "numbers_and_dates",
        "zh-held10-dollar-bare",
        ("这次旅行预算1000美元", "预算其实是800"),
        (C, "budget", "max_amount", "800 USD", SESSION),
    ),
    leaves("move_rename", "zh-held10-single-nothing", ("我现在单身",)),
    leaves(
        "must_not_merge",
        "zh-held10-no-pets",
        ("我喜欢喝咖啡", "我不养宠物"),
        (P, "咖啡", STANCE, LIKE),
    ),
    leaves(
        "must_not_merge",
        "zh-held10-mum-tianjin",
        ("我住在天津", "我妈已经不住天津了"),
        (F, *HOME, "天津"),
    ),
)

CASES = _EN + _ZH
