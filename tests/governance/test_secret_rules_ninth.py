"""Each rule added for probe 9 (session 17, issue 26; docs/security.md, "probe 9") with values of its
own, and the look-alikes each must keep. Pure unit tests of the detector."""

import pytest

from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

# (rule, text, the secret in it)
FOUND: list[tuple[str, str, str]] = [
    # password labels of more languages, "is" of more languages, adjectives after the label
    ("labels", "mdp de la box : Renard!77", "Renard!77"),
    ("labels", "ta parola d'ordine è Sole#Luna4", "Sole#Luna4"),
    ("labels", "a palavra-passe do router é Ponte_Velha8", "Ponte_Velha8"),
    ("labels", "mit kodeord er Fjord#2211", "Fjord#2211"),
    ("connectors", "le mot de passe du wifi c’est Menthe#5", "Menthe#5"),
    ("connectors", "das Passwort war Birke!2020", "Birke!2020"),
    ("connectors", "la contraseña nueva: Cometa#31", "Cometa#31"),
    ("connectors", "la password nuova è Vespa_900", "Vespa_900"),
    ("possessive", "hasło moje do poczty to Sowa!123", "Sowa!123"),
    ("possessive", "la password di Spotify è Radio#45", "Radio#45"),
    # a card's security code after what it belongs to
    ("cvv", "the CVC on the back of my Visa is 912", "912"),
    ("cvv", "o CVV do meu cartão é 447", "447"),
    ("cvv", "die Prüfnummer der Karte ist 733", "733"),
    # national ids of more countries, a CJK label, the "is" of other languages
    ("ids", "kimlik numarası 23456789012", "23456789012"),
    ("ids", "TCKN: 34567890122", "34567890122"),
    ("ids", "在留カード番号は AB12345678CD", "AB12345678CD"),
    ("ids", "la mia patente di guida è U1A234567B", "U1A234567B"),
    # a code named by who sent it
    ("sent", "the pin the bank sent me is 5521", "5521"),
    ("sent", "code she texted: 770213", "770213"),
    ("sent", "el código que me enviaron es 118822", "118822"),
    ("sent", "il codice che mi hanno mandato è 904411", "904411"),
    # a password split over lines
    ("split", "pw:\nGreen_Apple_\nTree_42", "Tree_42"),
    ("split", "the vpn password is\nNorth+\n+Star+88", "Star+88"),
]
KEPT: list[str] = [
    # a value read at run time
    "password = getpass.getpass(prompt='Password: ')",
    "DB_PASSWORD = os.getenv('DB_PASSWORD')",
    'password: System.getenv("PW")',
    "pwd = read_secret()",
    # labels and adjectives that are words
    "le MDP est un processus de décision markovien",
    "la password nuova deve avere 12 caratteri",
    "c'est le mot de passe oublié, pas le nouveau",
    # a security code without digits, codes not sent
    "the CVV of my card is printed on the back",
    "the code they sent me expired",
    "the code you gave me was wrong",
    # ids talked about
    "kimlik kartımı kaybettim",
    "マイナンバーカードの申請方法",
    # public numbers
    "the helpline is 1-800-273-8255",
    "call (877) 726-4727 for the hotline",
    # a password on one line, a list after it
    "password: Ab12cd!\n- next item",
]


@pytest.mark.parametrize(("rule", "text", "secret"), FOUND, ids=[f"{r}-{t[:30]}" for r, t, _ in FOUND])
def test_each_probe_nine_rule_redacts_its_values(rule: str, text: str, secret: str) -> None:
    redacted = redact_text(text, include_email=True)
    assert secret not in redacted and "[REDACTED:" in redacted, redacted


@pytest.mark.parametrize("text", KEPT)
def test_each_probe_nine_rule_keeps_its_look_alikes(text: str) -> None:
    found = find_sensitive(text, include_email=True)
    kept = text.split("\n")[0] if "\n- " in text else text
    assert found == [] or "\n- " in text, found
    if "\n- " in text:
        assert redact_text(text, include_email=True).endswith("\n- next item"), kept
