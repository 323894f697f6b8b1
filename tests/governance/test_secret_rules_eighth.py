"""The rules added for probe 8 (session 17, issue 26; docs/security.md, "The session-17 probe"), each with
values and wordings of its own (not the probe's rows) and the look-alikes it must leave alone."""

import pytest

from governance.test_secret_probe_sixth import payload_missed, text_missed
from memory_center.governance.redaction import redact_json, redact_text
from memory_center.governance.sensitive import find_sensitive

SECRETS: list[tuple[str, str]] = [
    # a value named by a sibling attribute, a Terraform variable, a list under a heading, a table column
    ('<property name="jdbcPassword" value="Spr1ng!Db"/>', "Spr1ng!Db"),
    ('variable "db_password" {\n  type    = string\n  default = "Hcl#Secret7"\n}', "Hcl#Secret7"),
    ("our logins:\n- router: R0uter!99\n- nas: Nas_Box_2023", "Nas_Box_2023"),
    ("| service | api key |\n| --- | --- |\n| maps | mp_93jd83ks92 |", "mp_93jd83ks92"),
    # a label, what the password opens, a colon; an encoding named before the value
    ("Passwort fürs Büro: Ordner#42", "Ordner#42"),
    ("senha email: Carta2024", "Carta2024"),
    ("the passcode in hex is 31323334", "31323334"),
    ("client token (base64) dG9rZW4xMjM0NQ==", "dG9rZW4xMjM0NQ=="),
    # camelCase names in code, a value set "to" with words after it, an answer to a question
    ('const adminPwd = "Adm1n#Pwd";', "Adm1n#Pwd"),
    ("we changed the office wifi password to Sunflower88 last week", "Sunflower88"),
    ("what was the door code again?\nits 7731 thx", "7731"),
    # articles later in a passphrase; seed labels of Chinese; a code in brackets; bearer with "is"
    ("moja lozinka je crni las", "crni las"),
    ("助记短语：河流山脉星星月亮太阳云朵", "河流山脉星星月亮太阳云朵"),
    ("您的验证码为【530218】", "530218"),
    ("my bearer token is f7g8h9j0k1l2", "f7g8h9j0k1l2"),
    # keys by prefix, phones of further regions, seven digits after a phone word, ids after a foreign "is"
    ("bkua_9z8y7x6w5v4u3t2s1r0q9p8o7n6m5l4k3j2i1h0g", "bkua_9z8y7x6w5v4u3t2s1r0q9p8o7n6m5l4k3j2i1h0g"),
    ("Dewi 0813-9876-5432", "0813-9876-5432"),
    ("tel 5829104", "5829104"),
    ("su DNI es 87654321X", "87654321X"),
    ("Führerschein-Nr. K9L8M7N6P5", "K9L8M7N6P5"),
    ("the CVV on the back of my card is 318", "318"),
]

KEPT: list[str] = [
    '<add key="PageSize" value="25" />',
    'variable "region" { default = "eu-west-1" }',
    "API keys:\n- rotated: monthly\n- owner: ops team 2",
    "| name | role |\n|---|---|\n| ann | admin |",
    "the password manager: Bitwarden",
    "ByPass = true",
    "我的密码，忘了",
    "invoice 304-5512873-1128374 was refunded",
    "la frase segreta della felicità è ridere spesso",
    "the bearer of the letter is my cousin",
    "call the hotel about booking 2024051",
    "la contraseña es la misma",
    "what's the code for this function?\nit's 2048 lines long",
]


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_each_rule_of_probe_8_redacts_its_value(text: str, secret: str) -> None:
    assert not text_missed(text, secret), redact_text(text, include_email=True)


@pytest.mark.parametrize("text", KEPT)
def test_the_rules_of_probe_8_keep_their_look_alikes(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []


def test_a_question_and_its_answer_in_two_messages_are_read_together() -> None:
    payload = {"messages": ["whats the alarm pin?", "its 6624 lol"]}
    assert not payload_missed(payload, "6624"), redact_json(payload, include_email=True)
