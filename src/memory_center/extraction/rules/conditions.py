"""Health in any wording: a condition the user has, a medicine they take, a food or thing their body
reacts to. Always a lasting CONSTRAINT at USER scope (the agent must respect it whatever it does),
keyed by the thing so that several conditions or medicines are held side by side:

- condition: "I have type 1 diabetes", "I've got asthma", "I suffer from migraines", "I'm diabetic",
  我有高血压, 我患有哮喘, 我得了痛风 (the schema's ``condition`` options, or a word ending in a
  condition suffix: 病, 症, 炎, -itis) → "<condition> / condition = has";
- medication: "I take blood thinners every day", "I'm on insulin", 我每天都要吃降压药 (the schema's
  ``medication`` options, or a word ending in 药 / pills / tablets / medication) → "<medicine> /
  medication = takes";
- reaction: "Shellfish makes me break out in hives", "Nuts give me a rash", 我一吃芒果嘴就肿 → "<thing> /
  allergy = reacts".
"""

import re

from memory_center.enums import MemoryType
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.text import alternatives, compiled, thing, trim
from memory_center.extraction.schema import BY_NAME

_CONDITIONS = alternatives("|".join(BY_NAME["condition"].options))
_MEDICINES = alternatives("|".join(BY_NAME["medication"].options))
_ADVERBS = r"(?:(?:also|still|now|actually|really|unfortunately|recently|just)\s+)*"
_EN_CONDITION = compiled(
    rf"^I\s+{_ADVERBS}(?:have|'ve\s+got|have\s+got|suffer\s+from|live\s+with|was\s+diagnosed\s+with|got\s+diagnosed\s+with"
    rf"|'ve\s+been\s+diagnosed\s+with|get)\s+(?P<what>{_CONDITIONS}|[\w' -]{{0,30}}?(?:itis|isease|syndrome|disorder)"  # noqa: E501
    r")(?:\s+(?:from|when|since|for)\b.*)?$"
    r"|^I(?:'m|\s+am)\s+(?P<adj>diabetic|asthmatic|epileptic|coeliac|celiac|anaemic|anemic|pregnant)$"
)
_ZH_CONDITION = re.compile(
    rf"^我(?:也|还|一直|从小)?(?:有|患有|得了|得过|查出|确诊了?|是)(?P<what>{_CONDITIONS}|[\u4e00-\u9fff]{{1,6}}(?:病|症|炎))(?:患者)?(?:了)?$"
)
_EN_MEDICINE = compiled(
    rf"^I(?:'m\s+on|\s+am\s+on|\s+{_ADVERBS}(?:take|need|use))\s+(?P<what>{_MEDICINES}"
    r"|[\w' -]{1,30}?(?:pills|tablets|medication|medicine|meds|injections|drops))"
    r"(?:\s+(?:every|each|daily|twice|once|at|in|for)\b.*)?$"
)
_ZH_MEDICINE = re.compile(
    rf"^我(?:每天|每日|天天|一直|长期|平时|按时)?(?:都)?(?:要|得|需要|在)?(?:吃|服用|打|用)(?P<what>{_MEDICINES}|[\u4e00-\u9fff]{{1,6}}药)(?:了)?$"
)
_EN_REACTION = compiled(
    r"^(?P<what>[\w' -]{2,30}?)\s+(?:makes?|made)\s+me\s+(?:break\s+out|come\s+out\s+in|sick|ill|itch|itchy|swell|vomit"  # noqa: E501
    r"|throw\s+up|wheeze|sneeze)\b.*$"
    r"|^(?P<what2>[\w' -]{2,30}?)\s+(?:gives?|gave)\s+me\s+(?:(?:terrible|awful|bad|really|severe|horrible)\s+)*(?:hives|a\s+rash|rashes|migraines?|headaches?|stomach\s+(?:aches?|cramps)"  # noqa: E501
    r"|heartburn|an\s+upset\s+stomach|eczema)\b.*$"
)
_EN_FROM = compiled(
    r"^I\s+get\s+(?P<cond>migraines?|headaches?|hives|a\s+rash|heartburn)\s+from\s+(?P<what>.+)$"
)
_ZH_REACTION = re.compile(
    r"^我?(?:一|只要)?(?:吃|喝|碰|闻到|接触)(?P<what>[\u4e00-\u9fffA-Za-z]{1,8}?)(?:嘴|脸|身上|皮肤|肚子|胃|嗓子)?就?"
    r"(?:会)?(?:肿|过敏|拉肚子|起疹子|长疹子|起红疹|痒|吐|难受|胃疼|肚子疼|头疼|喘|呼吸困难)"
)


def read_health(text: str) -> Reading | None:
    if match := _EN_CONDITION.match(text) or _ZH_CONDITION.match(text):
        what = match["what"] if match["what"] else match["adj"]
        return _rule(what, "condition", "has", as_said=True)
    if match := _EN_FROM.match(text):
        return _rule(match["cond"], "condition", "has")
    if match := _EN_MEDICINE.match(text) or _ZH_MEDICINE.match(text):
        return _rule(match["what"], "medication", "takes")
    if match := _EN_REACTION.match(text):
        return _rule(match["what"] or match["what2"], "allergy", "reacts")
    if match := _ZH_REACTION.match(text):
        return _rule(match["what"], "allergy", "reacts")
    return None


def _rule(what: str, predicate: str, value: str, *, as_said: bool = False) -> Reading | None:
    said = trim(what)
    if not said or re.match(r"^(?:it|this|that|they|them|he|she|a|an|the)$", said, re.IGNORECASE):
        return None
    subject = said.casefold() if as_said else thing(said) or said  # "diabetes" is no plural
    return Reading(MemoryType.CONSTRAINT, subject, predicate, value, lasting=True)
