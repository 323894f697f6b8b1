"""Memory judgement on sentences nobody had used: a probe of short conversations written before looking
at what the rule extractor reads, in English and colloquial Chinese (docs/evaluation.md, "A probe of
unseen sentences"). Each case names the user's whole ACTIVE memory at the end of the conversation:
one fact per key, its value, type and scope; nothing stale and nothing of anyone else's."""

from memory_center.evaluation.cases.judgement import SESSION, STANCE, TASK, C, F, P, ends_with
from memory_center.evaluation.model import Case

LIKE, DISLIKE = "like", "dislike"

_CHANGE_OF_MIND = tuple(
    ends_with("change_of_mind", case_id, texts, (P, thing, STANCE, value))
    for case_id, texts, thing, value in (
        (
            "en-unseen-hiking",
            ("I'm really into hiking.", "To be honest I don't enjoy hiking anymore."),
            "hiking",
            DISLIKE,
        ),
        (
            "en-unseen-come-around",
            ("I can't stand spicy food.", "I've come around to spicy food, I enjoy it now."),
            "spicy food",
            LIKE,
        ),
        (
            "en-unseen-podcasts",
            ("I hate podcasts.", "These days I actually quite like podcasts."),
            "podcast",
            LIKE,
        ),
        (
            "en-unseen-gone-off",
            ("I love red wine.", "I've gone off red wine lately."),
            "red wine",
            DISLIKE,
        ),
        ("zh-unseen-seafood", ("我很喜欢吃海鲜。", "最近不太想吃海鲜了，吃腻了。"), "海鲜", DISLIKE),
        ("zh-unseen-coriander-pronoun", ("我不吃香菜。", "香菜我以前不吃，现在挺喜欢的。"), "香菜", LIKE),
        ("zh-unseen-hooked", ("我特别讨厌跑步。", "我现在迷上跑步了。"), "跑步", LIKE),
        ("zh-unseen-topic-first", ("我喜欢喝可乐。", "可乐我已经不喝了。"), "可乐", DISLIKE),
    )
)

_CHOICES = tuple(
    ends_with("change_of_mind", case_id, texts, (P, thing, STANCE, LIKE))
    for case_id, texts, thing in (
        (
            "en-unseen-rather-aisle",
            ("I prefer window seats.", "I'd rather have an aisle seat."),
            "aisle seat",
        ),
        (
            "en-unseen-better-aisle",
            ("I prefer window seats.", "Actually aisle seats are better for me."),
            "aisle seat",
        ),
        (
            "en-unseen-business",
            ("I usually fly economy.", "These days I prefer flying business class."),
            "business class",
        ),
        ("zh-unseen-still-aisle", ("我喜欢靠窗的座位。", "我还是喜欢靠过道的位子。"), "靠过道位子"),
        ("zh-unseen-business", ("我一般坐经济舱。", "我现在更喜欢坐商务舱。"), "商务舱"),
    )
)

_SLOTS = tuple(
    ends_with("move_rename", case_id, texts, (kind, "user", attribute, value))
    for case_id, texts, kind, attribute, value in (
        (
            "en-unseen-whatsapp",
            ("Email me if anything comes up.", "Please reach me on WhatsApp from now on."),
            P,
            "contact_channel",
            "whatsapp",
        ),
        ("zh-unseen-sms", ("有事给我打电话。", "以后有事发短信给我。"), P, "contact_channel", "sms"),
        (
            "en-unseen-language",
            ("Please talk to me in English.", "I'd prefer Spanish from now on."),
            P,
            "language",
            "Spanish",
        ),
        ("zh-unseen-language", ("跟我说中文就行。", "以后用英文跟我交流吧。"), P, "language", "英文"),
        (
            "en-unseen-moved-down",
            ("I live in Glasgow.", "We've just moved down to Brighton."),
            F,
            "residence",
            "Brighton",
        ),
        (
            "en-unseen-left-job",
            ("I work at Deloitte.", "I left Deloitte in June, I'm at KPMG now."),
            F,
            "workplace",
            "KPMG",
        ),
        (
            "en-unseen-call-rob",
            ("My name is Robert.", "You can call me Rob, everyone does."),
            F,
            "name",
            "Rob",
        ),
        (
            "en-unseen-career",
            ("I'm a software engineer.", "I switched careers and became a teacher."),
            F,
            "job",
            "teacher",
        ),
        ("zh-unseen-moved", ("我住在武汉。", "我们家年初搬去长沙了。"), F, "residence", "长沙"),
        (
            "zh-unseen-resigned",
            ("我在百度上班。", "我已经从百度离职了，现在在京东上班。"),
            F,
            "workplace",
            "京东",
        ),
        ("zh-unseen-call-me", ("我叫赵雪。", "叫我雪儿就好。"), F, "name", "雪儿"),
        ("zh-unseen-career", ("我是一名程序员。", "我转行做设计师了。"), F, "job", "设计师"),
        (
            "en-unseen-sold-car",
            ("I drive a Tesla.", "I sold my Tesla and bought a Volvo."),
            F,
            "car",
            "Volvo",
        ),
        (
            "en-unseen-traded-in",
            ("My car is a Honda Civic.", "I traded in the Civic for a Mazda."),
            F,
            "car",
            "Mazda",
        ),
        ("zh-unseen-sold-car", ("我开宝马。", "我把那辆宝马卖了，现在开特斯拉。"), F, "car", "特斯拉"),
        ("zh-unseen-new-car", ("我的车是丰田。", "我换了一辆比亚迪。"), F, "car", "比亚迪"),
    )
)

_CORRECTIONS = tuple(
    ends_with("correction", case_id, texts, (F, "user", attribute, value))
    for case_id, texts, attribute, value in (
        ("en-unseen-same-message", ("I live in Sydney, sorry, Melbourne.",), "residence", "Melbourne"),
        (
            "en-unseen-wait-no",
            ("My birthday is May 2nd.", "Wait, no, it's May 12th."),
            "birthday",
            "May 12th",
        ),
        (
            "en-unseen-not-x-i-meant",
            ("I work at Oracle.", "Not Oracle, I meant Salesforce."),
            "workplace",
            "Salesforce",
        ),
        ("zh-unseen-same-message", ("我住在天津，哦不，是在石家庄。",), "residence", "石家庄"),
        ("zh-unseen-typo", ("我叫刘芳。", "打错字了，是刘方。"), "name", "刘方"),
        ("zh-unseen-misremembered", ("我的生日是3月5日。", "记错了，应该是3月15日。"), "birthday", "3月15日"),
    )
)

_NEGATION = (
    ends_with(
        "negation", "en-unseen-no-alcohol", ("I don't drink alcohol.",), (P, "alcohol", STANCE, DISLIKE)
    ),
    ends_with(
        "negation", "en-unseen-not-keen", ("I'm not keen on cruises.",), (P, "cruise", STANCE, DISLIKE)
    ),
    ends_with("negation", "zh-unseen-no-alcohol", ("我不喝酒。",), (P, "酒", STANCE, DISLIKE)),
    ends_with(
        "negation",
        "zh-unseen-allergy-pair",
        ("我对猫毛过敏，但对狗毛不过敏。",),
        (C, "猫毛", "allergy", "allergic"),
        (C, "狗毛", "allergy", "not_allergic"),
    ),
)

_RULES = (
    ends_with(
        "standing_rules",
        "en-unseen-budget-airlines",
        ("Don't ever book me on budget airlines.",),
        (C, "budget airline", STANCE, "never"),
    ),
    ends_with(
        "standing_rules",
        "en-unseen-must-refundable",
        ("My tickets must always be refundable.",),
        (C, "refundable ticket", STANCE, "required"),
    ),
    ends_with(
        "standing_rules",
        "zh-unseen-no-stopover",
        ("以后别给我订转机的航班。",),
        (C, "转机航班", STANCE, "never"),
    ),
    ends_with(
        "standing_rules",
        "zh-unseen-must-nonsmoking",
        ("酒店必须是无烟房。",),
        (C, "无烟房", STANCE, "required"),
    ),
    ends_with("standing_rules", "zh-unseen-only-didi", ("打车只用滴滴。",), (C, "滴滴", STANCE, "only")),
)

_LASTING = (
    ends_with(
        "lasting_vs_one_time",
        "en-unseen-tonight",
        ("Just for tonight, I'd like something vegetarian.",),
        (P, "vegetarian", STANCE, LIKE),
        scope=SESSION,
    ),
    ends_with(
        "lasting_vs_one_time",
        "en-unseen-this-trip",
        ("For this trip I want a hotel with a pool.",),
        (P, "hotel with a pool", STANCE, LIKE),
        scope=TASK,
        task="T1",
    ),
    ends_with(
        "lasting_vs_one_time",
        "en-unseen-every-friday",
        ("I go swimming every Friday.",),
        (P, "swimming", STANCE, LIKE),
    ),
    ends_with(
        "lasting_vs_one_time",
        "zh-unseen-this-trip",
        ("这次出差想住离公司近一点的酒店。",),
        (P, "离公司近酒店", STANCE, LIKE),
        scope=TASK,
        task="T1",
    ),
    ends_with(
        "lasting_vs_one_time", "zh-unseen-every-week", ("我每周五都去游泳。",), (P, "游泳", STANCE, LIKE)
    ),
)

# A budget said without a lasting word is the session's (docs/design.md: budgets, limits and decisions
# are one-time unless said otherwise): the probe first expected USER for the last three.

_AMOUNTS = (
    ends_with(
        "numbers_and_dates",
        "en-unseen-hotel-pounds",
        ("I never pay more than 120 pounds a night for a hotel.",),
        (C, "hotel_budget", "max_amount", "120 GBP/night"),
    ),
    ends_with(
        "numbers_and_dates",
        "en-unseen-budget-raised",
        ("My hotel budget is 200 dollars a night.", "I can go up to 250 dollars a night now."),
        (C, "hotel_budget", "max_amount", "250 USD/night"),
        scope=SESSION,
    ),
    ends_with(
        "numbers_and_dates",
        "zh-unseen-hotel-max",
        ("住酒店一晚最多八百块。",),
        (C, "hotel_budget", "max_amount", "800 元/晚"),
        scope=SESSION,
    ),
    ends_with(
        "numbers_and_dates",
        "zh-unseen-flight-cap",
        ("机票别超过三千五。",),
        (C, "flight_budget", "max_amount", "3500 元"),
        scope=SESSION,
    ),
)

_LOOK_ALIKES = (
    ends_with(
        "must_not_merge",
        "en-unseen-sister-moved",
        ("I live in Leeds.", "My sister moved to Rome."),
        (F, "user", "residence", "Leeds"),
    ),
    ends_with(
        "must_not_merge",
        "en-unseen-what-if",
        ("I live in Leeds.", "What if I moved to Canada?"),
        (F, "user", "residence", "Leeds"),
    ),
    ends_with(
        "must_not_merge",
        "en-unseen-seat-question",
        ("I prefer window seats.", "Do you think I should switch to an aisle seat?"),
        (P, "window seat", STANCE, LIKE),
    ),
    ends_with(  # the husband's memory, never the user's liking (rules/free_text)
        "must_not_merge",
        "en-unseen-husband",
        ("My husband loves sushi.",),
        (F, "husband", "said:my husband loves sushi", "My husband loves sushi"),
    ),
    ends_with(
        "must_not_merge",
        "en-unseen-used-to",
        ("I live in Lyon.", "I used to live in Paris."),
        (F, "user", "residence", "Lyon"),
    ),
    ends_with(
        "must_not_merge",
        "zh-unseen-sister-moved",
        ("我住在深圳。", "我姐姐搬到广州了。"),
        (F, "user", "residence", "深圳"),
    ),
    ends_with(
        "must_not_merge",
        "zh-unseen-what-if",
        ("我住在深圳。", "要是我搬去上海的话，你觉得怎么样？"),
        (F, "user", "residence", "深圳"),
    ),
    ends_with(
        "must_not_merge",
        "zh-unseen-colleague",
        ("我在网易上班。", "我同事在阿里上班。"),
        (F, "user", "workplace", "网易"),
    ),
    ends_with("must_not_merge", "zh-unseen-question", ("你喜欢吃辣吗？",)),
    ends_with(
        "must_not_merge",
        "zh-unseen-used-to",
        ("我在网易上班。", "我以前在腾讯工作过。"),
        (F, "user", "workplace", "网易"),
    ),
)

CASES: tuple[Case, ...] = (
    *_CHANGE_OF_MIND,
    *_CHOICES,
    *_SLOTS,
    *_CORRECTIONS,
    *_NEGATION,
    *_RULES,
    *_LASTING,
    *_AMOUNTS,
    *_LOOK_ALIKES,
)
