"""Memory judgement, values: numbers and dates, mixed Chinese and English, and what must never merge
(other people, different things with similar words)."""

from memory_center.evaluation.cases.judgement import (
    STANCE,
    C,
    F,
    P,
    apart,
    remembered,
    unchanged,
)
from memory_center.evaluation.model import Case

NUMBERS_AND_DATES = (
    remembered(
        "numbers_and_dates",
        "zh-5000-yuan",
        "我以后预算一般不超过 5000 元。",
        (C, "budget", "max_amount", "5000 元"),
    ),
    remembered(
        "numbers_and_dates", "zh-wuqian", "以后我的预算一般是五千元", (C, "budget", "max_amount", "5000 元")
    ),
    remembered(
        "numbers_and_dates",
        "zh-liangqian-kuai",
        "我平时住酒店预算不超过两千块",
        (C, "hotel_budget", "max_amount", "2000 元"),
    ),
    remembered(
        "numbers_and_dates",
        "zh-1.5-wan",
        "以后机票预算一般1.5万以内",
        (C, "flight_budget", "max_amount", "15000"),
    ),
    remembered(
        "numbers_and_dates",
        "zh-yiwan-er",
        "我的礼物预算一直控制在一万二以内",
        (C, "gift_budget", "max_amount", "12000"),
    ),
    remembered(
        "numbers_and_dates",
        "zh-sanqian-wu",
        "我以后每个月房租预算不超过三千五百元",
        (C, "rent_budget", "max_amount", "3500 元/月"),
    ),
    remembered(
        "numbers_and_dates",
        "en-5k",
        "My budget is usually 5k dollars",
        (C, "budget", "max_amount", "5000 USD"),
    ),
    remembered(
        "numbers_and_dates",
        "en-12000-dollars",
        "In general my budget is 12,000 dollars",
        (C, "budget", "max_amount", "12000 USD"),
    ),
    remembered(
        "numbers_and_dates",
        "en-dollar-sign",
        "I always keep my hotel budget under $250 a night",
        (C, "hotel_budget", "max_amount", "250 USD/night"),
    ),
    remembered(
        "numbers_and_dates",
        "en-pounds",
        "My food budget is generally £40 a day",
        (C, "food_budget", "max_amount", "40 GBP/day"),
    ),
    remembered(
        "numbers_and_dates",
        "en-at-least",
        "I usually need a budget of at least 300 euros",
        (C, "budget", "min_amount", "300 EUR"),
    ),
    remembered(
        "numbers_and_dates", "en-birthday-date", "My birthday is on 1 May", (F, "user", "birthday", "1 May")
    ),
    remembered(
        "numbers_and_dates",
        "en-born",
        "I was born on 12 August 1990",
        (F, "user", "birthday", "12 August 1990"),
    ),
    remembered(
        "numbers_and_dates", "zh-born", "我是1992年3月5日出生的", (F, "user", "birthday", "1992年3月5日")
    ),
    remembered(
        "numbers_and_dates",
        "zh-mother-birthday",
        "我妈妈的生日是农历八月十五",
        (F, "妈妈", "birthday", "农历八月十五"),
    ),
    remembered(
        "numbers_and_dates", "zh-hours", "以后飞行时间一般不超过5小时", (C, "飞行时间", "max", "5 小时")
    ),
    remembered("numbers_and_dates", "en-stops", "I always want no more than 1 stop", (C, "stop", "max", "1")),
)

MIXED_LANGUAGE = (
    remembered("mixed_language", "mix-like-latte", "我喜欢喝latte", (P, "latte", STANCE, "like")),
    remembered("mixed_language", "mix-work-google", "我在Google工作", (F, "user", "workplace", "Google")),
    remembered(
        "mixed_language", "mix-live-sf", "我住在San Francisco", (F, "user", "residence", "San Francisco")
    ),
    remembered("mixed_language", "mix-name", "我叫Kevin", (F, "user", "name", "Kevin")),
    remembered(
        "mixed_language",
        "mix-hate-meetings",
        "我讨厌early morning的会议",
        (P, "early morning会议", STANCE, "dislike"),
    ),
    remembered(
        "mixed_language",
        "mix-budget-usd",
        "以后酒店预算一般每晚不超过200美元",
        (C, "hotel_budget", "max_amount", "200 USD/晚"),
    ),
    remembered(
        "mixed_language", "mix-allergy", "我对penicillin过敏", (C, "penicillin", "allergy", "allergic")
    ),
    remembered(
        "mixed_language", "mix-no-spam", "以后不要给我发marketing邮件", (C, "marketing邮件", STANCE, "never")
    ),
    remembered("mixed_language", "mix-airline", "我一般坐Lufthansa", (P, "user", "airline", "Lufthansa")),
    remembered(
        "mixed_language", "mix-en-sentence-zh-city", "I live in 深圳", (F, "user", "residence", "深圳")
    ),
    remembered("mixed_language", "mix-en-name-zh", "My name is 李明", (F, "user", "name", "李明")),
    remembered(
        "mixed_language",
        "mix-two-languages",
        "我住在上海. I'm vegetarian.",
        (F, "user", "residence", "上海"),
        (C, "user", "diet", "vegetarian"),
    ),
    remembered("mixed_language", "mix-en-love-hotpot", "I love 火锅", (P, "火锅", STANCE, "like")),
    remembered(
        "mixed_language",
        "mix-en-wechat",
        "Please contact me via WeChat",
        (P, "user", "contact_channel", "wechat"),
    ),
    remembered("mixed_language", "mix-email", "以后用email联系我", (P, "user", "contact_channel", "email")),
    remembered("mixed_language", "mix-iphone", "我不喜欢用iPhone", (P, "iphone", STANCE, "dislike")),
    remembered("mixed_language", "mix-5k-rmb", "以后预算一般5k RMB", (C, "budget", "max_amount", "5000 元")),
)

MUST_NOT_MERGE = (
    unchanged(
        "must_not_merge",
        "en-sister-moved",
        ("I live in Berlin", "My sister moved to Munich"),
        (F, "user", "residence", "Berlin"),
    ),
    unchanged(
        "must_not_merge", "en-boss-tea", ("I love tea", "My boss hates tea"), (P, "tea", STANCE, "like")
    ),
    unchanged(
        "must_not_merge",
        "en-he-lives",
        ("I live in Rome", "He lives in Milan"),
        (F, "user", "residence", "Rome"),
    ),
    unchanged(
        "must_not_merge",
        "zh-sister-moved",
        ("我住在杭州", "我姐姐搬到了上海"),
        (F, "user", "residence", "杭州"),
    ),
    unchanged("must_not_merge", "zh-boss-tea", ("我喜欢喝茶", "我老板讨厌喝茶"), (P, "茶", STANCE, "like")),
    unchanged("must_not_merge", "zh-friend-name", ("我叫王芳", "我朋友叫王方"), (F, "user", "name", "王芳")),
    apart(
        "must_not_merge",
        "en-tea-vs-green-tea",
        "I love green tea",
        "I don't like black tea",
        (P, "green tea", STANCE, "like"),
        (P, "black tea", STANCE, "dislike"),
    ),
    apart(
        "must_not_merge",
        "en-coffee-vs-coffee-shops",
        "I like coffee",
        "I hate noisy coffee shops",
        (P, "coffee", STANCE, "like"),
        (P, "noisy coffee shop", STANCE, "dislike"),
    ),
    apart(
        "must_not_merge",
        "en-hotel-vs-flight-budget",
        "My hotel budget is usually 100 euros a night",
        "My flight budget is usually 400 euros",
        (C, "hotel_budget", "max_amount", "100 EUR/night"),
        (C, "flight_budget", "max_amount", "400 EUR"),
    ),
    apart(
        "must_not_merge",
        "en-my-vs-wife-birthday",
        "My birthday is on June 1st",
        "My wife's birthday is on June 11th",
        (F, "user", "birthday", "June 1st"),
        (F, "wife", "birthday", "June 11th"),
    ),
    apart(
        "must_not_merge",
        "en-live-vs-work-city",
        "I live in Oakland",
        "I work at a startup in San Jose",
        (F, "user", "residence", "Oakland"),
        (F, "user", "workplace", "a startup in San Jose"),
    ),
    apart(
        "must_not_merge",
        "zh-cha-vs-naicha",
        "我喜欢喝茶",
        "我不喜欢喝奶茶",
        (P, "茶", STANCE, "like"),
        (P, "奶茶", STANCE, "dislike"),
    ),
    apart(
        "must_not_merge",
        "zh-la-vs-malatang",
        "我不吃辣",
        "我喜欢吃麻辣烫",
        (P, "辣", STANCE, "dislike"),
        (P, "麻辣烫", STANCE, "like"),
    ),
    apart(
        "must_not_merge",
        "zh-my-vs-mother-birthday",
        "我的生日是3月3日",
        "我妈妈的生日是3月30日",
        (F, "user", "birthday", "3月3日"),
        (F, "妈妈", "birthday", "3月30日"),
    ),
    apart(
        "must_not_merge",
        "zh-allergy-vs-like",
        "我对虾过敏",
        "我喜欢吃虾片",
        (C, "虾", "allergy", "allergic"),
        (P, "虾片", STANCE, "like"),
    ),
    apart(
        "must_not_merge",
        "zh-hotel-vs-food-budget",
        "我以后酒店预算一般不超过800元",
        "我以后餐饮预算一般不超过300元",
        (C, "hotel_budget", "max_amount", "800 元"),
        (C, "food_budget", "max_amount", "300 元"),
    ),
    apart(
        "must_not_merge",
        "en-rule-vs-like-other",
        "Never send me promotional texts",
        "I like getting order updates by text",
        (C, "promotional text", STANCE, "never"),
        (P, "order updates by text", STANCE, "like"),
    ),
)

CASES: tuple[Case, ...] = NUMBERS_AND_DATES + MIXED_LANGUAGE + MUST_NOT_MERGE
