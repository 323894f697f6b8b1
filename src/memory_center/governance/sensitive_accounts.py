"""Bank account numbers (docs/security.md): a number labelled as a card or an account, whatever its
checksum, also with the bank's name between the label and the number (probe 15: "账户：中国银行
6013820100023847561", "my account at Chase, 483920175566"), and IBANs by their mod-97 check (in lower case
too, at their country's length: probe 17).

Read by ``governance.sensitive`` (``_card_data``) on the normalised view of a text; split from
``governance.sensitive_shapes``.
"""

import re
from collections.abc import Iterator

Span = tuple[int, int]

# --- bank account numbers ------------------------------------------------------------------------------
# A number labelled as a card or an account is one whatever its checksum ("银行卡号：6217 0000 1234 5678
# 901", "account number 12345678"); an IBAN is one when its mod-97 check holds, labelled or not.
ACCOUNT_LABEL_WORDS = (
    "card", "account", "acct", "a/c", "acc no", "acc#", "acc #", "acc num", "routing", "iban", "卡号",
    "银行卡", "账号", "帐号", "账户", "户号",
)  # fmt: skip
BANK_WORDS = (
    "银行", "銀行", *(f"{short}行" for short in "工建农農中交招浦兴興光民"),
    *(name.lower() for name in ("Sparkasse", "Volksbank", "Raiffeisen", "Barclays", "Lloyds", "HSBC",
    "NatWest", "Santander", "Chase", "Revolut", "Monzo", "BNP", "Crédit", "Caixa", "BBVA", "Bradesco",
    "Itaú")),
)  # fmt: skip
"""Every match of ``BANK_FIRST`` holds one of these (session 31, probe 23: a bank's name standing as the
label, "工商银行 0200 0045 …，户名张伟")."""
_BANK_NAMED = (
    r"(?:at|with)\s+(?-i:[A-Z][\w&.'’-]*)(?:\s+(?-i:[A-Z][\w&.'’-]*))?,?"
    r"|在?(?:[^\W\d_A-Za-z]{1,6}[银銀]行|[工建农農中交招浦兴興光民]行)[，,]?"
)
"""The bank's name between an account's label and its number: "at Chase,", "with Barclays", "中国银行"."""
BANKS = (
    r"Sparkasse|Volksbank|Raiffeisen\w*|Barclays|Lloyds|HSBC|NatWest|Santander|Chase|Revolut|Monzo"
    r"|BNP(?: Paribas)?|Cr[ée]dit (?:Agricole|Mutuel)|Caixa|BBVA|Bradesco|Ita[úu]"
)
"""Banks' names that stand as an account's label when a long number follows at once ("überweis es auf
Sparkasse 1034 5582 9901"; names in the gate's words above, lower case)."""
BANK_ZH = r"[银銀]行|[工建农農中交招浦兴興光民]行"
"""The end of a Chinese bank's name, whole (工商银行) or short (工行, 建行)."""
BANK_FIRST = re.compile(
    rf"(?:{BANK_ZH}|(?<![A-Za-z])(?-i:{BANKS})(?![A-Za-z]))[:：，,]?\s*"
    r"(?P<value>\d{3,6}(?:[ -]\d{3,6}){1,5}|\d{10,19})(?![\d.,:/]\d|\s*(?:年|亿|万|元|点|%|％))(?!\d)"
)
"""A number of 10-30 digits in groups of 3-6 (or 10-19 digits whole) right after a bank's name, Chinese
(工商银行, 中国银行, …) or of ``BANKS``: the account to pay into ("转账给我就行：工商银行 0200 0045 0920 0123
456", session 31, probe 23); a year, an amount or a count after it ("招商银行 2024 年", "3651 亿") is none."""
_BANK_DIGITS = 10
ACCOUNT_NUMBER = re.compile(
    r"(?:(?<![A-Za-z])(?:card|(?:bank\s+)?account|acct|a/c|routing)(?:\s*(?:number|no\.?|#|num))?(?![A-Za-z])"
    r"|(?<![A-Za-z])acc(?: no\.?|\s*#| num(?:ber)?)(?![A-Za-z])"  # "… acc no 83920174" (probe 18)
    r"|卡号|银行卡号?|账号|帐号|账户|户号)"
    rf"(?:\s*(?:is|was|:|：|=|是|为|-|{_BANK_NAMED}))*\s*(?P<value>\d(?:[ -]?\d){{7,33}})(?!\d)",
    re.IGNORECASE,
)
IBAN = re.compile(
    r"(?<![A-Za-z0-9])[A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]{4}){2,7}(?: ?[A-Za-z0-9]{1,4})?(?![A-Za-z0-9])"
)
IBAN_LENGTHS = {
    "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22, "BR": 29,
    "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "DO": 28, "EE": 20, "EG": 29,
    "ES": 24, "FI": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28,
    "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20,
    "LB": 28, "LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MD": 24, "ME": 22, "MK": 19,
    "MR": 27, "MT": 31, "MU": 30, "NL": 18, "NO": 15, "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29,
    "RO": 24, "RS": 22, "SA": 24, "SC": 31, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "ST": 25, "SV": 28,
    "TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20,
}  # fmt: skip
"""The length of each country's IBAN (the ISO 13616 registry): an IBAN not in upper case is one only at its
country's length (probe 17: "转账到 de44…", "gb29 nwbk …"; the mod-97 check alone passes once in 97)."""
_IBAN_LENGTHS = range(15, 35)


def iban_ok(text: str) -> bool:
    """The ISO 13616 check: the rearranged IBAN read as a number is 1 modulo 97."""
    compact = text.replace(" ", "").replace("-", "")
    if len(compact) not in _IBAN_LENGTHS:
        return False
    rearranged = compact[4:] + compact[:4]
    return int("".join(str(int(character, 36)) for character in rearranged)) % 97 == 1


IBAN_LABELLED = re.compile(
    r"(?<![A-Za-z])iban\W{0,3}(?P<value>[A-Za-z]{2}\d{2}(?:[ -]?[A-Za-z0-9]){11,30})", re.I
)
"""An IBAN after its name in any letter case ("iban de89370400440532013000"); unlabelled, only in upper
case (a lower-case run of letters and digits passes the mod-97 check once in 97)."""


def bank_accounts(text: str, *, labelled: bool) -> Iterator[Span]:
    """Labelled card and account numbers (only when ``labelled``: the text names a label word) and IBANs."""
    if labelled:
        for match in ACCOUNT_NUMBER.finditer(text):
            yield match.span("value")
        for match in IBAN_LABELLED.finditer(text):
            if iban_ok(match["value"].upper()):
                yield match.span("value")
    for match in IBAN.finditer(text):
        length = _iban_length(match[0])
        if length is not None:
            yield match.start(), match.start() + length


def bank_named(text: str) -> Iterator[Span]:
    """Account numbers right after a bank's name (``BANK_FIRST``), 10 digits or more: read before the phone
    numbers (a group of them may read as a landline: "工行 6222 0210 0123 4567 890")."""
    for match in BANK_FIRST.finditer(text):
        if sum(c.isdigit() for c in match["value"]) >= _BANK_DIGITS:
            yield match.span("value")


def _iban_length(run: str) -> int | None:
    """The length of the IBAN ``run`` starts with, whole or up to one of its spaces (a word after it may
    read as a group: "BE68539007547034 please"): in upper case, any that passes the check; in another case,
    one of its country's length."""
    ends = [len(run), *(at for at in range(len(run) - 1, 0, -1) if run[at] == " ")]
    for end in ends:
        iban = run[:end]
        if (iban.isupper() or len(iban) - iban.count(" ") == IBAN_LENGTHS.get(iban[:2].upper())) and iban_ok(
            iban.upper()
        ):
            return end
    return None
