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
from memory_center.extraction.rules.health import allergic_to_no_allergen, read_allergy, read_intolerance
from memory_center.extraction.rules.health_names import CONDITION_ADJECTIVES_EN, CONDITIONS_EN, CONDITIONS_ZH
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.named_health import names_listed, names_other_zh, read_named_health
from memory_center.extraction.rules.text import alternatives, compiled, english, is_chinese, thing, trim
from memory_center.extraction.schema import BY_NAME
from memory_center.governance.prescribed import prescribed_for_weeks

_CONDITIONS = alternatives("|".join(BY_NAME["condition"].options))
_MEDICINES = alternatives("|".join(BY_NAME["medication"].options))
_ADVERBS = r"(?:(?:also|still|now|actually|really|unfortunately|recently|just)\s+)*"
_EN_CONDITION = compiled(
    rf"^I\s+{_ADVERBS}(?:have|'ve\s+got|have\s+got|suffer\s+from|live\s+with|was\s+diagnosed\s+with|got\s+diagnosed\s+with"
    rf"|'ve\s+been\s+diagnosed\s+with|get)\s+(?P<what>{_CONDITIONS}|[\w' -]{{0,30}}?(?:itis|isease|syndrome|disorder)"  # noqa: E501
    r")(?:\s+(?:from|when|since|for)\b.*)?$"
    r"|^I(?:'m|\s+am)\s+(?:an?\s+)?(?P<adj>(?:type\s+[12]\s+)?diabetic|asthmatic|epileptic|coeliac|celiac|anaemic"
    r"|anemic|pregnant)$"
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
_EN_FROM = compiled(
    r"^I\s+get\s+(?P<cond>migraines?|headaches?|hives|a\s+rash|heartburn)\s+from\s+(?P<what>.+)$"
)


def read_health(text: str) -> Reading | None:
    if match := _EN_CONDITION.match(text) or _ZH_CONDITION.match(text):
        what = match["what"] if match["what"] else match["adj"]
        return _rule(what, "condition", "has", as_said=True)
    if match := _EN_FROM.match(text):
        return _rule(match["cond"], "condition", "has")
    if match := _EN_MEDICINE.match(text) or _ZH_MEDICINE.match(text):
        return _rule(match["what"], "medication", "takes")
    if named := read_named_health(text):
        return named
    if (said := _fragment(text)) is not None:
        return read_allergy(said) or read_intolerance(said) or read_health(said)
    return read_body(text)


_FRAGMENT_HEAD = compiled(
    r"^(?:(?:anyway|also|oh|and|so|btw|fyi|ps|p\.s\.|just so you know|for the record)[\s,:]+)+"
)
_FRAGMENT_TAIL = compiled(
    r"(?:[\s,;:—–-]+(?:here|fyi|btw|by the way|just so you know|for the record|for reference"
    r"|as well|too))+[.!]*$"
)
_SUBJECT_FIRST = compiled(
    r"^(?:i|i'm|i've|i'd|my|we|we're|our|you|your|he|she|they|it|it's|this|that|the|his|her|their|not|no"
    r"|mom|mum|dad|wife|husband|son|daughter|kid|friend)\b"
)


_LISTED_AFTER = re.compile(r"\s+[—–]\s+[^—–]*$")
"""What a fragment lists after a dash (its examples): the fragment is what comes before."""


def _fragment(text: str) -> str | None:
    """A statement of health said without its subject ("Lactose intolerant, fyi", "type 1 diabetic here",
    "Allergic to peanuts btw", "on warfarin these days"): the user's own, read as "I'm …". Only a short
    English fragment that opens with no subject of its own."""
    if is_chinese(text):
        return None
    text = _LISTED_AFTER.sub("", text)  # "tree nut allergy here — cashews, walnuts, all of it"
    core = trim(_FRAGMENT_TAIL.sub("", _FRAGMENT_HEAD.sub("", text.strip())))
    if not core or _SUBJECT_FIRST.match(core) or len(core.split()) > 6 or core.casefold().startswith("i "):
        return None
    return f"I have a {core}" if re.search(r"\ballerg(?:y|ies)$", core, re.IGNORECASE) else f"I'm {core}"


def _rule(what: str, predicate: str, value: str, *, as_said: bool = False) -> Reading | None:
    said = trim(what)
    if not said or re.match(r"^(?:it|this|that|they|them|he|she|a|an|the)$", said, re.IGNORECASE):
        return None
    subject = said.casefold() if as_said else thing(said) or said  # "diabetes" is no plural
    return Reading(MemoryType.CONSTRAINT, subject, predicate, value, lasting=True)


# --- the general shape: a thing + a reaction of the body, or the user + a medical word -------------------

REACTION_EN = (
    "rash|rashes|hives|reaction|reactions|swell|swells|swelled|swelling|swollen|itch|itchy|itching|anaphylaxis"
    "|anaphylactic|anaphylactic shock|hospital|the hospital|a&e|the er|emergency room|epipen|breathe"
    "|breathing"
    "|wheeze|wheezing|vomit|throw up|migraine|migraines|stomach|gut|cramps|diarrhoea|diarrhea|bloated"
    "|nauseous|nausea|faint|pass out|seizure|seizures|throat|skin|eczema|heartburn|blisters|welts|puffy"
    "|numb|tingly|tingling|sneeze|sneezing|sick|ill|headache|headaches|break out|come out"
)
"""What a body does when something disagrees with it (English): the word that makes "X <verb> me/my
…" a health statement whatever the verb ("Penicillin gives me a bad reaction", "Shellfish makes my
throat swell up", "Gluten wrecks my stomach", "Even a trace of sesame sends me to hospital"), as
does a part of the body after "my" ("Eggs make my face blow up")."""
DISAGREES_EN = (
    "doesn't agree with|does not agree with|don't agree with|do not agree with|disagrees with|disagree with"
    "|doesn't sit well with|does not sit well with|don't sit well with|never agrees with|never agree with"
)
"""The body's disagreement said as such ("Dairy doesn't agree with me", "Onions never agree with me"):
a reaction with no reaction word."""
DEADLY_EN = r"(?:can|could|would|will|might|may)\s+(?:literally\s+|actually\s+)?kill\s+me"
""""X can kill me": a risk to life; "work is killing me" (no modal) is a figure of speech."""
MEDICAL_EN = (
    "epipen|epi-pen|epipens|adrenaline pen|inhaler|insulin|pacemaker|transplant|dialysis|chemo|chemotherapy"
    "|blood thinners|blood thinner|immunosuppressants|immunosuppressant|anticoagulants|steroids|hearing aid"
    "|hearing aids|wheelchair|crutches|cpap|stent|diabetic|diabetes|epileptic|epilepsy|asthma|asthmatic"
    "|heart condition|heart problems|pacemaker|coeliac|celiac|anaphylactic"
)
"""A medical device, treatment or condition the user lives with: "I carry an EpiPen everywhere",
"I had a kidney transplant", "I use a hearing aid", "I'm type 2 diabetic"."""
REACTION_ZH = (
    "过敏|不舒服|起疹子|长疹子|出疹子|起红疹|红疹|荨麻疹|休克|住院|进医院|送急诊|急诊|发红|红肿|肿|喘不上气|喘不过气"
    "|呼吸困难|拉肚子|腹泻|呕吐|吐|晕倒|起泡|起过泡|昏迷|要命|没命|致命|胃疼|胃痛|肚子疼|头疼|犯病|发作|痒|打喷嚏|流眼泪|流鼻涕|起包"
)
MEDICAL_ZH = (
    "胰岛素|起搏器|透析|化疗|移植|助听器|轮椅|拐杖|哮喘喷雾|肾上腺素笔|抗凝药|降压药|降糖药|糖尿病|心脏病|哮喘"
    "|癫痫"
)

HEALTH_EN = (
    "doctor|doctors|gp|physician|cardiologist|allergist|dermatologist|specialist|prescribed|prescription"
    "|medication|medications|meds|pills|tablets|dose|dosage|diagnosed|diagnosis|chronic|surgery|operation"
    "|post-op|recovering|recovery|physio|physiotherapy|rehab|pregnant|pregnancy|breastfeeding|nursing"
    "|blood pressure|cholesterol|blood sugar|glucose|thyroid|hypothyroid|hypothyroidism|hyperthyroid|kidney"
    "|kidneys|liver|gout|ibs|crohn's|crohns|colitis|reflux|heartburn|ulcer|migraine|migraines|arthritis"
    "|osteoporosis|anemia|anaemia|anemic|anaemic|cancer|tumou?r|depression|anxiety|adhd|ptsd|insomnia|apnea"
    "|apnoea|allergic|allergy|allergies|intolerant|intolerance|lactose|gluten|low-salt|low-sodium|sodium"
    "|penicillin|antibiotics|ibuprofen|aspirin|paracetamol|statins|metformin|warfarin|levothyroxine"
    "|antidepressants|antihistamines|steroids|hospitalised|hospitalized|a&e|stitches|fracture"
    "|broken|sprained|torn|injury|injured|weeks along|weeks pregnant|months pregnant|expecting a baby"
    "|expecting twins|first trimester|second trimester|third trimester|morning sickness|postpartum"
    "|on crutches|in a cast|in a boot|in a sling|in a brace|physical therapy|fodmap|low-fodmap|renal diet"
    "|anaphylaxis|anaphylactic|epipen|epi-pen|short-sighted|nearsighted|colorblind|colourblind"
    "|hard of hearing|low-fat diet|low-sugar diet|low-protein diet|low-potassium diet|low-purine diet"
    "|gallbladder|pancreatitis|palpitations|arrhythmia"
)
"""Words of health (conditions, treatments, medicines, doctors, the body hurt; and every name of the lists
of ``health_names``: ``named_health.names_listed``): a first-person statement
no reader placed that names one is a health memory, a USER CONSTRAINT (``free_text``), whatever its
wording ("Since the clot my doctor has me on …", 医生让我少吃盐)."""
HEALTH_ZH = (
    "医生|大夫|医嘱|处方|开了药|开的药|吃药|服药|药物|病史|确诊|诊断|手术|术后|恢复期|康复|复查|怀孕|孕期|孕妇"
    "|哺乳|血压|血糖|血脂|胆固醇|尿酸|甲状腺|甲减|甲亢|肾|肝|胃|肠|心脏|哮喘|过敏|不耐受|忌口|抑郁|焦虑|失眠|偏头痛"
    "|关节炎|痛风|贫血|癌|肿瘤|化疗|透析|青霉素|头孢|阿司匹林|布洛芬|抗生素|激素|降压药|降糖药|胰岛素|二甲双胍|他汀"
    "|骨折|扭伤|受伤|伤口|发炎|炎症|结石|囊肿|结节|支架|起搏器|拉伤|摔伤|骨裂|韧带|半月板|劳损|打石膏|拄拐"
    "|孕早期|孕中期|孕晚期|预产期|产后|坐月子|二胎|体检|病号|忌口|近视|散光|色盲|色弱|弱视|助听器"
)
"""The same in Chinese; also what makes a Chinese statement without 我 the user's own (甲减好几年了)."""
_HEALTH = compiled(rf"\b(?:{english(HEALTH_EN)})\b|{alternatives(HEALTH_ZH)}|孕\s*\d+\s*周|怀孕")
BODY_EN_HURT = (
    "back|knee|knees|hip|neck|shoulder|spine|ankle|wrist|foot|leg|arm|elbow|hand|finger|toe|ribs?|collarbone"
    "|acl|meniscus|achilles|hamstring|calf|rotator cuff|ligament|disc"
)
HURT_EN = (
    "broke|broken|fractured|cracked|sprained|twisted|tore|torn|pulled|strained|dislocated|injured|hurt"
    "|busted|blew out|bruised|herniated|slipped"
)
"""What happens to a part of the body when it is injured: with the user's own part ("Broke my ankle
skiing", "tore my meniscus") it names health like a medical word, as does the part with a medical noun
("since the knee op", "back pain") and expecting a child ("I'm expecting, due in March")."""
_HURT = compiled(
    rf"\b(?:{english(HURT_EN)})\s+(?:my\s+|the\s+(?=[\w\s]{{1,30}}\s+in\s+my\b))(?:(?:left|right|lower|upper)\s+)?(?:{english(BODY_EN_HURT)})\b"
    rf"|\b(?:{english(BODY_EN_HURT)})\s+(?:op|surgery|operation|replacement|injury|pain|problems?|issues?|trouble)\b"
    r"|\b(?:i'm|i\s+am|we're|we\s+are)\s+expecting(?=\s*(?:[,.!;]|$|\s+(?:again|our|my|twins|a\s+baby|a\s+boy|a\s+girl)\b))"
)


def names_health(text: str) -> bool:
    """Whether a statement names a word of health (``HEALTH_EN``, ``HEALTH_ZH``), an injury of the user's
    own body (``HURT_EN``), or a name of the lists of ``health_names``."""
    return _HEALTH.search(text) is not None or _HURT.search(text) is not None or names_listed(text)


def tells_health(text: str) -> bool:
    """``names_health``, or a carer's restriction for a while ("the surgeon says I can't drive for a
    month": ``governance.prescribed``): a statement of the user's health all the same."""
    return names_health(text) or prescribed_for_weeks(text)


BODY_EN = (
    "back|lower back|knee|knees|hip|hips|neck|shoulder|shoulders|spine|ankle|ankles|wrist|wrists|feet|foot"
    "|leg|legs|joints|eyes|eyesight|ears|hearing|heart|lungs|stomach|bladder|disc|discs"
)
BODY_ZH = (
    "颈椎|腰椎|椎间盘|腰|膝盖|腿脚|腿|脚踝|脚|背|肩膀|肩|脖子|颈|脊椎|关节|眼睛|视力|耳朵|听力|心脏|肺|胃"
    "|手腕|髋"
)
"""Parts of the user's body: a restriction said with one ("I can't walk far because of my knee",
我腰椎间盘突出，不能久坐, 我颈椎不好，不能长时间低头) is a limit of the body, which lasts
(``names_own_body``)."""

_NOT_A_THING = compiled(
    r"^(?:it|this|that|these|those|he|she|they|you|work|everything|nothing|something|life|my|the|last|what)\b"
    r"|\b(?:is|are|was|were|yesterday|today|tonight|last)\b"
)
_AMOUNT_LEAD = compiled(
    r"^(?:even\s+|just\s+|any\s+)*(?:(?:a|the)\s+)?(?:tiny\s+|little\s+|small\s+|single\s+|smallest\s+)?"
    r"(?:trace|bit|drop|bite|sip|crumb|hint|touch|amount|whiff|sniff)\s+of\s+|^(?:even|just|any)\s+"
)
_EN_BODY = compiled(
    r"^(?P<what>[\w' -]{2,40}?)\s+(?:(?:can|could|will|would|may|might|always|usually|really|just"
    r"|literally|seriously|totally|completely)\s+)*(?P<verb>(?!(?:bc|because|cause|cuz|coz|and|but|so|if|when|as|since|or)\b)[a-z]+)\s+(?:me|my(?P<part>\s+(?:face|lips?|mouth"
    r"|tongue|eyes?|nose|chest)\b)?)\b(?P<rest>.*)$"
)
_EN_AFTER = compiled(
    r"^my\s+(?:face|lips?|mouth|tongue|eyes?|throat|skin|hands?|arms?|chest|stomach)\b(?P<how>.{1,40}?)\bafter\s+"
    r"(?:eating|drinking|having|touching|taking|trying)\s+(?:some\s+|a\s+|an\s+)?"
    r"(?P<what>[\w'-]+(?:\s+(?!once\b|as\b|when\b|and\b|at\b|in\b|on\b|for\b)[\w'-]+)?)"
)
"""A reaction told as what happened ("My lips swelled up after eating kiwi once as a kid"): the body's
reaction to the thing, an allergy learnt, whatever the tense."""
_EN_DISAGREES = compiled(
    rf"^(?P<what>[\w' -]{{2,40}}?)\s+(?:really\s+|just\s+)?{english(DISAGREES_EN)}\s+me\b"
)
_EN_REACTS = compiled(rf"\b(?:{english(REACTION_EN)})\b")
_EN_DEADLY = compiled(rf"^(?P<what>[\w' -]{{2,40}}?)\s+{DEADLY_EN}\b")
_EN_MEDICAL = compiled(
    rf"^i(?:'m|\s+am|'ve|\s+have)?\s.*?(?P<term>(?:[\w-]+\s+){{0,2}}?(?:{english(MEDICAL_EN)}))\b"
)
_EN_NOT_MINE = compiled(
    r"\b(?:not|no|never|no longer|anymore|any more|if|would|wish|hope)\b|n't\b"
    r"|\b(?:my|our)\s+(?:\w+\s+)?(?:friend|friends|mum|mom|dad|wife|husband|partner|son|daughter|kid|kids|sister|brother|boss|colleague)\b"
)
_EN_MEDICAL_LEAD = compiled(
    r"^(?:(?:i|i'm|am|have|had|carry|use|need|wear|take|got|been|also|always|still|on|a|an|the|my|with"
    r"|rely|depend|just|recently|was|diagnosed|live|suffer|from)\s+)+"
)
_ZH_REACTS = re.compile(alternatives(REACTION_ZH))
_ZH_BODY = re.compile(
    r"^(?:(?P<thing>[^我你他她它一，,]{1,6}?)(?:一|只要)(?=[吃喝碰沾闻接摸抹涂戴靠])|(?P<front>[\u4e00-\u9fffA-Za-z]{1,6}?)我"
    r"|(?:我|(?:小时候|以前|之前|有次|有一次|上次|那次)我?)(?:一|只要|要是)?(?:吃|喝|碰|沾|闻|闻到|接触|用)(?:了|到|上)?"
    r"(?P<what>[\u4e00-\u9fffA-Za-z]{1,6}?)(?:就|都|会|的话|以后|之后|后|，|,|嘴|脸|身上|皮肤|全身))"
)
_ZH_MEDICAL = re.compile(rf"^我.*?(?P<term>{alternatives(MEDICAL_ZH)})")
_ZH_NOT_MINE = re.compile(r"不是|没有|不用|如果|要是|万一|希望")


_OWN_BODY = compiled(
    rf"\bmy\s+(?:(?:bad|weak|dodgy|injured|sore|stiff|left|right)\s+)?{english(BODY_EN)}"
    rf"|我的?(?:{alternatives(BODY_ZH)})"
)


_OWN_CONDITION = compiled(
    rf"\bI(?:'m|\s+am|\s+have|'ve\s+got|\s+got)\s+(?:an?\s+)?(?:{english(CONDITIONS_EN)}"
    rf"|{english(CONDITION_ADJECTIVES_EN)})\b|\bI(?:'m|\s+am)\s+allergic\b"
    rf"|我(?:是|有|得了|患有)?(?:对[\u4e00-\u9fff]{{1,6}}?过敏|{alternatives(CONDITIONS_ZH)})"
)
"""The user's own condition or allergy said in the statement (我是痛风, 我对海鲜过敏, "I have gout")."""


def names_own_body(text: str) -> bool:
    """Whether a statement names a part of the user's own body ("my back", 我腰椎…) or a condition of it
    (我是痛风，海鲜啤酒都不能碰: the restriction said with it is a limit of the body, which lasts)."""
    return bool(_OWN_BODY.search(text) or _OWN_CONDITION.search(text))


_OUTGROWN = compiled(
    r"\b(?:outgrew|outgrown|grew\s+out\s+of|fine\s+now)\b|现在没事|不过敏了|早就好了|已经好了|没事了"
)
"""A reaction the user no longer has ("I outgrew it", 现在没事了): no health that binds."""


def outgrown(text: str) -> bool:
    """Whether a statement says a reaction of the body is over (``_OUTGROWN``)."""
    return _OUTGROWN.search(text) is not None


_EN_THING_AND_I = compiled(r"^(?P<thing>[\w' -]{2,30}?)\s+and\s+i\b[^,;]*[,;]\s*(?:it|they)\s+(?P<rest>.+)$")
"""A thing and the user said together, then what it does to them by a pronoun: the thing's reaction."""


def read_body(text: str) -> Reading | None:
    """Health in its general shape, for what the worded readers above did not read: a thing and a
    reaction of the body ("X <any verb> me/my <reaction>", "X can kill me", 海鲜我碰都不能碰，会休克的,
    我吃了芒果就起疹子), or the user and a medical word ("I carry an EpiPen", 我装了心脏起搏器). Not an
    allergy to what no body reacts to (我感觉我对学习过敏)."""
    if allergic_to_no_allergen(text) or _OUTGROWN.search(text):
        return None
    if is_chinese(text):
        return _read_body_zh(text)
    if named := _EN_THING_AND_I.match(text):  # "Eggs and I don't mix, they make me break out in hives"
        text = f"{named['thing']} {named['rest']}"
    if (match := _EN_DEADLY.match(text) or _EN_DISAGREES.match(text)) or (
        (match := _EN_BODY.match(text))
        and (match["part"] or _EN_REACTS.search(f"{match['verb']} {match['rest']}"))
    ):
        what = _AMOUNT_LEAD.sub("", trim(match["what"]))
        if _NOT_A_THING.search(what) or re.match(r"^i\b", what, re.IGNORECASE):
            return None
        return _rule(what, "allergy", "reacts")
    if (match := _EN_AFTER.match(text)) and _EN_REACTS.search(match["how"]):
        return _rule(match["what"], "allergy", "reacts")
    if (match := _EN_MEDICAL.match(text)) and not _EN_NOT_MINE.search(text):
        return _rule(_EN_MEDICAL_LEAD.sub("", match["term"].casefold()), "condition", "has", as_said=True)
    return None


def _read_body_zh(text: str) -> Reading | None:
    if (
        (match := _ZH_BODY.match(text))
        and _ZH_REACTS.search(text[match.end() - 1 :])
        and not _ZH_NOT_MINE.search(text)
    ):
        what = match["front"] or match["thing"] or match["what"]
        if not re.search(r"[他她它你您们]", what):
            return _rule(what, "allergy", "reacts")
    if (match := _ZH_MEDICAL.match(text)) and not _ZH_NOT_MINE.search(text) and not names_other_zh(text):
        return _rule(match["term"], "condition", "has", as_said=True)
    return None
