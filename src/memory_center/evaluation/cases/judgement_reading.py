"""Memory judgement, reading: negation, several memories in one message, lasting vs one-time."""

from memory_center.evaluation.cases.judgement import (
    SESSION,
    STANCE,
    TASK,
    C,
    D,
    F,
    P,
    remembered,
    unchanged,
)
from memory_center.evaluation.model import Case

NEGATION = (
    remembered("negation", "en-dont-eat-pork", "I don't eat pork", (P, "pork", STANCE, "dislike")),
    remembered(
        "negation", "en-never-drink", "I never drink energy drinks", (P, "energy drink", STANCE, "dislike")
    ),
    remembered(
        "negation", "en-not-fan", "I'm not a big fan of horror movies", (P, "horror movie", STANCE, "dislike")
    ),
    remembered(
        "negation", "en-no-longer-eat", "I no longer eat red meat", (P, "red meat", STANCE, "dislike")
    ),
    remembered(
        "negation", "en-dont-really-like", "I don't really like loud bars", (P, "loud bar", STANCE, "dislike")
    ),
    remembered(
        "negation",
        "en-not-allergic",
        "I'm not allergic to penicillin",
        (C, "penicillin", "allergy", "not_allergic"),
    ),
    remembered(
        "negation",
        "en-rather-not",
        "I'd rather not take overnight trains",
        (P, "overnight train", STANCE, "dislike"),
    ),
    remembered("negation", "zh-bu-chi", "我不吃动物内脏", (P, "动物内脏", STANCE, "dislike")),
    remembered("negation", "zh-bu-tai-xihuan", "我不太喜欢人多的地方", (P, "人多地方", STANCE, "dislike")),
    remembered("negation", "zh-bu-zai", "我不再喝奶茶了", (P, "奶茶", STANCE, "dislike")),
    remembered("negation", "zh-bu-guomin", "我对青霉素不过敏", (C, "青霉素", "allergy", "not_allergic")),
    remembered("negation", "zh-cong-bu", "我从来不坐红眼航班", (P, "红眼航班", STANCE, "dislike")),
    remembered("negation", "zh-mei-xingqu", "我对足球没兴趣", (P, "足球", STANCE, "dislike")),
    remembered("negation", "zh-yiban-bu", "我一般不喝冰的饮料", (P, "冰饮料", STANCE, "dislike")),
    unchanged(
        "negation",
        "en-question-not-fact",
        ("I like tea.", "Do I still like tea?", "Don't I hate coffee?"),
        (P, "tea", STANCE, "like"),
    ),
    unchanged(
        "negation",
        "en-conditional",
        ("If I ever stop liking tea I'll tell you",),
    ),
    unchanged("negation", "zh-question", ("我喜欢喝茶", "我是不是不喜欢咖啡？"), (P, "茶", STANCE, "like")),
    unchanged("negation", "zh-conditional", ("如果我不吃辣了，我会告诉你",)),
)

MULTI_FACT = (
    remembered(
        "multi_fact",
        "en-veg-berlin",
        "I'm vegetarian and I live in Berlin.",
        (C, "user", "diet", "vegetarian"),
        (F, "user", "residence", "Berlin"),
    ),
    remembered(
        "multi_fact",
        "en-name-work",
        "My name is Priya and I work at Siemens",
        (F, "user", "name", "Priya"),
        (F, "user", "workplace", "Siemens"),
    ),
    remembered(
        "multi_fact",
        "en-like-hate",
        "I love hiking but I hate crowded beaches",
        (P, "hiking", STANCE, "like"),
        (P, "crowded beach", STANCE, "dislike"),
    ),
    remembered(
        "multi_fact",
        "en-two-sentences",
        "I'm allergic to shellfish. I prefer aisle seats.",
        (C, "shellfish", "allergy", "allergic"),
        (P, "aisle seat", STANCE, "like"),
    ),
    remembered(
        "multi_fact",
        "en-three",
        "I live in Oslo, I work at Equinor and I'm vegan",
        (F, "user", "residence", "Oslo"),
        (F, "user", "workplace", "Equinor"),
        (C, "user", "diet", "vegan"),
    ),
    remembered(
        "multi_fact",
        "en-birthday-and-like",
        "My birthday is on July 4th, and I love fireworks",
        (F, "user", "birthday", "July 4th"),
        (P, "firework", STANCE, "like"),
    ),
    remembered(
        "multi_fact",
        "en-rule-and-channel",
        "Never call me, email only",
        (C, "phone call", STANCE, "never"),
        (C, "user", "contact_channel", "email"),
    ),
    remembered(
        "multi_fact",
        "zh-veg-berlin",
        "我是素食者，住在柏林",
        (C, "user", "diet", "素食"),
        (F, "user", "residence", "柏林"),
    ),
    remembered(
        "multi_fact",
        "zh-name-city",
        "我叫陈静，住在南京",
        (F, "user", "name", "陈静"),
        (F, "user", "residence", "南京"),
    ),
    remembered(
        "multi_fact",
        "zh-like-dislike",
        "我喜欢爬山，但是讨厌排队",
        (P, "爬山", STANCE, "like"),
        (P, "排队", STANCE, "dislike"),
    ),
    remembered(
        "multi_fact",
        "zh-allergy-work",
        "我对花生过敏。我在腾讯工作。",
        (C, "花生", "allergy", "allergic"),
        (F, "user", "workplace", "腾讯"),
    ),
    remembered(
        "multi_fact",
        "zh-three",
        "我叫刘洋，在网易上班，平时喜欢打羽毛球",
        (F, "user", "name", "刘洋"),
        (F, "user", "workplace", "网易"),
        (P, "羽毛球", STANCE, "like"),
    ),
    remembered(
        "multi_fact",
        "zh-rule-and-like",
        "别给我打电话，我喜欢用微信联系",
        (C, "电话", STANCE, "never"),
        (P, "微信联系", STANCE, "like"),
    ),
    remembered(
        "multi_fact",
        "zh-birthday-diet",
        "我的生日是9月9日，我不吃牛肉",
        (F, "user", "birthday", "9月9日"),
        (P, "牛肉", STANCE, "dislike"),
    ),
    remembered(
        "multi_fact", "en-and-live", "I'm Tom's dad and I live in Kent", (F, "user", "residence", "Kent")
    ),
    remembered(
        "multi_fact",
        "zh-bingqie",
        "我住在西安并且在一家银行工作",
        (F, "user", "residence", "西安"),
        (F, "user", "workplace", "一家银行"),
    ),
    remembered(
        "multi_fact",
        "en-semicolon",
        "I'm based in Dublin; I'm not a fan of early meetings",
        (F, "user", "residence", "Dublin"),
        (P, "early meeting", STANCE, "dislike"),
    ),
)

LASTING_VS_ONE_TIME = (
    remembered(
        "lasting_vs_one_time",
        "en-usually-budget",
        "I usually keep my hotel budget under 200 euros a night.",
        (C, "hotel_budget", "max_amount", "200 EUR/night"),
        task="T1",
    ),
    remembered(
        "lasting_vs_one_time",
        "en-always-aisle",
        "I always ask for an aisle seat",
        (P, "aisle seat", STANCE, "like"),
        task="T1",
    ),
    remembered(
        "lasting_vs_one_time",
        "en-every-trip",
        "I take the train on every trip when it's under five hours",
        (P, "train", STANCE, "like"),
        task="T1",
    ),
    remembered(
        "lasting_vs_one_time",
        "en-in-general",
        "In general I prefer boutique hotels",
        (P, "boutique hotel", STANCE, "like"),
        task="T1",
    ),
    remembered(
        "lasting_vs_one_time",
        "en-typically-budget",
        "Typically my budget for flights is no more than 800 dollars",
        (C, "flight_budget", "max_amount", "800 USD"),
        task="T1",
    ),
    remembered(
        "lasting_vs_one_time",
        "en-this-time",
        "This time I'd prefer a hotel near the station",
        (P, "hotel near the station", STANCE, "like"),
        scope=TASK,
        task="T1",
    ),
    remembered(
        "lasting_vs_one_time",
        "en-tonight",
        "Tonight I prefer Thai food",
        (P, "thai food", STANCE, "like"),
        scope=SESSION,
    ),
    remembered(
        "lasting_vs_one_time",
        "en-anniversary",
        "Please remember our wedding anniversary is October 2nd",
        (F, "user", "anniversary", "October 2nd"),
        task="T1",
    ),
    remembered(
        "lasting_vs_one_time",
        "en-wife-birthday",
        "My wife's birthday is on 14 February",
        (F, "wife", "birthday", "14 February"),
        task="T1",
    ),
    remembered(
        "lasting_vs_one_time",
        "en-trip-budget",
        "For this trip the budget is 3000 dollars",
        (C, "budget", "max_amount", "3000 USD"),
        scope=TASK,
        task="T1",
    ),
    remembered(
        "lasting_vs_one_time", "zh-yiban", "我一般住经济型酒店", (P, "经济型酒店", STANCE, "like"), task="T1"
    ),
    remembered(
        "lasting_vs_one_time", "zh-pingshi", "我平时喜欢喝绿茶", (P, "绿茶", STANCE, "like"), task="T1"
    ),
    remembered(
        "lasting_vs_one_time",
        "zh-tongchang-budget",
        "我通常机票预算不超过两千块",
        (C, "flight_budget", "max_amount", "2000 元"),
        task="T1",
    ),
    remembered(
        "lasting_vs_one_time",
        "zh-birthday",
        "请记住我的生日是5月1日。",
        (F, "user", "birthday", "5月1日"),
        task="T1",
    ),
    remembered(
        "lasting_vs_one_time",
        "zh-anniversary",
        "我们的结婚纪念日是10月8号",
        (F, "user", "anniversary", "10月8号"),
        task="T1",
    ),
    remembered(
        "lasting_vs_one_time",
        "zh-zhe-ci",
        "这次我想住海边的酒店",
        (P, "海边酒店", STANCE, "like"),
        scope=TASK,
        task="T1",
    ),
    remembered(
        "lasting_vs_one_time", "zh-jintian", "今天想吃点清淡的", (P, "清淡", STANCE, "like"), scope=SESSION
    ),
    remembered(
        "lasting_vs_one_time",
        "zh-zongshi",
        "我总是选靠过道的座位",
        (P, "靠过道座位", STANCE, "like"),
        task="T1",
    ),
    remembered(
        "lasting_vs_one_time",
        "zh-decision-once",
        "就订下午三点那班高铁吧",
        (D, "train", "choice", "下午三点那班高铁"),
        scope=TASK,
        task="T1",
    ),
)

CASES: tuple[Case, ...] = NEGATION + MULTI_FACT + LASTING_VS_ONE_TIME
