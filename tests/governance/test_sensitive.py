"""Sensitive-data detection and redaction: every kind, checksums valid and invalid, and ordinary
numbers, dates and identifiers left alone."""

import itertools
import time

import pytest

from memory_center.governance.sensitive import (
    SensitiveKind,
    SensitiveMatch,
    find_sensitive,
    id_card_checksum_ok,
    is_bank_card_number,
    is_id_card_number,
    luhn_ok,
    redact,
)

K = SensitiveKind


def kinds(text: str, *, include_email: bool = True) -> list[SensitiveKind]:
    return [match.kind for match in find_sensitive(text, include_email=include_email)]


def redacted(text: str, *, include_email: bool = True) -> str:
    return redact(text, find_sensitive(text, include_email=include_email))


# --- checksums -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "number",
    [
        "11010519491231002X",
        "11010519491231002x",
        "440308199901010012",
        "31011519850717523X",
        "510107200002298880",
    ],
)
def test_valid_id_card_numbers(number: str) -> None:
    assert id_card_checksum_ok(number)
    assert is_id_card_number(number)


@pytest.mark.parametrize(
    "number",
    [
        "110105194912310021",  # wrong check character (X expected)
        "440308199901010013",  # wrong check digit
        "31011519850717523",  # 17 characters
        "4403081999010100123",  # 19 characters
        "44030819990101001Y",  # not a check character
    ],
)
def test_invalid_id_card_checksums(number: str) -> None:
    assert not id_card_checksum_ok(number)


def test_an_impossible_birth_date_is_not_an_id_card_even_with_a_valid_checksum() -> None:
    number = "11010519991332001"  # month 13
    weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    check = "10X98765432"[sum(int(d) * w for d, w in zip(number, weights, strict=True)) % 11]
    assert id_card_checksum_ok(number + check)
    assert not is_id_card_number(number + check)


@pytest.mark.parametrize(
    ("digits", "valid"),
    [
        ("4111111111111111", True),
        ("5432109876543212", True),
        ("6222021234567890128", True),
        ("378282246310005", True),
        ("4111111111111112", False),
        ("6222021234567890127", False),
        ("378282246310006", False),
    ],
)
def test_luhn(digits: str, valid: bool) -> None:
    assert luhn_ok(digits) is valid


@pytest.mark.parametrize(
    ("text", "valid"),
    [
        ("4111 1111 1111 1111", True),
        ("4111-1111-1111-1111", True),
        ("0000000000000000", False),  # passes Luhn, but one repeated digit
        ("411111111111", False),  # 12 digits
        ("41111111111111111111", False),  # 20 digits
    ],
)
def test_bank_card_number(text: str, valid: bool) -> None:
    assert is_bank_card_number(text) is valid


# --- every kind is found -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我的身份证号是11010519491231002X", [K.ID_CARD]),
        ("ID 440308199901010012 please", [K.ID_CARD]),
        ("卡号 6222 0212 3456 7890 128", [K.BANK_CARD]),
        ("card 4111 1111 1111 1111, exp 12/27", [K.BANK_CARD]),
        ("card 4111-1111-1111-1111", [K.BANK_CARD]),
        ("card 4111111111111111", [K.BANK_CARD]),
        ("amex 3782 822463 10005", [K.BANK_CARD]),
        ("打我电话 13812345678", [K.PHONE]),
        ("手机：138-1234-5678", [K.PHONE]),
        ("手机 138 1234 5678", [K.PHONE]),
        ("+86 138 1234 5678", [K.PHONE]),
        ("008613812345678", [K.PHONE]),
        ("座机 0755-12345678", [K.PHONE]),
        ("call +1 415 555 0100", [K.PHONE]),
        ("London +44 20 7946 0958", [K.PHONE]),
        ("(415) 555-0100", [K.PHONE]),
        ("mail li.lei@example.com", [K.EMAIL]),
        ("my password is hunter2", [K.PASSWORD]),
        ("Password: Tr0ub4dor&3", [K.PASSWORD]),
        ("pwd: s3cr3t", [K.PASSWORD]),
        ("PIN code is 4821", [K.PASSWORD]),
        ("密码是abc123，别告诉别人", [K.PASSWORD]),
        ("我的登录密码：Passw0rd!", [K.PASSWORD]),
        ("支付密码 886655", [K.PASSWORD]),
        ("key sk-proj-abcdefghijklmnop1234", [K.SECRET]),
        ("sk-ant-api03-AbCdEfGhIjKlMnOpQrSt", [K.SECRET]),
        ("ghp_abcdefghijklmnopqrstuvwxyz0123456789", [K.SECRET]),
        ("github_pat_11ABCDEFG0123456789_abcdefghij", [K.SECRET]),
        ("AKIAIOSFODNN7EXAMPLE", [K.SECRET]),
        ("xoxb-123456789012-abcdefghijkl", [K.SECRET]),
        ("AIzaSyA1234567890abcdefghijklmnopqrstuv", [K.SECRET]),
        ("Authorization: Bearer abc123.def456.ghi789", [K.SECRET]),
        ("jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.SflKxwRJSMeKKF2QT4", [K.SECRET]),
        ("token: 9f8e7d6c5b4a", [K.SECRET]),
        ("api_key=Zx81kLq02mNp", [K.SECRET]),
        ("我的密钥是 AbC12345xyz", [K.SECRET]),
        ("x9Kp2LmQ7vRt4ZwYb8NcD3fH", [K.SECRET]),
        ("hash 9e107d9d372bb6826bd81d3542a419d6", [K.SECRET]),
        ("-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\n-----END RSA PRIVATE KEY-----", [K.SECRET]),
        ("phone 13812345678, mail a@b.cn, card 4111111111111111", [K.PHONE, K.EMAIL, K.BANK_CARD]),
    ],
)
def test_finds(text: str, expected: list[SensitiveKind]) -> None:
    assert kinds(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "预算不超过 8000 元",
        "预算调整到 10000 元，最多 12000",
        "2024-05-01 出发，2024/05/08 返回，20240501",
        "I have 12 orders and 3 returns",
        "航班 CA1234 周五 19:30 起飞",
        "订单 20240501 共 3 件",
        "时间戳 1714521600",
        "身份证 在抽屉里，护照 也在",  # a document named, no number
        "my passport expires in 2027",
        "社保 12000 元",  # an amount, not a number of the document
        "order id is 12345678",
        "4111111111111112 items",  # fails Luhn, and nothing calls it a card (a labelled one is one)
        "6222 0212 3456 7890 127 steps",
        "id 123e4567-e89b-12d3-a456-426614174000",  # a UUID is an id, not a secret
        "ThisIsAVeryLongCamelCaseName2024",
        "https://example.com/api/v1/users/12345/orders",
        "order-2024-05-01-shanghai-trip-1234",
        "my secret is chocolate",
        "我的密码管理做得很好",
        "忘记密码了怎么办",
        "token 很重要",
        "Room 1208, floor 12, +1 day",
        "12345678901",  # 11 digits but not a mobile prefix
        "I love spinach and pinot noir",  # "pin" inside a word is no PIN
        "shopping_budget / max_amount",
        "my opinion: 5 stars",
    ],
)
def test_leaves_ordinary_text_alone(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("身份证 110105194912310021", "110105194912310021"),  # bad checksum, labelled all the same
        ("我的身份证号码是 44030819990101001", "44030819990101001"),  # 17 digits
        ("护照号：E12345678，下周出发", "E12345678"),
        ("我的驾照号码为 440524198001010019", "440524198001010019"),
        ("社会保障号码 330102199901010011", "330102199901010011"),
        ("My passport number is G 1234 5678.", "G 1234 5678"),
        ("passport no. 534298765 expires soon", "534298765"),
        ("my SSN is 123-45-6789", "123-45-6789"),
        ("Social security number: 078-05-1120", "078-05-1120"),
        ("National insurance number QQ123456C", "QQ123456C"),
        ("ID card number 44052419800101001", "44052419800101001"),
        ("driver's license number D1234-56789", "D1234-56789"),
    ],
)
def test_a_number_labelled_as_an_identity_document_is_sensitive_whatever_its_checksum(
    text: str, value: str
) -> None:
    assert value not in redacted(text)
    assert kinds(text) in ([K.ID_DOCUMENT], [K.ID_CARD])


def test_redaction_markers_are_found_as_their_kind_and_redacting_again_changes_nothing() -> None:
    once = redacted("card 4111 1111 1111 1111, 身份证 110105194912310021, pwd: hunter22")
    assert once == "card [REDACTED:bank_card], 身份证 [REDACTED:id_document], pwd: [REDACTED:password]"
    assert kinds(once) == [K.BANK_CARD, K.ID_DOCUMENT, K.PASSWORD]
    assert redacted(once) == once
    assert kinds("[REDACTED:not_a_kind]") == []


def test_email_is_reported_only_when_asked() -> None:
    assert kinds("mail li.lei@example.com", include_email=False) == []
    assert kinds("mail li.lei@example.com", include_email=True) == [K.EMAIL]


def test_a_phone_inside_an_email_is_part_of_the_email() -> None:
    assert kinds("13812345678@163.com", include_email=True) == [K.EMAIL]
    assert kinds("13812345678@163.com", include_email=False) == []


def test_a_password_value_is_not_reported_twice() -> None:
    assert kinds("密码是13812345678") == [K.PASSWORD]


def test_matches_are_in_text_order_and_never_overlap() -> None:
    text = "card 4111111111111111 then 13812345678 and pwd: hunter2 and 11010519491231002X"
    matches = find_sensitive(text, include_email=True)
    assert [m.start for m in matches] == sorted(m.start for m in matches)
    assert all(a.end <= b.start for a, b in itertools.pairwise(matches))
    assert [m.kind for m in matches] == [K.BANK_CARD, K.PHONE, K.PASSWORD, K.ID_CARD]


# --- redaction -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我的身份证号是11010519491231002X", "我的身份证号是[REDACTED:id_card]"),
        ("打我电话 13812345678 谢谢", "打我电话 [REDACTED:phone] 谢谢"),
        ("my password is hunter2.", "my password is [REDACTED:password]."),
        ("密码是abc123，别告诉别人", "密码是[REDACTED:password]，别告诉别人"),
        ("Authorization: Bearer abc123.def456.ghi789", "Authorization: Bearer [REDACTED:secret]"),
        ("mail li@example.com or 13812345678", "mail [REDACTED:email] or [REDACTED:phone]"),
        ("预算 8000 元", "预算 8000 元"),
    ],
)
def test_redact(text: str, expected: str) -> None:
    assert redacted(text) == expected


def test_redact_without_email_keeps_the_address() -> None:
    assert redacted("mail li@example.com or 13812345678", include_email=False) == (
        "mail li@example.com or [REDACTED:phone]"
    )


def test_redact_accepts_unsorted_and_overlapping_matches() -> None:
    text = "0123456789"
    matches = [
        SensitiveMatch(K.PHONE, 6, 9),
        SensitiveMatch(K.SECRET, 0, 4),
        SensitiveMatch(K.PASSWORD, 2, 5),
    ]
    assert redact(text, matches) == "[REDACTED:secret]45[REDACTED:phone]9"


def test_redact_nothing() -> None:
    assert redact("我喜欢咖啡", []) == "我喜欢咖啡"


@pytest.mark.parametrize(
    "text",
    [
        ("+" + "1" * 30 + " ") * 2_000,
        "+1" + " 1" * 30_000,
        "password is " * 5_000,
        "a" * 30_000 + "@" + "b." * 15_000,
        "1234 " * 13_000,
        "aB3-" * 16_000,
        "我的手机号是13812345678，" * 4_000,
    ],
)
def test_adversarial_text_is_scanned_quickly(text: str) -> None:
    started = time.perf_counter()
    find_sensitive(text, include_email=True)
    assert time.perf_counter() - started < 3.0
