"""How the user takes a food or drink: PREFERENCE "<food> / how = <the way>", one key per food.

"I take my coffee with oat milk" → "coffee / how = with oat milk"; "These days I have my coffee black"
→ "coffee / how = black" (the same key: the new way supersedes the old one); "I like my steak medium
rare", "I don't take sugar in my tea" → "tea / how = without sugar"; 我喝咖啡都加燕麦奶 → "咖啡 / how =
加燕麦奶", 我现在喝咖啡不加糖了 → "不加糖", 我喝茶喜欢加柠檬, 咖啡我一般加燕麦奶, 我吃牛排要七分熟.

Only a food or drink of ``words.SERVED_*`` is read, and only a way of taking it (with / without,
black, a doneness, 加 / 不加 / 少放, 去冰, 七分熟 …): "I take my kids to school", "I have my lunch with
colleagues" or "I drink coffee with breakfast" say nothing of how the food is taken.
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.text import (
    alternatives,
    compiled,
    en_thing,
    english,
    one_of,
    trim,
    zh_value,
)

HOW = "how"

_FOOD_EN = alternatives(w.SERVED_EN)
_FOOD_ZH = alternatives(w.SERVED_ZH)
SERVED_WORDS = compiled(rf"\b{one_of(w.SERVED_EN)}s?\b|{one_of(w.SERVED_ZH)}")
"""Any food or drink of this family: without one, no way of taking it can be read."""

_EN_ADV = r"(?:(?:always|usually|normally|generally|typically|still|now|just|really|only|mostly)\s+)*"
_EN_WAY = (
    r"(?P<how>(?:with|without|with no|with extra|with a (?:dash|splash|drop|slice|bit) of)\s+"
    rf"(?!{alternatives(w.NOT_A_WAY_EN)}\b).+"
    rf"|{english(w.SERVED_WAYS_EN)}(?:\s+(?:and|or)\s+{english(w.SERVED_WAYS_EN)})?)"
)
_EN_SERVED = (
    compiled(
        rf"^I\s+{_EN_ADV}(?:take|have|drink|like|love|prefer|eat|order|want|get)\s+my\s+(?P<food>{_FOOD_EN})s?\s+"
        rf"{_EN_WAY}(?:\s+(?:now|these days|nowadays|please))?$"
    ),
    compiled(
        rf"^I\s+{_EN_ADV}(?P<neg>don't|do not|never)?\s*(?:take|have|put|add|want)\s+(?:any\s+)?(?P<what>.+?)"
        rf"\s+in\s+my\s+(?P<food>{_FOOD_EN})s?(?:\s+(?:now|these days|anymore|any more))?$"
    ),
    compiled(
        rf"^I\s+{_EN_ADV}(?:take|drink|have)\s+(?P<food>{_FOOD_EN})s?\s+{_EN_WAY}"
        r"(?:\s+(?:now|these days|nowadays))?$"
    ),
)
_ZH_ADV = (
    r"(?:都|一般|通常|平时|习惯|总是|一直|现在|最近|如今|也|还|就|只|基本上|喜欢|爱|要|得|是|改成了?|换成了?"
    r"|改为|改)*"
)
"""Between the food and the way: habit words, 都是 ("都是去冰少糖"), and a change ("改成不加奶了")."""
_ZH_WAY = (
    rf"(?P<how>(?:不|少|多|只)?(?:加|放)(?!{alternatives(w.NOT_A_WAY_ZH)}).{{1,8}}?"
    rf"|(?:{alternatives(w.SERVED_WAYS_ZH)})+)"
)
_ZH_SERVED = (
    re.compile(
        rf"^我?(?:现在|平时|一般|通常|最近|如今|以后)?(?:喝|吃|点)(?P<food>{_FOOD_ZH}){_ZH_ADV}{_ZH_WAY}(?:的|了|啦)?$"
    ),
    re.compile(rf"^(?P<food>{_FOOD_ZH})我?{_ZH_ADV}{_ZH_WAY}(?:的|了|啦)?$"),
    re.compile(rf"^我的(?P<food>{_FOOD_ZH}){_ZH_ADV}{_ZH_WAY}(?:的|了|啦)?$"),
)


def _en_way(how: str, negated: bool = False) -> str:
    said = re.sub(r"\s+(?:please|thanks?)$", "", trim(how), flags=re.IGNORECASE).lower()
    said = re.sub(r"^with no\s+", "without ", said)
    return f"without {said}" if negated else said


def read_serving(clause: str) -> Reading | None:
    """How the user takes a food or drink, if the clause says it."""
    for pattern in _EN_SERVED:
        if match := pattern.match(clause):
            groups = match.groupdict()
            if groups.get("what"):  # "I take milk in my tea", "I don't take sugar in my coffee"
                what = en_thing(groups["what"])
                how = f"without {what}" if groups.get("neg") else f"with {what}"
            else:
                how = _en_way(match["how"])
            food = en_thing(match["food"])
            return Reading(MemoryType.PREFERENCE, food, HOW, how, lasting=True) if food and how else None
    for pattern in _ZH_SERVED:
        if match := pattern.match(clause):
            how = zh_value(match["how"])
            return Reading(MemoryType.PREFERENCE, match["food"], HOW, how, lasting=True) if how else None
    return None
