"""A taste that went: the user no longer likes a thing, said without a verb of liking.

"Jazz doesn't do it for me anymore", "Sushi has lost its appeal", "I've
grown out of true crime podcasts", "I've lost interest in chess", 爵士现在听不下去了, 这剧我看不下去了
→ the thing, dislike (the same key as the liking it ends). ``read_gone`` returns None for anything else;
a thing pointed at ("it doesn't do it for me") is left to the sentence's topic, and "Tuesday doesn't
work for me" answers a question of the conversation: no taste.
"""

import re

from memory_center.extraction.rules.text import compiled, en_thing, zh_thing

_EN_NOT_FOR_ME = compiled(
    r"^(?P<obj>.+?)\s+(?:just\s+|really\s+|simply\s+)?(?:doesn't|does not|don't|do not|isn't|is not|aren't"
    r"|are not)\s+(?:really\s+|quite\s+)?"
    r"(?:do(?:ing)? it|do(?:ing)? anything)\s+for\s+me(?:\s+(?:anymore|any more|these days|now"
    r"|lately))?$"
)
_EN_LOST_APPEAL = compiled(
    r"^(?P<obj>.+?)\s+(?:has|have|'s)\s+(?:kind of\s+|totally\s+|completely\s+)?lost\s+"
    r"(?:all\s+)?(?:its|their)\s+"
    r"(?:appeal|charm|magic|shine)(?:\s+for\s+me)?$"
)
_EN_GROWN_OUT = compiled(
    r"^I(?:'ve|\s+have)?\s+(?:kind of\s+|sort of\s+|totally\s+|completely\s+)?(?:grown out of|outgrown"
    r"|lost (?:all\s+)?(?:my\s+)?(?:interest|taste) (?:in|for)|fallen out of love with|gotten over|got over)"
    r"\s+(?P<obj>.+)$"
)
_ZH_CANNOT_GO_ON = re.compile(
    r"^(?P<obj>[^，,我你他她]{1,10}?)我?(?:现在|已经|最近|实在|真的|是)*(?:听|吃|看|喝|玩|追)不下去了$"
    r"|^我?(?:现在|已经|最近|实在|真的)*(?:听|吃|看|喝|玩|追)不下去(?P<obj2>[^，,]{1,10}?)了$"
)
_ZH_POINTED = re.compile(r"^(?:这|那)(?:个|部|首|本|家|种)?$")


def read_gone(clause: str) -> tuple[str, bool] | None:
    """(thing, True) for a taste that went; the caller makes the dislike."""
    for pattern in (_EN_NOT_FOR_ME, _EN_LOST_APPEAL, _EN_GROWN_OUT):
        if match := pattern.match(clause):
            return en_thing(match["obj"]), True
    if match := _ZH_CANNOT_GO_ON.match(clause):
        said = match["obj"] or match["obj2"]
        thing = zh_thing(re.sub(r"^(?:这|那)(?:个|部|首|本|家|种)(?=..)", "", said))
        return (thing, True) if thing and not _ZH_POINTED.match(thing) else None
    return None
