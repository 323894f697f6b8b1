"""A Chinese value of a known kind said about the user, and the held slot it replaces (pure).

Chinese updates seldom repeat the words of the memory they replace and often leave 我 out: 来宁波半年多了
after 我住在合肥, 跳到B站快一年了 after 我在网易上班, 昨天刚提了特斯拉，高尔夫给我外甥了 after 我开的是高尔夫.
No frame or verb list reads them all; what they share is a **value of the same kind as a value the user
holds**. One mechanism (docs/extraction.md, "Held-slot comparison by kind"):

1. **Values of a known kind** (``named``): names from lists, longest first, never a character of a
   verb inside a name — a city or province (``schema.PLACES_ZH``), an organisation (``ORGANISATIONS_ZH``:
   employers people name), an option of a single-valued option slot (``schema.OPTION_SLOT``: 特斯拉, 支付宝,
   全季, vivo) with a model after it (小鹏P7), a car model (``CAR_MODELS_ZH``: 高尔夫 is a car).
2. **Said about the user, as a lasting state** (``_usable``): no question or request, no other person
   before it in its clause (我同事跳槽去了字节), no hypothetical, plan or wish (如果, 想, 打算,
   要不要), no past state (以前, 之前), no trip or one occasion (出差, 旅游, 这周, 下周), no
   negation of the value itself (不是字节, 没去成都), no correction (the correction step's).
3. **The held slot decides** (``replacing``): a single-valued slot the user holds a value of that is of
   the same kind — a place for a place (whatever slot the rules put it in: 我在长沙工作 read as the
   employer holds a place), an organisation for an organisation, an option of the slot for an option
   slot, a car make or model for the car — gets the new value, unless the statement names the held
   value too without giving it up (from 北京 to 深圳 is fine when 北京 is turned away from or
   given away; 北京和深圳 is not). Several such slots: the one whose cue the statement names, else none.
   A free-text memory (``user / said:…``) that names an option or car of the slot is a held value of the
   slot too: it is ended when the slot gets its new value.

The write path (``writepath.kind_replacements``) reads the held memories only for a message with such a value.
"""

import re
from dataclasses import dataclass

import memory_center.extraction.rules.words as w
from memory_center.extraction.held_over import spoken_as_over
from memory_center.extraction.kinds_en import GIVEN_UP_BEFORE_EN, GIVEN_UP_EN, TURNED_AGAINST_EN
from memory_center.extraction.rules.asserted import is_plan, is_retraction, undecided
from memory_center.extraction.rules.clause_subject import named_before
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import alternatives, compiled, english, is_chinese
from memory_center.extraction.schema import BY_NAME, OPTION_SLOT, PLACES_ZH, Slot, names_cue
from memory_center.governance.lasting import tells_settled

ORGANISATIONS_ZH = (
    # Employers people name by a short name (data): a value of the employer's kind wherever it is said.
    "腾讯|阿里巴巴|阿里|阿里云|蚂蚁集团|蚂蚁|字节跳动|字节|抖音|百度|京东|美团|拼多多|快手|网易|小米|华为|荣耀|OPPO|vivo"
    "|B站|哔哩哔哩|小红书|滴滴|米哈游|携程|得物|知乎|微博|新浪|搜狐|360|联想|中兴|大疆|比亚迪|蔚来|理想汽车|小鹏汽车"
    "|宁德时代|商汤|科大讯飞|海康威视|格力|美的|海尔|TCL|贝壳|链家|饿了么|盒马|顺丰|京东物流|菜鸟|SHEIN|米哈游"
    "|微软|谷歌|苹果公司|亚马逊|IBM|英特尔|三星|特斯拉|西门子|德勤|普华永道|安永|毕马威|麦肯锡|埃森哲"
    "|招商银行|工商银行|建设银行|中国银行|农业银行|交通银行|中信银行|平安银行|浦发银行|兴业银行|民生银行|平安"
    "|中国移动|中国联通|中国电信|国家电网|中石油|中石化|中金|中信证券|华泰证券|国泰君安|新东方|好未来|作业帮"
    "|猿辅导|奇安信|金山|用友|汇丰|花旗|高盛|摩根|税务局|公安局|银行|医院|学校"
    # gyms by their chains: a gym is an organisation one holds a card at
    "|乐刻|乐刻运动|超级猩猩|威尔仕|一兆韦德|中田健身|金吉鸟|浩沙健身|舒适堡|Fitness Time"
)
"""Organisations a Chinese speaker works for, by the short names people use (the last few are kinds of
employer named by their kind: 去税务局报到)."""

DISTRICTS_ZH = (
    # Districts and neighbourhoods of the largest Chinese cities, by the names people live by (data): a
    # value of the place kind. Names that are everyday words too (和平, 光明, 白云, 西湖) only with 区.
    "朝阳区|朝阳|海淀|东城区|西城区|丰台|石景山|通州|昌平|大兴|顺义|房山|门头沟|怀柔|平谷|密云|延庆|回龙观|天通苑"
    "|望京|中关村|亦庄|五道口|西二旗|上地|双井|国贸|酒仙桥|浦东|徐汇|黄浦区|静安|长宁|普陀|虹口|杨浦|闵行|宝山|嘉定"
    "|松江|青浦|奉贤|崇明|陆家嘴|张江|南山区|福田|罗湖|宝安|龙岗|龙华区|坪山|盐田区|天河|越秀|海珠|荔湾|白云区|番禺"
    "|黄埔区|花都|南沙|增城|从化|西湖区|上城区|拱墅|滨江|萧山|余杭|临平|钱塘区|锦江区|青羊|金牛区|武侯|成华区"
    "|高新区|天府新区|双流|郫都|龙泉驿|江汉区|江岸区|武昌|洪山|汉阳|汉口|光谷|鼓楼区|玄武区|秦淮|建邺|江宁|浦口|栖霞"
    "|雁塔|碑林|未央区|莲湖|曲江|工业园区|姑苏区|吴中|相城|吴江|昆山|岳麓|芙蓉区|开福区|渝中|渝北|沙坪坝|九龙坡"
    "|南开区|河西区|和平区|滨海新区|思明|湖里|集美|市南|崂山|黄岛"
)
"""Districts people name where they live (回龙观, 滨江, 浦东): a place, as a city is."""

CAR_MODELS_ZH = (
    # Makes and models a Chinese speaker names a car by (data): a value of the car's kind.
    "马自达|雪佛兰|别克|福特|日产|现代|起亚|路虎|保时捷|沃尔沃|凯迪拉克|红旗|哈弗|五菱|极氪|领克|零跑|埃安|岚图"
    "|阿维塔|坦克|荣威|名爵|奇瑞|长安|传祺|捷达|斯柯达|雷克萨斯|英菲尼迪|林肯|捷豹|宝骏|智界|小米SU7|高尔夫|卡罗拉"
    "|凯美瑞|雅阁|思域|朗逸|帕萨特|速腾|迈腾|宝来|途观|轩逸|天籁|汉兰达|普拉多|霸道|Model Y|Model 3"
    "|海豹"
    "|海鸥|秦PLUS|宋PLUS|唐DM|汉EV|元PLUS|星越|博越|帝豪|哈弗H6|CR-V|RAV4|XC60|X3|X5|A4L|A6L|C级|E级"
)

_KNOWN_NAMES = tuple("|".join((ORGANISATIONS_ZH, DISTRICTS_ZH, CAR_MODELS_ZH, PLACES_ZH)).split("|"))

_CAR = "car"
_PHONE = "phone_model"
_PHONE_BRANDS = frozenset(
    ("华为", "小米", "红米", "荣耀", "oppo", "vivo", "一加", "魅族", "三星", "苹果", "iphone")
)
_SCHOOL = "school"
_KIN = alternatives(w.KIN_ZH)
_OTHERS = "朋友|同事|同学|室友|邻居|老板|领导|他|她|他们|她们|别人|人家|大家|客户|网友"
_OTHER_BEFORE = re.compile(rf"(?:{_KIN}|{_OTHERS})")
_OTHERS_THING = compiled(w.OTHERS_THING_ZH)
_SOMEONE_FIRST = re.compile(rf"^(?:我的?)?(?:{_KIN}|{_OTHERS})")
_HYPOTHETICAL = compiled(
    rf"{alternatives(w.CONDITIONAL_ZH)}|(?<![理思感])想(?![象法起到])|决定|可能|也许|大概|打算|准备|考虑|希望|计划|要不要|该不该|是不是|会不会|能不能|梦想|假如|万一|或者"
)
_PAST = compiled("以前|之前|原来|曾经|那时候|当年|小时候|上学的时候|读书的时候|过去")
_TRIP = compiled(
    "出差|旅游|旅行|度假|玩|开会|路过|转机|中转|探亲|看望|拜访|考察|培训|参观|机票|高铁|火车票|酒店|行程|航班"
    "|吃饭|聚餐|逛街|逛|看演出|看展|看电影|爬山|露营|打卡|约饭|民宿|住了几天|住了两天|住了三天|住了一周|住了几晚"
)
"""A trip: a place said with it is where the user goes, not where they live."""
_OCCASION = compiled(
    "这次|这趟|本次|此次|这回|今天|今晚|明天|明晚|后天|这周|这个周末|周末|下周|下个月|下月|本周|这几天|暂时|临时|一趟|偶尔|一次|两次|几次|过一次"
)
_DATED = compiled("上周|上个月|上礼拜|上星期|昨天|前天|前几天|去年|前年|上次|那次|那天")
"""A past date: the statement tells an event (上周去株洲看了场演出) unless it tells a change (``_CHANGE``)."""
_CHANGE = compiled(
    "提了|提车|入手|买了|搬|入职|跳槽|跳到|调到|调去|换了|换成|改用|改成|落户|安家|定居|转到|加入"
)
_CORRECTION = compiled(
    "不对|说错|更正|应该是|我是说|记成|记错|记混|搞混|打错|口误|搞错|写错|准确说|准确地说|不是"
)
"""A correction is the correction step's (``writepath.later``): it knows which memory it corrects."""
_REQUEST = re.compile(r"^(?:帮我|帮忙|请|给我|麻烦|你|您|能|可以|查|搜|看看)")
_ASKED = re.compile(r"帮我|替我|帮忙|麻烦|给我(?:选|订|买|找|查|安排|推荐|发|留|换|改|定|看)")
"""A request anywhere in it (以后订票都给我选高铁): an order for the agent, the standing-rule readers'."""
_QUESTION = re.compile(r"[?？]|(?:[吗呢]|(?<!饿了)么)\W*$|什么|哪|多少|怎么")
_NEGATED = re.compile(r"(?:不是|不在|没在|没去|不去|没有|不用|没用|不开|没开|不住|没住|不|没|别)$")
_SARCASM = compiled("呵呵|才怪|真是太好了|可太|爱死了|🙃|🙄")


@dataclass(frozen=True, slots=True)
class Named:
    """A value of a known kind said in a statement about the user."""

    value: str
    kinds: frozenset[str]
    """``place``, ``organisation``, ``car`` and, for an option of a single-valued option slot, the
    slot's name."""
    statement: str
    clause: str


@dataclass(frozen=True, slots=True)
class HeldValue:
    """A value the user holds: of a slot (``user / <slot>``), or named inside a free-text memory."""

    slot: str
    value: str
    subject: str
    predicate: str
    free_text: bool = False


@dataclass(frozen=True, slots=True)
class Replacement:
    slot: Slot
    value: str
    statement: str
    ends: tuple[HeldValue, ...] = ()
    """Free-text memories of the slot the new value ends (their own key, ``none``)."""


def _options() -> dict[str, str]:
    """Each Chinese or Latin option of a single-valued option slot that is not kept by its options."""
    return {name: slot.name for name, slot in OPTION_SLOT.items() if not slot.by_option and len(name) >= 2}


_OPTION_SLOTS = _options()
_ORGANISATIONS = frozenset(name.casefold() for name in ORGANISATIONS_ZH.split("|"))
_CARS = frozenset(name.casefold() for name in CAR_MODELS_ZH.split("|"))
_PLACES = frozenset(PLACES_ZH.split("|")) | frozenset(DISTRICTS_ZH.split("|"))
_ALL = sorted({*_OPTION_SLOTS, *_ORGANISATIONS, *_CARS, *_PLACES}, key=len, reverse=True)
_CHINESE = [name for name in _ALL if is_chinese(name)]
_LATIN = [name for name in _ALL if not is_chinese(name)]
_ZH_NAMES = frozenset(name.casefold() for name in _CHINESE)
_ZH_LENGTHS = sorted({len(name) for name in _ZH_NAMES}, reverse=True)
_LATIN_NAMES = frozenset(name.casefold() for name in _LATIN)
_LATIN_RUN = re.compile(r"[A-Za-z][A-Za-z0-9+&.'-]*(?:\s[A-Za-z0-9][A-Za-z0-9+&.'-]*){0,2}")
_MODEL = re.compile(r"[A-Za-z0-9]{1,4}(?:\s?(?:PLUS|Pro|EV|DM|Max))?(?![A-Za-z0-9])", re.IGNORECASE)


def _names(text: str) -> list[tuple[int, str]]:
    """The known names a text says, longest first at each place (a look-up per character, not a pattern
    of every name): a Chinese one with the model after it (小鹏P7), a Latin one as whole words."""
    found: list[tuple[int, str]] = []
    folded, at = text.casefold(), 0
    while at < len(text):
        char = text[at]
        starts_word = not (at and text[at - 1].isascii() and text[at - 1].isalnum())
        if "\u4e00" <= char <= "\u9fff" or (char.isascii() and char.isalnum() and starts_word):
            length = next((n for n in _ZH_LENGTHS if folded[at : at + n] in _ZH_NAMES), 0)  # 小鹏, B站
            if length:
                end = at + length
                if model := _MODEL.match(text, end):
                    end = model.end()
                found.append((at, text[at:end]))
                at = end
                continue
        if char.isascii() and char.isalpha() and starts_word:
            run = _LATIN_RUN.match(text, at)
            words = run.group(0).split() if run else [char]
            said = next(
                (
                    " ".join(words[:n])
                    for n in range(len(words), 0, -1)
                    if " ".join(words[:n]).casefold().rstrip(".") in _LATIN_NAMES
                ),
                "",
            )
            if said:
                found.append((at, said.rstrip(".")))
            at += len(words[0])
            continue
        at += 1
    return found


def kinds_of(value: str) -> frozenset[str]:
    """The kinds of a value: a place, an organisation, a car, an option of a slot (several at once: 美团
    is an employer and a booking platform)."""
    folded = value.casefold().strip()
    base = re.sub(r"(?:[A-Za-z0-9]{1,4}(?:\s?(?:plus|pro|ev|dm|max))?|市|省)$", "", folded) or folded
    found: set[str] = set()
    for name in {folded, base}:
        if name in _PLACES:
            found.add("place")
        if name in _ORGANISATIONS:
            found.add("organisation")
        if name in _CARS:
            found.add(_CAR)
        if name in _OPTION_SLOTS:
            found.add(_OPTION_SLOTS[name])
    if _CAR in found or "car" in {_OPTION_SLOTS.get(folded), _OPTION_SLOTS.get(base)}:
        found.add(_CAR)
    elif base != folded and base in _PHONE_BRANDS:
        found.add(_PHONE)  # a maker with its model (小米14, 华为Mate40): a phone, as the maker alone is not
    return frozenset(found)


def named(text: str) -> list[Named]:
    """The values of a known kind a Chinese message says about the user as a lasting state."""
    found: list[Named] = []
    if not is_chinese(text) or _SARCASM.search(text):
        return found
    for whole in statements(text)[:20]:
        statement = whole if statement_usable(whole) else usable_lead(whole)
        if not statement:
            continue
        trip = _TRIP.search(statement) is not None
        for clause in clauses(statement):
            for start, value in _names(clause):
                kinds = kinds_of(value)
                if trip:
                    kinds = kinds - {"place"}
                if not kinds or not _usable(clause, start):
                    continue
                found.append(Named(value, kinds, statement, clause))
    return [] if found and withdrawn(text) else found


def withdrawn(text: str) -> bool:
    """A message that takes back or corrects what it says anywhere in it (我搬到武汉了。刚才说错了，当我没说):
    the retraction and correction steps' (``rules.asserted``, ``writepath.later``)."""
    said = statements(text)[:20]
    return _CORRECTION.search(text) is not None or any(is_retraction(c) for one in said for c in clauses(one))


def usable_lead(statement: str) -> str:
    """The clauses that open a statement up to the first one that is not usable on its own: a state
    said before a question or an occasion about it (我那台小鹏G6冬天续航掉得厉害，有什么办法吗？;
    我那台理想L7后排空间真大，周末拉着爸妈出去玩) is said all the same. Empty when the first clause is
    not usable (如果…, 我想…) or when every clause is (the statement itself is not, as a whole)."""
    parts = [] if undecided(statement) else clauses(statement)  # 看中了X，还在犹豫: no state
    kept: list[str] = []
    for part in parts:
        if not statement_usable(part):
            break
        kept.append(part)
    return "，".join(kept) if kept and len(kept) < len(parts) else ""


def statement_usable(statement: str) -> bool:
    """A statement that may tell the user's lasting state: no question, request, hypothetical, one
    occasion, correction or past event (a dated change is one: 上周刚提了小鹏P7)."""
    if len(statement) > 120 or _QUESTION.search(statement) or _REQUEST.search(statement.strip()):
        return False
    if _HYPOTHETICAL.search(statement) or _CORRECTION.search(statement) or is_plan(statement):
        return False  # 本来下个月要搬去上海: a plan the user says was not carried out is no state
    if _OCCASION.search(statement) and not (_COMMITTED.search(statement) or tells_settled(statement)):
        return False
    if _ASKED.search(statement):
        return False
    if _SARCASM.search(statement) or _SOMEONE_FIRST.match(statement):
        return False
    return not (_DATED.search(statement) and not _CHANGE.search(statement))


_WITH_SOMEONE = compiled(rf"(?:跟|和|与|陪|带着|同)(?:我的?)?(?:{_KIN}|{_OTHERS})")
"""Someone the user does a thing with (跟同事去了超级猩猩): the user's own doing, no one else's."""
_COMMITTED = compiled("报到|入职|离职|辞职|辞了|办好了|签了合同|拿到了?offer")
"""A change already settled, whatever date it takes effect (下个月去字节跳动报到): no one occasion."""


def _usable(clause: str, start: int) -> bool:
    before = _WITH_SOMEONE.sub("", clause[:start])
    if _OTHER_BEFORE.search(before) or _PAST.search(clause) or _NEGATED.search(before):
        return False
    if _OTHERS_THING.search(clause) or named_before(clause[:start], not_names=_KNOWN_NAMES):
        return False  # 宜昌是我大学室友的老家, 我哥住在杭州, 小林去…(a name): whose it is, before or after it
    return re.search(r"(?:他|她|它)们?的$", before) is None


def placed_as_kind(value: Named, slot: str, said: str) -> bool:
    """Whether a reading of the rules (``user / <slot> = said``) holds this place or organisation in
    a slot of its kind (住在上海: the residence): governance replaces the held value through the key,
    nothing to read. A value of several kinds (美团: an employer, a booking platform) is the held
    slot's to say, and an option may end a free-text memory that held the slot's old option."""
    own = BY_NAME.get(slot)
    if own is None or not _said_again(value.value, said):
        return False
    return own.value in ("place", "organisation") and value.kinds == {own.value}


def held_kinds(value: str, slot: str) -> frozenset[str]:
    """The kinds of a held slot value: its own (a place held as the employer is a place), and the
    slot's (a residence holds a place, an employer an organisation, an option slot its options)."""
    kinds = set(kinds_of(value))
    own = BY_NAME.get(slot)
    if own is not None and own.value == "place":
        kinds.add("place")
    elif own is not None and own.value == "organisation":
        kinds.add("organisation")
    if own is not None and own.value == "option":
        kinds.add(slot)
    return frozenset(kinds)


def _same_kind(new: Named, held: HeldValue) -> bool:
    """The new value is of the kind the held one is: for an option slot, an option of it (or a car for
    the car); for a place or organisation slot, a value of that kind."""
    slot = BY_NAME[held.slot]
    if held.slot in new.kinds:
        return True  # an English brand of a slot that holds organisations or text (gym, coffee order)
    if slot.value == "option":
        return held.slot in new.kinds or (held.slot == _CAR and _CAR in new.kinds)
    ours = held_kinds(held.value, held.slot) & {"place", "organisation"}
    return bool(ours & new.kinds) and ("place" in ours) == ("place" in new.kinds)


def _said_again(new: str, held: str) -> bool:
    a, b = new.casefold(), held.casefold()
    return bool(a and b) and (a in b or b in a)


_GIVEN_UP = compiled(
    "给了|给我|送|卖|出手|转手|离开|离职|辞职|走了|不干|不开|不用|不住|待腻|住腻|腻了|退|卸|换|改|到期|搬离|搬走|跳槽|从"
)


_GIVEN_UP_EN = compiled(english(f"{GIVEN_UP_EN}|{TURNED_AGAINST_EN}"))
"""The English of giving a held value up ("Gave the iPhone to my mum", "the Dell died")."""


def replacing(said: list[Named], held: list[HeldValue], placed: dict[str, str]) -> list[Replacement]:
    """The held slots the named values replace. ``placed``: the slots the message's readings already
    wrote (``user / <slot>`` → value): a slot read by the rules is theirs."""
    found: list[Replacement] = []
    taken: set[str] = set()
    for new in said:
        candidates: dict[str, list[HeldValue]] = {}
        for one in held:
            if one.slot in placed and not _said_again(placed[one.slot], new.value):
                continue  # the rules read another value of this slot in the message
            slot = BY_NAME.get(one.slot)
            if slot is None or slot.many or slot.constraint or not slot.lasting or slot.by_option:
                continue
            if _same_kind(new, one):
                candidates.setdefault(one.slot, []).append(one)
        if len(candidates) > 1:
            named_slots = {name for name in candidates if names_cue(new.statement, BY_NAME[name])}
            candidates = {name: kept for name, kept in candidates.items() if name in named_slots}
        if len(candidates) != 1:
            continue
        name, kept = next(iter(candidates.items()))
        if name in taken or any(_said_again(new.value, one.value) for one in kept):
            continue
        if not _old_given_up(new, kept):
            continue
        taken.add(name)
        ends = tuple(one for one in kept if one.free_text)
        if name == _SCHOOL and new.value.casefold() in _ORGANISATIONS and "workplace" not in taken:
            # a student who starts at an employer (毕业了，下周一去网易报到): the school ends, the job begins
            taken.add("workplace")
            found.append(Replacement(BY_NAME["workplace"], new.value, new.statement, tuple(kept)))
            continue
        found.append(Replacement(BY_NAME[name], new.value, new.statement, ends))
    return found


def _old_given_up(new: Named, kept: list[HeldValue]) -> bool:
    """A statement that names the held value too replaces it only when it gives it up (高尔夫给我外甥了,
    从北京搬到深圳): "北京和深圳我都喜欢" names two of the kind and replaces neither."""
    for one in kept:
        old = _held_name(one)
        if not old or old not in new.statement.casefold():
            continue
        old_clauses = [clause for clause in clauses(new.statement) if old in clause.casefold()]
        given_up = _GIVEN_UP if is_chinese(new.statement) else _GIVEN_UP_EN
        if not any(
            given_up.search(clause) or given_up_before(clause, old) or spoken_as_over(clause, old)
            for clause in old_clauses
        ):  # 高尔夫给我外甥了, "Apple Music instead of Spotify", "VS Code felt so sluggish" (held_over)
            return False
    return True


_BEFORE_EN = english(GIVEN_UP_BEFORE_EN)


def given_up_before(clause: str, old: str) -> bool:
    """Whether an English clause names the held value right after a word that gives it up ("Apple Music
    instead of Spotify"; "Spotify instead of Apple Music" gives up Apple Music only)."""
    if is_chinese(clause) or not old:
        return False
    pattern = rf"{_BEFORE_EN}\s+(?:(?:the|my|a|an|our)\s+)?{re.escape(old)}"
    return re.search(pattern, clause, re.IGNORECASE) is not None


def _held_name(one: HeldValue) -> str:
    if not one.free_text:
        return one.value.casefold()
    found = [value.casefold() for _, value in _names(one.value)]
    return found[0] if found else ""


def free_text_values(subject: str, predicate: str, content: str) -> list[HeldValue]:
    """The slot values a free-text memory names: an option of one option slot, or a car (我开的是一辆马自达3
    holds the car), or an organisation the user works at (在百度做算法: the employer, as a reading of the
    job kept the rest as free text). Places and other organisations in free text are not read (我在上海长大
    is no residence)."""
    found: list[HeldValue] = []
    for start, value in _names(content):
        if _works_at(content, start, value):  # 我在百度做算法: the employer, said with the work
            found.append(HeldValue("workplace", content, subject, predicate, free_text=True))
            continue
        kinds = kinds_of(value) - {"place", "organisation"}
        slots = {kind for kind in kinds if kind in BY_NAME and BY_NAME[kind].value == "option"}
        if len(slots) == 1:
            found.append(HeldValue(slots.pop(), content, subject, predicate, free_text=True))
    return found


_WORK = re.compile("做|上班|工作|干|当|实习|任职|负责|带|写|搞")


def _works_at(content: str, start: int, value: str) -> bool:
    """An organisation said as where the user works (我在百度做算法, 在招行上班): 在 before it, a verb of
    work after it, said of the user."""
    if "organisation" not in kinds_of(value) or not content[:start].endswith("在"):
        return False
    return _WORK.match(content, start + len(value)) is not None and _usable(content, start - 1)
