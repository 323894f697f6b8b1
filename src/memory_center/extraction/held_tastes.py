"""A new taste or habit said the way people talk, against the held one of its kind (pure, data):
docs/extraction.md, "Session 25: new tastes said as habits".

"I listen to a lot of jazz while I work" → "My work playlist has been nothing but ambient for the past
couple of months"; "My favourite genre to read is science fiction" → "I've gotten really into historical
fiction, sci-fi just doesn't grab me like it used to"; "I'm a tea person, can't stand coffee" → "I can't
start the day without a proper espresso". No turn word names the held thing and no word is shared: what
ties the two is the *kind* (music genres, reading genres, hot drinks, exercise). Three readings, each a
table of data:

- **Immersion** (``IMMERSED_EN``): a new liking or habit said by how much of the user's life it fills
  ("gotten really into", "has grown on me", "can't start the day without", "nothing but", "X in everything
  for me", "on repeat", "turned into a runner"); ``EXCLUSIVE_EN`` marks the forms that leave no room for
  another option of the kind ("nothing but", "in everything", "can't start the day without").
- **Fading** (``FADING_EN``): the held thing spoken of as no longer what it was ("doesn't grab me like it
  used to", "tastes harsh to me these days", "has lost its appeal"): a turn against it.
- **Kinds** (``TASTE_KINDS``): rows of options, each option a class of words (its names and the person
  who does it: "running|runner|10k"). A clause naming one option and a held memory naming another of the
  same row are of one kind (``other_kind``); a clause naming an option by another of its words is about
  the held thing itself (``same_kind``: "sci-fi" / "science fiction", "espresso" / "coffee", "runner" /
  "running").

``held_relation_en.relate`` reads them: a clause of immersion in an option of a held memory's kind
replaces the held memory, surely when said exclusively or when the message speaks of the held option as
fading, else unsurely (for review); a clause about the held option itself of the opposite polarity turns
it whatever the cosine. The gates stay the reader's (someone else, a question, a condition, one occasion,
an addition: "I love tea, and coffee too" replaces nothing).
"""

import functools
import re

from memory_center.extraction.held_routines import options_named, preferred
from memory_center.extraction.rules.text import compiled

TASTE_KINDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "hot drink",
        (
            r"coffees?|espressos?|lattes?|flat\s+whites?|americanos?|cappuccinos?|cold\s+brew|mochas?"
            r"|macchiatos?|cortados?|filter\s+coffee|grinder|咖啡|拿铁|美式|浓缩|澳白|冷萃|卡布奇诺|磨豆机",
            r"teas?|tea\s+person|green\s+tea|black\s+tea|matcha|chai|earl\s+grey|oolong|rooibos|茶|绿茶|红茶|乌龙|抹茶",
        ),
    ),
    (
        "music",
        (
            r"jazz|爵士",
            r"ambient|white\s+noise|白噪音|环境音",
            r"classical(?:\s+music)?|古典",
            r"lo-?fi(?:\s+hip[\s-]?hop|\s+beats)?|low-?fi",
            r"rock(?:\s+music)?|摇滚",
            r"country(?:\s+music)?|乡村",
            r"hip[\s-]?hop|rap|说唱",
            r"pop(?:\s+music)?|流行",
            r"k-?pop|韩流",
            r"metal|heavy\s+metal|金属",
            r"techno|house\s+music|edm|drum\s+and\s+bass|dnb|电子乐|电音",
            r"indie(?:\s+music)?|独立音乐",
            r"folk(?:\s+music)?|民谣",
            r"blues|r&b|soul\s+music",
            r"podcasts?|播客",
        ),
    ),
    (
        "listening",
        (
            r"music|songs|albums?|playlists?|spotify|听歌|音乐|歌单",
            r"podcasts?|audiobooks?|audible|播客|有声书",
        ),
    ),
    (
        "reading",
        (
            r"science\s+fiction|sci-?fi|科幻",
            r"fantasy(?:\s+novels?|\s+books?)?|奇幻|玄幻",
            r"historical\s+fiction|historical\s+novels?|history\s+books?|历史小说|历史书",
            r"true\s+crime",
            r"thrillers?|crime\s+novels?|mystery\s+novels?|mysteries|detective\s+novels?|推理|悬疑",
            r"romance(?:\s+novels?)?|言情",
            r"literary\s+fiction|classics|名著",
            r"non-?fiction|biograph(?:y|ies)|memoirs?|传记",
            r"poetry|诗",
            r"self-help",
            r"graphic\s+novels?|comics|manga|漫画",
        ),
    ),
    (
        "screen",
        (
            r"horror(?:\s+movies?|\s+films?)?|恐怖片",
            r"documentar(?:y|ies)|docs|纪录片",
            r"rom-?coms?|romantic\s+comedies",
            r"action\s+(?:movies?|films?)|动作片",
            r"sitcoms?|comedies",
            r"anime|动漫|日漫|番剧",
            r"reality\s+tv|reality\s+shows?|综艺",
            r"k-?dramas?|korean\s+dramas?|韩剧",
        ),
    ),
    (
        "exercise",
        (
            r"running|runs?|runner|jogging|jogs?|jogger|10ks?|5ks?|(?:half\s+)?marathons?|跑步|夜跑|晨跑",
            r"swimming|swims?|swimmer|laps|游泳",
            r"cycling|cyclist|bike\s+rides?|spin\s+class(?:es)?|骑行",
            r"yoga|yogi|瑜伽",
            r"weightlifting|weight\s+lifting|lifting|lifter|weights|strength\s+training|撸铁|举铁|力量训练",
            r"climbing|bouldering|climber|攀岩",
            r"pilates|普拉提",
            r"hiking|hikes?|hiker|爬山|徒步",
            r"rowing|rower",
            r"boxing|boxer|拳击",
            r"dancing|dancer|跳舞",
        ),
    ),
    (
        "pet",
        (
            r"cats?|cat\s+person|kittens?|kitty|猫派|猫咪|喵星人",
            r"dogs?|dog\s+person|pupp(?:y|ies)|golden\s+retrievers?|corgis?|狗派|狗狗|柯基|汪星人",
        ),
    ),
    (
        "season",
        (r"spring|春天|春季", r"summer|夏天|夏季", r"autumn|秋天|秋季", r"winter|冬天|冬季"),
    ),
    (
        "fruit",
        (
            r"watermelons?|西瓜",
            r"lychees?|荔枝",
            r"mangos?|mangoes|芒果",
            r"strawberr(?:y|ies)|草莓",
            r"durians?|榴莲",
            r"grapes?|葡萄",
            r"peach(?:es)?|桃子",
            r"cherr(?:y|ies)|樱桃|车厘子",
        ),
    ),
    (
        "phone",
        (
            r"iphones?|苹果手机|苹果的生态|苹果生态|apple\s+ecosystem",
            r"android|安卓|pixel|samsung|galaxy|xiaomi|huawei|oneplus|小米|华为|三星|红米|荣耀|oppo|vivo",
        ),
    ),
    (
        "eggs",
        (
            r"scrambled",
            r"poached",
            r"fried|sunny[\s-]side[\s-]up|over[\s-]easy",
            r"(?:soft|hard)[\s-]boiled|boiled",
            r"炒蛋|炒鸡蛋",
            r"荷包蛋|煎蛋",
            r"水煮蛋|溏心蛋",
        ),
    ),
    (
        "cuisine",
        (
            r"sichuan(?:\s+food)?|szechuan|川菜|湘菜|火锅",
            r"cantonese(?:\s+food)?|dim\s+sum|粤菜|早茶|广东菜",
            r"italian(?:\s+food)?|pasta|意大利菜|意餐",
            r"japanese(?:\s+food)?|sushi|ramen|日料|日本料理|寿司",
            r"thai(?:\s+food)?|泰国菜|泰餐",
            r"indian(?:\s+food)?|curr(?:y|ies)|印度菜",
            r"mexican(?:\s+food)?|tacos?|墨西哥菜",
            r"korean(?:\s+food)?|韩料|韩国料理|韩餐",
            r"french(?:\s+food)?|法餐|西餐",
        ),
    ),
    (
        "computer",
        (
            r"macs?|macbooks?|macos|imacs?|苹果电脑",
            r"windows(?:\s+pcs?)?|windows\s+laptops?",
            r"linux|ubuntu|fedora|arch\s+linux",
        ),
    ),
    (
        "gaming",
        (
            r"pc\s+gam(?:er|ers|ing)|(?:gaming|gamer)\s+pcs?|steam|端游|电脑游戏",
            r"consoles?(?:\s+gam(?:ing|er|ers))?|ps[45]|playstation|xbox|nintendo|switch\s+games|主机|手柄",
            r"mobile\s+games?|phone\s+games?|手游",
        ),
    ),
    (
        "meals",
        (
            r"cook(?:ing)?\s+at\s+home|home[\s-]cooked|cook\s+(?:my\s+own|for\s+myself)|在家做饭|自己做饭|下厨|做饭",
            r"takeaways?|takeouts?|food\s+delivery|deliveroo|uber\s+eats|外卖|下馆子",
        ),
    ),
    (
        "films",
        (
            r"cinemas?|movie\s+theaters?|the\s+movies|电影院|影院|影城",
            r"streaming|netflix|projector|在家看|投影|看片",
        ),
    ),
    ("steak", (r"well[\s-]done", r"medium[\s-]rare", r"medium[\s-]well", r"rare")),
    (
        "cooking fat",
        (r"butter|黄油", r"olive\s+oil|橄榄油", r"ghee", r"coconut\s+oil|椰子油", r"lard|猪油"),
    ),
)
"""Kinds of taste and habit, each a row of options (a class of English and Chinese words per option): a
user keeps one favourite of a kind at a time when it is said as immersion (data; add rows here)."""

CONVERTED_EN = (
    r"(?:a|an)\s+(?:\w+\s+){0,2}converts?\b|converted\s+to|(?:suits?|works?)\s+(?:for\s+)?me\s+(?:\w+\s+)?better"
    r"|(?:now|these\s+days)\s+i'?m\s+(?:\w+\s+){0,2}(?:a|an)\s+\w+\s+(?:person|fan)"
    r"|i'?m\s+(?:now\s+)?(?:\w+\s+)?(?:a|an)\s+\w+\s+(?:person|fan)\s+(?:now|these\s+days)"
    r"|(?:gone|went|going)\s+(?:(?:really|so|all|properly)\s+)?(?:deep|all[\s-]in)\s+(?:into|on)"
)
"""A conversion: the user now of the other side ("a total convert", "suits me way better", "now I'm firmly
a cat person", "gone deep into sci-fi"): immersion said as a change of side."""
IMMERSED_EN = compiled(
    r"\b(?:(?:gotten|got|getting|been\s+getting|been)\s+(?:(?:really|so|very|totally|properly|well|quite"
    r"|super|massively|seriously|big\s+time)\s+)*into|(?:has|have|had|really)\s+(?:\w+\s+)?grown\s+on\s+me"
    r"|grew\s+on\s+me|hooked\s+on|obsessed\s+with|can't\s+(?:start|get\s+through|face)\s+(?:the|my)\s+"
    r"(?:day|morning|week)s?\s+without|can't\s+do\s+without|can't\s+live\s+without|nothing\s+but"
    r"|in\s+everything\s+for\s+me|(?:all|only)\s+i\s+(?:listen\s+to|read|watch|drink|eat|play)\b"
    r"|on\s+repeat|every\s+time\s+since|been\s+doing|hits?\s+different|(?:are|is)\s+the\s+best|on\s+an?\s+(?:\w+\s+){1,2}kick|all\s+the\s+way\s+for\s+me|it'?s\s+[\w\s-]{1,30}?\s+all\s+the\s+way|(?:turned|turning)\s+into\s+an?"
    r"\s+\w+|become\s+an?\s+\w+(?:er|ist|ie|ian)\b|(?:is|are)\s+my\s+new\s+(?:go-to|thing|obsession)"
    rf"|{CONVERTED_EN})"
)
"""A new liking or habit said by how much of the user's days it fills."""
EXCLUSIVE_EN = compiled(
    r"\b(?:nothing\s+but|in\s+everything|can't\s+(?:start|get\s+through|face)\s+(?:the|my)\s+(?:day|morning"
    r"|week)s?\s+without|(?:all|only)\s+i\s+\w+|on\s+repeat|every\s+time\s+since|all\s+the\s+way|turned\s+into|become\s+an?)\b"
    rf"|{CONVERTED_EN}"
)
"""Immersion that leaves no room for another option of the kind: the held one is replaced surely."""
FADING_EN = compiled(
    r"\b(?:(?:doesn't|does\s+not|don't|do\s+not|no\s+longer)\s+(?:\w+\s+){1,4}?(?:like|the\s+way|as\s+much"
    r"\s+as)\s+(?:it|they|she|he)\s+used\s+to|not\s+as\s+\w+\s+as\s+(?:it|they)\s+used\s+to"
    r"|(?:tastes?|sounds?|feels?|smells?|seems?)\s+(?:just\s+|so\s+|really\s+|a\s+bit\s+|kind\s+of\s+)?"
    r"(?!(?:great|good|amazing|better|fine|nice|lovely|perfect|right|delicious|brilliant|ok|okay)\b)[a-z-]+"
    r"\s+to\s+me\s+(?:now|these\s+days|nowadays|lately|anymore|any\s+more)"
    r"|(?:has|have)\s+lost\s+(?:its|their)\s+(?:appeal|charm|shine|magic|pull))"
)
"""The held thing spoken of as no longer what it was to the user: a turn against it."""


IMMERSED_ZH = (
    r"迷上|入坑|离不开|只[听看喝吃读玩刷]|全是|泡在|成了[\u4e00-\u9fff]{1,4}(?:爱好者|迷|控|党)"
    r"|单曲循环|真香|最爱|回不去了|才是(?:最好|王道|yyds|YYDS|永远的神)|连着[\u4e00-\u9fff]{1,6}(?:都在|都是|都)"
    r"|不来[杯碗口份个][\u4e00-\u9fff]{1,4}就没法|就没法开工"
    r"|更(?:爱|喜欢|偏爱|习惯)|反而(?:更|爱|喜欢)|(?:变成|成了|转成|改成)[\u4e00-\u9fff]{1,3}(?:派|党|粉)"
    r"|开始(?:喝|吃|听|看|用|玩|跑|练)"
)
"""The Chinese forms of immersion (迷上, 只听白噪音了, 成了跑步爱好者, 不来杯浓缩就没法开工)."""
HOLDS_NEGATION_ZH = r"不来[杯碗口份个][\u4e00-\u9fff]{1,4}就没法|就没法开工"
"""Forms of immersion that hold a negation: set aside before the turn lexicon reads the clause."""
FADING_ZH = r"没以前那么|没有以前那么|不如以前|不像以前那[么样]"
"""The held thing spoken of as less than it was (科幻没以前那么吸引我了): against it."""
_IMMERSED_ZH = re.compile(IMMERSED_ZH)
_GIVEN_UP_ZH = re.compile(rf"{FADING_ZH}|落灰|吃灰|不碰了|没碰过|再也不")
"""A Chinese clause that speaks of its thing as given up or fading (纸书落灰了): against it."""


@functools.cache
def _options() -> tuple[tuple[str, int, re.Pattern[str]], ...]:
    return tuple(
        (name, at, compiled(rf"(?<![a-z-])(?:{words})(?![a-z])"))
        for name, options in TASTE_KINDS
        for at, words in enumerate(options)
    )


def kinds_named(text: str) -> dict[str, set[int]]:
    """The kinds a text names options of: {kind: {option index}}. An option said inside a longer one's
    words is not named ("hip hop" in "lo-fi hip hop": one option, lo-fi)."""
    spans: list[tuple[int, int, str, int]] = []
    for name, at, pattern in _options():
        spans += [(match.start(), match.end(), name, at) for match in pattern.finditer(text)]
    found: dict[str, set[int]] = {}
    for start, end, name, at in spans:
        if not any(s <= start and end <= e and (e - s) > (end - start) for s, e, *_ in spans):
            found.setdefault(name, set()).add(at)
    return found


def option_words(text: str) -> bool:
    """The text is one option of a kind in its own words, nothing more ("console gaming", not "coffee
    shop")."""
    return any(pattern.fullmatch(text.strip()) is not None for _, _, pattern in _options())


def _pairs(clause: str, held: str) -> list[tuple[int, int]]:
    """For each kind (or routine of ``held_routines``) both name one option of only, (the clause's option,
    the held one)."""
    said, kept = (
        {**kinds_named(preferred(clause)), **options_named(preferred(clause))},
        {**kinds_named(held), **options_named(held)},
    )
    return [
        (next(iter(options)), next(iter(kept[name])))
        for name, options in said.items()
        if len(options) == 1 and len(kept.get(name, ())) == 1
    ]


def other_kind(clause: str, held: str) -> bool:
    """The clause names one option of a kind and the held statement another ("ambient" / "jazz")."""
    return any(said != kept for said, kept in _pairs(clause, held))


def same_kind(clause: str, held: str) -> bool:
    """The clause and the held statement name the same option of a kind, each only that one ("sci-fi" /
    "science fiction", "espresso" / "coffee")."""
    return any(said == kept for said, kept in _pairs(clause, held))


DOINGS_ZH: tuple[tuple[str, str], ...] = (
    ("listen", r"听|单曲循环|歌单"),
    ("drink", r"喝"),
    ("eat", r"吃"),
    ("use", r"用|回购"),
    ("order", r"点"),
    ("buy", r"买|在[\u4e00-\u9fffA-Za-z]{1,6}买"),
    ("watch", r"追剧|刷|看"),
)
"""What a Chinese habit does, one class of verbs each: a habit said as one option only (只听周杰伦, 只用兰蔻)
holds the slot of its doing, and immersion in another thing by the same doing (单曲循环的全是陈奕迅,
回购的都是雅诗兰黛) takes its place (data; add rows here)."""
_ONLY_ZH = r"只|都|全|基本|一般"
"""A held habit said as the one option of its doing (只听, 都用, 基本都点, 一般在…买)."""


@functools.cache
def _doings_zh() -> tuple[tuple[re.Pattern[str], re.Pattern[str]], ...]:
    return tuple(
        (re.compile(rf"(?:{_ONLY_ZH})[\u4e00-\u9fff]{{0,2}}?(?:{verbs})"), re.compile(verbs))
        for _, verbs in DOINGS_ZH
    )


def same_doing_zh(clause: str, held: str) -> bool:
    """A held habit said as the only option of its doing (我护肤只用兰蔻) and a clause of immersion by the
    same doing (最近连着三个月回购的都是雅诗兰黛): the clause takes the held one's place."""
    return immersed_zh(clause) and any(
        only.search(held) is not None and verbs.search(clause) is not None for only, verbs in _doings_zh()
    )


def immersed(clause: str) -> bool:
    """A clause that says a liking or habit by immersion (``IMMERSED_EN``)."""
    return IMMERSED_EN.search(clause) is not None


def immersed_zh(clause: str) -> bool:
    """A Chinese clause that says a liking or habit by immersion (``IMMERSED_ZH``)."""
    return _IMMERSED_ZH.search(clause) is not None


def given_up_zh(clause: str) -> bool:
    """A Chinese clause that gives its thing up or speaks of it as fading (``_GIVEN_UP_ZH``)."""
    return _GIVEN_UP_ZH.search(clause) is not None


def exclusive(clause: str) -> bool:
    """Immersion that leaves no room for another option (``EXCLUSIVE_EN``)."""
    return EXCLUSIVE_EN.search(clause) is not None


def fading(clause: str) -> bool:
    """A clause that speaks of its thing as fading for the user (``FADING_EN``)."""
    return FADING_EN.search(clause) is not None
