"""Memory judgement, probe 5 (false memories and temporary states): 56 short conversations of one
user, 28 English and 28 colloquial Chinese, written and committed before any change of this round
(docs/evaluation.md, "Probe 5 and probe 6"); all 56 run in make test (the two retractions said in
a later message of their own since writepath.retract). Each case names the user's whole ACTIVE memory at the
end: what the user asserted about themselves, and nothing they did not — a question, a hypothetical,
someone else's preference, reported speech, a joke, a plan called off, a negated intention, a
retracted statement. A temporary state ("I'm in Paris this week", 这周在上海出差) never replaces a
lasting one: a trip is no residence (nothing is stored), and a stance held for a bounded time is the
session's (it ends with the session), next to the lasting memory it leaves alone."""

from typing import Final

from memory_center.evaluation.cases.judgement import SESSION, STANCE, C, F, P, leaves
from memory_center.evaluation.model import Case

LIKE, DISLIKE = "like", "dislike"
AGENT: Final = "assistant"

_EN = (
    # questions and hypotheticals
    leaves(
        "negation",
        "en-false-berlin-question",
        ("I live in Hamburg.", "Should I move to Berlin?"),
        (F, "user", "residence", "Hamburg"),
    ),
    leaves(
        "negation",
        "en-false-if-vegan",
        ("I love cheese.", "If I were vegan I'd miss cheese the most."),
        (P, "cheese", STANCE, LIKE),
    ),
    leaves(
        "negation",
        "en-false-thinking-lisbon",
        ("I live in Porto.", "I'm thinking about moving to Lisbon."),
        (F, "user", "residence", "Porto"),
    ),
    leaves(
        "should_not_remember", "en-false-lets-say", ("Let's say I moved to Oslo. How much would rent be?",)
    ),
    leaves(
        "should_not_remember", "en-false-wondering-veg", ("I've been wondering whether to go vegetarian.",)
    ),
    # other people's preferences and reported speech
    leaves("must_not_merge", "en-false-boss-meetings", ("My boss hates meetings.",)),
    leaves("must_not_merge", "en-false-tom-sushi", ("Tom said he loves sushi.",)),
    leaves("must_not_merge", "en-false-mum-says-fish", ("My mum says I should eat more fish.",)),
    leaves("must_not_merge", "en-false-wife-thinks", ("My wife thinks I'd love living in Lisbon.",)),
    leaves(
        "multi_fact",
        "en-false-sarah-cycling",
        ("Sarah loves hiking, I prefer cycling.",),
        (P, "cycling", STANCE, LIKE),
    ),
    # plans called off
    leaves(
        "change_of_mind",
        "en-false-vim-emacs",
        ("I was going to switch to Vim but I'm staying with Emacs.",),
        (P, "user", "editor", "Emacs"),  # a single-valued slot is one key (docs/extraction.md)
    ),
    leaves(
        "move_rename",
        "en-false-cardiff-off",
        ("I live in Bristol.", "We were planning to move to Cardiff, but that's off now."),
        (F, "user", "residence", "Bristol"),
    ),
    leaves(
        "move_rename",
        "en-false-almost-quit",
        ("I work at Shell.", "I almost quit last month, but I'm staying at Shell."),
        (F, "user", "workplace", "Shell"),
    ),
    leaves(
        "move_rename",
        "en-false-tesla-changed-mind",
        ("I drive a Volvo.", "I was going to sell the Volvo and buy a Tesla, but I changed my mind."),
        (F, "user", "car", "Volvo"),
    ),
    # jokes and sarcasm
    leaves(
        "should_not_remember",
        "en-false-sarcasm-tarmac",
        ("Oh sure, I just love sitting on the tarmac for three hours.",),
    ),
    leaves(
        "should_not_remember",
        "en-false-kidding-majesty",
        ("My name is Chris.", "From now on call me Your Majesty. Just kidding!"),
        (F, "user", "name", "Chris"),
    ),
    leaves("should_not_remember", "en-false-said-no-one", ("I love Monday mornings, said no one ever.",)),
    # negated intentions
    leaves(
        "negation",
        "en-false-not-planning-london",
        ("I live in Leeds.", "I'm not planning to move to London."),
        (F, "user", "residence", "Leeds"),
    ),
    leaves("negation", "en-false-no-intention-vegan", ("I have no intention of going vegan.",)),
    # temporary states never replace a lasting one
    leaves(
        "lasting_vs_one_time",
        "en-false-paris-week",
        ("I live in London.", "I'm in Paris this week for a conference."),
        (F, "user", "residence", "London"),
    ),
    leaves(
        "lasting_vs_one_time",
        "en-false-chicago-weeks",
        ("I live in Denver.", "I'm staying in Chicago for a couple of weeks."),
        (F, "user", "residence", "Denver"),
    ),
    leaves(
        "lasting_vs_one_time",
        "en-false-coffee-this-week",
        ("I love coffee.", "I'm not drinking coffee this week."),
        (P, "coffee", STANCE, LIKE),
        (P, "coffee", STANCE, DISLIKE, SESSION),
    ),
    leaves(
        "lasting_vs_one_time",
        "en-false-off-sugar",
        ("This month I'm off sugar.",),
        (P, "sugar", STANCE, DISLIKE, SESSION),
    ),
    # several memories, one of them hypothetical or a question
    leaves(
        "multi_fact",
        "en-false-peanuts-skydiving",
        ("I'm allergic to peanuts, and if I were braver I'd try skydiving.",),
        (C, "peanut", "allergy", "allergic"),
    ),
    leaves(
        "multi_fact",
        "en-false-jazz-opera",
        ("I love jazz, do you think I'd like opera?",),
        (P, "jazz", STANCE, LIKE),
    ),
    # corrections of the agent, and retractions
    leaves(
        "correction",
        "en-false-agent-aisle",
        (
            "I prefer aisle seats.",
            (AGENT, "Got it, I'll book you a window seat."),
            "No, I said aisle, not window.",
        ),
        (P, "aisle seat", STANCE, LIKE),
    ),
    leaves(
        "correction",
        "en-false-scratch-that",
        ("I live in Leeds.", "I moved to York. Scratch that, forget I said it."),
        (F, "user", "residence", "Leeds"),
    ),
)

_ZH = (
    # questions and hypotheticals
    leaves(
        "negation",
        "zh-false-beijing-what-if",
        ("我住在天津。", "要是我搬去北京呢？"),
        (F, "user", "residence", "天津"),
    ),
    leaves(
        "negation",
        "zh-false-should-change-job",
        ("我在腾讯上班。", "我是不是该换个工作了？"),
        (F, "user", "workplace", "腾讯"),
    ),
    leaves("should_not_remember", "zh-false-if-vegetarian", ("假如我吃素的话，能瘦多少？",)),
    leaves(
        "negation",
        "zh-false-considering-chengdu",
        ("我住在西安。", "我在考虑搬到成都。"),
        (F, "user", "residence", "西安"),
    ),
    leaves(
        "negation",
        "zh-false-if-rich-starbucks",
        ("我喜欢喝奶茶。", "要是我有钱了，我就天天喝星巴克。"),
        (P, "奶茶", STANCE, LIKE),
    ),
    # other people's preferences and reported speech
    leaves("must_not_merge", "zh-false-mum-spicy", ("我妈说她不吃辣。",)),
    leaves("must_not_merge", "zh-false-xiaowang-hotpot", ("小王说他最喜欢吃火锅。",)),
    leaves("must_not_merge", "zh-false-husband-says", ("我老公说我应该少喝咖啡。",)),
    leaves(
        "multi_fact",
        "zh-false-colleagues-think",
        ("同事都以为我喜欢加班，其实我很讨厌加班。",),
        (P, "加班", STANCE, DISLIKE),
    ),
    leaves(
        "multi_fact",
        "zh-false-friend-swimming",
        ("我朋友喜欢爬山，我更喜欢游泳。",),
        (P, "游泳", STANCE, LIKE),
    ),
    # plans called off
    leaves(
        "change_of_mind",
        "zh-false-mac-windows",
        ("本来想换成Mac的，想了想还是继续用Windows吧。",),
        (P, "windows", STANCE, LIKE),
    ),
    leaves(
        "move_rename",
        "zh-false-shanghai-off",
        ("我住在苏州。", "本来下个月要搬去上海，现在不搬了。"),
        (F, "user", "residence", "苏州"),
    ),
    leaves(
        "move_rename",
        "zh-false-almost-quit",
        ("我在京东上班。", "差点就辞职了，最后还是没辞。"),
        (F, "user", "workplace", "京东"),
    ),
    leaves(
        "move_rename",
        "zh-false-toyota-kept",
        ("我现在开丰田。", "本来想把丰田卖了换特斯拉，后来没换。"),
        (F, "user", "car", "丰田"),
    ),
    # jokes and sarcasm
    leaves(
        "should_not_remember",
        "zh-false-joke-majesty",
        ("我叫李雷。", "以后叫我陛下吧，开个玩笑。"),
        (F, "user", "name", "李雷"),
    ),
    leaves("should_not_remember", "zh-false-sarcasm-overtime", ("我最喜欢周末加班了，才怪。",)),
    leaves(
        "should_not_remember",
        "zh-false-joke-mars",
        ("我住在成都。", "我下个月搬去火星，哈哈，开玩笑的。"),
        (F, "user", "residence", "成都"),
    ),
    # negated intentions
    leaves(
        "negation",
        "zh-false-no-plan-move",
        ("我住在重庆。", "我没打算搬去成都。"),
        (F, "user", "residence", "重庆"),
    ),
    leaves("negation", "zh-false-not-going-vegetarian", ("我不打算吃素。",)),
    # temporary states never replace a lasting one
    leaves(
        "lasting_vs_one_time",
        "zh-false-shanghai-trip",
        ("我住在北京。", "这周在上海出差。"),
        (F, "user", "residence", "北京"),
    ),
    leaves(
        "lasting_vs_one_time",
        "zh-false-sisters-place",
        ("我住在深圳。", "最近暂时住在我姐家。"),
        (F, "user", "residence", "深圳"),
    ),
    leaves(
        "lasting_vs_one_time",
        "zh-false-coffee-this-week",
        ("我每天都喝咖啡。", "这周先不喝咖啡了。"),
        (P, "咖啡", STANCE, LIKE),
        (P, "咖啡", STANCE, DISLIKE, SESSION),
    ),
    leaves(
        "lasting_vs_one_time",
        "zh-false-month-sugar",
        ("这个月我戒糖。",),
        (P, "糖", STANCE, DISLIKE, SESSION),
    ),
    # several memories, one of them hypothetical or a question
    leaves(
        "multi_fact",
        "zh-false-peanut-wish",
        ("我对花生过敏，要是能吃花生就好了。",),
        (C, "花生", "allergy", "allergic"),
    ),
    leaves("multi_fact", "zh-false-green-tea-you", ("我喜欢喝绿茶，你呢？",), (P, "绿茶", STANCE, LIKE)),
    # corrections of the agent, and retractions
    leaves(
        "correction",
        "zh-false-agent-aisle",
        ("我喜欢靠过道的座位。", (AGENT, "好的，给您选了靠窗的座位。"), "不是靠窗，我说的是靠过道。"),
        (P, "靠过道座位", STANCE, LIKE),
    ),
    leaves(
        "correction",
        "zh-false-said-wrong",
        ("我住在南京。", "我搬到武汉了。刚才说错了，当我没说。"),
        (F, "user", "residence", "南京"),
    ),
)

# A retraction in a later message of its own: the user asks to forget an earlier memory
# (writepath.retract invalidates it). Missed by probe 5's first run and after its fixes; read since.
_LATER_RETRACTIONS = (
    leaves(
        "should_forget",
        "en-false-forget-vegetarian",
        ("I'm vegetarian.", "Forget what I said about being vegetarian."),
    ),
    leaves("should_forget", "zh-false-forget-coriander", ("我不吃香菜。", "忘了我刚才说的香菜吧。")),
)

CASES: tuple[Case, ...] = _EN + _ZH + _LATER_RETRACTIONS
