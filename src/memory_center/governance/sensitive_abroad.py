"""Tables the password and card-code patterns of ``governance.sensitive_shapes`` read, added for the
session-17 blind probe (docs/security.md, "The session-17 blind probe (probe 9)"): more ways to say "is"
after a password's label, adjectives written after it, names of a payment card after its security
code, and what a value read at run time looks like in code.
"""

import re

CONNECTORS_ABROAD = ("c['’]est", "ficou", "fica", "era", "était", "war", "sarà", "será", "ora è", "agora é")
"""More ways to say "is" after a password's label in other languages (docs/security.md, "probe 9"): "mon
mot de passe Gmail c'est …", "a senha nova ficou: …", "das Passwort war …"."""
CONNECTORS_ABROAD_PATTERN = "|".join(word.replace(" ", r"\s+") for word in CONNECTORS_ABROAD)
ADJECTIVES_AFTER = (
    "nova", "novo", "nueva", "nuevo", "nuova", "nuovo", "nouveau", "nouvelle", "neue", "neues", "actual",
    "atual", "attuale", "actuelle", "actuel", "aktuelle", "aktuelles", "nieuwe", "nowe", "nya", "yeni",
)  # fmt: skip
"""Adjectives of newness written after a password's label in other languages, before a colon or an "is"
("a senha nova: …", "la password nuova è …"; docs/security.md, "probe 9"): one word, from a table, so
that "Passwort Manager: …" stays words."""

LOOKUP = re.compile(
    r"(?:[A-Za-z_][\w.]*\((?!\S*\)[\w!@#$%^&*])|(?:os\.environ|process\.env|ENV|os\.getenv|System\.getenv)\b"
    r"|\$(?:env:|ENV\{|\{env\.))"
)
"""A value that is a call or a lookup in code, read when the program runs ("getpass.getpass()",
"input('password: ')", "os.environ['DB_PASSWORD']", "process.env.ADMIN_PASSWORD"): no value of its own
(docs/security.md, "probe 9")."""

CARD_NAMES = (
    "card", "amex", "visa", "mastercard", "discover", "maestro", "tarjeta", "carte", "cartão", "cartao",
    "carta", "karte", "kaart", "kort", "karta",
)  # fmt: skip
"""Names of a payment card after a card's security code ("the CVV on the back of my Amex is 8842", "el
CVV de mi tarjeta es 584", "le cryptogramme de ma carte est 306"; docs/security.md, "probe 9"): the code
is read on its own, after what it belongs to and the "is" of its language."""
