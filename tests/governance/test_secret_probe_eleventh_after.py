"""The check set of the eleventh probe (session 19, issue 26), written by the helper who fixes probe 11,
in fresh wording, and committed before any detector change for probe 11 (and before the probe's texts
were read in detail): the kinds the probe's first run showed weak — passwords said in passing, one-time,
verification, backup and recovery codes, answers to security questions and memorable words, driving
licence, health insurance and national ids after their labels, and unlabeled ("hard") secrets; and
look-alikes (code that reads a secret from a vault, a keyring or the environment, lottery draws and
scores, order numbers, talk about codes, licences and security questions).
Weak evidence (the same author writes the fixes); the rows its first run missed were marked xfail
(strict). ``bench/secret_probe.py --probe 11-after`` prints the summary; the first run's counts are
above ``MISSED`` and in docs/security.md ("probe 11").
"""

import pytest

from governance.probe_rows import marked
from governance.test_secret_probe_sixth import _ids, text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

# (kind of variant, text, the secret in it); ids carry valid checksums where their kind has one
AFTER: list[tuple[str, str, str]] = [
    # passwords said in passing
    ("password", "note for later: the NAS admin password got changed to Quokka$Tide73", "Quokka$Tide73"),
    ("password", "my Steam account uses fern.Lantern_42 as the password", "fern.Lantern_42"),
    ("password", "Passwort fürs Heimnetz: Birkenweg!1988", "Birkenweg!1988"),
    ("password", "我的支付宝登录密码改成了 panda_Lu2290 了", "panda_Lu2290"),
    ("password", "la clave de mi correo es Mandarina#615", "Mandarina#615"),
    ("password", "the password? it's hunter-Blue-907, all lowercase except the B", "hunter-Blue-907"),
    ("password", "Wi-Fi key for the guest network → Pebble&Moss55", "Pebble&Moss55"),
    ("password", "mot de passe de l'ENT : Chouette.Verte12", "Chouette.Verte12"),
    # one-time, verification, backup and recovery codes
    ("otp", "Your Microsoft verification code: 604 917", "604 917"),
    ("otp", "backup code for GitHub if I lose my phone: 7f3k-9q2m", "7f3k-9q2m"),
    ("otp", "recovery codes for Proton: 81726-33019 and 44820-17365", "81726-33019"),
    ("otp", "the 2-step code is 093 227, it expires in 10 minutes", "093 227"),
    ("otp", "输入短信验证码：418806", "418806"),
    ("otp", "Sicherheitscode aus der SMS: 552 180", "552 180"),
    ("otp", "one-time passcode for the wire transfer: 77 31 09", "77 31 09"),
    # answers to security questions, memorable words
    ("answer", "if they ask for my father's middle name on the phone, say Ignatius", "Ignatius"),
    ("answer", "security Q: city where my parents met / A: Valparaíso", "Valparaíso"),
    ("answer", "the bank's memorable word is butterscotch", "butterscotch"),
    ("answer", "密保问题 第一辆车的牌子，答案 捷达", "捷达"),
    ("answer", "question secrète : nom de ma première institutrice, réponse : Lefèvre", "Lefèvre"),
    # driving licence, health insurance and national ids after their labels
    ("licence", "my UK driving licence number is HARRI712154JA9DC", "HARRI712154JA9DC"),
    ("licence", "Führerscheinnummer: B072RRE2I55", "B072RRE2I55"),
    ("licence", "California DL: Y4418230, expires 2029", "Y4418230"),
    ("insurance", "health insurance member ID: XGH884213907", "XGH884213907"),
    ("insurance", "Krankenversicherungsnummer A123456780", "A123456780"),
    ("insurance", "Medicare number 1EG4-TE5-MK72 for the appointment", "1EG4-TE5-MK72"),
    ("national_id", "NHS number 485 777 3457", "485 777 3457"),
    ("national_id", "mijn BSN is 236451704", "236451704"),
    ("national_id", "codice fiscale: BNCGLI90E52F205V", "BNCGLI90E52F205V"),
    ("national_id", "SIN 046 281 937 for the tax form", "046 281 937"),
    ("national_id", "numer PESEL 92071405837", "92071405837"),
    # unlabeled ("hard")
    ("hard", "I always just type Snowdrop_1979 everywhere, bank included", "Snowdrop_1979"),
    ("hard", "write this down somewhere safe: 4410, it's for the card", "4410"),
    ("hard", "she said the thing to get into her phone is 270385", "270385"),
    ("hard", "if the laptop locks again it's still velvet-owl-88", "velvet-owl-88"),
    ("hard", "the code from the text was 662 019, I already used it though", "662 019"),
    ("hard", "remember: Orion first, then 2003, then an exclamation mark, so Orion2003!", "Orion2003!"),
]

AFTER_LOOK_ALIKES: list[str] = [
    'backup_code = vault.read("secret/data/app")["backup"]',
    "export DB_PASSWORD=$(vault kv get -field=password secret/db)",
    "password = keyring.get_password('mail', user)",
    "const otp = await secrets.get('TOTP_KEY');",
    "lottery numbers this week: 4 11 19 27 33 42, bonus 8",
    "彩票开奖号码 03 09 15 22 28 31 + 07",
    "final score 112-108 in overtime",
    "order number 4471-2290-1183 arrived damaged",
    "Bestellnummer 302-5581994-2210 ist unterwegs",
    "we'll text a verification code to your phone, it's valid 10 minutes",
    "the recovery codes are in the drawer, I didn't write them here",
    "the security question options are pet name, first school or birth city",
    "Driver's licence renewal costs $38 and takes 2 weeks",
    "Gate 22 for boarding, seat 14C",
]


# rows still missed and look-alikes redacted. First run (before any change for probe 11): 17 of 37
# missed (password 2/8, otp 1/7, answer 3/5, licence 2/3, insurance 3/3, national_id 0/5, hard 6/6),
# 2 of 14 look-alikes redacted (a password read from vault, a lottery draw); none after the fixes
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize(
    ("kind", "text", "secret"), marked(AFTER, MISSED, "probe 11 check set first run", at=1), ids=_ids(AFTER)
)
def test_every_eleventh_check_set_secret_is_redacted(kind: str, text: str, secret: str) -> None:
    assert not text_missed(text, secret), redact_text(text, include_email=True)


@pytest.mark.parametrize(
    "text",
    marked(AFTER_LOOK_ALIKES, OVER, "probe 11 check set first run"),
)
def test_no_eleventh_check_set_look_alike_is_redacted(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
