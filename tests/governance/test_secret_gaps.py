"""The mechanisms behind probe 4's fixes (session 14, issue 26; docs/security.md, "The session-14
probe"): unlabelled BIP-39 seed phrases, password labels of other languages, labels spelled out with
any gap, national phone numbers next to a word for a phone, and JSON keys naming a credential with a
suffix or in camelCase.
"""

import hashlib
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_center.governance import sensitive_seeds
from memory_center.governance.redaction import credential_key, redact_json, redact_text
from memory_center.governance.sensitive import SensitiveKind, find_sensitive
from memory_center.governance.sensitive_text import normalise

BIP39_SHA256 = "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"
"""The SHA-256 of english.txt as the BIP-39 specification gives it."""
WORDS = sorted(sensitive_seeds.wordlist())
TWELVE = "cute lazy member load never cement town open upon slam situate develop"
GROCERY = "apple, banana, bread, butter, cheese, coffee, egg, lemon, milk, orange, rice, salt, sugar"


def _kinds(text: str) -> list[SensitiveKind]:
    return [match.kind for match in find_sensitive(text, include_email=True)]


# --- seed phrases ---------------------------------------------------------------------------------------


def test_the_word_list_is_the_specifications() -> None:
    path = Path(sensitive_seeds.__file__).with_name("bip39_english.txt")
    assert hashlib.sha256(path.read_bytes()).hexdigest() == BIP39_SHA256
    assert len(WORDS) == 2048


@pytest.mark.parametrize(
    "phrase",
    [
        "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
        "legal winner thank year wave sausage worth useful legal winner thank yellow",
        "letter advice cage absurd amount doctor acoustic avoid letter advice cage above",
        "zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong",
    ],
)
def test_a_test_vector_of_the_specification_is_a_seed(phrase: str) -> None:
    text = f"keep this safe: {phrase}, thanks"
    assert redact_text(text, include_email=True) == "keep this safe: [REDACTED:password], thanks"


@settings(max_examples=100, deadline=None)
@given(
    size=st.sampled_from([12, 15, 18, 21, 24]),
    seed=st.integers(0, 2**32),
    separator=st.sampled_from([" ", "\n", ", ", "  "]),
    before=st.sampled_from(["", "my words: ", "备份：", "Here you go -> "]),
)
def test_twelve_to_twenty_four_list_words_in_a_row_never_survive(
    size: int, seed: int, separator: str, before: str
) -> None:
    words = random.Random(seed).choices(WORDS, k=size)
    text = before + separator.join(words) + ". Thanks, 谢谢"
    assert redact_text(text, include_email=True) == before + "[REDACTED:password]. Thanks, 谢谢"


def test_eleven_words_or_a_broken_run_is_not_a_seed() -> None:
    words = TWELVE.split(" ")
    assert _kinds(" ".join(words[:11])) == []
    assert _kinds(" ".join([*words[:6], "the", *words[6:]])) == []  # "the" is not on the list


def test_only_the_run_is_redacted_and_numbers_between_words_belong_to_it() -> None:
    text = " ".join(f"{n}. {word}" for n, word in enumerate(TWELVE.split(" "), start=1))
    assert redact_text(text, include_email=True) == "1. [REDACTED:password]"
    assert redact_text("Ok. " + text[3:] + " Done", include_email=True) == "Ok. [REDACTED:password] Done"


@pytest.mark.parametrize(
    "text",
    [
        "please book hotel rooms near the train station for next friday, two nights",
        "coffee, milk, sugar, rice, salt, butter, lemon, orange, banana, cheese and bread",
        "the quick brown fox jumps over the lazy dog again and again today",
        f"grocery: {GROCERY}",  # items separated by commas under a title: a list
    ],
)
def test_an_everyday_sentence_of_list_words_is_not_a_seed(text: str) -> None:
    assert _kinds(text) == []


def test_a_list_under_a_title_is_a_seed_when_the_text_speaks_of_a_wallet() -> None:
    assert _kinds(f"my wallet backup: {GROCERY}") == [SensitiveKind.PASSWORD]
    assert _kinds(GROCERY) == [SensitiveKind.PASSWORD]  # no title: read as a seed


# --- labels of other languages and spelled-out labels ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("мой пароль: Qwerty2024", "Qwerty2024"),
        ("ПАРОЛЬ от почты — sobaka77", "sobaka77"),
        ("Lösenordet är Stockholm88", "Stockholm88"),
        ("kata sandi saya: Bunga2024", "Bunga2024"),
        ("パスワードはsakura2024です", "sakura2024"),
        ("비밀번호는 kim0505! 입니다", "kim0505!"),
        ("пароль от вайфая 12345qwe", "12345qwe"),
        ("Passwort: hunde", "hunde"),  # after ":" a word is a value in any language
    ],
)
def test_a_password_after_a_label_of_another_language_is_redacted(text: str, value: str) -> None:
    assert value not in redact_text(text, include_email=True)


@pytest.mark.parametrize(
    "text",
    [
        "Mein Passwort ist abgelaufen",
        "le mot de passe est trop long",
        "la password è scaduta",
        "パスワードは忘れました",
        "비밀번호는 너무 길어요",
        "мой пароль — секрет",
        "mật khẩu là gì?",
    ],
)
def test_words_said_about_a_password_in_another_language_are_kept(text: str) -> None:
    assert _kinds(text) == []


@pytest.mark.parametrize(
    "label", ["p-a-s-s-w-o-r-d", "p.a.s.s.w.o.r.d", "P_A_S_S_W_O_R_D", "p  a  s  s  w  o  r  d", "pass word"]
)
def test_a_label_spelled_with_any_gap_is_read_as_the_label(label: str) -> None:
    text = f"{label}: Tiger2024!"
    assert normalise(text).text.lower().replace(" ", "").startswith("password:")
    assert "Tiger2024" not in redact_text(text, include_email=True)


# --- phone numbers ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("Handy: 0176 12345678", "0176 12345678"),
        ("mon téléphone : 06 12 34 56 78", "06 12 34 56 78"),
        ("call the Melbourne office on (03) 9123 4567", "(03) 9123 4567"),
        ("WhatsApp me at 9876543210", "9876543210"),
        ("我朋友在韩国，电话 010-9876-5432", "010-9876-5432"),
        ("мой телефон: 8 (912) 345-67-89", "8 (912) 345-67-89"),
        ("you can reach me at 0151 23456789", "0151 23456789"),
        ("联系我：06 12 34 56 78", "06 12 34 56 78"),
    ],
)
def test_a_national_number_next_to_a_word_for_a_phone_is_redacted(text: str, number: str) -> None:
    assert redact_text(text, include_email=True) == text.replace(number, "[REDACTED:phone]")


@pytest.mark.parametrize(
    "text",
    [
        "see line 0176 12345678 of the log",  # no word for a phone: a German number is not read
        "call the hotel about booking 20240512",
        "order 0612345678 was delayed, no need to call",
        "sold 1,000 units; call it 12 345 678",
        "call me at 10:30 on 2024-12-03",
        "join the call, meeting ID 812 3456 7890",
    ],
)
def test_other_numbers_are_not_phones(text: str) -> None:
    assert _kinds(text) == []


# --- JSON keys ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "kind"),
    [
        ("pwd2", SensitiveKind.PASSWORD),
        ("passwd_new", SensitiveKind.PASSWORD),
        ("dbPassword", SensitiveKind.PASSWORD),
        ("smtpPass", SensitiveKind.PASSWORD),
        ("password_confirm", SensitiveKind.PASSWORD),
        ("userPIN", SensitiveKind.PASSWORD),
        ("apiKey", SensitiveKind.SECRET),
        ("refreshToken2", SensitiveKind.SECRET),
        ("password_hint", None),
        ("max_tokens", None),
        ("tokenType", None),
        ("pin_count", None),
        ("passport", None),
    ],
)
def test_a_key_names_a_credential_with_a_suffix_or_in_camel_case(
    key: str, kind: SensitiveKind | None
) -> None:
    assert credential_key(key) is kind


def test_a_suffixed_key_redacts_its_value() -> None:
    assert redact_json({"newPwd": "sunshine", "note": "hi"}, include_email=True) == {
        "newPwd": "[REDACTED:password]",
        "note": "hi",
    }


# --- token formats whose body alone does not look random ------------------------------------------------


@pytest.mark.parametrize(
    "token",
    [
        "xapp-1-a01bcdefgh-1234567890123-zyxwvutsrqponmlkjihgfedcba",
        "hooks.slack.com/services/T01ABCD2E/B03FGHJ4K/abcdefghijklmnopqrstuvwx",
        "ya29.a0abcdefghijklmnopqrstuvwxyz0123456789",
        "GOCSPX-abcdefghijklmnopqrstuvwxyz12",
        "1234567890:AAbcdefghijklmnopqrstuvwxyzabcdefghi",
        "key-3ax6xnjp29jd6fds4gc373sgvjxteol0",
        "dapi0123456789abcdef0123456789abcdef",
    ],
)
def test_a_token_of_a_known_format_is_a_secret_whatever_its_body(token: str) -> None:
    assert token not in redact_text(f"here it is {token} thanks", include_email=True)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "-----BEGIN PGP PRIVATE KEY BLOCK-----\nlQOYBF0abcdefgh\n-----END PGP PRIVATE KEY BLOCK-----",
            "lQOYBF0abcdefgh",
        ),
        ("PGPASSWORD=hunter22 psql -h db", "hunter22"),
        ("mysql -u root -pS3cret99 shop", "S3cret99"),
        ("sshpass -p Tr0ub4dor ssh me@host", "Tr0ub4dor"),
        ("redis-cli -h cache -a R3disPass99 ping", "R3disPass99"),
    ],
)
def test_a_password_in_a_command_or_a_pgp_key_is_redacted(text: str, value: str) -> None:
    assert value not in redact_text(text, include_email=True)


@pytest.mark.parametrize(
    "text", ["I use mysql -p to log in", "mysql -u root -p shop", "the redis-cli -a flag"]
)
def test_a_command_without_a_password_is_kept(text: str) -> None:
    assert _kinds(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "my password is ÈÀÉÉ",
            "ÈÀÉÉ",
        ),  # a foreign "is" (è) is a word of its own, never a value's first letter
        ("my password is é>>a", "é>>a"),
        ("la password è Gatto99", "Gatto99"),
    ],
)
def test_a_value_that_opens_like_a_foreign_connector_is_still_the_value(text: str, value: str) -> None:
    assert value not in redact_text(text, include_email=True)


def test_a_foreign_connector_before_words_still_says_no_value() -> None:
    assert redact_text("la password è scaduta", include_email=True) == "la password è scaduta"
