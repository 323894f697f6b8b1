"""Standing rules, a third probe (docs/evaluation.md, "Standing rules, a third probe"): 40 rules said
in new everyday words, 20 English and 20 colloquial Chinese — a rule inside a request ("can you make
sure …"), a refusal ("I refuse to …", "it's a hard no on …"), a requirement about every booking
("make sure every hotel has …", 每次…都要), a rule after a topic (…就算了，以后都别推荐), a time said
before the action (开会别安排在周五) — each a USER CONSTRAINT with a clean thing that reaches another
session's context; and 8 look-alikes ("don't worry", 别客气) that stay out."""

from memory_center.evaluation.cases.judgement import standing_probe
from memory_center.evaluation.model import Case

NEVER, REQUIRED, ONLY = "never", "required", "only"

_RULES = (
    # English
    ("en-rule3-early-flight", "Please never put me on a flight that leaves before 7am.",
     "flight that leaves before 7am", NEVER, "find me a flight to Rome on Monday", "7am"),
    ("en-rule3-hostel", "Whatever you do, don't book me into a hostel.",
     "hostel", NEVER, "where should I stay in Berlin", "hostel"),
    ("en-rule3-stop-sushi", "I'd appreciate it if you stopped recommending sushi places.",
     "sushi place", NEVER, "dinner ideas for tonight", "sushi"),
    ("en-rule3-red-eye", "Going forward, no red-eye flights for me.",
     "red-eye flight", NEVER, "book my trip to New York", "red-eye"),
    ("en-rule3-non-smoking", "Can you make sure the room is always non-smoking?",
     "non-smoking room", REQUIRED, "book a hotel in Vienna", "non-smoking"),
    ("en-rule3-refuse-ryanair", "I refuse to fly with Ryanair, so leave them out.",
     "ryanair", NEVER, "cheap flights to Madrid", "Ryanair"),
    ("en-rule3-daily-summaries", "Stop sending me those daily summaries.",
     "daily summary", NEVER, "what's new on the project", "daily summaries"),
    ("en-rule3-window", "I never want window seats again.",
     "window seat", NEVER, "choose my seat for the flight to Oslo", "window"),
    ("en-rule3-gym", "Make sure every hotel you pick has a gym.",
     "gym", REQUIRED, "book a hotel in Denver", "gym"),
    ("en-rule3-spicy", "No more spicy food suggestions, please.",
     "spicy food suggestion", NEVER, "what should I cook this weekend", "spicy"),
    ("en-rule3-text", "Please don't text me after 9pm.",
     "text message", NEVER, "remind me about the dentist", "9pm"),
    ("en-rule3-business", "I only fly business class on long hauls.",
     "business class on long hauls", ONLY, "plan my trip to Sydney", "business class"),
    ("en-rule3-shared-bathroom", "I'm not OK with shared bathrooms, so skip those places.",
     "shared bathroom", NEVER, "find a guesthouse in Porto", "shared bathroom"),
    ("en-rule3-breakfast", "From here on out, skip the breakfast add-on for my bookings.",
     "breakfast add-on", NEVER, "book the hotel in Zurich", "breakfast"),
    ("en-rule3-refundable", "Please always book refundable fares.",
     "refundable fare", REQUIRED, "get me a train to Paris", "refundable"),
    ("en-rule3-cruise", "It's a hard no on cruises for me.",
     "cruise", NEVER, "holiday ideas for August", "cruise"),
    ("en-rule3-airbnb", "Don't bother suggesting Airbnbs.",
     "airbnb", NEVER, "somewhere to stay in Lisbon", "Airbnb"),
    ("en-rule3-hostel-dorm", "Dorm rooms are off the table, always.",
     "dorm room", NEVER, "cheap places to sleep in Prague", "Dorm"),
    ("en-rule3-aisle", "I need an aisle seat every single time.",
     "aisle seat", REQUIRED, "book my flight to Chicago", "aisle"),
    ("en-rule3-no-voicemail", "Never leave me voicemails.",
     "voicemail", NEVER, "the landlord wants to reach me", "voicemail"),
    # Chinese
    ("zh-rule3-early-flight", "以后别给我订早上七点前的航班。",
     "早上航班", NEVER, "帮我看看周一去西安的机票", "七点"),
    ("zh-rule3-sushi", "以后推荐餐厅的时候不要推荐寿司了。",
     "寿司", NEVER, "今晚吃什么好", "寿司"),
    ("zh-rule3-non-smoking", "每次订酒店都要无烟房。",
     "无烟房", REQUIRED, "帮我订一间苏州的酒店", "无烟房"),
    ("zh-rule3-summaries", "别再给我发那些每日总结了。",
     "每日总结", NEVER, "项目最近有什么进展", "每日总结"),
    ("zh-rule3-budget-airline", "我坚决不坐廉航。",
     "廉航", NEVER, "去曼谷最便宜的走法", "廉航"),
    ("zh-rule3-friday-meetings", "以后开会别安排在周五。",
     "周五开会", NEVER, "帮我约一下设计团队", "周五"),
    ("zh-rule3-aisle", "订机票的时候记得一定要靠过道的座位。",
     "靠过道座位", REQUIRED, "下周去广州的机票", "过道"),
    ("zh-rule3-lunch-calls", "不许在我午休的时候打电话。",
     "午休电话", NEVER, "房东想联系我", "午休"),
    ("zh-rule3-five-star", "我只住五星级酒店。",
     "五星级酒店", ONLY, "下个月去厦门住哪里", "五星级"),
    ("zh-rule3-breakfast", "以后不用再问我要不要早餐了，一律不要。",
     "早餐", NEVER, "帮我订杭州的酒店", "早餐"),
    ("zh-rule3-carpool", "以后叫车别叫拼车。",
     "拼车", NEVER, "明早去机场怎么走", "拼车"),
    ("zh-rule3-refundable", "请务必给我订可以退改的机票。",
     "可以退改机票", REQUIRED, "帮我订去成都的机票", "退改"),
    ("zh-rule3-scallion", "以后点外卖记得都不要放葱。",
     "葱", NEVER, "中午点个外卖", "葱"),
    ("zh-rule3-homestay", "民宿就算了，以后都别推荐。",
     "民宿", NEVER, "去大理住哪里好", "民宿"),
    ("zh-rule3-gym", "给我安排的酒店必须带健身房。",
     "健身房", REQUIRED, "下周去深圳出差住哪", "健身房"),
    ("zh-rule3-spicy-dishes", "以后不要再给我推荐辣的菜了。",
     "辣菜", NEVER, "周末聚餐点什么菜", "辣"),
    ("zh-rule3-weekend-work", "不要在周末给我安排工作。",
     "周末工作", NEVER, "下周的任务怎么排", "周末"),
    ("zh-rule3-cruise", "邮轮我是真的不行，永远别给我推荐。",
     "邮轮", NEVER, "暑假去哪玩", "邮轮"),
    ("zh-rule3-voicemail", "千万别给我留语音留言。",
     "语音留言", NEVER, "物业要通知我停水", "语音留言"),
    ("zh-rule3-dorm", "多人间我绝对不住。",
     "多人间", NEVER, "帮我找成都便宜的住处", "多人间"),
)  # fmt: skip

_LOOK_ALIKES = (
    ("en-rule3-not-worry", "Don't worry, I'll sort out the taxi myself."),
    ("en-rule3-no-rush", "No rush, take your time."),
    ("en-rule3-stop-laughing", "Stop, that's hilarious."),
    ("en-rule3-never-thought", "I never thought of it that way."),
    ("zh-rule3-welcome", "别客气，应该的。"),
    ("zh-rule3-no-thanks", "不用了，谢谢。"),
    ("zh-rule3-not-worry", "别担心，我自己来订。"),
    ("zh-rule3-dont-say", "千万别这么说，你已经帮了很多。"),
)

CASES: tuple[Case, ...] = standing_probe(_RULES, _LOOK_ALIKES)
