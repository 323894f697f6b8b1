"""Preferences: PREFERENCE "<thing> / preference = like|dislike"; favourites "<kind> / favourite = <x>".

A change of mind lands on the key of the first statement with the opposite value: "I love tea", "tea
is my favourite", "I'm a big fan of tea" → tea / like; "I don't like tea anymore", "I no longer drink
tea", "I stopped drinking tea", "not a fan of tea these days", "I've gone off tea" → tea / dislike;
我喜欢吃辣 → 辣 / like; 我现在不吃辣了, 我不再吃辣, 我已经戒辣了 → 辣 / dislike; 我改喝茶了 → 茶 / like.
Habits (我一般/习惯/总是, I always/usually/never) are preferences for or against what the user does.
"""

import re
from dataclasses import replace

import memory_center.extraction.rules.turn_words as tw
import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType
from memory_center.extraction.rules.amounts import is_amount_only
from memory_center.extraction.rules.gone import read_gone
from memory_center.extraction.rules.liking_frames import BECAME_MY, liked_thing, without_discourse
from memory_center.extraction.rules.model import DISLIKE, LIKE, STANCE, Reading
from memory_center.extraction.rules.one_off import describes
from memory_center.extraction.rules.protected import read_protected
from memory_center.extraction.rules.text import (
    ZH_ADV,
    ZH_PARTICLE_SUFFIX,
    alternatives,
    compiled,
    en_thing,
    english,
    is_chinese,
    is_deictic,
    is_demonstrative,
    listed,
    thing,
    trim,
    zh_thing,
)

_ZH_SELF = r"(?:[^他她它你您我们]{0,10}?我)?"
_ZH_DISLIKE_VERBS = "讨厌|反感|厌恶|受不了|不爱吃|不爱喝|不爱|戒掉了|戒掉|戒了|戒"
_ZH_PREFERENCE = re.compile(
    rf"^{_ZH_SELF}(?P<adv>{ZH_ADV}*+)(?P<verb>{_ZH_DISLIKE_VERBS}|喜欢|喜爱|偏好|偏爱|倾向于|倾向|钟爱|热爱|爱上了|爱上"
    r"|爱吃|爱喝|迷上了|迷上|爱)(?P<obj>.+)$"
)
_ZH_DIET = re.compile(
    rf"^[^他她它你您我们]{{0,10}}?我(?P<adv>{ZH_ADV}*+)(?P<verb>不?(?:吃|喝|碰|要|坐|住|用|抽|开|骑|玩|穿|戴|养)|忌口)(?P<obj>.+)$"
)
_ZH_SWITCH = re.compile(
    rf"^{_ZH_SELF}(?P<adv>{ZH_ADV}*+)(?:改成了?|换成了?|改为|(?:改|换)(?=喝|吃|坐|用|住|订|选|听|穿|买|骑))(?P<obj>.+)$"
)
_ZH_INTEREST = re.compile(
    rf"^{_ZH_SELF}(?:{ZH_ADV})*+对(?P<obj>.+?)(?P<adv>{ZH_ADV}*+)(?P<neg>不|没|没有|没什么)?(?:感兴趣|有兴趣|兴趣)"
)
_ZH_FAVOURITE_OF = re.compile(r"^(?P<obj>.+?)(?:是|就是)我的?最爱(?:的(?P<kind>.+))?$")
_FAVOURITES = (
    re.compile(r"^我?最?(?:喜欢|爱)的(?P<what>.+?)(?:是|就是)(?P<value>.+)$"),
    compiled(r"^my\s+(?:all-time\s+)?(?:favou?rite|preferred)\s+(?P<what>.+?)\s+is\s+(?P<value>.+)$"),
    compiled(rf"^(?P<value>.+?)\s+{BECAME_MY}(?:favou?rite|preferred)\s+(?P<what>.+)$"),
)
_ZH_FAN = re.compile(
    r"^我(?:也|一直|就)?是(?:个|一个|一名|名|重度|资深|铁杆|忠实|超级|骨灰级|狂热|老)*+"
    r"(?P<obj>[\u4e00-\u9fffA-Za-z0-9]{2,8}?)(?:爱好者|死忠粉|铁粉|发烧友|粉丝|迷|控)$"
)
"""我是重度绿茶爱好者, 我是榴莲死忠粉, 我是咖啡控: a liking of the thing, said as who the user is."""
_MY_DEGREE = r"(?:(?!(?:not|never|no|least|longer)\b)[a-z-]+\s+){0,2}my\s+(?:(?!least\b)[a-z-]+\s+){0,2}"
_EN_FAVOURITE_OF = compiled(
    rf"^(?P<obj>.+?)\s+(?:is|are|has become|became)\s+{_MY_DEGREE}(?:favou?rites?|go-to|usual)(?:\s+\w+)?$"
)
_ZH_FED_UP = re.compile(
    rf"^{_ZH_SELF}(?:{ZH_ADV})*+对(?P<obj>.+?)(?:有点|有些|已经|早就|都|彻底)*(?:腻了|腻|厌倦了?|烦了|受够了|没感觉了)$"
)
_ZH_WORN_OUT = re.compile(
    rf"^{_ZH_SELF}(?:{ZH_ADV})*+(?:吃|喝|听|看|玩|坐|住)(?:腻了|腻|厌了|烦了|够了)(?P<obj>.+)$"
    rf"|^(?P<obj2>[^我你他她]{{1,8}}?)(?:{ZH_ADV})*+(?:吃|喝|听|看|玩|坐|住)(?:腻|厌|烦|够)了$"
)
"""我吃腻了火锅, 海鲜吃腻了: had enough of it."""
_EN_NOT_DOING = compiled(
    r"^I(?:'m|\s+am)\s+not\s+(?:really\s+)?(?:drinking|eating|having|taking|using|doing)\s+(?P<obj>.+)$"
)
_EN_STARTED = compiled(
    r"^I(?:'ve|\s+have)?\s+(?:started|begun|taken up|took up)\s+"
    r"(?:drinking|eating|using|taking|doing)?\s*(?P<obj>.+)$"
)
_ZH_HABIT = re.compile(rf"^{_ZH_SELF}(?P<adv>{ZH_ADV}++)(?P<obj>.+)$")
_ZH_NEGATED_START = re.compile(r"^(?:不会|不要|不|别|避免|少|拒绝|戒)")
_ZH_HABIT_MARKERS = listed(w.ZH_HABIT_MARKERS)
_ZH_CHANGE_MARKERS = frozenset(listed("现在|已经|如今|不再|再也"))


def _markers_in(adverbs: str) -> list[str]:
    return [marker for marker in _ZH_HABIT_MARKERS if marker in adverbs]


_ZH_INTENSIFIERS = listed(w.ZH_INTENSIFIERS)
_ZH_MISHAP = re.compile(rf"^(?:不小心|总|老|常)?{alternatives(w.ZH_MISHAPS)}")
_EN_MISHAP = compiled(rf"^(?:always\s+|still\s+|just\s+)?{english(w.EN_MISHAPS)}")

_EN_ADV = english(
    "really|also|just|do|definitely|absolutely|actually|generally|usually|normally|typically|kind of"
    "|sort of|much|still|honestly|totally|probably|maybe|truly|strongly|mostly|always|never|often|certainly"
    "|no longer|don't|do not|dont|tend to|rarely|now|really don't|don't really|do not really|still"
    "|have come to|have grown to|come to|grown to|started to|have started to|begun to|seriously"
    "|quite|rather|pretty much|kinda|genuinely|secretly|absolutely do|now really"
)
_EN_DISLIKE_VERBS = "hate|dislike|detest|avoid|can't stand|cannot stand|loathe"
_EN_PREFERENCE = compiled(
    rf"^I(?:'ve|'m)?\s+(?P<adv>(?:{_EN_ADV}\s+)*+)(?P<verb>like|love|enjoy|prefer|adore|{_EN_DISLIKE_VERBS})\s+(?P<obj>.+)$"
)
_EN_RATHER = compiled(r"^I(?:'d|\s+would)\s+(?:much\s+)?(?:rather|prefer)\s+(?P<neg>not\s+)?(?P<obj>.+)$")
_EN_HABIT = compiled(rf"^I\s+(?P<adv>(?:{_EN_ADV}\s+)++)(?P<obj>.+)$")
_EN_HABIT_MARKER = compiled(english("always|usually|normally|generally|typically|often|never|tend to|rarely"))
_EN_NEGATION = compiled(english("don't|do not|dont|never|no longer|rarely|don't really|do not really"))
_EN_CHANGE = compiled(english("anymore|any more|no longer|these days|nowadays|now|any longer|lately"))
_EN_STATE = compiled(
    r"^(?:feel|feeling|am|get|got|seem|look|have been|was|be|know|think|want|need"
    r"|thought|knew|meant|mean|said|say|realised|realized|realise|realize|expected|expect|imagined|imagine"
    r"|noticed|notice|understood|understand|guessed|guess|believed|believe|considered|consider|wondered"
    r"|wonder|dreamed|dreamt|doubted|doubt|intended|promised|agreed|claimed|suspected|remembered|forgot)\b"
)
"""What the user feels, is, or thinks ("I never thought of it that way"): a state of mind, no liking."""
_EN_NEGATED_START = compiled(r"^(?:avoid|skip|don't|do not|not)\s+")
_EN_DIET = compiled(r"^(?:eat|drink|smoke)\b")
_EN_FAN = compiled(
    r"^(?:I(?:'m|\s+am)\s+)?(?P<neg>not\s+|no\s+longer\s+)?(?:really\s+|still\s+)?(?:a\s+|much\s+of\s+a\s+)?"
    r"(?:(?:big|huge|great|massive)\s+)?fan\s+of\s+(?P<obj>.+)$"
)
_EN_PERSON = compiled(
    r"^I(?:'m|\s+am)\s+(?:strictly|totally|definitely|very much|such|more of|really|very)?\s*(?:a|an)\s+"
    r"(?P<obj>(?!(?:people|morning|night|early|glass)\b)[a-z][a-z -]{1,24}?)\s+person"
    r"(?:\s+(?:now|these\s+days|nowadays|lately|again|too|tbh|honestly|for\s+sure|through\s+and\s+through))?$"
)
"""A liking said as a kind of person ("I'm strictly a green tea person", "I'm a window seat person now");
not "a people / morning person"."""
_EN_JUDGED = compiled(
    r"^(?P<obj>(?!(?:the|this|that|these|those|my|our|it|he|she|they|you|we|life|work|today|everything"
    r"|everyone|weather|traffic)\b)[a-z][a-z-]+(?:\s+[a-z-]+){0,2}?)\s+(?:is|are|taste|tastes|smell|smells)"
    rf"\s+(?:like\s+)?(?:so\s+|just\s+|really\s+|absolutely\s+|pure\s+)?(?P<word>{english(tw.EVALUATION_BAD)}"
    rf"|{english(tw.EVALUATION_GOOD)})(?:\s+to\s+me)?$"
)
"""A thing judged as a kind ("Mushrooms are disgusting", "Cilantro tastes like soap to me"): a dislike,
or a liking for a good word; not a thing of one occasion ("the sushi was awful": a determiner, a past)."""
_EN_KEEN = compiled(
    r"^I(?:'m|\s+am)\s+(?P<neg>not\s+|no\s+longer\s+)?(?:really\s+|very\s+|too\s+|that\s+|so\s+|overly\s+"
    r"|particularly\s+|especially\s+|still\s+|quite\s+)?(?:keen on|fond of|crazy about|mad about|big on"
    r"|passionate about|a big believer in)\s+(?P<obj>.+)$"
)
_EN_COME_AROUND = compiled(
    r"^I(?:'ve|\s+have)?\s+(?:finally\s+|actually\s+|really\s+|kind of\s+|slowly\s+)*"
    r"(?:come around to|came around to|warmed up to|warmed to|got into|gotten into|grown fond of|grew fond of"
    r"|fallen in love with|fell in love with|become a fan of|became a fan of|developed a taste for"
    r"|acquired a taste for)\s+(?P<obj>.+)$"
)
_EN_BETTER = compiled(
    r"^(?P<obj>.+?)\s+(?:is|are|'s|works|work|suits? me|suit me)\s+(?:much\s+|a lot\s+|way\s+|just\s+)?"
    r"better(?:\s+for\s+me)?(?:\s+(?:now|these days|anyway))?$"
)
_ZH_SUITS = re.compile(rf"^(?P<obj>.+?)(?:{ZH_ADV})*(?:更|比较|最)适合我(?:一些|一点)?$")
_EN_INTO = compiled(
    r"^I(?:'m|\s+am)\s+(?P<neg>not\s+|no\s+longer\s+)?(?:really\s+|so\s+|totally\s+|still\s+)?into\s+(?P<obj>.+)$"
)
_EN_STOPPED = compiled(
    r"^I(?:(?:'ve|\s+have)?\s+(?:stopped|quit|given up|gave up|gone off|went off|cut out|cut|kicked|dropped"
    r"|ditched)"
    r"|(?:'m|\s+am)\s+(?:quitting|giving up|cutting out|kicking|avoiding|staying away from|steering clear of"
    r"|keeping away from)(?!\s+(?:my|our|the|this|that|it|work)\b))(?:\s+on(?=\s))?"  # "given up on …"
    r"(?:\s+(?P<verb>eating|drinking|having|taking|using|liking|buying|ordering|smoking))?"
    r"\s+(?P<obj>.+)$"
)
_EN_WHY_STOPPED = compiled(
    r"(?:^|\s+)(?:after|when|since|ever since|because|once|following|as soon as|the day"
    r"|for health reasons)\b.*$"
)
"""When or why the user gave something up is no part of it ("I gave up tennis after my knee surgery")."""
_EN_ENDED_ACTIVITY = compiled(
    r"^(?:learning|studying|seeing|going to|attending|taking\s+(?:\w+\s+)?(?:lessons|classes|a course)"
    r"|working (?:at|for|with|on)|training for|dating|talking to|following)\b"
)
"""An activity that ended ("I stopped learning German", "… seeing my therapist"): no stance on its thing."""
_EN_EVERY = compiled(
    r"^I\s+(?:go\s+)?(?P<obj>(?:take|eat|drink|use|book|fly|stay at|stay in|choose|order|play|do)\s+.+?"
    r"|\w+ing)"
    r"\s+(?:on\s+)?every\s+(?:other\s+)?(?:time|trip|day|week|morning|evening|night|weekend|year|flight|visit"
    r"|month|summer|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b.*$"
)
_DEPARTURE = compiled(r"\b(?:the|my|our)\s+\d{1,2}(?::\d{2}|\.\d{2}|\s?(?:am|pm))\s+[a-z]")
"""A thing named by its clock time ("the 8:10 train") or a habit said at one (``_CLOCK``): a timetable."""
_CLOCK = compiled(rf"\b(?:\d\d?(?::\d\d)?\s?[ap]m|\d\d?:\d\d|midnight)\b|{w.CLOCK_HABIT_ZH}")
_EN_SWITCHED = compiled(
    r"^I(?:'ve|\s+have)?\s+(?:switched|changed)\s+(?:over\s+)?to\s+(?P<obj>.+?)(?:\s+(?:now|instead))?$"
)

_EN_MY_THING = compiled(
    r"^(?P<obj>.+?)(?:\s+(?:just|really|simply|honestly|definitely|totally|still))?(?:'s|\s+is|\s+are)(?P<neg>\s+not|n't)?\s+(?:really\s+|just\s+|totally\s+|so\s+|quite\s+)?"
    r"(?:my\s+(?:thing|jam|cup of tea|scene|style)|for\s+me)(?:\s+(?:anymore|any more|these days|nowadays"
    r"|now|any longer))?$"
)
_EN_DONE_WITH = compiled(
    r"^I(?:'m|\s+am)\s+(?:so\s+|totally\s+|kind of\s+|pretty much\s+|completely\s+|officially\s+|really\s+)*"
    r"(?:done with|over|through with|sick of|tired of|fed up with|bored of|bored with)\s+(?!the moon\b)"
    r"(?P<obj>.+)$"
)
_EN_KEEP = compiled(
    r"^I(?:'m|\s+am|'ll|\s+will)?\s+(?:just\s+|still\s+)?(?:sticking|stick|keep|keeping|continue|continuing"
    r"|carry on|carrying on)\s+(?:with|to|using)\s+(?!(?:my|our|his|her|their|it|that|this|them)\b)"
    r"(?P<obj>.+)$"
)
"""What the user keeps: "I'm sticking with Emacs", "I'll keep using Windows"."""
_EN_OFF = compiled(
    r"^I(?:'m|\s+am)\s+(?:completely\s+|totally\s+|still\s+)?off\s+(?!(?:to|for|work|duty|sick|home|out|now|today"
    r"|tomorrow|the|on|in|at|with|from|until|till|soon|again|next|this|that|my|a|an|it)\b)(?P<obj>.+)$"
)
"""Off something for a while: "I'm off sugar" (not "I'm off to Paris", "off work")."""
_ZH_KEEP = re.compile(rf"^{_ZH_SELF}(?:{ZH_ADV})*+继续(?=用|喝|吃|坐|住|开|选|订|听|穿)(?P<obj>.+)$")
_ZH_MY_DISH = re.compile(r"^(?P<obj>.+?)(?:(?P<neg>不是|不再是|已经不是|再也不是)|是|就是)我的菜(?:了|啦)?$")


_ZH_TALK_VERBS = frozenset(
    ("问", "说", "讲", "提", "管", "谢", "等", "催", "找", "想", "担心", "麻烦", "操心", "客气", "着急",
     "解释", "回答", "回复", "道歉", "提醒", "确认")
)  # fmt: skip
"""What is said or done in the conversation, no thing to like: 算了，不用问了 ("我不用问了")."""


_STATE_VERB = compiled(
    r"^(?:live|living)\b|^(?:work|working)\s+(?:in|at|for|there|here|with)\b|^(?:own|owning)\s+(?:a|an)\b"
)
"""A thing that is a state's verb ("live in lyon" from "i dont live in lyon anymore"): no stance."""
_POSSESSION = compiled(
    r"^I\s+(?:(?:don't|dont|do\s+not|no\s+longer|never)\s+(?:really\s+)?(?:have|own)|(?:used\s+to|once)\s+(?:have"
    r"|own))\s+(?:a|an|my|our|the)\s+"
)
"""Having a thing ("I no longer have a bike", "I don't own a TV anymore"): a possession, no stance."""


def preference(subject: str, dislike: bool) -> Reading | None:
    if (
        is_deictic(subject)
        or is_demonstrative(subject)
        or is_amount_only(subject)
        or _STATE_VERB.match(subject)
        or subject in _ZH_TALK_VERBS
    ):
        return None
    return Reading(MemoryType.PREFERENCE, subject, STANCE, DISLIKE if dislike else LIKE, lasting=True)


_ZH_NOT_A_HABIT = frozenset(
    ("知道", "记得", "明白", "清楚", "确定", "上班", "上学", "工作", "加班", "出差", "干活", "回来", "回去",
     "过来", "过去", "考虑", "同意", "认识", "需要", "在乎", "理解")
)  # fmt: skip


def _no_more(adverbs: str, rest: str) -> bool:
    """不 + an activity + 了 says the user no longer does it (我不打网球了, 生了孩子之后我就不游泳了): a
    change as plain as 现在不 / 不再, when the activity is a thing of two characters or more."""
    if "不" not in adverbs or "就" in adverbs or not rest.endswith("了"):  # 那我就不去了: this once
        return False
    if rest.startswith("用"):
        return False  # 不用 is also "no need" (我不用带伞了); a provider is no taste (不用移动的卡了)
    activity = zh_thing(rest)
    return len(activity) >= 2 and activity not in _ZH_NOT_A_HABIT and not _ZH_MISHAP.match(rest)


def _read_zh_habit(clause: str) -> Reading | None:
    """我一般/习惯/尽量/总是 + what the user does: a preference for it (or against it after 不/避免/少)."""
    match = _ZH_HABIT.match(clause)
    if match is None:
        return None
    rest = trim(match["obj"])
    if not any(marker in match["adv"] for marker in _ZH_HABIT_MARKERS) and not _no_more(match["adv"], rest):
        return None
    if any(word in match["adv"] or rest.startswith(word) for word in _ZH_INTENSIFIERS):
        return None  # "我一直很累" describes a state, not a habit
    if re.match(r"^(?:在|正在|要|准备|打算|得|还没|对|觉得|想|负责|是(?:想|觉得|因为|说))", rest):
        return None  # "我现在在上海出差" says where the user is, 我主要是想问 what they think: no liking
    if _ZH_MISHAP.match(rest) or describes(rest) or _CLOCK.search(rest):  # 十二点睡: a timetable
        return None  # "我每次都迟到", "我经常失眠", 每次开会都好累: what happens to the user, no liking
    if rest.startswith(("是", "养")) and match["adv"].endswith("不"):
        return None  # "我已经不是健身房会员了", "我不养宠物": being or keeping something, no stance
    negated = "不" in match["adv"] or bool(_ZH_NEGATED_START.match(rest))
    if not negated and all(marker in _ZH_CHANGE_MARKERS for marker in _markers_in(match["adv"])):
        return None  # "我已经离开腾讯了" tells an event; a change of mind needs 不 / 不再
    return preference(zh_thing(_ZH_NEGATED_START.sub("", rest)), negated)


def _read_zh(clause: str) -> Reading | None:
    if match := _ZH_PREFERENCE.match(clause):
        negated = "不" in match["adv"] or "没" in match["adv"]
        dislike_verb = match["verb"] in _ZH_DISLIKE_VERBS.split("|")
        return preference(zh_thing(match["obj"]), negated != dislike_verb)
    if (match := _ZH_DIET.match(clause)) and (
        "不" in match["adv"] + match["verb"] or match["verb"] == "忌口"
    ):
        # 我不养宠物: keeping no pet is no dislike of pets (one no longer kept ends its name: ``people``)
        return None if match["verb"].endswith("养") else preference(zh_thing(match["obj"]), dislike=True)
    if match := _ZH_FED_UP.match(clause):
        return preference(zh_thing(match["obj"]), dislike=True)
    if ("腻" in clause or "了" in clause) and (match := _ZH_WORN_OUT.match(clause)):
        return preference(zh_thing(match["obj"] or match["obj2"]), dislike=True)
    if match := _ZH_INTEREST.match(clause):
        return preference(zh_thing(match["obj"]), dislike=bool(match["neg"]) or "不" in match["adv"])
    if match := _ZH_SWITCH.match(clause):
        return preference(zh_thing(match["obj"]), dislike=False)
    if match := _ZH_FAVOURITE_OF.match(clause):
        return preference(zh_thing(match["obj"]), dislike=False)
    if match := _ZH_FAN.match(clause):
        return preference(zh_thing(match["obj"]), dislike=False)
    if "适合我" in clause and (match := _ZH_SUITS.match(clause)):  # 靠过道的位子更适合我
        return preference(zh_thing(match["obj"]), dislike=False)
    if "继续" in clause and (match := _ZH_KEEP.match(clause)):  # 还是继续用Windows
        return preference(zh_thing(match["obj"]), dislike=False)
    if match := _ZH_MY_DISH.match(clause):  # 茶不是我的菜
        return preference(zh_thing(match["obj"]), dislike=match["neg"] is not None)
    return _read_zh_habit(clause)


def _read_en_habit(clause: str) -> Reading | None:
    """I always/usually/never + what the user does; "I don't eat X", "I don't drink X anymore" too."""
    match = _EN_HABIT.match(clause)
    if match is None:
        return None
    negated = bool(_EN_NEGATION.search(match["adv"]))
    changed = negated and bool(_EN_CHANGE.search(match["adv"] + " " + match["obj"]))
    habit = _EN_HABIT_MARKER.search(match["adv"]) or (negated and _EN_DIET.match(match["obj"])) or changed
    timetable = not negated and _CLOCK.search(clause)  # "never in bed before 2am" stays a stance
    if not habit or _EN_STATE.match(match["obj"]) or _EN_MISHAP.match(match["obj"]) or timetable:
        return None  # "I always end up late", "I always forget my umbrella", "I usually go to bed at 9pm"
    dislike = negated or bool(_EN_NEGATED_START.match(match["obj"]))
    return preference(en_thing(_EN_NEGATED_START.sub("", match["obj"])), dislike)


def _read_en(clause: str) -> Reading | None:
    if match := _EN_PREFERENCE.match(clause):
        negated = bool(_EN_NEGATION.search(match["adv"]))
        dislike_verb = match["verb"].lower() in _EN_DISLIKE_VERBS.split("|")
        liked = match["obj"]
        if match["verb"].lower() == "prefer":
            liked = re.split(r"\s+to\s+(?!the\s+(?:\w+\s+)?(?:of|on)\b)", liked, maxsplit=1)[0]  # X to Y
        return preference(en_thing(liked), negated != dislike_verb)
    if match := _EN_RATHER.match(clause):
        return preference(en_thing(match["obj"]), dislike=match["neg"] is not None)
    better = _EN_BETTER.match(clause) if "better" in clause else None
    if match := _EN_COME_AROUND.match(clause) or better:
        return preference(en_thing(match["obj"]), dislike=False)
    for pattern in (_EN_FAN, _EN_INTO, _EN_KEEN):
        if match := pattern.match(clause):
            return preference(en_thing(match["obj"]), dislike=match["neg"] is not None)
    # "tea isn't my thing anymore", "jazz is not for me" ("X is for me" says nothing)
    if (match := _EN_MY_THING.match(clause)) and (
        match["neg"] or "for" not in match.group(0).lower().split()
    ):
        return preference(en_thing(match["obj"]), dislike=match["neg"] is not None)
    if match := _EN_STOPPED.match(clause):
        done = f"{match['verb'] or ''} {match['obj']}".strip()
        if _EN_ENDED_ACTIVITY.match(done):
            return None  # "I stopped learning German": an activity ended, no dislike of German
        given_up = _EN_WHY_STOPPED.sub("", match["obj"]) or match["verb"] or ""
        return preference(en_thing(given_up), dislike=True)
    if match := _EN_NOT_DOING.match(clause) or _EN_DONE_WITH.match(clause):
        return preference(en_thing(match["obj"]), dislike=True)
    if match := _EN_KEEP.match(clause):
        return preference(en_thing(match["obj"]), dislike=False)
    if " off " in clause and (match := _EN_OFF.match(clause)):
        return preference(en_thing(match["obj"]), dislike=True)
    if match := _EN_STARTED.match(clause):
        return preference(en_thing(match["obj"]), dislike=False)
    if match := _EN_SWITCHED.match(clause):
        return preference(en_thing(match["obj"]), dislike=False)
    if match := _EN_FAVOURITE_OF.match(clause):
        return preference(en_thing(match["obj"]), dislike=False)
    if match := _EN_EVERY.match(clause) or _EN_PERSON.match(clause):
        if _DEPARTURE.search(match["obj"]):
            return None  # "I take the 8:10 train every morning": a timetable, kept in the user's words
        return preference(en_thing(match["obj"]), dislike=False)
    if match := _EN_JUDGED.match(clause):
        bad = re.fullmatch(english(tw.EVALUATION_BAD), match["word"], re.IGNORECASE) is not None
        return preference(en_thing(match["obj"]), dislike=bad)
    if liked := liked_thing(clause):  # "I listen to a lot of jazz while I work", "X is my go-to with dinner"
        return preference(liked, dislike=False)
    bare = without_discourse(clause)  # "Turns out I'm a breakfast person after all": read without them
    return _read_en_habit(clause) or (_read_en(bare) if bare and bare != clause.rstrip(" .!") else None)


def _read_favourite(clause: str) -> Reading | None:
    """我最喜欢的城市是成都 / my favourite city is Chengdu / Chengdu is my favourite city: one per kind."""
    match = next((m for pattern in _FAVOURITES if (m := pattern.match(clause))), None)
    if match is None:
        return None
    kind, said = thing(match["what"]), ZH_PARTICLE_SUFFIX.sub("", trim(match["value"]))
    said = re.sub(r"^(?:the|a|an)\s+", "", said, flags=re.IGNORECASE)
    return Reading(MemoryType.PREFERENCE, kind, "favourite", said, lasting=True) if kind and said else None


_ZH_WANT = re.compile(rf"^(?:[^他她它你您我们]{{0,6}}?)?我?(?:{ZH_ADV})*?(?:想要|想|希望)(?P<obj>.+)$")
_ZH_NOT_A_WANT = re.compile(
    r"^(?:知道|问|说|看看|了解|确认|查|休息|睡|一下|想|起|到|让|请|你|取消|改|换|退|投诉|要回|回家|走|去一趟)"
)
_ZH_UNWANTED = re.compile(r"不(?:太|是很|怎么|大|再)?(?:想|希望)")
_ZH_RATHER = re.compile(r"(?:更|比较)(?:想要|想|希望)")
"""A want said as a choice between kinds (我更想住民宿, 我比较想住度假酒店): the user's preference, lasting
like "I'd rather …", "I'd prefer …"; a plain want (想吃点清淡的) is this occasion's."""
_ZH_NO_LONGER = re.compile(r"再|[了啦]$")
_EN_WANT = compiled(
    r"^I(?:'d|\s+would)\s+(?:like|love)\s+(?P<obj>(?!to\b).+)$"
    r"|^I\s+(?:really\s+)?want\s+(?P<v2>(?:a|an|the)\s+\S+(?:\s+\S+)?\s+(?:with|near|close to|facing|without"
    r"|by|on a|on the|in a|in the)\s+.+)$"
)
"""A want of something described ("I want a hotel with a pool"), not a bare request ("I want a refund")."""
_EN_NOT_A_WANT = compiled(
    r"^(?:to\s+(?:know|ask|say|check|see|cancel|change|talk|speak|go)|you|it|that|this|some help)\b"
)


def _one_time_want(clause: str) -> Reading | None:
    """想吃点清淡的, I'd like a quiet room: what the user wants now, a one-time preference."""
    unwanted = False
    if match := _ZH_WANT.match(clause):
        if _ZH_NOT_A_WANT.match(match["obj"]):
            return None
        # 我不想吃辣的: what the user does not want now; 不太想再吃海鲜了: no longer, a change of mind
        unwanted = bool(_ZH_UNWANTED.search(clause))
        reading = preference(zh_thing(match["obj"]), dislike=unwanted)
        if reading is not None and unwanted and _ZH_NO_LONGER.search(clause):
            return reading
    elif match := _EN_WANT.match(clause):
        wanted = match["obj"] or match["v2"]
        if _EN_NOT_A_WANT.match(wanted):
            return None
        reading = preference(en_thing(wanted), dislike=False)
    else:
        return None
    if reading is None:
        return None
    return reading if _ZH_RATHER.search(clause) and not unwanted else replace(reading, lasting=False)


def read_preference(clause: str) -> Reading | None:
    """A liking or dislike, with the names that hold a verb protected (``protected``: 爱奇艺)."""
    return read_protected(clause, _read_preference)


def _read_preference(clause: str) -> Reading | None:
    if _POSSESSION.match(clause):
        return None
    if reading := _read_favourite(clause):
        return reading
    if gone := read_gone(clause):  # "Jazz doesn't do it for me anymore", 爵士现在听不下去了
        return preference(*gone)
    reading = (_read_zh(clause) or _read_en(clause)) if is_chinese(clause) else _read_en(clause)
    return reading or _one_time_want(clause)
