"""The gates of the free-text fallback (``free_text``), as data: who a statement is about, and what
makes it no lasting fact. Each table is (English, Chinese).

The principle: a first-person statement in the present, stative or habitual ("I'm scared of heights",
"I use a hearing aid", "I swim on Thursday mornings", 我不会开车, 我坐火车喜欢靠过道) is a fact about the
user, and a statement about a close person ("my dad lives in Porto", 我爸妈住在成都) a fact about them.
What is vetoed is what is not a lasting fact, whatever it is about: requests, questions,
hypotheticals and wishes, what holds for one occasion (a time of the moment, a mood, where the user
is now, a one-off in the past), reported speech, quotes, sarcasm, a thing pointed at, a change or an
ending (the change readers' and the turn-away step's work). Stances, slot verbs (live, work, use, 住,
用) and negations are no longer vetoed: a held memory is superseded by the stance and slot steps of
the write path, free-text ones included.
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.text import alternatives, compiled, english
from memory_center.extraction.rules.turn_words import TURNED_EN, TURNED_ZH

FIRST_PERSON = ("i|i'm|im|i've|i'd|my|we|we're|we've|our|me", "我|我们|我的|我家|咱们|咱家|家里")
"""Words a statement about the user opens with (家里: the household, 家里的猫)."""

HOLDS_FOR_ME = (
    r"^(?!(?:that|this|it|these|those|there|here|he|she|they|you|what|which|who)\b)[^,]{1,40}?\b(?:for|to)\s+me\b"
    r"|^(?!(?:that|this|it|these|those|there|here|he|she|they|you|what|which|who)\b)[^,]{1,40}?\b(?:lives?"
    r"|living|stays?)\s+with\s+(?:me|us)\b"
    r"|^(?:when|whenever|every\s+time|each\s+time|any\s+time)\s+(?:i|we)\b",
    r"^(?P<topic>[^，,。！!？?\s]{1,10}?)(?:我们|我|咱们)(?!的?(?:{others})|[\u4e00-\u9fff]{1,3}?(?:{others})的)",
)
"""The user named after the statement's first words, not as its opener: a thing that holds for them
("Home for me is a flat in Leeds", "Tea over coffee for me, every time"), one of the household ("Two
guinea pigs live with us"), a habit told with its
occasion first ("When I travel I stay in guesthouses"), a Chinese topic said before 我 (甜的东西我一般
不碰, 周末我们一般去爬山). The topic holds no other person (``OTHERS``, ``CLOSE``, 你): 老板让我…
is about the boss, and so is a thing of someone the user names with a word before them (宜昌是我大学室友的
老家: the room-mate's home town, docs/extraction.md "Session 24")."""

CLOSE = (
    "mother|mom|mum|mommy|mummy|father|dad|daddy|parents|wife|husband|partner|spouse|son|sons|daughter"
    "|daughters|kid|kids|child|children|baby|twins|boyfriend|girlfriend|fiance|fiancee|fiancé|fiancée"
    "|dog|cat|puppy|kitten|parrot|rabbit|bunny|hamster|guinea pig|guinea pigs|tortoise|turtle|budgie|horse",
    "爸妈|父母|爸爸|妈妈|老爸|老妈|父亲|母亲|老婆|老公|妻子|丈夫|太太|爱人|儿子|女儿|孩子们|孩子|小孩|宝宝"
    "|男朋友|女朋友|未婚夫|未婚妻|狗狗|猫咪|爸|妈|狗|猫|鹦鹉|兔子|仓鼠|乌龟",
)
"""The user's close people: partner, children, parents and pets (the people an agent books, plans and
buys for with the user). A statement about them is kept with them as its subject. Siblings, wider
family, friends and colleagues are ``OTHERS``: what they do is theirs, not the user's memory."""

NAMES = {
    "mom": "mother",
    "mum": "mother",
    "mommy": "mother",
    "mummy": "mother",
    "dad": "father",
    "daddy": "father",
    "kid": "child",
    "kids": "children",
    "sons": "son",
    "daughters": "daughter",
    "fiancé": "fiance",
    "fiancée": "fiancee",
}
"""One name per close person in English ("my mum" and "my mother" are one person's memories)."""

OTHERS = (
    "ex|ex-wife|ex-husband|ex-boyfriend|ex-girlfriend|ex-partner|sister|sisters|brother|brothers|grandma"
    "|grandpa|grandmother|grandfather|grandparents|in-laws|mother-in-law|father-in-law|friend|friends|colleague|colleagues|coworker|coworkers|boss|manager|roommate|flatmate|neighbour"
    "|neighbor|neighbours|neighbors|teacher|cousin|uncle|aunt|client|clients|doctor|he|she|they|his|her"
    "|their|someone|somebody|everyone|team|assistant|landlord|buddy|buddies|mate|mates|pal|pals|bestie|bff"
    "|housemate|housemates|coach|trainer|therapist|nephew|niece",
    "前妻|前夫|前男友|前女友|姐姐|妹妹|哥哥|弟弟|爷爷|奶奶|外公|外婆|姥姥|姥爷|公公|婆婆|岳父|岳母|朋友|同事|老板|领导|上司|经理|室友|闺蜜|客户|同学|老师|邻居|舅舅|叔叔|阿姨|姑姑|表哥|表姐|堂哥|他|她|大家|房东|医生"
    "|表弟|表妹|堂姐|堂弟|堂妹|侄子|侄女|外甥|外甥女",
)
"""Another person, not of the household: a statement about them is not the user's memory."""

KIN = (
    "sister|sisters|brother|brothers|grandma|grandpa|grandmother|grandfather|grandparents|in-laws"
    "|mother-in-law|father-in-law|sister-in-law|brother-in-law|uncle|aunt|cousin|nephew|niece",
    "姐姐|妹妹|哥哥|弟弟|爷爷|奶奶|外公|外婆|姥姥|姥爷|公公|婆婆|岳父|岳母|丈母娘|老丈人|舅舅|叔叔|阿姨|姑姑|表哥"
    "|表姐|表弟|表妹|堂哥|堂姐|堂弟|堂妹|侄子|侄女|外甥|外甥女|兄弟姐妹|哥|姐|弟|妹",
)
"""The wider family (part of ``OTHERS``): what they like, fear or do is theirs, not the user's memory;
where they live is kept with them as its subject (``HOME``)."""

HOME = (
    "live|lives|living|is based|are based|stays with us|stay with us|lives with us|live with us"
    "|moved in with us",
    "住|定居|安家",
)
"""Where someone lives ("my sister lives in Valencia", 我岳母跟我们一起住): the one thing about the wider
family an agent needs to plan a visit, a holiday or a family occasion."""

REPORTED = (
    "said|says|told me|tells me|thinks|think|believes|reckons|claims|asked|asks",
    "说过|说|告诉我|觉得|认为|问我",
)
"""Speech or opinion reported."""

ASKING = (
    "please|can you|could you|would you|get me|tell me|show me|let me know|help me|i need you|i want you"
    "|i'd like|i would like|i'm looking for|looking for|i need a|i need an|i need to|i want",
    "帮我|给我|替我|请|麻烦|提醒我|你|您|我想|我要|我需要|在找|能不能|可以吗",
)
"""Requests and orders to the agent."""

MAYBE = (
    "if|would|could|might|maybe|perhaps|unless|in case|wish|hope|hopefully|probably|should|i think|i guess"
    "|i feel like|i believe|i mean|i wonder|not sure|thinking about|thinking of|considering|wondering"
    "|intention|plan|plans|planning|i'd love|i would love|someday|one day|dream|want to|wanna|gonna",
    "如果|假如|要是|万一|的话|可能|也许|大概|希望|但愿|应该|我觉得|我认为|我猜|我想|考虑|在想|犹豫|梦想|好想|真想",
)
"""Hypotheticals, wishes and opinions."""

MOMENT = (
    "next year|soon|going to|i'll|we'll|i will|we will|about to|on my way|right now|at the moment|just now"
    "|yesterday|last night|this morning|this afternoon|this evening|earlier|later|tonight|today|tomorrow"
    "|last week|next week"
    "|last time|this time|the other day|a minute ago|an hour ago|just got|just had|just ate|just finished"
    "|just arrived|just landed|just woke up",
    "刚才|刚刚|刚|马上|待会|一会儿|等下|正要|打算|准备去|计划|要去|昨天|昨晚|前天|今早|今天|今晚|明天|下周|上周|上次"
    "|那天|前几天|周末去|这次|这回|在家|到了|正在开会|在路上",
)
"""A time of one occasion: today, tonight, yesterday, "going to", 这次, 刚 (with governance's
one-time words)."""

MOOD = (
    "tired|exhausted|hungry|thirsty|sleepy|bored|stressed|excited|sad|angry|annoyed|upset|sick|busy|happy"
    "|glad|thrilled|delighted|worried|nervous|scared|afraid|anxious|frustrated|fed up|over the moon|full"
    "|starving|freezing|cold|hot|late|lost|done|ready|sorry|fine|good|great|ok|okay|confused|lonely|down",
    "累|饿|渴|困|无聊|烦|开心|高兴|难过|生气|郁闷|心情|紧张|撑|激动|兴奋|焦虑|崩溃|着急|伤心|失落",
)
"""A mood of the moment, after "I'm" / "I feel" (English) or anywhere (Chinese). "Scared of heights",
"afraid of dogs" are fears, not moods; "easily", "always", 容易, 总是 make a mood a trait."""

TRAIT = (
    "always|usually|often|easily|every|whenever|when|of|around|in general|at|with",
    "容易|总是|一向|每次|从小",
)
"""What makes a mood word a trait ("I get nervous whenever I fly", "scared of heights", 我容易紧张)."""

DOING_NOW = (
    "having|eating|drinking|watching|waiting|sitting|standing|cooking|driving|walking|heading|leaving"
    "|going|getting|packing|running|lying|taking|making|doing|sending|visiting|seeing|flying|staying|off"
    "|at|in|on|stuck|out|back|home|here|there|outside|downstairs|upstairs|almost|nearly|still at|just"
    "|currently at|currently in",
    "",
)
"""What the user is doing or where they are now, after "I'm" (English): "I'm having lunch with my
boss", "I'm at the airport"; a project ("I'm learning Spanish", "I'm training for a triathlon") is kept."""

PAST_STATE = (
    "used to|was|were|my old|our old|the old|his old|her old|their old|ex|former|formerly|previously|meant to"
    "|once|back then|until",
    "以前|曾经|过去|原来|之前|从前|当年|前妻|前夫",
)
"""A state that is over ("my old broadband was awful", 以前): the ending readers decide what ended. "Old"
only before the thing it owns ("my old car"): "it's getting old" says how a thing is, not that it is over."""

PAST = (
    "lived|worked|moved|went|took"
    "|had|ate|drank|got|saw|bought|made|did|forgot|lost|left|came|met|found|gave|told|sent|wrote|ran|slept"
    "|spent|paid|missed|caught|broke|tried|visited|watched|booked|ordered|finished|cooked"
    "|grabbed|picked up|scoffed|devoured|snacked on|treated myself to|splurged on|stopped by|popped into"
    "|nipped into|nipped to"
    "|rented|hired|borrowed|leased",
    "买了|卖了|订了|吃了|喝了|去了|看了|丢了|忘了|点了|做了|花了|来了",
)
"""An event of the past ("I took the bus", "I had a headache", "Just grabbed a burrito for lunch", 我买了…):
one occasion; a thing rented, hired or borrowed is used for a while, never owned ("rented a Mustang for
the weekend"). English: as the statement's own verb ("I grew up on a farm" is a life, kept)."""

MISHAP = (
    "forget|forgets|forgetting|forgot|lose|losing|lost|miss|missing|late|end up|seem to|forever|keep on"
    "|keep forgetting|keep losing|keep missing|keep getting",
    "老是|每次都|经常|动不动|总是",
)
"""A complaint about oneself (I always forget my keys, 我老是丢东西): talk, not a fact to keep."""

NOT_HAD = (
    r"\b(?:don't|do not|never|didn't|not)\s+(?:have|own|had|got)\b|\bnot\s+married\b|\bsingle\b",
    r"(?:没|不)养|没(?:有)?结婚|单身|没(?:有)?(?:车|房|孩子|对象|男朋友|女朋友)",
)
"""A thing or a partner not had ("I don't have a car", "I'm not married", 我不养宠物): the readers of
what the user has (car, pets, partner) and of endings own it; a free-text copy would stand beside the
thing had later."""

LIKING = (
    "love|loves|like|likes|hate|hates|enjoy|enjoys|prefer|prefers|adore|dislike|can't stand",
    "喜欢|爱|讨厌|偏爱|最爱|受不了",
)
"""A liking as the user's own verb ("I love …", 我们喜欢…): the stance readers' work; what they declined
they declined for a reason ("I love you", a thing pointed at). A close person's liking is kept as
theirs ("My wife loves Thai food")."""

USING = (
    "eat|eats|drink|drinks|play|plays|use|uses|listen to|listens to|watch|watches|smoke|smokes|jog",
    "吃|喝|玩|用|听|看|抽|跑步",
)
"""What the user eats, drinks, plays, uses, listens to, watches or jogs, as the statement's own verb
("I drink three coffees a day", 我用QQ音乐听歌, 我早上跑步): a stance on a thing, the stance readers'
domain ("I run a bakery" is no such verb). A later switch ("最近换成网易云了", "I cut out coffee")
supersedes a stance, but nothing yet ends a free-text copy of it, which would stand beside the new
one. Other habits are kept ("I swim on Thursday mornings", "I take the train", 我坐地铁上班)."""

ADDRESSED = ("you|your|you're|you've|yours|u", "")
"""The agent addressed ("I love you", "I trust your picks"): talk, not a fact about the user."""

ENDED = (
    "anymore|any more|no longer|any longer|stopped|quit|gave up|given up|instead|switched|changed"
    "|from now on|already",
    "不再|再也|戒了|已经不|改成|换成|换了|改用|改了|已经",
)
"""A change or an ending: the change readers and the turn-away step put it on the memory it changes."""

_PLAIN_NEGATION = frozenset({"not", "不", "没"})
TURNED = (
    "|".join(word for word in TURNED_EN.split("|") if word not in _PLAIN_NEGATION),
    "|".join(word for word in TURNED_ZH.split("|") if word not in _PLAIN_NEGATION),
)
"""A turn-away word other than a plain negation (skip, avoid, quit, cut out, 戒, 腻, 卸载): the write
path's turn-away step may turn a held stance with it, which it does only when the message said nothing
lasting of its own — a free-text copy would stop it. "I don't drive", 我不会开车 are kept."""

OCCASION = (
    "flight|meeting|booking|order|reservation|appointment|trip|ticket|package|delivery|bill|call|table"
    "|on holiday|on vacation|on leave",
    "航班|会议|开会|预订|订单|预约|行程|快递|外卖|账单|出差|旅游|度假",
)
"""Things of one occasion: about the occasion, not the user, unless said for every time (``HABIT``)."""

ERRAND = (
    "ordering|buying|getting|picking up|grabbing|booking|fetching|collecting|paying for|sorting out|making",
    "team|office|lads|girls|boys|group|everyone|everybody|guests|party|department|crew|table|whole family"
    "|family|household|house|kids|children",
)
"""An errand for others said in progress ("Ordering for the office lunch — 4 chicken wraps … for Gary",
"I'm getting a birthday cake for my colleague Priya"): a verb of ordering or buying (first), done for
someone other than the user — a person of ``OTHERS`` or ``CLOSE``, a name, or a group (second). One
occasion, whatever the order holds; done for them every week it is a habit (``HABIT``)."""

CHARGER = (
    "landlord|landlady|letting agent|letting agency|agency|gym|nursery|childminder|cleaner|dog walker|school"
    "|provider|broadband provider|phone company|insurer|bank|club|council|mechanic|tutor|piano teacher",
    "房东|物业|中介|健身房|幼儿园|托儿所|保姆|阿姨|钟点工|学校|培训班|银行|保险公司",
)
"""The other party of a contract of the user's, who asks them a price ("my landlord wants £950 a month
for the flat", 房东每个月收我三千二): the price is the user's own cost, a fact about the user, not the
landlord's doing (``CHARGED``)."""

HABIT = (
    "always|usually|every|each|whenever|often|normally|typically|generally|tend to|most days|most mornings"
    "|most evenings|most nights|most weeks|most weekends|a day|a week|a month|per day|per week|per month",
    "每|总是|一般|平时|通常|经常|一向",
)

CORRECTING = (
    "i meant|i mean|sorry|scratch that|actually|correction|no wait|wait",
    "我是说|说错了|记错了|不对|更正|应该是|我的意思是",
)

POINTING = ("this|these|this one|that one", "这个|那个|这家|那家|这种|那种|这些|那些|它|这里|那里")
"""A thing pointed at in the conversation ("I love this", "I use it every day", 这家不错): nothing to
keep without it. "That" as a conjunction is not pointing."""

SARCASM = ("yeah right|as if|said no one ever|not", "呵呵|才怪|好棒棒|真是服了")
"""Said at the end, a statement's sarcasm ("I love Mondays… yeah right", 我最喜欢加班了，呵呵)."""

SMALL_TALK = (
    "hi|hello|hey|thanks|thank you|ok|okay|sure|great|cool|lol|haha|bye|good morning|good night|sorry",
    "你好|谢谢|哈哈|好的|嗯|早上好|晚安|再见|拜拜|不好意思|对不起",
)

ADVERBS = (
    "always|usually|often|mostly|sometimes|still|also|just|really|normally|generally|mainly|so|very|a bit"
    "|quite|pretty|kind of|feeling|totally"
)

ROLE = (r"^(?:i'm|i am)\s+an?\s+[\w-]+$", r"^我是(?:一?[个名位])?[^，,]{1,8}$")
"""A bare role ("I'm a nurse", 我是护士): the job and identity readers' slot when it is one; what they
declined ("I'm an idiot") is no fact."""


ZH_WORDS_AROUND = (
    "特别|分别|区别|级别|个别|差别|性别|类别|识别|辨别|鉴别|已经(?=[一二两三四五六七八九十几多好\\d])"
    "|(?:大概|大约)(?!一[般直向定起样])(?=[一二两三四五六七八九十几半\\d])"
)
"""Chinese words that hold a gate word without being one (特别 holds 别, 已经十五岁 tells an age, not a
change; 大概四十分钟 is "about forty minutes", no hedge): masked before the gates look (``unmasked``)."""
WORDS_BEFORE_GATE_VERB = {
    "卖": "外|买|叫|拍|贩|义", "吃": "好|小|难|贪", "喝": "好|难", "看": "好|难|耐", "花": "开|眼|浪|雪",
    "来": "起|回|出|过|进|上|下|醒|后|原|本|将|未", "去": "出|过|回|进|上|下|失",
    "死": "累|笑|饿|热|冷|困|烦|气|忙|吵|闷|渴|疼|痛|急|馋|美|乐", "点": r"[\d一二两三四五六七八九十几]",
}  # fmt: skip
"""Chinese words that end in the one-character verb of a gate word "<verb>了" (卖了, 吃了, 来了, 死了, 点了 of
``PAST`` and ``turn_words.GONE``) without being that verb: 外卖 (点外卖了), 好吃 (比以前好吃了), 起来
(六点就起来了), 累死 (累死了: tired, no death), 十二点 (都十二点了). The word boundary a segmenter would draw,
said as the characters that make the longer word with the verb; masked before the gates look."""
_BEFORE_VERB = "|".join(f"(?:{before}){verb}(?=了)" for verb, before in WORDS_BEFORE_GATE_VERB.items())
_AROUND = re.compile(f"{ZH_WORDS_AROUND}|{_BEFORE_VERB}")
TIME_AFTER = r"(?!\s+(?:days?|weeks?|months?|years?|mornings?|evenings?|nights?|weekends?|times?)\b)"
"""English: "these days", "this year" are times, not a thing pointed at."""


def unmasked(text: str) -> str:
    """``text`` with ``ZH_WORDS_AROUND`` blanked, for the gates."""
    return _AROUND.sub(lambda match: "　" * len(match.group(0)), text)


def _anywhere(table: tuple[str, str]) -> re.Pattern[str]:
    en, zh = table
    pattern = english(en) + (TIME_AFTER if table is POINTING else "")
    return compiled(rf"{pattern}|{alternatives(zh)}") if zh else compiled(pattern)


def _own_verb(table: str) -> re.Pattern[str]:
    """English: the table's word as the statement's own verb, right after "I"/"we" (and adverbs)."""
    return compiled(rf"^(?:i|we)\s+(?:(?:{english(ADVERBS)}|\w+ly)\s+){{0,2}}{english(table)}")


OPENS_FIRST_PERSON = compiled(rf"^(?:{english(FIRST_PERSON[0])}|{alternatives(FIRST_PERSON[1])})")
LEAD = compiled(rf"^(?:{english(w.LEAD_EN)}|{alternatives(w.LEAD_ZH)})[\s,:：，]*")
HOLDS_FOR_ME_EN = compiled(HOLDS_FOR_ME[0])
HOLDS_FOR_ME_ZH = compiled(HOLDS_FOR_ME[1].replace("{others}", alternatives(f"{OTHERS[1]}|{CLOSE[1]}|你|您")))
KIN_HEAD = compiled(
    rf"^(?:my|our)\s+(?:(?:older|younger|big|little|elder|eldest|youngest)\s+)?(?P<en>{english(KIN[0])})(?:'s|s')?\b"
    rf"|^(?:我们|我|咱)(?:家)?(?:的)?(?P<zh>{alternatives(KIN[1])})"
)
HOME_ANY = compiled(rf"{english(HOME[0])}|{alternatives(HOME[1])}")
PERSON_IN_TOPIC = compiled(
    rf"{english(OTHERS[0])}|{english(CLOSE[0])}|{alternatives(OTHERS[1])}|{alternatives(CLOSE[1])}|你|您"
)
OTHER_IN_TOPIC = compiled(rf"{english(OTHERS[0])}|{alternatives(OTHERS[1])}")
LIVES_WITH_US = compiled(r"\b(?:lives?|living|stays?)\s+with\s+(?:me|us)\b")
"""One of the household said first ("Two guinea pigs live with us"): a close one may be the topic."""
OTHER_OPENS = compiled(
    rf"^(?:(?:my|our)\s+(?:[a-z-]+\s+){{0,2}}?(?:{english(w.KIN_EN)}|{english(OTHERS[0])})(?:'s)?\b"
    r"|(?:he|she|they)\b)(?!\s*(?:and|&)\s+(?:i|me)\b)"
    rf"|^(?:我们|我|咱们|咱)?家?的?(?:{alternatives(w.KIN_ZH)}|{alternatives(OTHERS[1])})(?![和跟与同]我)"
)
"""A clause that opens with another person ("My mom hates cilantro", "he", 我闺蜜超爱吃螺蛳粉), not with
the user among others ("My husband and I moved to Porto", 老公和我): the statement is about them, and
so is a later clause that names no subject of its own (``names_own_subject``)."""
_OWN_SUBJECT_EN = compiled(r"^(?:[\w']+\s+){0,2}?(?:i|i'm|i've|i'd|i'll|we|we're|we've|we'd|we'll)\b")
_OWN_SUBJECT_ZH = re.compile(r"^[^，,我咱]{0,6}?(?:我们|我|咱们|咱)(?![家的])")


def names_own_subject(clause: str) -> bool:
    """A later clause that says who does it: "I"/"we" among its first words ("so I never buy it"), 我
    after at most a time or a place (周末我都去健身); not "每次来我家…", whose 我 is a place."""
    return bool(_OWN_SUBJECT_EN.match(clause) or _OWN_SUBJECT_ZH.match(clause))


OWN = compiled(r"^(?:my|our)\s+|^(?:我们的|我的|我们|我家的|我家|我|咱们|咱家)")
CLOSE_HEAD = compiled(
    rf"^(?:(?:my|our)\s+(?:(?:eldest|oldest|youngest|little|older|younger|big|baby|elder|two|three)\s+)?"
    rf"(?P<en>{english(CLOSE[0])})(?:'s|s')?\b|^(?:(?:我们|我|咱)(?:家)?|家里)(?:的)?(?P<zh>{alternatives(CLOSE[1])}))"
)
OTHER_HEAD = compiled(rf"^(?:{english(OTHERS[0])}|{alternatives(OTHERS[1])})")
OWN_OTHER_HEAD = compiled(rf"^(?:my|our)\s+{w.KIN_LEAD_EN}{english(OTHERS[0])}")
"""Another person after "my" and up to two words ("my best friend", "my older sister")."""
WITH_OTHERS = compiled(
    rf"\bwith\s+(?:my\s+|our\s+)?{english(OTHERS[0])}|(?:跟|和|与|同|陪)(?:我的?|我们的?)?{alternatives(OTHERS[1])}"
)
REPORTED_ANY = _anywhere(REPORTED)
SMALL_TALK_OPENING = compiled(rf"^(?:{english(SMALL_TALK[0])}|{alternatives(SMALL_TALK[1])})")
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
ONE_DAY = compiled(rf"\bon\s+{_WEEKDAY}\b(?!s|\s+(?:mornings|afternoons|evenings|nights))")
"""One day ("on Friday") is an occasion; "on Fridays", "on Thursday mornings" are a habit."""
HABIT_DAYS = compiled(rf"\b{_WEEKDAY}s\b|\b{_WEEKDAY}\s+(?:mornings|afternoons|evenings|nights)\b")
POINTED_AT_END = compiled(r"\b(?:it|that|those|them)(?:\s+[a-z]+){0,2}\s*$")
"""A pronoun as the statement's object ("I love it", "I use it every day"); "I find it hard to sleep in
hotels" and "that" as a conjunction go on."""
SARCASTIC_END = compiled(rf"(?:{english(SARCASM[0])}|{alternatives(SARCASM[1])})\W*$")
STOPPED_ZH = re.compile(r"不[\u4e00-\u9fff]{1,2}了\W*$")
"""不 + verb + 了 at the end, after a fronted topic (德语我不学了): a turn away from the topic, the change
readers' work; said with 我 first (我现在滴酒不沾了) it is the user's lasting stance and kept."""
NAMED_CLOSE = re.compile(
    rf"^(?i:(?:my|our)\s+(?:(?:eldest|oldest|youngest|little|older|younger|big|baby|elder|two|three)\s+)?"
    rf"{english(CLOSE[0])})\s*,?\s+[A-Z][a-z'-]+(?:\s*(?:,|and|&)\s*[A-Z][a-z'-]+)*\b(?!\s+(?i:is|was)\b)"
)
"""A close one introduced by name ("My parrot Kiwi screams if …", "My twins, Ava and Noah, start school
this fall"): the name is lasting whatever the rest of the statement tells (an occasion, a condition), so
the statement is kept (governance still rescopes it when it holds a one-time word)."""

NOT_A_FACT = tuple(
    _anywhere(table)
    for table in (ASKING, MAYBE, MOMENT, PAST_STATE, ENDED, TURNED, MISHAP, POINTING, CORRECTING, ADDRESSED)
)
TAIL_ANY = compiled("|".join(_anywhere(table).pattern for table in (ASKING, MAYBE, MOMENT, ADDRESSED)))
"""A later clause that asks, supposes, plans or speaks to the agent (``heads``): one search."""
BREAK_ANY = compiled("|".join(_anywhere(table).pattern for table in (CORRECTING, ENDED, TURNED, PAST_STATE)))
"""A later clause that changes what the statement's head said (``heads``): one search."""
NOT_HAD_ANY = compiled("|".join(NOT_HAD))
TURN_ANY = compiled("|".join(_anywhere(table).pattern for table in (ENDED, TURNED)))
"""A change or a turn away anywhere in a statement (``free_text``: a taste given up for health)."""
MISHAP_ANY = _anywhere(MISHAP)
OWN_USING = compiled(rf"{_own_verb(USING[0]).pattern}|^(?:我们|我)[^，,]{{0,4}}?{alternatives(USING[1])}")
OWN_LIKING = compiled(
    rf"{_own_verb(LIKING[0]).pattern}|^(?:我们|我|咱们)(?:{alternatives('都|也|还|一直|特别|很|最|比较|超|非常|真的|挺')})*"
    rf"{alternatives(LIKING[1])}"
)
PAST_VERB = _own_verb(PAST[0])
PAST_ZH = compiled(alternatives(PAST[1]))
MOOD_EN = compiled(
    rf"^(?:i'm|im|i am|i feel|i'm feeling|i am feeling|we're|we are)\s+(?:(?:{english(ADVERBS)}|\w+ly)\s+)*"
    rf"{english(MOOD[0])}"
)
MOOD_ZH = compiled(alternatives(MOOD[1]))
TRAIT_ANY = _anywhere(TRAIT)
DOING_NOW_EN = compiled(
    rf"^(?:i'm|im|i am|we're|we are)\s+(?:just\s+|still\s+|currently\s+)?{english(DOING_NOW[0])}"
)
OCCASION_ANY = _anywhere(OCCASION)
_AMOUNT = r"(?:[$€£¥]\s?\d[\d,.]*k?|\d[\d,.]*k?\s*(?:euros?|dollars?|pounds?|quid|bucks|eur|usd|gbp|€|\$|£))"
_PERIOD = (
    r"(?:a|per|every|each|the)\s+(?:month|week|year|term|fortnight|quarter)|monthly|weekly|yearly|pcm|pw"
)
CHARGED = re.compile(
    rf"^(?i:(?:my|our|the)\s+{english(CHARGER[0])}\s+(?:wants|charges|asks(?:\s+for)?|is\s+(?:asking|charging)"
    rf"(?:\s+for)?|bills|takes|gets)\s+(?:me\s+|us\s+)?{_AMOUNT}\s*(?:{_PERIOD})\b)"
    rf"|^(?:我的?|我们的?|我家的?)?{alternatives(CHARGER[1])}(?:每个?月|每年|每周|一个月)?(?:收|要|找我要|跟我要|收取)"
    r"(?:我|我们)?(?:每个?月|每年|每周|一个月)?[\d零〇一二两三四五六七八九十百千万,，.]+"
)
"""``CHARGER``: a price asked of the user per period (the user's cost; ``free_text.about``)."""
ERRAND_EN = re.compile(
    rf"^(?i:i'm|im|i\s+am|we're|we\s+are)\s+(?i:just\s+|currently\s+|now\s+)?(?i:{english(ERRAND[0])})"
    rf"(?=[^.;!?]*\b(?i:for)\s+(?:(?i:the|my|our|a|an|all\s+the)\s+)?(?:[\w'-]+\s+)?"
    rf"(?:(?i:{english(ERRAND[1] + '|' + OTHERS[0] + '|' + CLOSE[0])})"
    r"|[A-Z][a-z]+\b(?!\s+(?i:birthday|day|party)\b)))"
)
"""``ERRAND``: the user's errand for others, in progress (the dropped "I'm" restored before)."""
HABIT_ANY = compiled(rf"{_anywhere(HABIT).pattern}|{HABIT_DAYS.pattern}")
ROLE_SHAPE = compiled("|".join(ROLE))
QUOTED = re.compile(r"[\"“”「」『』]")
QUESTION = re.compile(r"[?？]|(?:[吗呢]|(?<!饿了)么)\W*$")
