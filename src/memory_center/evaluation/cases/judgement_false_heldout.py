"""Memory judgement, probe 6 (false memories and temporary states, held out): 24 conversations, 12
English and 12 Chinese, written after the changes made for ``judgement_false`` and run once before
anything was changed for them (docs/evaluation.md, "Probe 5 and probe 6"). Each case names the
user's whole ACTIVE memory at the end of the conversation."""

from memory_center.evaluation.cases.judgement import SESSION, STANCE, F, P, leaves
from memory_center.evaluation.model import Case

LIKE, DISLIKE = "like", "dislike"

_EN = (
    leaves(
        "negation",
        "en-held6-would-i-like",
        ("I like rock music.", "Would I like K-pop, do you reckon?"),
        (P, "rock music", STANCE, LIKE),
    ),
    leaves(
        "negation",
        "en-held6-if-i-had-a-car",
        ("If I had a car I'd drive to work.",),
    ),
    leaves(  # the dad's memory, never the user's liking (rules/free_text: a close person's statement)
        "must_not_merge",
        "en-held6-dad-golf",
        ("My dad's obsessed with golf.",),
        (F, "father", "said:my dad's obsessed with golf", "My dad's obsessed with golf"),
    ),
    leaves("must_not_merge", "en-held6-anna-told-me", ("Anna told me she can't stand cats.",)),
    leaves(
        "move_rename",
        "en-held6-madrid-fell-through",
        ("I live in Seville.", "I was meant to move to Madrid in May, but it fell through."),
        (F, "user", "residence", "Seville"),
    ),
    leaves(
        "should_not_remember",
        "en-held6-kidding-astronaut",
        ("I'm a teacher.", "I'm an astronaut now. Only kidding."),
        (F, "user", "job", "teacher"),
    ),
    leaves(
        "should_not_remember",
        "en-held6-oh-great-traffic",
        ("Oh great, I just adore sitting in traffic.",),
    ),
    leaves(
        "lasting_vs_one_time",
        "en-held6-rome-this-week",
        ("I live in Milan.", "This week I'm working from Rome."),
        (F, "user", "residence", "Milan"),
    ),
    leaves(
        "lasting_vs_one_time",
        "en-held6-no-alcohol-month",
        ("I'm not drinking alcohol this month.",),
        (P, "alcohol", STANCE, DISLIKE, SESSION),
    ),
    leaves(
        "move_rename",
        "en-held6-moved-today",
        ("I live in Leeds.", "I moved to Sheffield today."),
        (F, "user", "residence", "Sheffield"),
    ),
    leaves(
        "multi_fact",
        "en-held6-tea-what-about-you",
        ("I'm a big fan of green tea, what about you?",),
        (P, "green tea", STANCE, LIKE),
    ),
    leaves(
        "correction",
        "en-held6-take-it-back",
        ("I hate olives.", "I love olives now. Actually, I take that back."),
        (P, "olive", STANCE, DISLIKE),
    ),
)

_ZH = (
    leaves(
        "negation",
        "zh-held6-wanjia-question",
        ("我在阿里上班。", "去字节会不会更好？"),
        (F, "user", "workplace", "阿里"),
    ),
    leaves("should_not_remember", "zh-held6-jiaru-xiamen", ("假如我住在厦门，每天都能看海。",)),
    leaves("must_not_merge", "zh-held6-laopo-said", ("我老婆说她最讨厌榴莲。",)),
    leaves("must_not_merge", "zh-held6-tongshi-like", ("我同事特别爱喝美式。",)),
    leaves(
        "move_rename",
        "zh-held6-yuanben-dalian",
        ("我住在沈阳。", "原本打算搬去大连，后来算了。"),
        (F, "user", "residence", "沈阳"),
    ),
    leaves(
        "should_not_remember",
        "zh-held6-douni",
        ("我叫张伟。", "我其实叫秦始皇，逗你玩的。"),
        (F, "user", "name", "张伟"),
    ),
    leaves("should_not_remember", "zh-held6-caiguai", ("我超爱挤地铁的，才怪。",)),
    leaves(
        "lasting_vs_one_time",
        "zh-held6-zhe-jitian-qingdao",
        ("我住在济南。", "这几天在青岛开会。"),
        (F, "user", "residence", "济南"),
    ),
    leaves(
        "lasting_vs_one_time",
        "zh-held6-zanshi-no-milk-tea",
        ("我喜欢喝奶茶。", "最近减肥，暂时不喝奶茶了。"),
        (P, "奶茶", STANCE, LIKE),
        (P, "奶茶", STANCE, DISLIKE, SESSION),
    ),
    leaves(
        "move_rename",
        "zh-held6-zhezhou-ruzhi",
        ("我在百度上班。", "我这周入职腾讯了。"),
        (F, "user", "workplace", "腾讯"),
    ),
    leaves(
        "multi_fact",
        "zh-held6-hotpot-you",
        ("我特别喜欢吃火锅，你喜欢吗？",),
        (P, "火锅", STANCE, LIKE),
    ),
    leaves(
        "correction",
        "zh-held6-shoucui",
        ("我不喜欢吃香菜。", "我现在爱吃香菜了。哈哈，当我没说过。"),
        (P, "香菜", STANCE, DISLIKE),
    ),
)

CASES: tuple[Case, ...] = _EN + _ZH
