"""Memory judgement, probe 4 (stale truths, held out): 24 conversations, 12 English and 12 Chinese,
written after the changes made for ``judgement_stale`` and run once before anything was changed for
them (docs/evaluation.md, "Probe 3 and probe 4"). Each case names the user's whole ACTIVE memory at
the end of the conversation."""

from memory_center.evaluation.cases.judgement import STANCE, C, F, P, ends_with
from memory_center.evaluation.model import Case

DISLIKE, NEVER = "dislike", "never"
HOW, NAME = "how", "name"

_EN = (
    ends_with(
        "move_rename",
        "en-held4-with-for-years",
        ("I work at Amazon.", "I was with Amazon for six years, but these days I'm at Shopify."),
        (F, "user", "workplace", "Shopify"),
    ),
    ends_with(
        "move_rename",
        "en-held4-accountant-photographer",
        ("I used to be an accountant; now I'm a full-time photographer.",),
        (F, "user", "job", "full-time photographer"),
    ),
    ends_with(
        "move_rename",
        "en-held4-field",
        ("I'm a freelance designer.", "These days I work in finance."),
        (F, "user", "job", "finance"),
    ),
    ends_with(
        "should_remember", "en-held4-lemon", ("I have my tea with lemon.",), (P, "tea", HOW, "with lemon")
    ),
    ends_with(
        "change_of_mind",
        "en-held4-black-now",
        ("I drink my coffee with two sugars.", "I've stopped taking sugar, I have my coffee black now."),
        (P, "sugar", STANCE, DISLIKE),  # oldest first: the revision of coffee / how is the newer fact
        (P, "coffee", HOW, "black"),
    ),
    ends_with(
        "standing_rules",
        "en-held4-seriously-never",
        ("Seriously, never book me a middle seat.",),
        (C, "middle seat", STANCE, NEVER),
    ),
    ends_with(
        "standing_rules",
        "en-held4-whatever-happens",
        ("Whatever happens, never wake me before 7.",),
        (C, "wake-up call", STANCE, NEVER),
    ),
    ends_with("should_not_remember", "en-held4-forever-losing", ("I'm forever losing my phone.",)),
    ends_with("should_not_remember", "en-held4-seem-to-miss", ("I always seem to miss the last train.",)),
    ends_with(
        "move_rename",
        "en-held4-split-seeing",
        ("My partner's name is Sam.", "Sam and I split up, I'm seeing someone called Alex now."),
        (F, "partner", NAME, "Alex"),
    ),
    ends_with(
        "must_not_merge",
        "en-held4-two-sons",
        ("My son is called Noah.", "My youngest son is called Leo."),
        (F, "son", NAME, "Noah"),
        (F, "youngest son", NAME, "Leo"),
    ),
    ends_with("should_remember", "en-held4-cat", ("We've got a cat named Luna.",), (F, "cat", NAME, "Luna")),
)

_ZH = (
    ends_with(
        "move_rename",
        "zh-held4-huawei-xiaomi",
        ("我在华为上班。", "我原来在华为，现在在小米。"),
        (F, "user", "workplace", "小米"),
    ),
    ends_with(
        "move_rename",
        "zh-held4-then-moved",
        ("我以前住上海，后来搬到杭州了。",),
        (F, "user", "residence", "杭州"),
    ),
    ends_with(
        "move_rename", "zh-held4-journalist-pr", ("我原来是记者，现在干公关。",), (F, "user", "job", "公关")
    ),
    ends_with(
        "should_remember", "zh-held4-milk-tea", ("我点奶茶都是去冰少糖。",), (P, "奶茶", HOW, "去冰少糖")
    ),
    ends_with(
        "change_of_mind",
        "zh-held4-no-milk",
        ("我喝咖啡习惯加奶。", "最近喝咖啡改成不加奶了。"),
        (P, "咖啡", HOW, "不加奶"),
    ),
    ends_with(
        "standing_rules", "zh-held4-however-late", ("不管多晚都别给我打电话。",), (C, "电话", STANCE, NEVER)
    ),
    ends_with(
        "standing_rules",
        "zh-held4-twice-absolutely",
        ("绝对绝对不要给我推荐理财产品。",),
        (C, "理财产品", STANCE, NEVER),
    ),
    ends_with("should_not_remember", "zh-held4-losing-things", ("我老是丢东西。",)),
    ends_with("should_not_remember", "zh-held4-overtime", ("我经常加班到很晚。",)),
    ends_with(
        "move_rename",
        "zh-held4-broke-up",
        ("我对象叫小雨。", "我们已经分手了。"),
        (F, "partner", NAME, "none"),
    ),
    ends_with("should_remember", "zh-held4-son", ("我儿子叫乐乐，今年五岁。",), (F, "son", NAME, "乐乐")),
    ends_with("should_remember", "zh-held4-dog", ("我家狗狗叫豆豆。",), (F, "dog", NAME, "豆豆")),
)

CASES: tuple[Case, ...] = _EN + _ZH
