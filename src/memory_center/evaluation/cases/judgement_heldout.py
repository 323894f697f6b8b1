"""Memory judgement, a held-out probe: 24 more conversations written after the rules were changed for
``judgement_unseen`` and before running them (docs/evaluation.md, "A probe of unseen sentences"), so
they measure how far the changes reach beyond the sentences they were made for. Each case names the
user's whole ACTIVE memory at the end of the conversation."""

from memory_center.evaluation.cases.judgement import STANCE, C, F, P, ends_with
from memory_center.evaluation.model import Case

LIKE, DISLIKE = "like", "dislike"
CASES: tuple[Case, ...] = (
    ends_with(
        "change_of_mind",
        "en-held-tea-again",
        ("I don't drink tea.", "Funny, I've started drinking tea again."),
        (P, "tea", STANCE, LIKE),
    ),
    ends_with(
        "change_of_mind",
        "en-held-sick-of",
        ("I love burgers.", "Honestly I'm sick of burgers now."),
        (P, "burger", STANCE, DISLIKE),
    ),
    ends_with(
        "change_of_mind",
        "en-held-middle-to-window",
        ("I'd rather sit in an aisle seat.", "On second thought, I prefer window seats."),
        (P, "window seat", STANCE, LIKE),
    ),
    ends_with(
        "change_of_mind",
        "en-held-first-class",
        ("I always fly business class.", "I prefer first class these days."),
        (P, "first class", STANCE, LIKE),
    ),
    ends_with(
        "move_rename",
        "en-held-relocating",
        ("I live in Boston.", "I relocated to Chicago last spring."),
        (F, "user", "residence", "Chicago"),
    ),
    ends_with(
        "move_rename",
        "en-held-new-employer",
        ("I work at IBM.", "I've joined Microsoft as a designer."),
        (F, "user", "workplace", "Microsoft"),
    ),
    ends_with(
        "move_rename",
        "en-held-car-bought",
        ("I drive a Ford.", "I just bought a Kia."),
        (F, "user", "car", "Kia"),
    ),
    ends_with(
        "move_rename",
        "en-held-language",
        ("Please reply in English.", "Could you speak French with me from now on?"),
        (P, "user", "language", "English"),
    ),
    ends_with(
        "correction",
        "en-held-meant-city",
        ("I'm based in Denver.", "Sorry, I meant Boulder."),
        (F, "user", "residence", "Boulder"),
    ),
    ends_with("negation", "en-held-not-fond", ("I'm not fond of museums.",), (P, "museum", STANCE, DISLIKE)),
    ends_with(
        "must_not_merge",
        "en-held-friend-car",
        ("I drive a Tesla.", "My friend just bought a Volvo."),
        (F, "user", "car", "Tesla"),
    ),
    ends_with(
        "must_not_merge",
        "en-held-maybe-move",
        ("I live in Oslo.", "I might move to Bergen next year."),
        (F, "user", "residence", "Oslo"),
    ),
    ends_with(
        "change_of_mind",
        "zh-held-milk-tea",
        ("我不喜欢喝奶茶。", "奶茶我现在挺爱喝的。"),
        (P, "奶茶", STANCE, LIKE),
    ),
    ends_with(
        "change_of_mind",
        "zh-held-fed-up",
        ("我很爱吃火锅。", "火锅我已经吃腻了。"),
        (P, "火锅", STANCE, DISLIKE),
    ),
    ends_with(
        "change_of_mind",
        "zh-held-window",
        ("我喜欢靠过道的座位。", "我更喜欢靠窗的位置。"),
        (P, "靠窗位置", STANCE, LIKE),
    ),
    ends_with(
        "change_of_mind",
        "zh-held-twin",
        ("我一般住大床房。", "我现在更喜欢双床房。"),
        (P, "双床房", STANCE, LIKE),
    ),
    ends_with(
        "move_rename",
        "zh-held-moved-back",
        ("我住在广州。", "我去年搬回老家长沙了。"),
        (F, "user", "residence", "老家长沙"),
    ),
    ends_with(
        "move_rename", "zh-held-car", ("我开的是大众。", "我最近买了一辆理想。"), (F, "user", "car", "理想")
    ),
    ends_with(
        "move_rename", "zh-held-job", ("我是会计。", "我现在改行当厨师了。"), (F, "user", "job", "厨师")
    ),
    ends_with(
        "correction",
        "zh-held-same-msg",
        ("我在腾讯工作，不对，是在网易。",),
        (F, "user", "workplace", "网易"),
    ),
    ends_with(
        "negation", "zh-held-not-allergic", ("我对海鲜不过敏。",), (C, "海鲜", "allergy", "not_allergic")
    ),
    ends_with(
        "standing_rules",
        "zh-held-never-call",
        ("以后千万别在晚上十点后给我打电话。",),
        (C, "晚上电话", STANCE, "never"),
    ),
    ends_with(
        "must_not_merge",
        "zh-held-dad-moved",
        ("我住在北京。", "我爸搬到上海了。"),
        (F, "user", "residence", "北京"),
        (F, "爸", "said:我爸搬到上海了", "我爸搬到上海了"),  # the dad's memory (rules/free_text)
    ),
    ends_with(
        "must_not_merge",
        "zh-held-hypothetical",
        ("我喜欢靠窗的座位。", "要是有靠过道的座位也行。"),
        (P, "靠窗座位", STANCE, LIKE),
    ),
)
