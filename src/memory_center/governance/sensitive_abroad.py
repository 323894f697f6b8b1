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
    r"|\$(?:env:|ENV\{|\{env\.)|\$?\{\{|\$\()"
)
"""A value that is a call or a lookup in code, read when the program runs ("getpass.getpass()",
"input('password: ')", "os.environ['DB_PASSWORD']", "process.env.ADMIN_PASSWORD"), or a template's
("${{ secrets.DB_PASSWORD }}"), or a shell command's output ("$(vault kv get …)"): no value of its own
(docs/security.md, "probe 9", "probe 10" and "probe 11")."""

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_SUBSCRIPT = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*\[[\"']")
"""A lookup by key: "config['db']['password']", "secrets["token"]"."""
_KEYWORD_BEFORE = re.compile(r"[(,]\s*$")
_COMPARED = re.compile(r"[=!]=\s*$")
_ARGUMENT_END = re.compile(r"\s*[,)]")


def code_reference(text: str, label_start: int, start: int, end: int) -> bool:
    """Whether the value at ``start``-``end`` after a credential's name is code naming a value, not a
    value: a call or a lookup (``LOOKUP``, ``_SUBSCRIPT``), or a variable: a bare name that the text
    assigns before it ("db_password = os.environ[…]" then "connect(password=db_password)") or that
    stands unquoted as a keyword argument's value ("connect(password=db_password)", "Client(token=
    api_token, …)"; docs/security.md, "probe 10"). A quoted value, or one in a config line with no call
    around it, is a value."""
    value = text[start:end]
    if LOOKUP.match(value) or _SUBSCRIPT.match(value):
        return True
    if not _IDENTIFIER.fullmatch(value) or value.isdigit():
        return False
    if _COMPARED.search(text, max(0, start - 4), start):
        return True  # "if user.password == password:": a comparison with a variable
    if _KEYWORD_BEFORE.search(text, max(0, label_start - 8), label_start) and _ARGUMENT_END.match(text, end):
        return True
    assigned = re.compile(rf"(?<![\w.$]){re.escape(value)}\s*(?::\s*[\w.\[\], ]{{1,30}})?=(?!=)")
    return assigned.search(text, max(0, label_start - _ASSIGNED_BEFORE), label_start) is not None


_ASSIGNED_BEFORE = 1000
"""How far before its use a variable's assignment is looked for (a bound: the scan stays linear)."""

CARD_NAMES = (
    "card", "amex", "visa", "mastercard", "discover", "maestro", "tarjeta", "carte", "cartão", "cartao",
    "carta", "karte", "kaart", "kort", "karta",
)  # fmt: skip
"""Names of a payment card after a card's security code ("the CVV on the back of my Amex is 8842", "el
CVV de mi tarjeta es 584", "le cryptogramme de ma carte est 306"; docs/security.md, "probe 9"): the code
is read on its own, after what it belongs to and the "is" of its language."""
CARD_BACKS_ABROAD = (
    r"(?:codice|numero|(?:le\s+)?(?:tre|quattro|3|4)\s+cifre)\s+(?:sul|nel|dietro\s+al)\s+retro",
    r"(?:code|num[ée]ro|(?:les\s+)?(?:trois|quatre|3|4)\s+chiffres)\s+(?:au|du)\s+dos",
    r"(?:c[óo]digo|n[úu]mero|(?:los\s+)?(?:tres|cuatro|3|4)\s+(?:d[íi]gitos|n[úu]meros))\s+(?:del|en\s+el|al)\s+"
    r"(?:reverso|dorso)",
    r"(?:code|nummer|(?:die\s+)?(?:drei|vier|3|4)\s+(?:ziffern|zahlen))\s+(?:hinten\s+)?auf\s+der\s+r[üu]ckseite",
    r"(?:c[óo]digo|n[úu]mero|(?:os\s+)?(?:tr[êe]s|quatro|3|4)\s+(?:d[íi]gitos|n[úu]meros))\s+(?:no|do)\s+verso",
)
"""A card's security code named by where it is printed, in other languages: "the code on the back" ("il
codice sul retro della carta è …", "le code au dos de ma carte est …", "el código del reverso de mi tarjeta:
…", "der Code auf der Rückseite der Karte ist …", "o código no verso do cartão é …"; session 29)."""
CARD_BACK_WORDS = ("retro", "au dos", "du dos", "verso", "dorso", "ckseite")
"""Every row of ``CARD_BACKS_ABROAD`` holds one of these (words of the card-code gate)."""


DOOR_CODES_ABROAD = (
    r"(?:t[üu]r|haust[üu]r|tor|garagen|tresor|safe|alarm(?:anlagen)?|zahlen|eingangs|deur|poort|kluis)-?code"
    r"|zahlenschloss|digicode"
    r"|code\s+(?:f[üu]r|von|zu[rm]?|an|am|vom)\s+(?:(?:die|der|das|den|dem|unsere[nmrs]?|meine[nmrs]?)\s+)?"
    r"(?:haus)?(?:t[üu]r|tor|garage|tresor|safe|alarmanlage|schloss|eingang|wohnung|briefkasten|keller)"
    r"|code\s+(?:du|de\s+la|de\s+l['’]|d['’]|de\s+mon|de\s+ma|de\s+notre)\s*(?:portail|porte|immeuble|entr[ée]e"
    r"|b[âa]timent|garage|coffre(?:-fort)?|alarme|cadenas|interphone|bo[îi]te\s+[àa]\s+cl[ée]s?|local)"
    r"|combinaison\s+(?:du|de\s+la|de\s+mon|de\s+ma)\s+(?:coffre(?:-fort)?|cadenas|serrure)"
    r"|c[óo]digo\s+(?:de\s+(?:la|el|mi)\s+|del\s+|de\s+)(?:puerta|portal|port[óo]n|garaje|alarma|caja\s+fuerte"
    r"|candado|edificio|entrada|portero|cerradura)"
    r"|combinaci[óo]n\s+(?:de\s+(?:la|mi)|del)\s+(?:caja\s+fuerte|candado|cerradura)"
    r"|codice\s+(?:del|della|dello|dell['’]|di)\s*(?:portone|cancello|porta|garage|allarme|cassaforte|lucchetto"
    r"|citofono|ingresso)|combinazione\s+(?:della|del|di)\s+(?:cassaforte|lucchetto)"
    r"|c[óo]digo\s+(?:do|da|de)\s+(?:port[ãa]o|porta|garagem|alarme|cofre|cadeado|pr[ée]dio|entrada)"
    r"|combina[çc][ãa]o\s+(?:do|da)\s+(?:cofre|cadeado)"
    r"|код\s+(?:от\s+)?(?:домофона|двери|подъезда|сейфа|замка|калитки|ворот|сигнализации)|кодов\w+\s+замк?\w*"
)
"""Labels of door, gate, safe and alarm codes in other languages (docs/security.md, "probe 10"):
compounds ("Türcode", "digicode", "Zahlenschloss") and "the code of the door" ("der Code für die
Haustür", "code du portail", "código de la puerta", "codice del cancello", "код от домофона"), read by
``sensitive_codes.CODE_LABELS_ABROAD`` like its one-time-code labels."""
CODE_FOR_ABROAD = (
    "de", "du", "des", "d['’]", "pour", "à", "au", "aux", "di", "del", "della", "dell['’]", "per", "al",
    "alla", "für", "fürs", "zum", "zur", "vom", "von", "para", "a", "do", "da", "voor", "van", "dla",
)  # fmt: skip
"""What a code opens, after its label and a preposition of another language: up to five words before a
colon ("code d'accès de l'appli de la banque : 771204", "Zugangscode fürs Onlinebanking: 582044", session
29), read by ``sensitive_codes`` (an elided article, "l'appli", counts as a word of its own)."""
