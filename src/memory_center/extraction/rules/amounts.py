"""Amounts: numbers in digits or Chinese numerals, multipliers and currencies, as one exact value.

"5000 元", "五千元", "5k RMB" → "5000 元"; "1.5万" → "15000"; "两千块" → "2000 元"; "12,000 dollars" →
"12000 USD"; "三千五" → "3500"; "200 euros a night" → "200 EUR/night"; English number words are read
as digits first ("three thousand euros" → "3000 EUR", "fifteen hundred" → 1500). The same amount said in other
words gives the same text, so governance's value comparison sees one value.
"""

import re

from memory_center.extraction.rules.text import compiled, listed

ZH_DIGITS = {
    "零": 0,
    "〇": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
ZH_UNITS = {"十": 10, "百": 100, "千": 1_000, "万": 10_000, "亿": 100_000_000}
_ZH_NUMERAL = "[零〇一二两三四五六七八九十百千万亿]+"
_CURRENCY_WORDS = (
    r"元|块钱|块|人民币|rmb\b|美元|美金|刀|欧元|英镑|dollars?\b|bucks?\b|usd\b|yuan\b|cny\b|euros?\b|eur\b"
    r"|pounds?\b|gbp\b"
)
# A Chinese numeral counts only when a unit, a currency or the end follows ("一般" is not "1").
_ZH_NUMBER = (
    rf"{_ZH_NUMERAL}(?=\s*(?:{_CURRENCY_WORDS}|[/每一个晚天人以之左上吧了啊呢哦]|$|[\s，。,.!！;；)）]))"
)
NUMBER = rf"\d+(?:,\d{{3}})*(?:\.\d+)?|{_ZH_NUMBER}"
AMOUNT = compiled(
    rf"(?P<pre>rmb|cny|usd|eur|gbp)?\s*(?P<cur>[¥$€£])?\s*(?P<num>\d+(?:,\d{{3}})*(?:\.\d+)?|{_ZH_NUMBER})"
    rf"\s*(?P<mult>万|千|k\b|thousand\b|w\b)?(?P<tail>[一二两三四五六七八九](?![十百千万]))?\s*"
    rf"(?P<unit>{_CURRENCY_WORDS})?"
)
_MULTIPLIERS = {"万": 10_000, "w": 10_000, "千": 1_000, "k": 1_000, "thousand": 1_000}
CURRENCIES = {
    "元": listed("¥|元|块钱|块|人民币|rmb|yuan|cny"),
    "USD": listed("$|美元|美金|刀|dollar|dollars|usd|buck|bucks"),
    "EUR": listed("€|欧元|euro|euros|eur"),
    "GBP": listed("£|英镑|pound|pounds|gbp"),
}
_PER_UNIT = (
    (compiled(r"每晚|一晚|/晚"), "/晚"),
    (compiled(r"每天|一天|/天"), "/天"),
    (compiled(r"每人|每个人|/人"), "/人"),
    (compiled(r"每月|每个月|一个月|/月"), "/月"),
    (compiled(r"\b(?:per|a|each)\s+night\b|/night"), "/night"),
    (compiled(r"\b(?:per|a|each)\s+day\b|/day"), "/day"),
    (compiled(r"\b(?:per|each)\s+person\b|/person"), "/person"),
    (compiled(r"\b(?:per|a|each)\s+month\b|/month"), "/month"),
)


def zh_number(text: str) -> float | None:
    """A Chinese numeral as a number: 五千 → 5000, 一万二 → 12000, 三千五百 → 3500, 十五 → 15."""
    total, section, digit = 0.0, 0.0, None
    last_unit = 1
    for char in text:
        if char in ZH_DIGITS:
            digit = ZH_DIGITS[char]
        elif char in ZH_UNITS:
            unit = ZH_UNITS[char]
            if unit >= 10_000:
                total += (section + (digit or 0)) * unit
                section, digit = 0.0, None
            else:
                section += (1 if digit is None else digit) * unit
                digit = None
            last_unit = unit
        else:
            return None
    if digit is not None:  # 一万二 = 12000, 三千五 = 3500: a last digit counts in the next lower unit
        section += digit * (last_unit // 10 if last_unit >= 10 and len(text) > 1 else 1)
    return total + section


COUNT_WORDS_EN = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "a couple of": 2, "a few": 3,
}  # fmt: skip
"""Small counts as said in English ("a week", "a couple of days", "three months"); "a few" is 3."""


def small_count(word: str) -> int | None:
    """A small count as said: digits, an English count word, or a Chinese numeral (三, 两, 十五)."""
    said = re.sub(r"\s+", " ", word.strip().lower())
    if said.isdigit():
        return int(said)
    if said in COUNT_WORDS_EN:
        return COUNT_WORDS_EN[said]
    value = zh_number(said) if said else None
    return None if value is None else int(value)


def number(text: str) -> float:
    if re.fullmatch(r"[\d,.]+", text):
        return float(text.replace(",", ""))
    parsed = zh_number(text)
    return 0.0 if parsed is None else parsed


def formatted(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


def currency(amount: re.Match[str]) -> str | None:
    marker = (amount["unit"] or amount["cur"] or amount["pre"] or "").lower()
    return next((code for code, markers in CURRENCIES.items() if marker in markers), None)


def amount_value(amount: re.Match[str]) -> float:
    multiplier = _MULTIPLIERS.get((amount["mult"] or "").lower(), 1)
    value = number(amount["num"]) * multiplier
    if amount["tail"] and multiplier > 1:  # 1万5 = 15000, 3千5 = 3500
        value += ZH_DIGITS[amount["tail"]] * multiplier / 10
    return value


def money(amount: re.Match[str], clause: str) -> str:
    """ "8000 元", "200 USD/night", "10000" (no currency given)."""
    code = currency(amount)
    text = formatted(amount_value(amount)) + (f" {code}" if code else "")
    return text + next((suffix for pattern, suffix in _PER_UNIT if pattern.search(clause)), "")


_AMOUNT_ONLY = compiled(
    rf"^[$€£¥]?\s*(?:{NUMBER}|[零〇一二两三四五六七八九十百千万亿]+)\s*(?:[kw万千块元]|rmb|eur|usd|gbp|euros?|dollars?"
    r"|pounds?|bucks?)?$"
)


def is_amount_only(text: str) -> bool:
    """Whether a phrase is nothing but an amount ("两千五", "3k", "450", "$300"): a value, never a thing."""
    return _AMOUNT_ONLY.match(text.strip()) is not None


def find_amount(text: str) -> re.Match[str] | None:
    """The first amount in ``text`` that has a number."""
    return next((match for match in AMOUNT.finditer(text) if match["num"]), None)


def quantity(text: str) -> str:
    """ "5小时" → "5 小时", "两次" → "2 次"."""
    match = re.match(rf"\s*(?P<num>{NUMBER}|[一二两三四五六七八九十])\s*(?P<unit>.*)$", text)
    if match is None:
        return text.strip()
    unit = re.sub(r"(?:以内|之内|以下)$", "", match["unit"].strip())
    unit = re.sub(r"(?:的|了|啊|吧|呢)+$", "", unit).strip(" 。.!！,，")
    return f"{formatted(number(match['num']))} {unit}".strip()


_EN_SMALL = {
    word: number
    for number, word in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
        ]
    )
}
_EN_TENS = {
    word: 10 * (i + 2)
    for i, word in enumerate(["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"])
}
_EN_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000}
_EN_NUMBER_WORD = "|".join([*_EN_SMALL, *_EN_TENS, *_EN_SCALES])
_EN_NUMBER_RUN = compiled(
    rf"\b(?:an?\s+(?=(?:hundred|thousand|million)\b))?(?:{_EN_NUMBER_WORD})\b"
    rf"(?:(?:\s+and\s+|\s+|-)(?:{_EN_NUMBER_WORD})\b)*"
)


def _english_number(words: str) -> int:
    total, current = 0, 0
    for word in re.split(r"[\s-]+", words.lower()):
        if word in _EN_SMALL:
            current += _EN_SMALL[word]
        elif word in _EN_TENS:
            current += _EN_TENS[word]
        elif word == "hundred":
            current = max(current, 1) * 100
        elif word in _EN_SCALES:
            total += max(current, 1) * _EN_SCALES[word]
            current = 0
    return total + current


def with_digits(text: str) -> str:
    """English number words as digits: "three thousand euros" → "3000 euros", "a hundred" → "100"."""
    return _EN_NUMBER_RUN.sub(lambda match: str(_english_number(match.group(0))), text)
