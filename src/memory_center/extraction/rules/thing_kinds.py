"""The kinds a Chinese speaker's held things belong to, as data, and the kind words a held thing is
named by (pure).

A turn of taste or habit is often said of the thing's kind, not of the thing:
最近戒糖了 after 我特别爱喝奶茶, 含咖啡因的都不碰了 after 我每天一杯美式,
碳酸饮料喝不下了 after 我最爱喝可乐, 短视频我卸载了 after 我睡前刷抖音.
No word of the held memory is said, so the anchors (``rules.anchors``) do not name it;
the kind does. Each row below is a kind — the words it is said by, and the things that are
of it (a held thing names a member when the member is inside its words: 冰美式 is a 美式).
``rules.flips`` names a held liking or habit by its kind words after its own words, and only
a real turn (not a bare negation) of the kind ends it (docs/extraction.md, "Turns of taste
and endings of held things").

The relation is data, one row per kind; a thing may be of several kinds (可乐: sweet, caffeine,
fizzy). The embedder does not tell a thing from its kind (docs/evaluation.md, "Meaning against held
memories"), so it is not used for this.
"""

import functools
import re
from collections.abc import Sequence

from memory_center.extraction.rules.anchors import names, stem
from memory_center.extraction.rules.text import is_chinese

KINDS_ZH: tuple[tuple[str, str], ...] = (
    # (the words a kind is said by, the things of that kind)
    (
        "甜的|甜食|甜品|甜点|糖|控糖|戒糖|太甜|甜饮",
        "奶茶|蛋糕|甜品|甜点|甜食|巧克力|冰淇淋|雪糕|可乐|雪碧|果汁|马卡龙|糖果|奶油|布丁|月饼|汤圆|蜂蜜|奶昔|冰激凌"
        "|甜甜圈|糕点|芝士蛋糕|提拉米苏",
    ),
    ("咖啡因", "咖啡|美式|拿铁|卡布奇诺|浓缩|摩卡|茶|可乐|红牛|能量饮料"),
    ("咖啡", "美式|拿铁|卡布奇诺|浓缩|摩卡|手冲|星巴克|瑞幸"),
    ("茶", "绿茶|红茶|乌龙|普洱|龙井|铁观音|花茶|白茶|岩茶|毛尖|碧螺春"),
    ("酒|酒精", "啤酒|红酒|白酒|黄酒|米酒|洋酒|威士忌|鸡尾酒|清酒|葡萄酒|香槟|伏特加|精酿|喝一杯|小酌"),
    (
        "辣|麻辣",
        "火锅|麻辣烫|小龙虾|辣条|川菜|湘菜|串串|冒菜|螺蛳粉|酸辣粉|辣子鸡|水煮鱼|麻辣香锅|烤鱼|剁椒|辣椒",
    ),
    ("油炸|炸的|油腻|太油", "炸鸡|薯条|炸串|油条|天妇罗|炸猪排|汉堡|鸡排"),
    ("碳酸饮料|汽水|碳酸", "可乐|雪碧|芬达|汽水|苏打水"),
    ("冰的|冷饮|生冷", "冰淇淋|雪糕|冰美式|冰可乐|冰啤酒|刺身|冰激凌"),
    ("短视频|刷视频", "抖音|快手|视频号|TikTok|B站"),
    ("手游|游戏|打游戏", "王者荣耀|和平精英|原神|吃鸡|英雄联盟|LOL|开黑|崩坏|消消乐|农药|Switch|steam|Steam"),
    ("海鲜|海产", "生蚝|小龙虾|螃蟹|大闸蟹|虾|扇贝|三文鱼|刺身|鱿鱼|海胆|贝类|蛤蜊"),
    ("零食|垃圾食品", "辣条|薯片|饼干|瓜子|方便面|泡面|炸鸡|薯条|糖果|巧克力|膨化"),
    ("烧烤|撸串|烤串", "羊肉串|烤串|烤肉|串串|烤鱼|烤生蚝"),
    ("肉|荤", "牛排|羊肉|猪肉|牛肉|鸡肉|红烧肉|排骨|肥肠|烤肉|羊肉串|涮肉"),
    ("奶制品|乳制品|乳糖", "牛奶|酸奶|奶酪|芝士|拿铁|奶茶|奶昔"),
    ("恐怖|吓人|惊悚", "恐怖片|鬼片|惊悚片|恐怖小说|密室|鬼屋"),
    ("熬夜|晚睡|夜猫子|夜生活", "夜猫子|熬夜|晚睡|凌晨|通宵|半夜|夜宵"),
    ("综艺|真人秀", "脱口秀|选秀|恋综|真人秀"),
    ("剧|电视剧|追剧", "韩剧|美剧|日剧|英剧|泰剧|国产剧|宫斗剧|偶像剧|古装剧"),
)
MEMBERS_ZH: tuple[tuple[str, str], ...] = (
    # kinds whose members a liking names, beside ``KINDS_ZH`` (a turn said of these words ends nothing)
    (
        "运动|锻炼|健身",
        "攀岩|跑步|夜跑|晨跑|游泳|瑜伽|普拉提|骑行|爬山|徒步|羽毛球|篮球|足球|网球|乒乓球|滑雪|拳击|撸铁|举铁|飞盘|练",
    ),
    ("茶", "绿茶|红茶|乌龙|普洱|龙井|铁观音|花茶|白茶|岩茶|毛尖|碧螺春"),
    ("酒|酒精", "啤酒|红酒|白酒|黄酒|米酒|洋酒|威士忌|鸡尾酒|清酒|葡萄酒|香槟|伏特加|精酿|小酌"),
    ("咖啡", "美式|拿铁|卡布奇诺|浓缩|摩卡|手冲"),
)
"""Kinds a held dislike is said of (我不喜欢运动) and the things a liking of which turns it (攀岩). Not a
flavour: a liking of 麻辣烫 or 酸汤鱼 says nothing of 辣 or 酸 (我不吃辣 may order it mild)."""
"""Kinds of things people like or keep doing, each with the words it is said by and its members."""

KINDS_EN: tuple[tuple[str, str], ...] = (
    # (single words a kind is said by, the things of that kind: a word or words, any case)
    (
        "caffeine|caffeinated|decaf",
        "coffee|espresso|latte|cappuccino|americano|macchiato|mocha|flat white|cold brew|frappuccino|tea"
        "|matcha|chai|cola|coke|red bull|energy drink",
    ),
    ("coffee", "espresso|latte|cappuccino|americano|macchiato|mocha|flat white|cold brew|frappuccino"),
    (
        "sugar|sugary|sweets|dessert|desserts|candy",
        "cake|cookie|chocolate|ice cream|candy|sweets|dessert|donut|doughnut|pastry|pastries|soda|cola"
        "|coke|milkshake|brownie|sugar|frappuccino|bubble tea|boba|dairy milk",
    ),
    (
        "alcohol|booze|drinking|alcoholic|sober|teetotal",
        "wine|beer|whisky|whiskey|gin|vodka|rum|tequila|cocktail|cider|prosecco|champagne|ale|lager|ipa"
        "|sake|margarita|pint|bourbon|scotch|negroni|martini",
    ),
    (
        "meat|vegetarian|vegan|pescatarian",
        "steak|beef|pork|bacon|chicken|lamb|burger|sausage|ham|salami|ribs|brisket|barbecue|bbq|meatball"
        "|turkey|veal|venison|chorizo|pepperoni",
    ),
    (
        "dairy|lactose",
        "milk|cheese|yogurt|yoghurt|butter|cream|ice cream|latte|cappuccino|milkshake|mac and cheese",
    ),
    ("gluten|carbs|wheat", "bread|pasta|pizza|bagel|croissant|toast|sourdough|noodles|cereal|beer"),
    (
        "spicy|spice|chilli|chili|heat|hot food",
        "curry|vindaloo|hot sauce|sriracha|jalapeno|jalapeño|szechuan|sichuan|buffalo wings|salsa|kimchi"
        "|hot wings|madras|jalfrezi",
    ),
    ("fried|greasy|junk", "fries|chips|fried chicken|donut|nuggets|takeaway|takeout|mcdonald's|kfc"),
    (
        "screens|screen|scrolling|socials",
        "instagram|tiktok|twitter|facebook|reddit|youtube|snapchat|doomscrolling|social media",
    ),
    (
        "gaming|games|videogames|gamer|console|consoles|controller",
        "video games|xbox|playstation|ps5|nintendo|fortnite|minecraft|league of legends|steam|call of duty"
        "|zelda|elden ring|fifa",
    ),
    (
        "horror|scary|gory|gore|slasher|slashers|splatter",
        "horror|slasher|thriller|true crime|true-crime|ghost stories|haunted",
    ),
    (
        "cardio|exercise|workouts|running|jogging",
        "run|runs|running|jogging|jog|marathon|5k|10k|spin|spinning|hiit|crossfit|cycling|rowing|zumba",
    ),
    (
        "seafood|fish|shellfish|raw",
        "sushi|sashimi|oyster|shrimp|prawn|lobster|crab|salmon|tuna|mussel|scallop|poke",
    ),
    ("podcasts|podcast", "podcast|audiobook"),
    ("nightlife|partying|clubbing", "club|clubbing|rave|party|parties|pub crawl|late nights"),
)
"""The English kinds: a held thing is of a kind when a member's words are among its own (by stem:
"lattes" is a latte); the kind words are matched by stem like the memory's own anchors."""


def _rows() -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    return tuple((tuple(words.split("|")), tuple(members.split("|"))) for words, members in KINDS_ZH)


def _rows_en() -> tuple[tuple[frozenset[str], tuple[tuple[str, ...], ...]], ...]:
    return tuple(
        (
            frozenset(stem(word) for word in words.split("|")),
            tuple(tuple(stem(part) for part in _WORD_EN.findall(member)) for member in members.split("|")),
        )
        for words, members in KINDS_EN
    )


_WORD_EN = re.compile(r"[a-z0-9][a-z0-9'&-]*")
_ROWS = _rows()
_MEMBER_ROWS = tuple((tuple(words.split("|")), tuple(members.split("|"))) for words, members in MEMBERS_ZH)
_ROWS_EN = _rows_en()


@functools.lru_cache(maxsize=4096)
def kind_words(said: str) -> frozenset[str]:
    """The words of the kinds a held Chinese thing is of (奶茶 → 甜的, 糖, 控糖 …; 可乐 → also 咖啡因,
    碳酸饮料; 啤酒 → 酒, 酒精)."""
    if not is_chinese(said):
        return _kind_words_en(said)
    found: set[str] = set()
    for words, members in _ROWS:
        if any(member in said for member in members):
            found.update(words)
    return frozenset(found)


def kind_named_at(parts: Sequence[str], said: str) -> int:
    """The first clause that names a kind the held thing is of (碳酸饮料我现在喝不下了 for 可乐), or -1."""
    kinds = kind_words(said)
    return next((index for index, clause in enumerate(parts) if kinds and names(clause, kinds)), -1)


def members_of(said: str) -> frozenset[str]:
    """The things of the kind a held Chinese thing names (攀岩, 游泳 … of 运动; 铁观音 of 茶): a liking of
    one turns a held dislike of the whole kind (``rules.flips``)."""
    return _members(said) - {said} if is_chinese(said) else frozenset()


def of_kind(thing: str, said: str) -> bool:
    """Whether a Chinese thing is a member of the kind a held thing names (酸汤鱼 of 酸, 攀岩 of 运动)."""
    return is_chinese(said) and any(member in thing for member in _members(said) - {said})


@functools.lru_cache(maxsize=1024)
def _members(said: str) -> frozenset[str]:
    return frozenset(
        member for words, row in _MEMBER_ROWS if any(word in said for word in words) for member in row
    )


def _kind_words_en(said: str) -> frozenset[str]:
    """The stems of the kinds a held English thing is of ("I live on lattes" → caffein, coffe …)."""
    words = tuple(stem(word) for word in _WORD_EN.findall(said.casefold()))
    found: set[str] = set()
    for kinds, members in _ROWS_EN:
        if any(_has(words, member) for member in members):
            found.update(kinds)
    own = set(words)
    return frozenset(found - own)  # a kind the memory says itself is its own anchor already


def _has(words: tuple[str, ...], member: tuple[str, ...]) -> bool:
    size = len(member)
    return any(words[start : start + size] == member for start in range(len(words) - size + 1))
