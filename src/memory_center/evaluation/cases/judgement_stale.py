"""Memory judgement, probe 3 (stale truths): 46 short conversations of one user, 23 English and 23
colloquial Chinese, written before any change of this round (docs/evaluation.md, "Probe 3"). They
cover a past state told against the present ("I used to be a teacher but now …", 以前…现在…), how the
user takes something ("I take my coffee with oat milk", 我喝咖啡都加燕麦奶), standing rules said with
an intensifier ("never, ever", "absolutely never", 无论如何都别, 说什么也别), habits that are
complaints about oneself and no liking (我每次都迟到, "I'm always forgetting my keys"), the names of the
user's partner, children and pets and their updates ("we got divorced", 我们分手了), and other places
where a truth goes stale (diets, tools, homes, jobs, negated stances). Each case names the user's
whole ACTIVE memory at the end: nothing stale, nothing of anyone else's."""

from memory_center.evaluation.cases.judgement import STANCE, C, F, P, ends_with
from memory_center.evaluation.model import Case

LIKE, DISLIKE, NEVER = "like", "dislike", "never"
HOW = "how"  # how the user takes a food or drink: "coffee / how = with oat milk"
NAME = "name"

_EN = (
    # a past state against the present: the present is stored and replaces the past
    ends_with(
        "move_rename",
        "en-stale-teacher-marketing",
        ("I used to be a teacher but now I work in marketing.",),
        (F, "user", "job", "marketing"),
    ),
    ends_with(
        "move_rename",
        "en-stale-teacher-nurse",
        ("I'm a teacher.", "I used to be a teacher, but now I'm a nurse."),
        (F, "user", "job", "nurse"),
    ),
    ends_with(
        "move_rename",
        "en-stale-until-last-year",
        ("I work at Google.", "I was at Google until last year, now I'm with Spotify."),
        (F, "user", "workplace", "Spotify"),
    ),
    ends_with(
        "move_rename",
        "en-stale-used-to-live",
        ("I live in Leeds.", "I used to live in Leeds but now I live in York."),
        (F, "user", "residence", "York"),
    ),
    ends_with(
        "move_rename",
        "en-stale-used-to-drive",
        ("I drive a BMW.", "I used to drive a BMW, these days I drive a Mini."),
        (F, "user", "car", "Mini"),
    ),
    ends_with("should_not_remember", "en-stale-past-only", ("I used to be a chef.",)),
    # how the user takes something
    ends_with(
        "should_remember",
        "en-stale-oat-milk",
        ("I take my coffee with oat milk.",),
        (P, "coffee", HOW, "with oat milk"),
    ),
    ends_with(
        "change_of_mind",
        "en-stale-coffee-black",
        ("I take my coffee with oat milk.", "These days I have my coffee black."),
        (P, "coffee", HOW, "black"),
    ),
    ends_with(
        "should_remember",
        "en-stale-steak",
        ("I like my steak medium rare.",),
        (P, "steak", HOW, "medium rare"),
    ),
    # standing rules with an intensifier
    ends_with(
        "standing_rules",
        "en-stale-never-ever",
        ("Never, ever schedule anything for me before 10.",),
        (C, "scheduling before 10", STANCE, NEVER),
    ),
    ends_with(
        "standing_rules",
        "en-stale-absolutely-never",
        ("Absolutely never book me on a red-eye.",),
        (C, "red-eye", STANCE, NEVER),
    ),
    ends_with(
        "standing_rules",
        "en-stale-no-circumstances",
        ("Under no circumstances should you call me at work.",),
        (C, "phone call", STANCE, NEVER),
    ),
    # complaints about oneself are no liking
    ends_with("should_not_remember", "en-stale-end-up-late", ("I always end up late.",)),
    ends_with("should_not_remember", "en-stale-forgetting-keys", ("I'm always forgetting my keys.",)),
    ends_with("should_not_remember", "en-stale-forget-umbrella", ("I always forget my umbrella.",)),
    # the user's close people
    ends_with(
        "should_remember", "en-stale-wife-name", ("My wife's name is Maria.",), (F, "partner", NAME, "Maria")
    ),
    ends_with(
        "move_rename",
        "en-stale-new-partner",
        ("My wife's name is Maria.", "We got divorced last year, and my new partner is called Tom."),
        (F, "partner", NAME, "Tom"),
    ),
    ends_with(
        "move_rename",
        "en-stale-divorced",
        ("My husband is called Dan.", "We got divorced in the spring."),
        (F, "partner", NAME, "none"),
    ),
    ends_with(
        "should_remember", "en-stale-dog", ("Our dog is called Biscuit.",), (F, "dog", NAME, "Biscuit")
    ),
    ends_with("must_not_merge", "en-stale-friends-wife", ("My friend's wife is called Anna.",)),
    ends_with("must_not_merge", "en-stale-ex-wife", ("My ex-wife's name is Claire.",)),
    # other stale truths: a diet, a tool
    ends_with(
        "change_of_mind",
        "en-stale-not-vegetarian",
        ("I'm vegetarian.", "I'm not vegetarian anymore."),
        (F, "user", "diet", "none"),
    ),
    ends_with(
        "change_of_mind",
        "en-stale-switched-from",
        ("I use Notion every day.", "I switched from Notion to Obsidian."),
        (P, "notion", STANCE, DISLIKE),
        (P, "user", "notes_app", "Obsidian"),  # the slot's one key (docs/extraction.md)
    ),
)

_ZH = (
    ends_with(
        "move_rename", "zh-stale-teacher-sales", ("我以前是老师，现在做销售。",), (F, "user", "job", "销售")
    ),
    ends_with(
        "move_rename",
        "zh-stale-programmer-pm",
        ("我是程序员。", "我以前是程序员，现在当产品经理了。"),
        (F, "user", "job", "产品经理"),
    ),
    ends_with(
        "move_rename",
        "zh-stale-chengdu-chongqing",
        ("我住在成都。", "以前住成都，现在住重庆了。"),
        (F, "user", "residence", "重庆"),
    ),
    ends_with(
        "move_rename",
        "zh-stale-ali-tencent",
        ("我在阿里工作。", "我之前在阿里，去年跳槽到腾讯了。"),
        (F, "user", "workplace", "腾讯"),
    ),
    ends_with("should_not_remember", "zh-stale-past-only", ("我以前在银行上班。",)),
    ends_with(
        "should_remember", "zh-stale-oat-milk", ("我喝咖啡都加燕麦奶。",), (P, "咖啡", HOW, "加燕麦奶")
    ),
    ends_with(
        "change_of_mind",
        "zh-stale-no-sugar",
        ("我喝咖啡一般加糖。", "我现在喝咖啡不加糖了。"),
        (P, "咖啡", HOW, "不加糖"),
    ),
    ends_with("should_remember", "zh-stale-lemon-tea", ("我喝茶喜欢加柠檬。",), (P, "茶", HOW, "加柠檬")),
    ends_with(
        "standing_rules",
        "zh-stale-no-matter-what",
        ("无论如何都别在周末给我打电话。",),
        (C, "周末电话", STANCE, NEVER),
    ),
    ends_with(
        "standing_rules",
        "zh-stale-insurance",
        ("不管怎样都不要给我推荐保险。",),
        (C, "保险", STANCE, NEVER),
    ),
    ends_with(
        "standing_rules",
        "zh-stale-red-eye",
        ("说什么也别给我订红眼航班。",),
        (C, "红眼航班", STANCE, NEVER),
    ),
    ends_with(
        "standing_rules",
        "zh-stale-any-case-sms",
        ("任何情况下都不要给我发短信。",),
        (C, "短信", STANCE, NEVER),
    ),
    ends_with("should_not_remember", "zh-stale-always-late", ("我每次都迟到。",)),
    ends_with("should_not_remember", "zh-stale-forget-keys", ("我老是忘带钥匙。",)),
    ends_with("should_not_remember", "zh-stale-insomnia", ("我经常失眠。",)),
    ends_with("should_remember", "zh-stale-wife-name", ("我老婆叫玛丽。",), (F, "partner", NAME, "玛丽")),
    ends_with("should_remember", "zh-stale-daughter", ("我女儿叫朵朵。",), (F, "daughter", NAME, "朵朵")),
    ends_with(
        "move_rename",
        "zh-stale-new-boyfriend",
        ("我男朋友叫阿杰。", "我们分手了，现在的男朋友叫小林。"),
        (F, "partner", NAME, "小林"),
    ),
    ends_with(
        "move_rename",
        "zh-stale-divorced",
        ("我老公叫大伟。", "我们已经离婚了。"),
        (F, "partner", NAME, "none"),
    ),
    ends_with("should_remember", "zh-stale-cat", ("我家猫叫咪咪。",), (F, "cat", NAME, "咪咪")),
    ends_with("must_not_merge", "zh-stale-colleagues-wife", ("我同事的老婆叫小红。",)),
    ends_with(
        "change_of_mind",
        "zh-stale-no-longer-vegetarian",
        ("我吃素。", "我现在不吃素了。"),
        (F, "user", "diet", "none"),
    ),
    ends_with(
        "change_of_mind",
        "zh-stale-switched-tool",
        ("我一直用印象笔记。", "我已经不用印象笔记了，改用Notion了。"),
        (P, "印象笔记", STANCE, DISLIKE),
        (P, "user", "notes_app", "Notion"),  # the slot's one key (docs/extraction.md)
    ),
)

CASES: tuple[Case, ...] = _EN + _ZH
