"""The check set of the tenth probe (session 18, issue 26), written by the helper who fixes probe 10,
in fresh wording, and committed before any detector change for probe 10: answers to security
questions, codes of doors, gates, keypads, lock boxes and safes, one-time codes said as "sent" or
"came by SMS", passwords said with no label ("to sign in type …", "it asks for …", "the usual one, …"),
a PIN said through what it equals, an Arabic label with words between it and its value, national ids
of India and France written in their own groupings; and look-alikes (code that reads a secret from the
environment or a config in five languages, public numbers of shops, restaurants and hotels, version
and build strings, talk about security questions, gate codes and one-time codes, a command to type).
Weak evidence (the same author writes the fixes); the rows its first run missed were marked xfail
(strict). ``bench/secret_probe.py --probe 10-after`` prints the summary; the first run's counts are
above ``MISSED`` and in docs/security.md ("probe 10"), its rows in this file as committed (``b5f5603``).
"""

import pytest

from governance.probe_rows import marked
from governance.test_secret_probe_sixth import _ids, text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

# (kind of variant, text, the secret in it)
AFTER: list[tuple[str, str, str]] = [
    # answers to security questions
    ("answer", "Bank security question: name of my first teacher — answer: Mrs Okafor", "Mrs Okafor"),
    ("answer", "the answer to my security question (favourite food) is lasagne", "lasagne"),
    ("answer", "Sicherheitsfrage: Geburtsort der Mutter, Antwort: Wuppertal", "Wuppertal"),
    ("answer", "pregunta de seguridad: nombre de mi primera mascota — respuesta: Canela", "Canela"),
    ("answer", "密保问题：我小学的名字 答案是 红星小学", "红星小学"),
    ("answer", "for the secret question about my childhood street I answered Larkspur Lane", "Larkspur Lane"),
    # codes of doors, gates, keypads, lock boxes, safes
    ("door", "the keypad code for the side door is 7731*", "7731*"),
    ("door", "Code du portail : 4B209", "4B209"),
    ("door", "the lockbox at the Airbnb opens with 0-6-2-8", "0-6-2-8"),
    ("door", "combinación de la caja fuerte: 22-09-41", "22-09-41"),
    ("door", "Zahlenschloss am Fahrrad: 3 9 0 2", "3 9 0 2"),
    ("door", "小区大门的门禁码是 8026", "8026"),
    # one-time codes said as sent
    ("otp", "the login code that just came by SMS is 730 218", "730 218"),
    ("otp", "Código de verificación que me llegó: 554091", "554091"),
    ("otp", "they emailed me a one-time code, 918273, use it before it expires", "918273"),
    # passwords and PINs said with no label
    ("indirect", "my login for the school portal is the usual one, lemonTree_07", "lemonTree_07"),
    ("indirect", "the wifi at the cottage is Hillside5G and it asks for GreenKettle!8", "GreenKettle!8"),
    ("indirect", "to sign in at work just type Marble#Fox21 and hit enter", "Marble#Fox21"),
    ("indirect", "Para acceder al portátil pon gaviota_azul33", "gaviota_azul33"),
    ("indirect", "the PIN on my old card is my dad's birth year, 1957", "1957"),
    ("indirect", "to unlock my tablet enter 260491", "260491"),
    ("label", "كلمة السر لحساب البريد هي Najma_5520", "Najma_5520"),
    # national ids in their own groupings
    ("id", "आधार: 6183 2094 7730", "6183 2094 7730"),
    ("id", "numéro de sécurité sociale : 2840569123456 40", "2840569123456 40"),
]

AFTER_LOOK_ALIKES: list[str] = [
    'password := os.Getenv("SMTP_PASSWORD")',
    "api_key = config.get('stripe', 'secret_key')",
    'String token = System.getenv("GH_TOKEN");',
    "secret = ENV.fetch('SESSION_SECRET')",
    "$dbPass = getenv('MYSQL_PASSWORD');",
    "The Italian restaurant on 5th is (212) 555-0187, they take reservations",
    "那家药店的电话是 021-6234 5678，24小时营业",
    "Hotel front desk: +44 20 7946 0321",
    "Die Apotheke am Markt: 030 2345 6789",
    "Firefox version 126.0.1 is out, build 10.0.22631.3593 of Windows too",
    "What should I pick as the answer to a security question so nobody can guess it?",
    "the gate code changed last week, ask the landlord for the new one",
    "enter the verification code when the app asks for it",
    "to see what changed, type git status and hit enter",
]


# rows still missed and look-alikes redacted (first run: 18 of 24 missed, 6 of 14 look-alikes
# redacted; none after the fixes)
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize(
    ("kind", "text", "secret"), marked(AFTER, MISSED, "probe 10 check set first run", at=1), ids=_ids(AFTER)
)
def test_every_tenth_check_set_secret_is_redacted(kind: str, text: str, secret: str) -> None:
    assert not text_missed(text, secret), redact_text(text, include_email=True)


@pytest.mark.parametrize(
    "text",
    marked(AFTER_LOOK_ALIKES, OVER, "probe 10 check set first run"),
)
def test_no_tenth_check_set_look_alike_is_redacted(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
