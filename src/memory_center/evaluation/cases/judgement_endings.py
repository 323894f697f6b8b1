"""Memory judgement, probe 9 (endings that must match, possessions, providers, amounts revised in
fragments): 50 short conversations of one user, 25 English and 25 colloquial Chinese, written and
committed before any change of this round (docs/evaluation.md, "Probe 9 and probe 10"). Each case
names the user's whole ACTIVE memory at the end. It covers a state said to have ended whose value is
not the stored one ("I don't live in Lyon anymore" when the user lives in Munich: nothing ends), an
ending that names no value ("I moved out", 我搬走了: the stored one ends), a pet or a car the user no
longer has ("I no longer have a dog", 狗送人了: the pet's name ends, never a dislike of dogs), a
provider or a company said like a partner ("I'm not with Vodafone anymore": the partner stays), an
amount revised in bare numbers or fragments ("Actually the budget is 500" keeps the stored currency,
改成两千五吧 and "let's say 3k instead" revise the budget), an ending with nothing stored ("I'm
single" with no partner: nothing to end, nothing written), a topic retraction late in a long
conversation, and look-alikes that must change nothing ("I don't have a dog, I have two cats",
"we're not with them on that", 他已经不住北京了)."""

from memory_center.evaluation.cases.judgement import SESSION, STANCE, C, F, P, leaves
from memory_center.evaluation.cases.judgement_topics import CAR, HOME, JOB, PARTNER, WORK

LIKE, DISLIKE, NONE = "like", "dislike", "none"
DOG, CAT = ("dog", "name"), ("cat", "name")

_LONG_EN = (
    "I work at Siemens.",
    "I live in Munich.",
    "I prefer aisle seats.",
    "I love sushi.",
    "I hate early flights.",
    "I'm allergic to peanuts.",
    "I drive a Volvo.",
    "My wife is called Anna.",
    "I love jazz.",
    "I don't like cold weather.",
    "I enjoy hiking.",
    "I love dark chocolate.",
)
_LONG_ZH = (
    "我在腾讯上班。",
    "我住在深圳。",
    "我喜欢靠窗的座位",
    "我爱吃火锅",
    "我讨厌坐红眼航班",
    "我对芒果过敏",
    "我开一辆丰田",
    "我老婆叫小美",
    "我喜欢爵士乐",
    "我不喜欢下雨天",
    "我喜欢爬山",
    "我爱喝绿茶",
)

_EN = (
    # 1. an ending whose value is not the stored one ends nothing
    leaves(
        "move_rename",
        "en-end-not-lyon",
        ("I live in Munich.", "I don't live in Lyon anymore."),
        (F, *HOME, "Munich"),
    ),
    leaves(
        "move_rename",
        "en-end-not-at-oracle",
        ("I work at Siemens.", "I'm not at Oracle anymore."),
        (F, *WORK, "Siemens"),
    ),
    leaves(
        "move_rename",
        "en-end-not-teacher",
        ("I'm a nurse.", "I'm no longer a teacher."),
        (F, *JOB, "nurse"),
    ),
    leaves(
        "move_rename",
        "en-end-sold-the-bmw",
        ("I drive a Volvo.", "I sold the BMW last month."),
        (F, *CAR, "Volvo"),
    ),
    # 2. an ending that names no value ends the stored one
    leaves(
        "move_rename", "en-end-moved-out", ("I live in Leeds.", "I moved out last week."), (F, *HOME, NONE)
    ),
    leaves(
        "move_rename",
        "en-end-not-there",
        ("I live in Bristol.", "I don't live there anymore."),
        (F, *HOME, NONE),
    ),
    # 3. a pet or a car the user no longer has
    leaves(
        "move_rename",
        "en-end-no-dog",
        ("Our dog is called Biscuit.", "I no longer have a dog."),
        (F, *DOG, NONE),
    ),
    leaves(
        "move_rename",
        "en-end-cat-passed",
        ("I have a cat called Luna.", "Sadly our cat passed away last month."),
        (F, *CAT, NONE),
    ),
    leaves("move_rename", "en-end-gave-up-car", ("I drive a Tesla.", "I gave up my car."), (F, *CAR, NONE)),
    # 4. a provider or a company said like a partner
    leaves(
        "must_not_merge",
        "en-end-vodafone",
        ("My wife is called Anna.", "I'm not with Vodafone anymore."),
        (F, *PARTNER, "Anna"),
    ),
    leaves(
        "must_not_merge",
        "en-end-bank-nothing",
        ("I'm not with Barclays anymore.",),
    ),
    leaves(
        "must_not_merge",
        "en-end-not-with-them",
        ("I'm married to Tom.", "My old broadband was awful.", "I'm not with them anymore."),
        (F, *PARTNER, "Tom"),
    ),
    # 5. an amount revised in a bare number keeps the stored unit
    leaves(
        "numbers_and_dates",
        "en-end-budget-bare",
        ("My budget is 800 euros.", "Actually the budget is 500."),
        (C, "budget", "max_amount", "500 EUR", SESSION),
    ),
    leaves(
        "numbers_and_dates",
        "en-end-hotel-bare",
        ("The hotel budget is 150 dollars a night.", "The hotel budget is 120 now."),
        (C, "hotel_budget", "max_amount", "120 USD/night", SESSION),
    ),
    # 6. an amount revised in a fragment
    leaves(
        "numbers_and_dates",
        "en-end-make-it-comma",
        ("My budget is 2000 dollars.", "make it 2,500"),
        (C, "budget", "max_amount", "2500 USD", SESSION),
    ),
    leaves(
        "numbers_and_dates",
        "en-end-lets-say-3k",
        ("My budget is 2000 euros.", "Let's say 3k instead."),
        (C, "budget", "max_amount", "3000 EUR", SESSION),
    ),
    leaves(
        "numbers_and_dates",
        "en-end-bump-up",
        ("My budget for the trip is 900 pounds.", "Bump it up to 1200."),
        (C, "budget", "max_amount", "1200 GBP", SESSION),
    ),
    leaves(
        "numbers_and_dates",
        "en-end-amount-after-home",
        ("My budget is 800 euros.", "I live in Porto.", "Make it 600 instead."),
        (F, *HOME, "Porto"),
        (C, "budget", "max_amount", "600 EUR", SESSION),
    ),
    # 7. an ending with nothing stored
    leaves("move_rename", "en-end-single-nothing", ("I'm single.",)),
    leaves("move_rename", "en-end-sold-car-nothing", ("I sold my car.",)),
    # 8. look-alikes that change nothing
    leaves(
        "must_not_merge",
        "en-end-two-cats",
        ("I love jazz.", "I don't have a dog, I have two cats."),
        (P, "jazz", STANCE, LIKE),
    ),
    leaves(
        "must_not_merge",
        "en-end-with-them-on-that",
        ("My husband is called Ben.", "We're not with them on that."),
        (F, *PARTNER, "Ben"),
    ),
    leaves(
        "must_not_merge",
        "en-end-sister-rome",
        ("I live in Rome.", "My sister doesn't live in Rome anymore."),
        (F, *HOME, "Rome"),
    ),
    leaves(
        "must_not_merge",
        "en-end-with-you",
        ("I work at Shell.", "I'm not with you on that, sorry."),
        (F, *WORK, "Shell"),
    ),
    # 9. a topic retraction late in a long conversation
    leaves(
        "should_forget",
        "en-end-long-forget-job",
        (*_LONG_EN, "Forget what I said about my job."),
        (F, *HOME, "Munich"),
        (P, "aisle seat", STANCE, LIKE),
        (P, "sushi", STANCE, LIKE),
        (P, "early flight", STANCE, DISLIKE),
        (C, "peanut", "allergy", "allergic"),
        (F, *CAR, "Volvo"),
        (F, *PARTNER, "Anna"),
        (P, "jazz", STANCE, LIKE),
        (P, "cold weather", STANCE, DISLIKE),
        (P, "hiking", STANCE, LIKE),
        (P, "dark chocolate", STANCE, LIKE),
    ),
)

_ZH = (
    # 1. an ending whose value is not the stored one ends nothing
    leaves(
        "move_rename",
        "zh-end-not-hangzhou",
        ("我住在慕尼黑", "我已经不住杭州了"),
        (F, *HOME, "慕尼黑"),
    ),
    leaves(
        "move_rename",
        "zh-end-not-at-ali",
        ("我在字节上班", "我不在阿里干了"),
        (F, *WORK, "字节"),
    ),
    leaves(
        "move_rename",
        "zh-end-not-teacher",
        ("我是一名护士", "我现在不当老师了"),
        (F, *JOB, "护士"),
    ),
    leaves(
        "move_rename",
        "zh-end-sold-bmw",
        ("我开一辆丰田", "我把宝马卖了"),
        (F, *CAR, "丰田"),
    ),
    # 2. an ending that names no value ends the stored one
    leaves("move_rename", "zh-end-moved-away", ("我住在成都", "我搬走了"), (F, *HOME, NONE)),
    leaves("move_rename", "zh-end-not-there", ("我住在苏州", "那边我已经不住了"), (F, *HOME, NONE)),
    # 3. a pet or a car the user no longer has
    leaves("move_rename", "zh-end-no-dog", ("我家狗叫旺财", "我现在没养狗了"), (F, *DOG, NONE)),
    leaves("move_rename", "zh-end-dog-given", ("我家狗叫豆豆", "狗狗送人了"), (F, *DOG, NONE)),
    leaves("move_rename", "zh-end-cat-died", ("我家猫叫咪咪", "我家猫上个月去世了"), (F, *CAT, NONE)),
    leaves("move_rename", "zh-end-pet-named-later", ("我养了一只狗，叫豆豆",), (F, *DOG, "豆豆")),
    # 4. a provider or a company said like a partner
    leaves(
        "must_not_merge",
        "zh-end-old-employer",
        ("我老婆叫小美", "我跟老东家已经分开了"),
        (F, *PARTNER, "小美"),
    ),
    leaves(
        "must_not_merge",
        "zh-end-sim-card",
        ("我老公叫大伟", "不用移动的卡了"),
        (F, *PARTNER, "大伟"),
    ),
    # 5. an amount revised in a bare number keeps the stored unit
    leaves(
        "numbers_and_dates",
        "zh-end-budget-bare",
        ("这次出差预算三千块", "预算改成两千五"),
        (C, "budget", "max_amount", "2500 元", SESSION),
    ),
    leaves(
        "numbers_and_dates",
        "zh-end-budget-euro",
        ("这次旅行预算800欧元", "其实预算是500"),
        (C, "budget", "max_amount", "500 EUR", SESSION),
    ),
    # 6. an amount revised in a fragment
    leaves(
        "numbers_and_dates",
        "zh-end-gai-cheng",
        ("这次出差预算三千", "改成两千五吧"),
        (C, "budget", "max_amount", "2500", SESSION),
    ),
    leaves(
        "numbers_and_dates",
        "zh-end-tiao-dao",
        ("这次出差预算两千块", "调到三千吧"),
        (C, "budget", "max_amount", "3000 元", SESSION),
    ),
    leaves(
        "numbers_and_dates",
        "zh-end-jiang-dao",
        ("这次旅行预算五千", "降到四千就行"),
        (C, "budget", "max_amount", "4000", SESSION),
    ),
    leaves(
        "numbers_and_dates",
        "zh-end-amount-after-home",
        ("这次出差预算三千", "我住在广州", "换成两千吧"),
        (F, *HOME, "广州"),
        (C, "budget", "max_amount", "2000", SESSION),
    ),
    # 7. an ending with nothing stored
    leaves("move_rename", "zh-end-single-nothing", ("我现在是单身",)),
    leaves("move_rename", "zh-end-sold-car-nothing", ("我把车卖了",)),
    # 8. look-alikes that change nothing
    leaves(
        "must_not_merge",
        "zh-end-he-beijing",
        ("我住在北京", "他已经不住北京了"),
        (F, *HOME, "北京"),
    ),
    leaves(
        "must_not_merge",
        "zh-end-not-home",
        ("我在华为上班", "我不在家了"),
        (F, *WORK, "华为"),
    ),
    leaves(
        "must_not_merge",
        "zh-end-no-dog-cats",
        ("我喜欢爵士乐", "我没养狗，养了两只猫"),
        (P, "爵士乐", STANCE, LIKE),
    ),
    leaves(
        "must_not_merge",
        "zh-end-gym-member",
        ("我喜欢爬山", "我已经不是健身房会员了"),
        (P, "爬山", STANCE, LIKE),
    ),
    # 9. a topic retraction late in a long conversation
    leaves(
        "should_forget",
        "zh-end-long-forget-job",
        (*_LONG_ZH, "刚才说的工作的事别记了"),
        (F, *HOME, "深圳"),
        (P, "靠窗座位", STANCE, LIKE),
        (P, "火锅", STANCE, LIKE),
        (P, "红眼航班", STANCE, DISLIKE),
        (C, "芒果", "allergy", "allergic"),
        (F, *CAR, "丰田"),
        (F, *PARTNER, "小美"),
        (P, "爵士乐", STANCE, LIKE),
        (P, "下雨天", STANCE, DISLIKE),
        (P, "爬山", STANCE, LIKE),
        (P, "绿茶", STANCE, LIKE),
    ),
)

CASES = _EN + _ZH
