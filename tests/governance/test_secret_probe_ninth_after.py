"""The check set of the ninth probe (session 17, issue 26), written by the helper who fixes probe 9,
in fresh wording and languages, and committed before any detector change for probe 9: passwords
labelled in more languages, a card's security code on its own, national ids of more countries, codes
"they sent me", passwords split over lines, and look-alikes (code reading a password from a call, talk
about ids and codes, toll-free numbers). Weak evidence (the same author writes the fixes); the rows its
first run missed are marked xfail (strict). ``bench/secret_probe.py --probe 9-after`` prints the
summary; the first run is below (``MISSED``) and in docs/security.md ("probe 9").
"""

import pytest

from governance.probe_rows import marked
from governance.test_secret_probe_sixth import _ids, text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

# (kind of variant, text, the secret in it)
AFTER: list[tuple[str, str, str]] = [
    # password labels of more languages
    ("label", "mon mdp pour la banque : Lapin#Vert58", "Lapin#Vert58"),
    ("label", "le mot de passe de la box c'est Ciel_Bleu_72", "Ciel_Bleu_72"),
    ("label", "la password del router è Gatto!Nero19", "Gatto!Nero19"),
    ("label", "la parola d'ordine del server è Tramonto#88", "Tramonto#88"),
    ("label", "a senha do e-mail ficou Chuva@Sol2023", "Chuva@Sol2023"),
    ("label", "minha senha agora é Onda_Forte_61", "Onda_Forte_61"),
    ("label", "la contrasenya del correu és Mar#Blau33", "Mar#Blau33"),
    ("label", "parola mea de la bancă este Brad!Verde4", "Brad!Verde4"),
    ("label", "moje heslo do počítače je Kocka_Modra9", "Kocka_Modra9"),
    ("label", "a jelszavam Macska#2024", "Macska#2024"),
    ("label", "salasanani on Kettu_Sini42", "Kettu_Sini42"),
    ("label", "adgangskoden til wifi er Hygge!Hus77", "Hygge!Hus77"),
    # a card's security code on its own
    ("cvv", "my card's CVC is 713, expiring next spring", "713"),
    ("cvv", "security code on the back: 0291", "0291"),
    ("cvv", "el CVV de mi tarjeta es 584", "584"),
    ("cvv", "le cryptogramme de ma carte est 306", "306"),
    # national ids of more countries
    ("id", "T.C. kimlik no: 12345678950", "12345678950"),
    ("id", "私のマイナンバー：4321 8765 2109", "4321 8765 2109"),
    ("id", "my Aadhaar number is 4921 7734 1186", "4921 7734 1186"),
    ("id", "mój PESEL to 85071203471", "85071203471"),
    ("id", "mijn BSN is 123456782", "123456782"),
    ("id", "mitt personnummer är 850709-9805", "850709-9805"),
    ("id", "il mio codice fiscale è RSSMRA85T10A562S", "RSSMRA85T10A562S"),
    ("id", "mi NIE es X1234567L", "X1234567L"),
    # codes someone sent
    ("code", "the code they sent me is 715302", "715302"),
    ("code", "the number the bank texted me was 90417", "90417"),
    ("code", "code they emailed me: 338164", "338164"),
    ("code", "o código que me mandaram é 562019", "562019"),
    # passwords split over lines
    ("split", "router password (two lines):\nSunny-Meadow-\n-Harbor-5531", "Harbor-5531"),
    ("split", "the password is long, first half:\nOrange#Tide\nsecond half:\nLantern77", "Lantern77"),
    # casual
    ("casual", "a senha do cofre ficou: Vento#Norte9", "Vento#Norte9"),
    ("casual", "nuova password: Limone#2025", "Limone#2025"),
]

AFTER_LOOK_ALIKES: list[str] = [
    "```python\npwd = input('password: ')\n```",
    "password = os.environ['DB_PASSWORD']",
    "const password = process.env.ADMIN_PASSWORD;",
    "my password = getpass.getpass('Password: ')",
    "Call our support line at 1-888-555-0147, it is free",
    "the CVV is the three digits on the back of the card",
    "il mio codice fiscale non lo ricordo",
    "mot de passe trop faible, il faut 12 caractères",
    "the code they sent me never arrived",
    "a senha precisa ter números e letras",
]


# rows still missed and look-alikes redacted (first run: 14 of 32 missed, 5 of 10 look-alikes redacted)
MISSED: set[str] = set()
# "the password is long, first half: …": found since session 26 (a password in halves, probe 18); "the
# number the bank texted me was 90417": since session 28 (a number named by who texted it, probe 20)
OVER: set[str] = set()


@pytest.mark.parametrize(
    ("kind", "text", "secret"), marked(AFTER, MISSED, "probe 9 check set first run", at=1), ids=_ids(AFTER)
)
def test_every_ninth_check_set_secret_is_redacted(kind: str, text: str, secret: str) -> None:
    assert not text_missed(text, secret), redact_text(text, include_email=True)


@pytest.mark.parametrize(
    "text",
    marked(AFTER_LOOK_ALIKES, OVER, "probe 9 check set first run"),
)
def test_no_ninth_check_set_look_alike_is_redacted(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
