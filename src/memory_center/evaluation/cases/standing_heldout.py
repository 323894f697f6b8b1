"""Standing rules, a held-out probe (docs/evaluation.md, "Standing rules, a third probe"): 24
conversations written after the changes made for ``standing_unseen.py`` and before running them —
new sentences of its classes (refusals, every-time requirements, rules across commas, kinds pointed
at, times said with the action), 10 English and 10 Chinese rules and 4 look-alikes."""

from memory_center.evaluation.cases.judgement import standing_probe
from memory_center.evaluation.model import Case

NEVER, REQUIRED = "never", "required"

_RULES = (
    ("en-rule4-refuse-bus", "I refuse to take overnight buses.",
     "overnight bus", NEVER, "how do I get from Munich to Vienna", "overnight bus"),
    ("en-rule4-hard-no-karaoke", "Karaoke bars are a hard no for me, remember that.",
     "karaoke bar", NEVER, "plan the team night out", "Karaoke"),
    ("en-rule4-dealbreaker", "Shared rooms are a dealbreaker.",
     "shared room", NEVER, "find a hostel in Amsterdam", "Shared rooms"),
    ("en-rule4-not-ok-buffets", "I'm not okay with buffets.",
     "buffet", NEVER, "where should we eat on the cruise ship", "buffets"),
    ("en-rule4-every-time-quiet", "I want a quiet room every time, no exceptions.",
     "quiet room", REQUIRED, "book me a hotel in Seoul", "quiet room"),
    ("en-rule4-every-car", "Make sure every car you rent for me has automatic transmission.",
     "automatic transmission", REQUIRED, "rent a car in Sicily", "automatic"),
    ("en-rule4-always-direct", "Please make sure my flights are always direct.",
     "direct flight", REQUIRED, "get me to Toronto next week", "direct"),
    ("en-rule4-bother-upgrades", "Don't bother offering me seat upgrades.",
     "seat upgrade", NEVER, "check me in for the flight to Rome", "upgrade"),
    ("en-rule4-those-newsletters", "Quit sending me those newsletters.",
     "newsletter", NEVER, "anything new from the travel agency", "newsletters"),
    ("en-rule4-ask-insurance", "Don't ask me whether I want travel insurance, the answer is always no.",
     "travel insurance", NEVER, "book the flight to Cairo", "insurance"),
    ("zh-rule4-hostel-fronted", "青旅就算了，以后别给我订。",
     "青旅", NEVER, "去重庆住哪里", "青旅"),
    ("zh-rule4-durian-fronted", "榴莲我真受不了，千万别给我点。",
     "榴莲", NEVER, "下午茶点点什么", "榴莲"),
    ("zh-rule4-ask-ice", "不用再问我要不要加冰了，一律不加。",
     "冰", NEVER, "帮我点杯奶茶", "冰"),
    ("zh-rule4-every-flight-aisle", "每次订机票都要靠过道。",
     "靠过道", REQUIRED, "订下周去武汉的机票", "过道"),
    ("zh-rule4-every-car-seat", "每回叫车都要有儿童座椅。",
     "儿童座椅", REQUIRED, "明天去动物园怎么去", "儿童座椅"),
    ("zh-rule4-meeting-monday", "以后周会别安排在周一早上。",
     "周一早上周会", NEVER, "帮我排一下下周的日程", "周一"),
    ("zh-rule4-nap-messages", "别在我睡午觉的时候发消息。",
     "睡午觉消息", NEVER, "快递员要联系我", "午觉"),
    ("zh-rule4-those-ads", "不要再给我推这些广告了。",
     "广告", NEVER, "最近有什么新品", "广告"),
    ("zh-rule4-leave-voice", "别给我留语音，打字就行。",
     "语音", NEVER, "客户想跟我确认时间", "语音"),
    ("zh-rule4-bring-charger", "出差的酒店必须带停车场。",
     "停车场", REQUIRED, "下周去宁波出差住哪", "停车场"),
)  # fmt: skip

_LOOK_ALIKES = (
    ("en-rule4-never-said", "I never said that was a problem."),
    ("en-rule4-skip-today", "Let's skip dessert tonight."),
    ("zh-rule4-no-matter", "算了，不用问了。"),
    ("zh-rule4-dont-mind", "别介意，我随口说说。"),
)

CASES: tuple[Case, ...] = standing_probe(_RULES, _LOOK_ALIKES)
