"""Phone numbers: mainland China's by their shape, every other by libphonenumber (``phonenumbers``).

Read by ``governance.sensitive`` on the normalised view of a text with the digits of identifiers made
letters. A number written with "+" or "00" is checked for its own country; a national number (no
country code) for the regions of ``PHONE_REGIONS``, grouped and 10-11 digits long, wherever it stands;
and, when a word for a phone stands near it (``PHONE_WORDS``: phone, call, WhatsApp, mobile, Handy,
téléphone, 电话, 手机, 携帯, 전화, …), also for the regions of ``NEAR_REGIONS`` and 8-12 digits long
("call me on 030 1234 5678", "Handy: 0176 12345678", "WhatsApp me at 9876543210"). An ungrouped
national number counts only near such a word, and only when it starts with a trunk "0" or is ten
digits long (an Indian or North American number written in one run): "call the hotel about booking
20240512" stays (docs/security.md). Kept too: toll-free and other public numbers by their type, digit
groups joined by dots that read as a version ("Chrome version 124.0.6367.118"), and a landline said as
a public place's ("The bakery on Rue Cler is at +33 1 45 51 23 45", "那家药店的电话是 021-6234 5678"; docs/
security.md, "probe 10").
"""

import itertools
import re
from collections.abc import Iterator
from functools import lru_cache

import phonenumbers
from phonenumbers import PhoneNumberType

from memory_center.governance.sensitive_text import fold_word

Span = tuple[int, int]

PHONE_REGIONS = ("CN", "US", "GB")
"""The regions whose grouped national numbers are recognised anywhere (international "+" numbers
always are)."""
NEAR_REGIONS = (
    "DE", "FR", "IN", "JP", "AU", "CA", "IT", "ES", "NL", "BE", "CH", "AT", "SE", "IE", "NZ", "BR", "MX",
    "KR", "RU", "SG", "HK", "TW", "PL", "PT", "TR", "ZA",
    # session 17 (docs/security.md, "The session-17 probe"): mobiles of these are written with a trunk 0 too
    "ID", "VN", "PH", "TH", "MY", "EG", "NG", "KE", "AE", "SA", "PK", "BD", "AR", "CO", "PE", "CL", "IL",
    "GR", "CZ", "HU", "RO", "DK", "NO", "FI", "UA",
)  # fmt: skip
"""Further regions whose national numbers are recognised next to a word for a phone, and whose mobiles
(trunk 0, grouped) are recognised alone."""
PHONE_WORDS = re.compile(
    fold_word(  # the view's form of the Cyrillic words ("телефон" is "тeлeфoн" there)
        r"\b(?:(?:tele)?phone[sd]?|call(?:ed|ing|s)?|ring\s+me|tel|ph|mobile|mob|cell(?:phone)?|whats\s?app|viber"
        r"|signal|telegram|sms|text\s+me|txt|fax|landline|hotline|dial|reach\s+(?:me|us|him|her|them)"
        r"|contact|(?:my|his|her|our|their|your)\s+(?:new\s+)?number|handy|telefon(?:e|o|nummer)?"
        r"|(?:mi|mon|ma|mein|meine|mio|meu|mijn|mój|tu|ton|dein|tuo|teu)\s+(?:n[úu]mero|num[ée]ro|nummer|numer)"
        r"|t[ée]l[ée]phone|portable|tel[ée]fono|m[óo]vil|celular|cellulare|телефон\w*|звони\w*"
        r"|ruf(?:e|en)?|anruf\w*|appel\w*|llam\w*|chiam\w*|liga[rn]?|ligue|bel(?:len)?|zadzwo\w*"
        r"|telefoneer\w*)\b"
        r"|电话|電話|手机|手機|座机|联系|聯絡|致电|拨打|来电|打给|微信|携帯|연락처|전화|휴대폰|핸드폰"
    ),
    re.IGNORECASE,
)
_ID_PREFIX = re.compile(r"(?<![\w-])[A-Za-z]{2,6}-$")
"""Letters and a dash glued before a number: an id's prefix (INV-, ORD-, PO-)."""
_NEAR_BEFORE = 60
_NEAR_AFTER = 40
"""How far from a number (characters before its start, after its end) a word for a phone counts."""

PHONE_SHAPED = re.compile(
    r"(?:(?<![\w+])|(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]))(?:\+|00)?\(?\d[\d ().-]{5,40}\d(?![\d])"
)
"""A run of digits and separators, not glued to a letter or a digit before it (a CJK character may come
right before it: "電話番号は090-1234-5678")."""
_MAINLAND = re.compile(
    r"(?<![\d+])(?:(?:\+|00)86[ -]?)?1[3-9]\d(?:[ -]?\d{4}){2}(?!\d)|(?<![\d-])0\d{2,3}-\d{7,8}(?![\d-])"
)
_DATE = re.compile(r"(?:19|20)\d\d[-./ ]\d\d?[-./ ]\d\d?|\d\d?[-./]\d\d?[-./](?:19|20)\d\d")
_GROUP = re.compile(r"\d+")
_MIN_PHONE_DIGITS = 7
_MAX_PHONE_DIGITS = 15
_MAX_PHONE_GROUPS = 6
_NATIONAL_DIGITS = (10, 11)  # US (with or without the leading 1), UK (with its trunk 0)
_NEAR_DIGITS = range(8, 13)
_RUN_DIGITS = 10
"""An ungrouped national number without a trunk 0 is read only at this length (US, CA, IN)."""
_RUN_REGIONS = ("US", "IN")
_NO_TRUNK_DIGITS = 9
"""A grouped national number near a word for a phone but without a trunk 0 has nine digits or more
(Spain, Italy, Poland, Portugal, India, …): "call it 12 345 678" is not one."""


def mainland_phones(text: str) -> Iterator[Span]:
    """Mainland mobiles and landlines, by their shape (before card numbers: 0086 + a mobile may pass
    the Luhn check); a landline said as a business's is kept (``_business``)."""
    for match in _MAINLAND.finditer(text):
        if match[0].startswith("0") and _business(text, *match.span()):
            continue
        yield match.span()


_NUMERAL = "零〇一二三四五六七八九幺"
WORDED_MOBILE = re.compile(
    rf"(?<![{_NUMERAL}十百千万亿两])一[三四五六七八九](?: ?[{_NUMERAL}]){{9}}(?![ {_NUMERAL}十百千万亿两])"
)
"""A mainland mobile said in Chinese numerals, eleven of them ("记我手机：一五九二八三七四六零一", probe 18):
the mobile's shape (一 then 三-九) and nothing more of a number on either side (no 十, 百, 千: a count)."""


def worded_mobiles(text: str) -> Iterator[Span]:
    """Mainland mobiles in Chinese numerals (``WORDED_MOBILE``): read in any text, with or without a digit."""
    if "一" in text:
        yield from (match.span() for match in WORDED_MOBILE.finditer(text))


def phones(text: str) -> Iterator[Span]:
    """Every number libphonenumber finds valid: see the module's docstring."""
    worded = None  # whether the text has a word for a phone: looked for at the first number only
    for match in PHONE_SHAPED.finditer(text):
        if _ID_PREFIX.search(text, max(0, match.start() - 8), match.start()):
            continue  # the number part of an id ("INV-2024-000123", "ORD-415-555-2671")
        if worded is None:
            worded = PHONE_WORDS.search(text) is not None
        if _VERSION.fullmatch(match[0].strip()) or _VERSION_BEFORE.search(
            text, max(0, match.start() - _LABEL_BEFORE), match.start()
        ):
            continue  # "Chrome version 124.0.6367.118": a version, not a phone number
        if _draw(text, match.start()):
            continue  # "the winning numbers were 7 14 22 31 38 45": a draw, not a phone number
        near = worded and _near_phone_word(text, *match.span())
        found = _phone_in(text, match, near)
        if found is not None and not _public(match[0].strip()) and not _business(text, *found):
            yield found


def _near_phone_word(text: str, start: int, end: int) -> bool:
    """A word for a phone near the number, and no other kind of number named right before it ("order
    0612345678 was delayed, no need to call" is an order number)."""
    window = max(0, start - _NEAR_BEFORE), min(len(text), end + _NEAR_AFTER)
    if PHONE_WORDS.search(text, *window) is None:
        return False
    return OTHER_NUMBER.search(text, max(0, start - _LABEL_BEFORE), start) is None


OTHER_NUMBER = re.compile(
    r"(?<![A-Za-z])(?:order|invoice|booking|reservation|ticket|tracking|reference|ref|confirmation|case"
    r"|account|acct|customer|member(?:ship)?|policy|serial|item|sku|parcel|shipment|package|flight|room"
    r"|version|model|part|batch|lot|claim|transaction|receipt|pnr|id|meeting|conference|webinar|line|page|row"
    r"|step|chapter|item|record|entry|build|issue|error)\.?(?:\s*(?:number|no\.?|nr\.?|num|id|#|code))?"
    r"\s*[#:：=]?\s*(?:is\s+|was\s+)?\(?$"
    r"|(?:订单|单号|编号|工单|快递|运单|发票|航班|房间|型号|版本|会议)号?(?:码)?\s*[:：是为]?\s*$",
    re.IGNORECASE,
)
"""A label of another kind of number ending right before a number: it is not a phone number."""
_LABEL_BEFORE = 30


def _phone_in(text: str, match: re.Match[str], near: bool) -> Span | None:
    """The longest valid phone number among the digit groups of ``match``, other numbers around it
    dropped ("+44 20 7946 0958 2024", "2024 12 (415) 555-2671"); when a valid number that ends the run
    overlaps it, both together, so that no digit of the number is left behind ("12 12 (415) 555-2671"
    is not "12 12 (415) 555" and a "-2671" kept)."""
    groups = [(m.start() + match.start(), m.end() + match.start()) for m in _GROUP.finditer(match[0])]
    end = len(groups) - 1
    windows = sorted(
        (
            (first, last)
            for first in range(len(groups))
            for last in range(first, min(end + 1, first + _MAX_PHONE_GROUPS))
        ),
        key=lambda w: (w[0] - w[1], w[0]),
    )
    best = next((span for w in windows if (span := _phone_window(text, match, groups, w, near))), None)
    if best is None or best[1] == groups[end][1]:
        return best
    for window in windows:
        span = _phone_window(text, match, groups, window, near) if window[1] == end else None
        if span is not None and span[0] < best[1]:
            return best[0], span[1]
    return best


def _phone_window(
    text: str, match: re.Match[str], groups: list[Span], window: tuple[int, int], near: bool
) -> Span | None:
    first, last = window
    start = match.start() if first == 0 else groups[first][0]
    if first > 0 and text[start - 1] == "(":
        start -= 1
    candidate = text[start : groups[last][1]]
    digits = sum(c.isdigit() for c in candidate)
    if not _MIN_PHONE_DIGITS <= digits <= _MAX_PHONE_DIGITS or _DATE.search(candidate):
        return None
    if _DASHED_AFTER.match(text, groups[last][1]) or _DASHED_BEFORE.search(text, max(0, start - 20), start):
        return None  # a part of a longer dashed number ("order 403-7789123-4456712")
    if candidate.startswith(("+", "00")):
        regions: tuple[str | None, ...] = (None,)
    elif groups[last][1] - groups[last][0] < 2:
        return None  # no national number ends in a group of one digit (ISBN 978-3-16-148410-0)
    elif near and digits == _LOCAL_DIGITS and _LOCAL.fullmatch(candidate) and not _FICTIONAL.match(candidate):
        return start, groups[last][1]  # "my cell is 867-5309": a US number without its area code
    elif (
        digits == _LOCAL_DIGITS
        and _LOCAL_RUN.fullmatch(candidate)
        and not _FICTIONAL_RUN.match(candidate)
        and _PHONE_WORD_BEFORE.search(text, max(0, start - _WORD_BEFORE), start)
    ):
        return start, groups[last][1]  # "my cell 7314492": seven digits in one run right after the word
    elif (
        not near
        and candidate[0] == "0"
        and _MOBILE_SHAPE.fullmatch(candidate)
        and digits in _MOBILE_DIGITS
        and (first, last) == (0, len(groups) - 1)
        and _alone(text, start)
        and _mobile_abroad(candidate)
    ):
        return start, groups[last][1]  # "0176 12345678", "0912-345-678": a mobile of a near region
    elif digits == len(candidate):  # one run of digits: only near a word for a phone
        if not near:
            return None
        if candidate.startswith("0") and digits in _NEAR_DIGITS:
            regions = PHONE_REGIONS + NEAR_REGIONS
        elif digits == _RUN_DIGITS:
            regions = _RUN_REGIONS
        else:
            return None
    elif digits in _NATIONAL_DIGITS and not near:
        if all(groups[k][1] - groups[k][0] <= _PAIR for k in range(first, last + 1)):
            return None  # "21 23 19 18 24": no number of these regions is written in pairs (probe 17)
        regions = PHONE_REGIONS
    elif near and digits in _NEAR_DIGITS and (candidate[0] in "0(" or digits >= _NO_TRUNK_DIGITS):
        regions = PHONE_REGIONS + NEAR_REGIONS
    else:
        return None
    return (start, groups[last][1]) if _valid_phone(candidate, regions) else None


_DASHED_AFTER = re.compile(r"-\d+(?!\w)")
_DASHED_BEFORE = re.compile(r"(?<![\w-])\d+-$")
"""A dash and a group of digits right after a number, or right before it: the number goes on."""
_DIGIT_BEFORE = re.compile(r"\d")
_ALONE_BEFORE = 12


def _alone(text: str, start: int) -> bool:
    """No digit just before the number (a tracking code's groups: "1Z 999 AA1 01 2345 6784") and no
    label of another kind of number ending right before it ("see line 0176 …")."""
    if _DIGIT_BEFORE.search(text, max(0, start - _ALONE_BEFORE), start):
        return False
    return OTHER_NUMBER.search(text, max(0, start - _LABEL_BEFORE), start) is None


_FICTIONAL = re.compile(r"555[-. ]01\d\d")
"""555-0100 to 555-0199: reserved for fiction and examples in North America, never a subscriber's."""
_MOBILE_SHAPE = re.compile(r"0\d{1,4}(?P<sep>[ .-])\d{2,8}(?:(?P=sep)\d{2,8}){0,3}")
"""A national mobile number as written: its trunk 0 and prefix, then groups with one kind of separator
("0176 12345678", "0912-345-678", "06.12.34.56.78"; not "0.964-1.000")."""
_LOCAL = re.compile(r"[2-9]\d\d[-. ]\d{4}")
_LOCAL_RUN = re.compile(r"[2-9]\d{6}")
_FICTIONAL_RUN = re.compile(r"55501\d\d")
_PHONE_WORD_BEFORE = re.compile(rf"(?:{PHONE_WORDS.pattern})\s*(?:[:#]|is|at|on)?\s*$", re.IGNORECASE)
_WORD_BEFORE = 24
"""Seven digits in one run are a number only right after a word for a phone ("my cell 7314492", "tel:
7314492"), not a few words later ("call the hotel about booking 2024051")."""
_LOCAL_DIGITS = 7
_PAIR = 2
_MOBILE_DIGITS = range(10, 13)


@lru_cache(maxsize=4096)
def _mobile_abroad(candidate: str) -> bool:
    """A grouped national number with its trunk 0 that is a mobile number of one of ``NEAR_REGIONS``
    (found without a word for a phone: a mobile's prefix is distinctive, a landline's is not)."""
    for region in NEAR_REGIONS:
        try:
            number = phonenumbers.parse(candidate, region)
        except phonenumbers.NumberParseException:
            continue
        if (
            phonenumbers.is_valid_number(number)
            and phonenumbers.number_type(number) == PhoneNumberType.MOBILE
        ):
            return True
    return False


@lru_cache(maxsize=4096)
def _valid_phone(candidate: str, regions: tuple[str | None, ...]) -> bool:
    if candidate.startswith("00"):
        candidate = "+" + candidate[2:]
    for region in regions:
        try:
            number = phonenumbers.parse(candidate, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(number):
            return True
    return False


@lru_cache(maxsize=1024)
def _public(candidate: str) -> bool:
    """Whether a found number is, whole, a toll-free or other public number: written as a North American
    number ("1-800-829-1040", "(888) 555-0147", whose last seven digits alone read as a local number)
    or with its country code ("+44 800 123 4567"). A national number of another shape is not judged
    (the same digits are a mobile or a landline in some region: "030 1234 5678")."""
    if candidate.startswith("00"):
        candidate = "+" + candidate[2:]
    if candidate.startswith("+"):
        region = None
    elif _NANP_SHAPE.fullmatch(candidate):
        region = "US"
    else:
        return False
    try:
        number = phonenumbers.parse(candidate, region)
    except phonenumbers.NumberParseException:
        return False
    return phonenumbers.is_valid_number(number) and phonenumbers.number_type(number) in PUBLIC_TYPES


_NANP_SHAPE = re.compile(r"(?:\+?1[-. ]?)?(?:\(\d{3}\)\s?|\d{3}[-. ])\d{3}[-. ]\d{4}")


PUBLIC_TYPES = frozenset(
    {
        PhoneNumberType.TOLL_FREE,
        PhoneNumberType.PREMIUM_RATE,
        PhoneNumberType.SHARED_COST,
        PhoneNumberType.UAN,
    }
)
"""Numbers that are a business's or a service's by their type, never a person's: toll-free, premium-rate,
shared-cost and universal access numbers ("call the IRS helpline at 1-800-829-1040", "0800 …"; docs/
security.md, "probe 9") are kept."""


_DRAW = re.compile(r"(?<![\d+])[1-9]\d?(?:(?:,\s*|\s+)\d{1,2}){4,}(?![\d])")
"""Five numbers or more of one or two digits, the first with no leading zero (a French "01 45 51 …"
keeps it)."""


_DRAW_BONUS = re.compile(r"(?<![\d+])\d\d?(?:(?:,\s*|\s+)\d{1,2}){4,}(?=\s*\+\s*\d{1,2}(?![\d\s]*\d))")
"""Five numbers or more of one or two digits and a bonus number after a "+" ("07 14 22 31 38 + 05"):
a draw, whatever its first number's zero (probe 17)."""


def _draw(text: str, at: int) -> bool:
    """Whether the number at ``at`` lies in a run of small numbers in rising order: a lottery draw, a
    list of scores, not a phone number (docs/security.md, "probe 11")."""
    start = max(0, at - 12)
    for run in itertools.chain(
        _DRAW.finditer(text, start, at + 40), _DRAW_BONUS.finditer(text, start, at + 40)
    ):
        if run.start() <= at < run.end():
            numbers = [int(n) for n in re.findall(r"\d+", run[0])]
            return all(a < b for a, b in itertools.pairwise(numbers))
    return False


_VERSION = re.compile(r"\d+(?:\.\d+)*\.\d(?:\.\d+)+|\d+(?:\.\d+){3,}")
"""Digit groups joined by dots only, one of them a single digit in the middle ("124.0.6367.118",
"10.0.22631.3593") or five groups or more: a version or a build, never a phone number as written
(a phone's groups between dots have two digits or more: "415.555.2671", "01.45.51.23.45")."""
_VERSION_BEFORE = re.compile(
    r"(?<![A-Za-z])(?:version|ver\.?|v|build|release|firmware|kernel|update|patch)\s*[:#]?\s*$", re.IGNORECASE
)
"""A version's name right before a number: "Chrome version 124.0.6367.118", "build 20240526.1"."""

PUBLIC_PLACES = fold_word(
    r"(?<![^\W\d_])(?:bakery|bakeries|restaurant|cafe|café|coffee\s+shop|pizzeria|pizza\s+(?:place|shop)|bistro"
    r"|diner|takeaway|take-away|pub|bar|shop|store|boutique|supermarket|grocery|grocer|pharmacy|chemist"
    r"|drugstore|hotel|hostel|motel|museum|cinema|theater|theatre|library|florist|butcher|bookshop|bookstore"
    r"|post\s+office|town\s+hall|city\s+hall|embassy|consulate|airline|taxi\s+(?:company|firm|rank)"
    r"|front\s+desk|reception|box\s+office|customer\s+(?:service|support|care)|support\s+line|helpline"
    r"|help\s+desk|hotline|switchboard|booking\s+line|reservations?\s+line"
    r"|bäckerei|apotheke|restaurant|geschäft|laden|supermarkt|rezeption|kundenservice|kundendienst|rathaus"
    r"|boulangerie|pâtisserie|pharmacie|magasin|épicerie|mairie|librairie|accueil|service\s+client"
    r"|panadería|farmacia|restaurante|tienda|supermercado|recepción|atención\s+al\s+cliente"
    r"|panetteria|ristorante|albergo|negozio|padaria|loja|mercado|ресторан\w*|аптек\w*|магазин\w*"
    r")(?![^\W\d_])"
    r"|店|餐厅|餐廳|饭店|飯店|餐馆|酒店|宾馆|賓館|药房|藥房|超市|商场|商場|馆|館|医院|醫院|影院|客服|热线|熱線"
    r"|前台|总机|總機|外卖|外賣|レストラン|ホテル|薬局|식당|호텔|약국|가게"
)
"""Places open to the public and their desks: a number said as one's (the bakery's, the hotel's front
desk, 那家药店的电话, any 馆: 面馆, 茶馆; session 30) is the business's, published for anyone to call."""
_PUBLIC_PLACE = re.compile(PUBLIC_PLACES, re.IGNORECASE)
_PERSONAL = re.compile(
    fold_word(
        r"(?<![^\W\d_])(?:(?:my|his|her|their|our|your|mein|meine|mi|mon|ma|mio|mia|meu|minha|мой|моя)\s+"
        r"(?:[^\W\d_]+\s+){0,2}?(?:number|phone|cell|mobile|line|whatsapp|n[úu]mero|num[ée]ro|nummer|handy"
        r"|portable|m[óo]vil|celular|телефон\w*)|(?:call|text|ring|reach|contact|ruf|appelle)\s+(?:me|us|him|her|mich"
        r"|moi)|mine|hers|personal|private|home|cell|mobile|friend|uncle|aunt|mum|mom|mother|father|dad|brother"
        r"|sister|cousin|wife|husband|partner|boyfriend|girlfriend|boss|colleague|son|daughter|neighbou?r|owner"
        r"|landlord|landlady)(?![^\W\d_])|(?<![帮幫替])我|他的|她的|私人|手机|手機|携帯|老板|朋友"
    ),
    re.IGNORECASE,
)
"""Who a number is said to be: a person's (my number, call me, a friend's, the owner's, a mobile, a
home number) is never a business's; "my favourite bakery is at …" names the bakery's; "帮我…" asks the
assistant for something and says nothing of whose it is (session 30)."""
_SAID_AS = re.compile(
    fold_word(
        r"(?:[:：=]|(?<![^\W\d_])(?:is|are|at|on|number|no\.?|phone|tel\.?|telephone|line|ist|est|es|è|é|au|unter"
        r"|под|по)(?![^\W\d_])|电话(?:号码)?是?|電話(?:番号)?は?|号码是?|是|为|は|전화(?:번호)?는?)\s*\(?$"
    ),
    re.IGNORECASE,
)
"""What says a number is the place's, right before it: "is at", ":", "电话", "Telefon unter"; a place's
name with nothing between it and a number ("hotel +44 20 …") says nothing of whose it is."""
_CLAUSE_START = re.compile(r"(?:[.!?;。！？；\n]\s*)(?=[^.!?;。！？；\n]*$)")
_BUSINESS_BEFORE = 60
_BUSINESS_AFTER = 30


def _business(text: str, start: int, end: int) -> bool:
    """Whether the number at ``start``-``end`` is said as a public place's ("The bakery on Rue Cler is
    at +33 1 45 51 23 45", "附近那家披萨店电话 010-6552-3388"; docs/security.md, "probe 10"): a place of
    ``PUBLIC_PLACES`` in its clause before it, the number said as its (``_SAID_AS``), and no word of a
    person's number (``_PERSONAL``) before it in the clause or right after it. A mobile number is a
    person's whoever it is said to be."""
    before = max(0, start - _BUSINESS_BEFORE)
    clause = _CLAUSE_START.search(text, before, start)
    if clause is not None:
        before = clause.end()
    places = list(_PUBLIC_PLACE.finditer(text, before, start))
    if not places or _SAID_AS.search(text, places[-1].end(), start) is None:
        return False
    after = min(len(text), end + _BUSINESS_AFTER)
    if _PERSONAL.search(text, before, start) or _PERSONAL.search(text, end, after):
        return False
    return not _mobile(text[start:end])


@lru_cache(maxsize=1024)
def _mobile(candidate: str) -> bool:
    """Whether a number is a mobile's in its own country or in one of the regions read here."""
    if candidate.startswith("00"):
        candidate = "+" + candidate[2:]
    if _MAINLAND_MOBILE.fullmatch(candidate):
        return True
    for region in (None,) if candidate.startswith("+") else PHONE_REGIONS + NEAR_REGIONS:
        try:
            number = phonenumbers.parse(candidate, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(number):
            return phonenumbers.number_type(number) == PhoneNumberType.MOBILE
    return False


_MAINLAND_MOBILE = re.compile(r"(?:(?:\+|00)86[ -]?)?1[3-9]\d(?:[ -]?\d{4}){2}")
