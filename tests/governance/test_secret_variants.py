"""The detector against the variants of issue 26, one row each: a secret written as an attacker or a
careless user would (other words, other separators, other scripts) is found and, redacted, gone; and a
property test: a secret set anywhere in random text never survives redaction."""

import re
import unicodedata

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from memory_center.governance.redaction import redact_json, redact_text
from memory_center.governance.sensitive import SensitiveKind, find_sensitive
from memory_center.governance.sensitive_described import DESCRIPTIONS
from memory_center.governance.sensitive_shapes import PLACEHOLDER
from memory_center.governance.sensitive_text import normalise

K = SensitiveKind

# (text, the secret in it, the kind it is found as)
VARIANTS: list[tuple[str, str, SensitiveKind]] = [
    # passwords and passphrases, in any form of the word and connector
    ("Remember: my password is: Tr0xx&3", "Tr0xx&3", K.PASSWORD),
    ("pw: Tr0xx&3", "Tr0xx&3", K.PASSWORD),
    ("my password's Tr0xx&3", "Tr0xx&3", K.PASSWORD),
    ("my password’s Tr0xx&3 now", "Tr0xx&3", K.PASSWORD),
    ("my password is pässwörd42", "pässwörd42", K.PASSWORD),
    ("the password is пароль-секрет", "пароль-секрет", K.PASSWORD),
    ("my passphrase is correct horse battery staple", "correct horse battery staple", K.PASSWORD),
    ('the passphrase: "blue moon over Lisbon"', "blue moon over Lisbon", K.PASSWORD),
    ("password for my bank is Hunter2!x", "Hunter2!x", K.PASSWORD),
    ("I changed my password to Sunny&Day9", "Sunny&Day9", K.PASSWORD),
    ("pass: Tr0xx&3", "Tr0xx&3", K.PASSWORD),
    ("db_password=Tr0xx&3", "Tr0xx&3", K.PASSWORD),
    ("PASSWORD IS TR0XX&3", "TR0XX&3", K.PASSWORD),
    ("记住我的密码是Tr0xx&3，别忘了", "Tr0xx&3", K.PASSWORD),
    ("口令：芝麻开门", "芝麻开门", K.PASSWORD),
    ("密码 Tr0xx&3", "Tr0xx&3", K.PASSWORD),
    ("ｐａｓｓｗｏｒｄ： Ｔｒ０ｘｘ＆３", "Ｔｒ０ｘｘ＆３", K.PASSWORD),
    # a PIN with a plain "is", a passphrase after a plain connector, a sign-in said as a pair (session 12)
    ("my PIN is 4829 for the debit card", "4829", K.PASSWORD),
    ("PASSWORD: correct horse battery staple", "horse battery staple", K.PASSWORD),
    ("my password is correct horse battery staple", "horse battery staple", K.PASSWORD),
    ("my bank login is jsmith / S3cure!Pass", "S3cure!Pass", K.PASSWORD),
    ("login: jsmith:S3cure!Pass", "S3cure!Pass", K.PASSWORD),
    ("我的账号是 zhangsan / Abc12345", "Abc12345", K.PASSWORD),
    ("my 6-digit PIN 123456", "123456", K.PASSWORD),
    ("my bitcoin seed is abandon ability able about above absent", "ability able about", K.PASSWORD),
    ("助记词：苹果 香蕉 橙子", "香蕉", K.PASSWORD),
    # a password named with no connector is one when it looks like one (session 13: this row was a
    # look-alike before, but hunter2 is the password it names)
    ("my wifi password hunter2 is what I forget", "hunter2", K.PASSWORD),
    # a phone number after other numbers keeps none of its digits (session 12: hypothesis found
    # "2024 12  (415) 555-2671" left whole, and "12 12 (415) 555-2671" lost only "12 12 (415) 555")
    ("2024 12  (415) 555-2671 today", "(415) 555-2671", K.PHONE),
    ("12 12 (415) 555-2671", "555-2671", K.PHONE),
    ("order 12 34 56 78 (415) 555-2671", "555-2671", K.PHONE),
    # labelled card and account numbers whatever their checksum; IBANs by mod 97 (session 12)
    ("银行卡号：6217 0000 1234 5678 901", "6217 0000 1234 5678 901", K.BANK_CARD),
    ("my account number is 12345678, sort code 20-00-00", "12345678", K.BANK_CARD),
    ("routing number 021000021", "021000021", K.BANK_CARD),
    ("my IBAN is DE89 3704 0044 0532 0130 00", "3704 0044 0532 0130", K.BANK_CARD),
    ("GB82 WEST 1234 5698 7654 32 for the rent", "1234 5698 7654 32", K.BANK_CARD),
    # card security codes next to a card word
    ("cvv 123", "123", K.BANK_CARD),
    ("CVC: 4821", "4821", K.BANK_CARD),
    ("the security code is 123", "123", K.BANK_CARD),
    ("安全码123", "123", K.BANK_CARD),
    ("卡背面安全码是 907", "907", K.BANK_CARD),
    # card numbers in any grouping
    ("card 4111.1111.1111.1111", "4111.1111.1111.1111", K.BANK_CARD),
    ("card 4111\u00a01111\u00a01111\u00a01111", "4111\u00a01111\u00a01111\u00a01111", K.BANK_CARD),
    ("card 4111\u202f1111\u20091111\u30001111", "4111\u202f1111\u20091111\u30001111", K.BANK_CARD),
    ("card 41111 1111 111 1111", "41111 1111 111 1111", K.BANK_CARD),
    ("card 4111 11 1111 1111 11", "4111 11 1111 1111 11", K.BANK_CARD),
    ("ref-4111111111111111", "4111111111111111", K.BANK_CARD),
    ("ref-4111-1111-1111-1111", "4111-1111-1111-1111", K.BANK_CARD),
    ("card 4111\u20121111\u20141111\u22121111", "4111\u20121111\u20141111\u22121111", K.BANK_CARD),
    ("card ４１１１ １１１１ １１１１ １１１１", "４１１１ １１１１ １１１１ １１１１", K.BANK_CARD),
    ("card 4111\u200b1111\u200b1111\u200b1111", "4111\u200b1111\u200b1111\u200b1111", K.BANK_CARD),
    ("card 4,111,111,111,111,111", "4,111,111,111,111,111", K.BANK_CARD),
    ("卡号6222021234567890128", "6222021234567890128", K.BANK_CARD),
    # cloud credentials and keys
    (
        "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        K.SECRET,
    ),
    (
        "the key wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEY/abc is live",
        "wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEY/abc",
        K.SECRET,
    ),
    (
        "AWS_SECRET_ACCESS_KEY: zQ8vRtLmNpXwYbCdEfGhJkLmNoPqRsTuVwXyZaBc",
        "zQ8vRtLmNpXwYbCdEfGhJkLmNoPqRsTuVwXyZaBc",
        K.SECRET,
    ),
    ("my key is sk_live_4eC39HqLyjWDarjtT1zdp7dc", "sk_live_4eC39HqLyjWDarjtT1zdp7dc", K.SECRET),
    # phone numbers, US and UK formats
    ("call me at (415) 555-2671", "(415) 555-2671", K.PHONE),
    ("call me at 415-555-2671", "415-555-2671", K.PHONE),
    ("call me at 415.555.2671", "415.555.2671", K.PHONE),
    ("call me at +1 415 555 2671", "+1 415 555 2671", K.PHONE),
    ("ring the office on 020 7946 0958", "020 7946 0958", K.PHONE),
    ("ring the office on +44 20 7946 0958", "+44 20 7946 0958", K.PHONE),
    ("my mobile is 07911 123456", "07911 123456", K.PHONE),
    ("手机 138\u00a00013\u00a08000", "138\u00a00013\u00a08000", K.PHONE),
]


def _ids(rows: list[tuple[str, str, SensitiveKind]]) -> list[str]:
    return [re.sub(r"\s", "_", text)[:40] for text, _, _ in rows]


@pytest.mark.parametrize(("text", "secret", "kind"), VARIANTS, ids=_ids(VARIANTS))
def test_every_variant_is_found_and_redacted(text: str, secret: str, kind: SensitiveKind) -> None:
    found = find_sensitive(text, include_email=True)
    assert kind in [match.kind for match in found], found
    redacted = redact_text(text, include_email=True)
    assert f"[REDACTED:{kind.value}]" in redacted
    assert secret not in redacted
    folded = normalise(redacted).text
    assert normalise(secret).text not in folded
    assert re.sub(r"\D", "", secret) not in re.sub(r"\D", "", folded) or not re.search(r"\d{3}", secret)


@pytest.mark.parametrize(
    "text",
    [
        "the pass is valid until May",
        "pin is in the drawer",
        "my boarding pass is in my bag",
        "sign in is broken: try later",
        "I log in at 9 every day and my account is with HSBC",
        "my account is 3 years old and my card ending 4242 works",
        "the pin 2 of the chip",
        "I planted the seed yesterday; recovery is going well",
        "I need a boarding pass to enter",
        "on 2024-05-01 10:30 I paid 8000 元",
        "we met in 2019, 2020, 2021 and 2022",
        "GetUserProfileByIdAndNameFromDatabase",
        "忘记密码了怎么办",
        "order 12 of 2024-05-01, 3 items",
        "version 1.2.3.4 of the app",
    ],
)
def test_ordinary_text_is_left_alone(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []


def test_the_rest_of_the_text_is_kept_as_written() -> None:
    text = "卡号：４１１１ １１１１ １１１１ １１１１，谢谢！ＡＢＣ"
    assert redact_text(text, include_email=True) == "卡号：[REDACTED:bank_card]，谢谢！ＡＢＣ"


def test_json_keys_are_redacted_as_well_as_values() -> None:
    value = {
        "4111 1111 1111 1111": "visa",
        "4111\u00a01111\u00a01111\u00a01111": {"pw: Tr0xx&3": 1},
        "city": "Lisbon",
    }
    redacted = redact_json(value, include_email=True)
    assert redacted == {
        "[REDACTED:bank_card]": "visa",
        "[REDACTED:bank_card] 2": {"pw: [REDACTED:password]": 1},
        "city": "Lisbon",
    }


# --- property: a secret anywhere in random text never survives ------------------------------------------

SECRETS = [
    ("4111 1111 1111 1111", K.BANK_CARD),
    ("5500\u00a00000\u00a00000\u00a00004", K.BANK_CARD),
    ("3782.822463.10005", K.BANK_CARD),
    ("sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8t", K.SECRET),
    ("AKIAIOSFODNN7EXAMPLE", K.SECRET),
    ("+44 20 7946 0958", K.PHONE),
    ("(415) 555-2671", K.PHONE),
    ("13812345678", K.PHONE),
    ("11010519491231002X", K.ID_CARD),
]
_FILLER = st.lists(
    st.sampled_from(
        [*"abcdefg xyz,.;!?\n\t你好记住了，。的", "\u00a0", "\u3000", "Lisbon ", "hotel ", "2024 ", "12 "]
    ),
    max_size=40,
).map("".join)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(before=_FILLER, after=_FILLER, secret=st.sampled_from(SECRETS))
@example(before="2024 12 ", after="", secret=("(415) 555-2671", K.PHONE))  # found once by the search
def test_a_secret_anywhere_in_random_text_never_survives(
    before: str, after: str, secret: tuple[str, SensitiveKind]
) -> None:
    value, _ = secret
    # the secret stands apart from the filler, as a value does in a sentence
    text = f"{before} {value} {after}"
    redacted = redact_text(text, include_email=True)
    assert value not in redacted
    assert unicodedata.normalize("NFKC", value) not in unicodedata.normalize("NFKC", redacted)


PASSWORD_VALUES = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Z", "C", "P")), min_size=4, max_size=16
).filter(
    lambda value: value.lower() not in DESCRIPTIONS and value.strip(">") and not PLACEHOLDER.fullmatch(value)
)
"""Any value but a word that describes a password ("my password is very …", "… is wrong"): by design
not a value (``sensitive_described.DESCRIPTIONS``); nor closing marks alone (">>>>": a value's trailing ">"
is punctuation, as in "<password>"); nor a placeholder ("<AAA>", found by the search once placeholders
were kept: ``sensitive_shapes.PLACEHOLDER``, "password: <your-password>")."""


@settings(max_examples=200, deadline=None)
@given(
    lead=st.sampled_from(
        ["my password is ", "pw: ", "my password's ", "password = ", "密码是", "口令：", "passcode: "]
    ),
    value=PASSWORD_VALUES,
    before=_FILLER,
)
@example(lead="my password is ", value="`´00", before="")  # found by the search: open quote, spacing accent
@example(lead="my password is ", value=">⻳00", before="")  # found by the search: a mark before an ideograph
@example(lead="pw: ", value="word", before="")  # found by the search: the value is in the marker
def test_a_password_of_any_characters_never_survives(lead: str, value: str, before: str) -> None:
    text = f"{before}\n{lead}{value}"
    redacted = redact_text(text, include_email=True)
    last = redacted.split("\n", 1)[-1]
    # after the label: "word" is in "my password is" (a value the search found in session 17), and
    # outside the markers: "word" is also in "[REDACTED:password]" (found in session 26)
    tail = last[len(lead) :] if last.startswith(lead) else last
    assert value not in re.sub(r"\[REDACTED:[a-z_]+\]", " ", tail)
