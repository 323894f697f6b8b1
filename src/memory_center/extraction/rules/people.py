"""The user's close people and pets by name: FACT "<role> / name = <name>", a fact of the user's world.

"My wife's name is Maria", "my husband is called Dan", "I'm married to Maria", 我老婆叫玛丽, 我男朋友叫
阿杰 → "partner / name"; "my son is called Leo", 我女儿叫朵朵 → "son" / "daughter"; "our dog is called
Biscuit", 我家猫叫咪咪 → "dog" / "cat". The role is a fixed English word whatever the language
(``words.CLOSE_ROLES_*``), so one key holds it: the user has one partner at a time, and a new one
("my new partner is called Tom", 现在的男朋友叫小林) supersedes the old one; the end of the relationship
("we got divorced", "we broke up", 我们离婚了, 我们分手了) is "partner / name = none", which supersedes
it too (a stale name is worse than none). The facts are the user's (USER scope, the user's key space):
someone else's people ("my friend's wife is called Anna", 我同事的老婆叫小红) and a former partner
("my ex-wife's name is Claire", 前妻) give nothing, and so does a description that is no name ("my
husband is a doctor": an English name is capitalised).
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.text import alternatives, compiled, is_chinese, listed, one_of, value

NO_PARTNER = "none"

ROLES = {
    **dict.fromkeys(listed(w.PARTNER_WORDS_EN + "|" + w.PARTNER_WORDS_ZH), "partner"),
    **{word: role for role, words in w.CLOSE_ROLES.items() for word in listed(words)},
}
_ROLE = alternatives("|".join(ROLES))
PEOPLE_WORDS = compiled(
    one_of(
        "|".join(ROLES) + "|divorc|broke up|split|separated|single|married|engaged|called it off"
        "|called it quits|seeing|dating|going out|together|not with|longer with"
        "|离婚|分手|离了婚|单身|不在一起|分开|分了|离了|吹了|掰了|约会|谈恋爱|交往"
    )
)
"""Any word of this family: without one, no close person can be read."""
_NAME_EN = r"(?-i:(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?))"
_NAME_ZH = r"(?P<name>[^\s，,。.!！?？的是]{1,8}?)"
_NEW_EN = r"(?:(?:new|current|lovely|only)\s+)?"
_NEW_ZH = r"(?:新|现在的?|新的)?"
_LATELY_ZH = r"(?:最近|上周|上个月|前几天|前阵子|今年|去年|刚刚|刚|又|也|还|新|现在|如今|目前)*"
"""When the pet or child came, before the verb (最近又养了…, 上周领养了…)."""
_RANK_EN = rf"(?:(?P<rank>{alternatives(w.CHILD_RANKS_EN)})\s+)?"
_RANK_ZH = rf"(?P<rank>{alternatives('|'.join(w.CHILD_RANKS_ZH))}(?={alternatives(w.CHILD_WORDS_ZH)}))?"

_RENAMED = (
    compiled(
        r"^(?:I|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|recently\s+)?renamed\s+(?:my|our|the)\s+"
        rf"{_RANK_EN}(?P<role>{_ROLE})\s+(?:to\s+)?{_NAME_EN}$"
    ),
    re.compile(
        rf"^(?:我|我们)?给(?:我家|我们家|家里|我的)?的?{_RANK_ZH}(?P<role>{_ROLE})(?:改了?名字?|换了?名字?|重新起了?名字?)"
        rf"(?:叫做|叫|为)?{_NAME_ZH}(?:了|啦)?$"
    ),
    re.compile(
        rf"^(?:我|我们)?(?:的|家|家的|家里的?)?{_RANK_ZH}(?P<role>{_ROLE})(?:现在|已经)?(?:改名|改)(?:叫做|叫|为)"
        rf"{_NAME_ZH}(?:了|啦)?$"
    ),
)
"""A name changed says the new name: "we renamed the dog Buddy", 我们给狗改名叫旺财了,
我家猫现在改叫年糕了."""
_PET_AGE = r"(?:old|young|little|retired|rescue|elderly|senior|tiny|big|ginger|black|white|grey)"
"""An animal's age or look before its kind ("an old tabby called Biscuit", "a retired greyhound")."""
_NAMES = (
    compiled(
        rf"^(?:my|our)\s+{_NEW_EN}{_RANK_EN}(?P<role>{_ROLE})(?:'s\s+name\s+is|\s+is\s+called|\s+is\s+named|'s\s+called"
        rf"|\s+goes\s+by)\s+{_NAME_EN}(?:\s+(?:now|these days))?$"
    ),
    compiled(rf"^(?:my|our)\s+(?:new|current)\s+(?P<role>{_ROLE})\s+is\s+{_NAME_EN}$"),
    # "my new partner is Tom" (a bare "is" only with new / current: "my wife is French" is no name)
    compiled(
        rf"^(?:(?:so|and)\s+)?(?:I|we)(?:'ve|\s+have)?\s+(?:got\s+|have\s+|just\s+got\s+|(?:just\s+)?(?:adopted|rescued)\s+)?"
        rf"(?:a|an)\s+{_NEW_EN}{_RANK_EN}(?:{_PET_AGE}\s+)?(?P<role>{_ROLE})\s+(?:called|named)\s+{_NAME_EN}$"
    ),
    compiled(rf"^I(?:'m|\s+am)\s+(?:now\s+)?(?:married|engaged)\s+to\s+{_NAME_EN}$"),
    compiled(
        r"^I(?:'m|\s+am)\s+(?:now\s+)?(?:seeing|dating|going out with|with)\s+(?:someone|somebody"
        rf"|a\s+(?:guy|girl|man|woman))\s+(?:called|named)\s+{_NAME_EN}(?:\s+(?:now|these days))?$"
    ),
    compiled(
        rf"^I(?:'m|\s+am)\s+(?:now\s+)?(?:seeing|dating|going out with)\s+{_NAME_EN}"
        r"(?:\s+(?:now|these days))?$"
    ),
    re.compile(
        rf"^(?:我|我们)?(?:的|家|家的|家里的?)?{_NEW_ZH}{_RANK_ZH}(?P<role>{_ROLE})(?:(?:的名字|名字)(?:叫做|名叫|叫|是(?![个一什谁啥哪这那]))|叫做|名叫|叫){_NAME_ZH}"
        r"(?:了|啦)?$"
    ),
    re.compile(
        rf"^(?:我|我们)?(?:家里?)?{_LATELY_ZH}(?:有|养了|养着|养|领养了|收养了|捡了)(?:一|两)?(?:个|只|条|位)?{_NEW_ZH}{_RANK_ZH}"
        rf"(?P<role>{_ROLE})(?:，|,)?(?:叫做|名叫|叫){_NAME_ZH}$"
    ),
    re.compile(
        rf"^(?:我|我们)?(?:的)?{_NEW_ZH}{_RANK_ZH}(?P<role>{_ROLE})是(?:个|一个|一位|位)[\u4e00-\u9fff]{{1,6}}[，,]"
        rf"(?:[他她它]?叫做?|名叫){_NAME_ZH}$"
    ),
    # a partner named beside the relationship (我和女朋友小雅在一起四年了, 在和一个叫林悦的姑娘约会)
    re.compile(
        rf"^我(?:和|跟){_NEW_ZH}(?P<role>{alternatives(w.PARTNER_WORDS_ZH)})(?P<name>[\u4e00-\u9fff]{{2,3}}?)"
        r"(?:已经|都|才|刚)?(?:在一起|谈了|谈恋爱|交往|相恋|结婚|领证|订婚)"
    ),
    re.compile(
        r"^我?(?:现在|最近|目前)?(?:在)?(?:和|跟)(?:一个|一位|个)?(?:叫|名叫)(?P<name>[\u4e00-\u9fff]{2,3})的"
        r"(?:姑娘|女生|女孩子?|男生|男孩子?|小伙子?|人)(?:在)?(?:约会|谈恋爱|交往|在一起)"
    ),
    *_RENAMED,
)
_PARTNER_EN = alternatives(w.PARTNER_WORDS_EN)
_RANKED = frozenset({"son", "daughter", "child"})
_WHEN_EN = (
    r"(?:\s+(?:now|recently|last\s+\w+|this\s+\w+|in\s+(?:the\s+)?\w+|a\s+while\s+ago|(?:a\s+few|a\s+couple\s+of"
    r"|\w+)\s+(?:days?|weeks?|months?|years?)\s+ago))?"
)
_WHO_EN = r"(?-i:(?P<ended>[A-Z]\w+))"
"""The partner named in a parting ("Lisa and I", "with Ben"): the name it ends (``ends``)."""
_PARTING = (
    compiled(
        rf"^(?:we|(?:my\s+(?:wife|husband|partner|girlfriend|boyfriend)|{_WHO_EN})\s+and\s+I|I)"
        r"(?:'ve|\s+have)?\s+"
        r"(?:just\s+|finally\s+|recently\s+|officially\s+)*(?:got\s+divorced|divorced|broke\s+up|split\s+up"
        rf"|split|separated|called\s+it\s+off|called\s+it\s+quits)(?:\s+with\s+(?:my\s+)?(?:{_PARTNER_EN}|him|her|them"
        rf"|(?-i:(?P<ended2>[A-Z]\w+))))?{_WHEN_EN}$"
    ),
    compiled(
        rf"^I(?:'m|\s+am)\s+(?:now\s+|still\s+|officially\s+)?(?:divorced|single|separated)"
        rf"(?:{_WHEN_EN}|\s+(?:these\s+days|at\s+the\s+moment|right\s+now|again))$"
    ),
    compiled(  # the divorce told as an event of its own ("the divorce was finalized on Friday")
        r"^(?:so\s+|and\s+|well\s+)?(?:(?:the|our|my)\s+divorce\s+(?:was|is|has\s+been|got|came)\s+(?:finally\s+"
        r"|officially\s+|now\s+)*(?:finali[sz]ed|final|through|done|official|granted)|(?:we|I)\s+(?:just\s+|finally\s+)*"
        rf"signed\s+(?:the|our)\s+divorce\s+papers){_WHEN_EN}(?:\s+(?:on\s+\w+|yesterday|today))?$"
    ),
    re.compile(  # 离婚手续上周办完了, 分手三个月了
        r"^(?:我们?的?|我俩的?)?(?:离婚(?:手续|协议|证)(?:上周|上个月|昨天|今天|前几天|终于|已经|都|总算|也)*"
        r"(?:办完|办好|签了|签完|拿到|领了|下来)|分手(?:快|都|已经|有)*(?:[一二两三四五六七八九十半几\d]+个?"
        r"(?:月|年|周|星期|礼拜|天)))了?$"
    ),
    compiled(
        # "Lisa and I aren't together": the clause after "and" is "I aren't together"
        rf"^(?:we|(?:my\s+{_PARTNER_EN}|{_WHO_EN})\s+and\s+I|I)(?:'re|\s+are)?\s+(?:not|no\s+longer|aren't)\s+"
        r"together(?:\s+(?:anymore|any\s+more|now))*$"
    ),
    compiled(
        # "them" only after seeing / dating: "I'm not with them anymore" is as often a provider
        rf"^I(?:'m|\s+am)\s+(?:not|no\s+longer)\s+(?:(?:with|together\s+with)\s+(?:my\s+{_PARTNER_EN}|him|her|{_WHO_EN})"
        rf"|(?:seeing|dating)\s+(?:my\s+{_PARTNER_EN}|him|her|them|(?-i:(?P<ended2>[A-Z]\w+))))(?:\s+(?:anymore|any\s+more|now))*$"
    ),
    re.compile(
        rf"^(?:我们俩?|我俩|我(?:和|跟)(?:{alternatives(w.PARTNER_WORDS_ZH)}|(?P<ended>.{{1,4}}?)))?(?:已经|刚|刚刚|去年"
        r"|上个月|前段时间)*(?:离婚|分手|离了婚)了?$"
    ),
    re.compile(r"^我(?:已经|现在|目前|还|还是|一直|依然|仍然)*(?:离婚了|单身了?|是单身|单着)(?:呢|啊|哦)?$"),
    re.compile(
        r"^(?:目前|现在|一直|还是)*单身(?:一个|一人)?$"
    ),  # 我一个人住，单身: the status as its own clause
    compiled(
        rf"^I\s+(?:don't|dont|do\s+not)\s+have\s+a\s+{_PARTNER_EN}(?:\s+(?:anymore|any\s+more|now))+$"
        rf"|^I\s+no\s+longer\s+have\s+a\s+{_PARTNER_EN}$"
    ),
    re.compile(rf"^我(?:已经|现在|目前)*没(?:有)?{alternatives(w.PARTNER_WORDS_ZH)}了$"),
    re.compile(
        rf"^(?:我们俩?|我俩|我(?:和|跟)(?:{alternatives(w.PARTNER_WORDS_ZH)}|他|她|(?P<ended>.{{1,4}}?)))(?:已经|现在|早就"
        r"|上个月|去年)*(?:不在一起了|分开了|分了|离了|吹了|掰了)$"
    ),
)
"""The end of the relationship: the partner's name is no longer true."""


def read_close_person(clause: str) -> Reading | None:
    """The name of the user's partner, child or pet, or the end of the user's relationship."""
    for pattern in _NAMES:
        if match := pattern.match(clause):
            role = ROLES[match["role"].lower()] if match.groupdict().get("role") else "partner"
            if (rank := match.groupdict().get("rank")) and role in _RANKED:  # my youngest son, 小女儿
                role = f"{w.CHILD_RANKS_ZH.get(rank, rank.lower())} {role}"
            name = value(match["name"])
            if name and not re.match(r"^(?:什么|谁|啥|这|那)", name):
                return Reading(MemoryType.FACT, role, "name", name, lasting=True)
            return None
    for pattern in _PARTING:
        if match := pattern.match(clause):
            named = match.groupdict()
            ended = value(named.get("ended") or named.get("ended2") or "")
            return Reading(MemoryType.FACT, "partner", "name", NO_PARTNER, lasting=True, ends=ended)
    return read_pet_gone(clause)


_PETS = {word: role for role in w.PET_ROLES for word in listed(w.CLOSE_ROLES[role])}
_PET = rf"(?P<role>{alternatives('|'.join(_PETS))})"
_PET_GONE = (
    *(
        compiled(pattern)
        for pattern in (
            rf"^(?:I|we)\s+(?:don't|dont|do\s+not)\s+have\s+(?:a|an|the|my|our)\s+{_PET}(?:\s+(?:anymore|any\s+more"
            r"|any\s+longer|now))+$",
            rf"^(?:I|we)\s+no\s+longer\s+have\s+(?:a|an|the|my|our)\s+{_PET}(?:\s+now)?$",
            rf"^(?:sadly\s+|unfortunately\s+)?(?:my|our|the)\s+(?:old\s+)?{_PET}\s+(?:has\s+|just\s+)*(?:died"
            rf"|passed\s+away|passed|is\s+gone|is\s+no\s+longer\s+with\s+us){_WHEN_EN}$",
            rf"^(?:I|we)(?:'ve|\s+have|\s+had\s+to)?\s+(?:just\s+)?(?:gave|give|given|rehomed|rehome)\s+(?:away\s+)?"
            rf"(?:my|our|the)\s+{_PET}(?:\s+away)?{_WHEN_EN}$",
        )
    ),
    re.compile(rf"^我?(?:家)?(?:现在|已经|目前)*(?:没有?再?养|不再?养|没有){_PET}了$"),
    re.compile(
        rf"^(?:我们?家?的?|家里的?)?(?:那只|那条)?{_PET}(?:已经|上个月|去年|前几天|前两天|前些天|前段时间|上周|昨天|最近)*"
        r"(?:送人了|送走了|送给.{1,6}?了|去世了|死了|没了|不在了)$"
    ),
)
"""A pet the user no longer has ("I no longer have a dog", "our cat passed away", 狗狗送人了): its name
ends (never a dislike of dogs)."""


def read_pet_gone(clause: str) -> Reading | None:
    for pattern in _PET_GONE:
        if match := pattern.match(clause):
            role = _PETS[match["role"].lower()]
            return Reading(MemoryType.FACT, role, "name", NO_PARTNER, lasting=True, ends="")
    return None


_NAMED_LATER = (
    re.compile(rf"^(?:给)?[他她它]?(?:取名叫|取名为|取名|起名叫|起名|叫做?[他她它]?|名叫|名字叫){_NAME_ZH}$"),
    compiled(
        r"^(?:(?:he|she|it)(?:'s|\s+is)\s+(?:called|named)|(?:his|her|its)\s+name\s+is|(?:called|named)(?:\s+(?:him|her))?"
        rf"|(?:a|an)\s+(?:\w+\s+){{0,2}}?(?:called|named))\s+{_NAME_EN}(?:\s+and\s+.+)?$"
    ),  # "…, a corgi named Waffles" (said of the animal just brought home), "her name is Pepper and …"
)
_FROM_EN = (
    r"(?:\s+from\s+(?:the|a|an|our|my)\s+(?:local\s+)?"
    r"(?:shelter|rescue|breeder|pound|pet\s+shop|pet\s+store|rspca|spca))"
)
"""Where an animal came from ("adopted a beagle from the shelter"): said of one brought home."""
_WHEN_EN_CAME = (
    rf"(?:{_FROM_EN}|\s+(?:now|too|as\s+well|recently|last\s+\w+|this\s+\w+|on\s+\w+day|yesterday))+"
)
_INTRODUCED_WHEN = compiled(rf"(?:{_WHEN_EN_CAME}|了)$|(?<=^I)\s+also|(?<=^we)\s+also")
_INTRODUCED = (
    compiled(
        rf"^(?:I|we)(?:'ve|\s+have)?\s+(?:(?:just|also|recently|finally)\s+)?(?:have|got|adopted|rescued|brought\s+home"
        rf"|picked\s+up)\s+(?:a|an)\s+{_NEW_EN}{_RANK_EN}(?P<role>{_ROLE})(?:{_WHEN_EN_CAME})?$"
    ),
    re.compile(
        rf"^(?:我|我们)?(?:家里?)?{_LATELY_ZH}(?:有|养了|养着|养|新养了|领养了|收养了|捡了)(?:一|两)?(?:个|只|条|位)?{_NEW_ZH}"
        rf"{_RANK_ZH}(?P<role>{_ROLE})(?:了)?$"
    ),
    # 现在的男朋友是个医生，叫陈默: the one described is named next
    re.compile(
        rf"^(?:我|我们)?(?:的)?{_NEW_ZH}{_RANK_ZH}(?P<role>{_ROLE})是(?:个|一个|一位|位)[\u4e00-\u9fff]{{1,6}}$"
    ),
)


_KEPT = (
    compiled(
        r"^(?:(?:so|and|anyway|well|but)\s+)?(?:I|we)(?:'ve|\s+have)?\s+(?:(?:just|also|recently|finally)\s+)?"
        r"(?:adopted|rescued|brought\s+home)\s+(?:a|an)\s+\w+(?:\s+\w+)?"
        rf"(?:{_WHEN_EN_CAME})?$"
    ),
    re.compile(
        rf"^(?:我|我们)?(?:家里?)?{_LATELY_ZH}(?:养了|养着|养|新养了|领养了|收养了)(?:一|两)?(?:只|条)?[\u4e00-\u9fff]{{1,4}}(?:了)?$"
    ),
    # an animal brought home, said with its measure word (从救助站领了只柯基, 接回来一只三花猫)
    re.compile(
        r"(?:^|(?<=\s))(?:我|我们)?(?:家)?[^，,。我你他她\s]{0,8}?(?:领养了|收养了|(?:领|接|抱|捡|买)(?:回来|回家|回)?了?)"
        r"(?:一|两)?(?:只|条)[\u4e00-\u9fff]{1,4}(?:了)?$"
    ),
)
"""An animal kept, whatever its kind (养了一只金毛, "we adopted a beagle"): the name after it is a pet's."""
PET = "pet"


def named_later(before: str, clause: str) -> Reading | None:
    """A name said in the clause after the one introducing a child or a pet ("我养了一只狗，叫豆豆",
    "we got a puppy, she's called Luna"): that one's name, not the user's. An animal kept of a kind no
    table lists (养了一只金毛) is the pet's."""
    said = next((m for pattern in _NAMED_LATER if (m := pattern.match(clause))), None)
    if (
        said is not None
        and not any(p.match(before) for p in _INTRODUCED)
        and any(p.search(before) for p in _KEPT)
    ):
        return Reading(MemoryType.FACT, PET, "name", said["name"], lasting=True)
    if said is None or not any(pattern.match(before) for pattern in _INTRODUCED):
        return None
    before = _INTRODUCED_WHEN.sub("", before)  # "I've got a girlfriend now" → "… girlfriend called Emma"
    return read_close_person(
        f"{before}，叫{said['name']}" if is_chinese(before) else f"{before} called {said['name']}"
    )
