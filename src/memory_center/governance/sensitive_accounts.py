"""Bank account numbers (docs/security.md): a number labelled as a card or an account, whatever its
checksum, also with the bank's name between the label and the number (probe 15: "账户：中国银行
6013820100023847561", "my account at Chase, 483920175566"), and IBANs by their mod-97 check.

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
    "card", "account", "acct", "a/c", "routing", "iban", "卡号", "银行卡", "账号", "帐号", "账户", "户号",
)  # fmt: skip
_BANK_NAMED = r"(?:at|with)\s+(?-i:[A-Z][\w&.'’-]*)(?:\s+(?-i:[A-Z][\w&.'’-]*))?,?|[^\W\d_A-Za-z]{1,6}银行"
"""The bank's name between an account's label and its number: "at Chase,", "with Barclays", "中国银行"."""
ACCOUNT_NUMBER = re.compile(
    r"(?:(?<![A-Za-z])(?:card|(?:bank\s+)?account|acct|a/c|routing)(?:\s*(?:number|no\.?|#|num))?(?![A-Za-z])"
    r"|卡号|银行卡号?|账号|帐号|账户|户号)"
    rf"(?:\s*(?:is|was|:|：|=|是|为|-|{_BANK_NAMED}))*\s*(?P<value>\d(?:[ -]?\d){{7,33}})(?!\d)",
    re.IGNORECASE,
)
IBAN = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![A-Za-z0-9])")
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
        if iban_ok(match[0]):
            yield match.span()
