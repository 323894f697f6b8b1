"""Secret codes named by a label, credentials written with no connector word, and passwords in URLs.

Read by ``governance.sensitive`` on the normalised view of a text (``governance.sensitive_text``). Three
shapes the password patterns of ``governance.sensitive_shapes`` do not cover (docs/security.md, "The
session-13 probe"):

- **a code after its label**: door, gate, alarm, locker and safe codes and combinations, wifi and
  router keys, one-time and verification codes (OTP, 2FA, 验证码, 动态码, …), backup and recovery
  codes. The label comes from ``CODE_LABELS`` (data, one row per family of labels); the value is
  bounded by its shape: 4-12 digits, spaced or dashed ("12-34-56", "094 512", "4 8 2 9"), or a short
  code of letters and digits with a digit ("8h3k-29dj"), and, for a list label (backup codes),
  further codes of that shape after a comma or a space. "482913 is your verification code" (the
  value first) is read too. A label followed by a word ("the door code changed") is not a value.
- **a credential with no connector**: a login word and the value right after it, "pass Tr0ub4dor&3",
  "username jdoe password Bl4ckC4t!", "密钥 k8Jd92mQ". With no "is" or ":" to say a value follows, the
  value must look like one (``credential_like``): 6-64 characters with a digit and another class
  (letters or symbols), three classes after an ambiguous word (pass, key, code: "boarding pass BA0117"
  stays), or 6+ digits after an unambiguous one (password, 密码).
- **a password inside a URL**: ``scheme://user:password@host`` (database URLs, git remotes).

And two tables the password patterns read: a question ("密码是什么？") and a description ("my password
is too long to remember") are not values.
"""

import re
from collections.abc import Iterator

from memory_center.governance.sensitive_abroad import CODE_FOR_ABROAD, DOOR_CODES_ABROAD
from memory_center.governance.sensitive_lookalikes import PLACEHOLDER_VALUE
from memory_center.governance.sensitive_text import FENCE, fold_word

Span = tuple[int, int]

# --- password labels of other languages --------------------------------------------------------------
LABELS_ABROAD = (
    "contraseña", "contrasena", "mot de passe", "passwort", "kennwort", "senha", "wachtwoord", "пароль",
    "пароля", "parolă", "parola de acces", "hasło", "hasła", "haslo", "hasla", "heslo", "jelszó",
    "lösenord", "adgangskode", "passord", "salasana", "şifre", "sifre", "mật khẩu", "mat khau",
    "kata sandi", "kata laluan", "clave", "jelszav", "parola", "lozinka", "contrasenya", "κωδικός",
    "κωδικός πρόσβασης", "סיסמה", "סיסמא", "كلمة المرور", "كلمة السر", "पासवर्ड", "geslo", "slaptažodis",
    "parool", "парола", "лозинка", "пароль доступу", "clé",
    # probe 9 (docs/security.md, "probe 9"): abbreviations and other words for a password
    "mdp", "parola d'ordine", "parola chiave", "palavra-passe", "palavra passe", "kodeord",
)  # fmt: skip
"""Words for a password in other languages (lower case, as written), read like the English ones by the
password patterns (docs/security.md, "The session-14 probe"), with an ending of up to three letters
("lösenordet", "şifrem", "Passwortes", "kata sandinya"). Cyrillic letters drawn like Latin ones are read
as those in the view (``sensitive_text.CONFUSABLES``), so each is matched in that folded form too."""
LABELS_ABROAD_CJK = ("パスワード", "暗証番号", "비밀번호", "암호", "密碼", "密 码", "密 碼", "รหัสผ่าน")
"""Labels of scripts written without spaces between words (Thai too): matched with no word boundary."""
WEAK_LABELS_ABROAD = ("clave", "parola", "clé", "mdp", "parola chiave")
"""Labels that also mean something else ("clave": a key, the key point; "parola": a word in Italian;
"mdp", French for "mot de passe", also a Markov decision process): a
value after one needs a digit or a symbol, never words of letters only (``sensitive_shapes``)."""
DESCRIPTIONS_ABROAD = frozenset(
    fold_word(word)
    for word in (
        # es, pt, it
        "muy", "demasiado", "incorrecta", "incorrecto", "débil", "fuerte", "segura", "seguro", "insegura",
        "válida", "inválida", "nueva", "vieja", "corta", "larga", "caducada", "obligatoria", "necesaria",
        "correcta", "igual", "diferente", "otra", "secreta", "privada", "fácil", "difícil", "importante",
        "temporal", "errónea", "muito", "errada", "errado", "incorreta", "fraca", "expirada", "nova",
        "obrigatória", "curta", "longa", "scaduta", "sbagliata", "errata", "troppo", "molto", "debole",
        "sicura", "nuova", "valida", "obbligatoria", "lunga",
        # fr
        "trop", "très", "incorrect", "incorrecte", "faux", "fausse", "expiré", "expirée", "invalide",
        "valide", "faible", "sécurisée", "nouveau", "nouvelle", "obligatoire", "requis", "correct",
        "correcte", "vide", "changé", "oublié", "perdu", "bloqué", "temporaire",
        # de, nl, sv
        "zu", "sehr", "falsch", "abgelaufen", "ungültig", "gültig", "richtig", "schwach", "stark", "sicher",
        "unsicher", "neu", "alt", "nicht", "leer", "geändert", "korrekt", "erforderlich", "geheim", "lang",
        "kurz", "vergessen", "gesperrt", "abgelehnt", "te", "fout", "verlopen", "ongeldig", "geldig", "zwak",
        "sterk", "veilig", "nieuw", "kort", "för", "fel", "ogiltigt", "svagt", "starkt", "nytt", "inte",
        # ru, pl, tr, id, vi
        "неверный", "неправильный", "слишком", "очень", "простой", "сложный", "новый", "старый",
        "короткий", "длинный", "устарел", "zbyt", "bardzo", "błędne", "nieprawidłowe", "słabe", "silne",
        "nowe", "çok", "yanlış", "zayıf", "güçlü", "yeni", "geçersiz", "salah", "terlalu", "lemah", "kuat",
        "baru", "sai", "yếu", "mạnh", "mới",
        # a secret, and questions: "мой пароль — секрет", "mật khẩu là gì?"
        "secreto", "segreto", "sigilo", "geheimnis", "секрет", "tajemnica", "gizli", "rahasia", "qué", "cuál",
        "quoi", "quel", "quelle", "was", "welches", "welcher", "какой", "что", "cosa", "quale", "qual", "co",
        "jaki", "jakie", "nedir", "apa", "gì",
        # required, personal, confidential
        "pflicht", "obligatorio", "necesario", "requerida", "requise", "nécessaire", "notwendig", "wichtig",
        "privé", "privée", "privat", "personal", "persönlich", "vertraulich", "confidencial", "confidentiel",
        "riservata", "pessoal", "personnel", "personnelle",
        # auxiliaries and participles: "la password è stata cambiata", "das Passwort wurde geändert"
        "stata", "stato", "sido", "été", "worden", "wurde", "foi", "был", "была", "было", "zostało",
        "cambiata", "cambiato", "cambiada", "cambiado", "modifié", "modifiée", "alterada", "mudada",
        "gewijzigd", "veranderd", "изменён", "изменен", "zmienione", "dimenticata", "olvidada", "esquecida",
        "vergeten", "забыл", "sama", "mudah", "susah", "đã", "không", "rất", "quá", "bị", "được", "là",
        "un", "una", "uno", "el", "la", "le", "les", "los", "las", "der", "die", "das", "ein", "eine", "het",
        "een", "o", "os", "as", "um", "uma", "il", "lo", "gli", "di", "en", "et", "y", "e", "und", "en",
        "ou", "o", "oder", "of", "ni", "ne", "pas", "no", "non", "nao", "não", "kein", "keine", "geen",
        "niet", "не", "нет",
    )
)  # fmt: skip
"""Single words said about a password in other languages ("Passwort ist abgelaufen", "la password è
scaduta"): after a label of another language, a single word of letters ending its clause is read as
the password ("mi contraseña es gatito") unless it is one of these."""
ARTICLES_ABROAD = frozenset(
    fold_word(word)
    for word in (
        "un", "una", "uno", "el", "la", "le", "les", "los", "las", "der", "die", "das", "ein", "eine", "het",
        "een", "o", "os", "as", "um", "uma", "il", "lo", "gli", "di", "en", "et", "y", "e", "und", "ou",
        "oder", "of",
    )
)  # fmt: skip
"""The articles and conjunctions of ``DESCRIPTIONS_ABROAD``: they start what is said about a password
("la contraseña es la de siempre"), but later in a passphrase they are words of it, or words of another
language ("moje hasło to zielony las": "las" is a forest in Polish; docs/security.md, "The session-17
probe")."""
ABROAD = (
    "(?:"
    + "|".join(
        re.escape(word).replace(r"\ ", r"\s+")
        for word in dict.fromkeys(form for label in LABELS_ABROAD for form in (label, fold_word(label)))
    )
    + r")[^\W\d_]{0,3}(?![^\W\d_])"
)
"""A label of ``LABELS_ABROAD`` as a pattern (case-insensitive where it is used)."""


# --- codes after a label -------------------------------------------------------------------------------
# One row per family: the label (a regular expression, matched case-insensitively on the normalised
# view) and how its value is read (ONE, LIST, ENDS). Every label names a secret code; a general word
# ("code", "key", "combination" alone) is never a label.
ONE, LIST, ENDS = "one", "list", "ends"
"""How a label's value is read: one code; a list of codes; one code that ends its clause ("Your Uber
code 5532." is one, "Your Python code 2024 lines" is not)."""
CODE_LABELS: tuple[tuple[str, str], ...] = (
    # home and building: door, gate, safe, garage, wifi codes…, a keypad's ("garage keypad: 5529", probe 12)
    (
        r"(?:door|gate|alarm|garage|entry|entrance|building|lockbox|key\s?box|locker|safe|lock|keypad|access"
        r"|wi-?fi|wlan|wpa2?|router|network|disarm|unlock|padlock|bike\s+lock)\s+(?:code|combo|combination|pin|key)(?![a-z])"
        r"|(?:(?:the\s+)?(?:combination|combo)|keypad)(?=\s*(?:is|was|:|=))",
        ONE,
    ),
    (r"门禁码|门禁密码|开锁码|开门码|保险柜密码|保险箱密码|密码锁|取件码|提取码", ONE),
    # one-time and verification codes
    (
        r"(?:verification|confirmation|security|login|sign-?in|auth(?:entication|orization)?|one-?time|sms"
        r"|otp|2fa|mfa|totp|two-factor|2-step|activation|access|guard)\s+(?:code|pin|passcode)"
        r"|(?<![A-Za-z])(?:otp|totp|one-?time\s+password)(?![A-Za-z])"
        r"|(?:mfa|2fa|otp|totp|rsa|sms|one-?time|authenticator)\s+token",
        ONE,
    ),
    (r"验证码|校验码|动态码|动态密码|短信码|激活码|授权码|登录码|登入码|确认码|认证码", ONE),
    # a service's code: "Your Uber code: 5532", "Your WhatsApp code 128-664", "Steam Guard code: F4K9Q"
    # (the service's name capitalised, whatever the case of the rest)
    (r"\byour\s+(?:(?-i:[A-Z][A-Za-z0-9-]*)\s+){0,3}(?:verification\s+|security\s+|login\s+)?code", ENDS),
    # a code named by what it opens: "the code to my phone is 0000", "pin for the garage: 2580"
    (
        r"(?<![A-Za-z])(?:code|pin|passcode|combination|combo)(?=\s+(?:to|for|of)\s+(?:my|the|our|your|his|her"
        r"|their)\s+(?:phone|iphone|ipad|laptop|computer|tablet|door|front\s+door|gate|garage|house|apartment"
        r"|flat|safe|locker|lock|padlock|alarm|building|bike|car|wi-?fi|router|card|sim)\b)",
        ONE,
    ),
    # what a lock opens with: "the lockbox at the cabin opens with 4-7-1-9"
    (
        r"(?:lockbox|key\s?box|safe|padlock|lock|door|gate|locker|phone|iphone|ipad|tablet|laptop)"
        r"(?:\s+[^\s.,;]{1,20}){0,4}?\s+(?:opens|unlocks)\s+with",
        ONE,
    ),
    # a code named by who sent it: "the code they texted me is 482913", "code the bank emailed me: 338164"
    # (docs/security.md, "probe 9")
    (
        r"(?<![A-Za-z])(?:code|pin|passcode|otp)\s+(?:that\s+|which\s+)?(?:they|you|he|she|it|we"
        r"|(?:the|my|your|our)\s+[A-Za-z]+|(?-i:[A-Z][A-Za-z]+))\s+(?:just\s+)?"
        r"(?:texted|sent|emailed|e-mailed|messaged|gave|sms(?:'?e)?d|dm(?:'?e)?d|whatsapped|read\s+out)"
        r"(?:\s+(?:to\s+)?(?:me|us))?",
        ONE,
    ),
    # a number named by who texted it: "the number the pharmacy app texted me is 662019" (session 28)
    (
        r"(?:(?<=the )|(?<=that )|(?<=this ))number\s+(?:that\s+|which\s+)?(?:they|you|he|she|it|we"
        r"|(?:the|my|your|our)(?:\s+[A-Za-z]+){1,2}?|(?-i:[A-Z][A-Za-z]+))\s+(?:just\s+)?(?:texted|sms(?:'?e)?d)"
        r"(?:\s+(?:to\s+)?(?:me|us))?",
        ONE,
    ),
    # lists: backup and recovery codes
    (
        r"(?:backup|recovery|rescue|emergency|2fa|mfa)\s+codes?|(?:authenticator|2fa|mfa|otp)\s+backup(?:\s+codes?)?"
        r"|备用(?:验证)?码|恢复码",
        LIST,
    ),
    # a PIN with a connector, its digits spaced or grouped ("my pin is 4 8 2 9")
    (r"(?<![A-Za-z])(?:pin|passcode)(?:\s+(?:code|number))?", ONE),
)
CODE_LABELS_ABROAD = fold_word(
    r"c[óo]digo\s+de\s+(?:verificaci[óo]n|verifica[çc][ãa]o|acceso|acesso|confirmaci[óo]n|confirma[çc][ãa]o)"
    r"|code\s+de\s+(?:v[ée]rification|confirmation|connexion|validation)"
    r"|code\s+d['’]acc[èe]s|codice\s+d['’]accesso|(?:zugangs|zugriffs)-?code|toegangscode|kod\s+dost[ęe]pu"
    r"|(?:best[äa]tigungs|verifizierungs|sicherheits|anmelde|einmal)-?code"
    r"|codice\s+di\s+(?:verifica|conferma|accesso)|verificatiecode|bevestigingscode"
    r"|kod\s+(?:weryfikacyjny|potwierdzaj[ąa]cy|sms)|doğrulama\s+kodu|onay\s+kodu"
    r"|mã\s+(?:xác\s+(?:nhận|thực)|otp)|kode\s+(?:verifikasi|otp)|verifieringskod"
    r"|код\s+(?:подтверждения|проверки|из\s+смс)|проверочный\s+код|одноразовый\s+код"
    r"|認証コード|確認コード|認証番号|確認番号|ワンタイムパスワード|인증\s*번호|인증\s*코드|보안\s*코드|驗證碼|認證碼"
    r"|動態碼|動態密碼|校驗碼|簡訊碼|短信碼|激活碼|啟用碼|授權碼|登錄碼|登入碼|確認碼|門禁碼|開鎖碼|開門碼|取件碼|提取碼"
    r"|(?:c[óo]digo|codice|code|kod|код)\s+(?:que|qu['’](?:ils?|elles?|on)|che|den|който|который)\s+"
    r"(?:(?:me|m['’]|mi|te|nos|ci|mir|мне)\s*)?(?:(?:ont|hanno|ha|hat|haben)\s+)?"
    r"(?:mandaram|enviaram|mandaron|enviaron|mandó|envió|passaram|deram|dieron|envoy[ée]e?s?|mandato|inviato"
    r"|geschickt|gesendet|прислали|отправили)"
    r"|(?:seu|su|tu|teu|tuo|suo|vostro|votre|ton|ihr|dein|uw|je|jouw|twój|ваш|твой|mã)\s+(?:c[óo]digo|codice|code"
    r"|kod|код|otp)(?!\s+(?:de|di|d['’]|des|du)\b)|رمز\s*(?:التحقق|التأكيد|التفعيل)|รหัส\s*(?:otp|ยืนยัน)"
    rf"|{DOOR_CODES_ABROAD}"
)
"""Labels of one-time and verification codes in other languages, and of door, gate, safe and alarm
codes (``sensitive_abroad.DOOR_CODES_ABROAD``), in the view's form (Cyrillic folded), read like a
``CODE_LABELS`` row of one code, with their own keyword gate (``governance.sensitive``)."""
_CODE_VALUE = (
    r"(?:\d(?:(?: - |[ -])?\d){3,11}"  # "4 8 2 9", "12-34-56", "4 - 8 - 1 - 9" (session 29)
    r"|(?-i:[A-Z]{1,3})-\d{4,8}(?!\d)"  # a service's letter first: "验证码 G-583920" (session 30)
    r"|(?![A-Za-z]\d\d?(?![A-Za-z0-9-]))"  # "gate code B22": an airport's gate, a seat, a room (session 29)
    r"(?=[A-Za-z0-9-]*\d)(?=[A-Za-z0-9-]*[A-Za-z])[A-Za-z0-9]{3,10}(?:-[A-Za-z0-9]{3,10}){0,3})"
)
_CODE_CONNECTOR = fold_word(
    r"(?:\s*(?:is|was|are|were|now|:|：|=>?|->|→|⇒|➜|➔|是|为|為|#|は|는|은"
    r"|(?<![^\W\d_])(?:es|est|ist|lautet|é|è|это|jest|to|är|er|adalah|là|wynosi|anda|kamu|của\s+bạn"
    r"|de\s+usted|on|je|είναι|היא|הוא|هي|هو|है|คือ)(?![^\W\d_])|คือ)|\s+-)*\s*"
)
"""A dash connects only after a space ("ATM pin - 7741"): "otp-558213", "user-pin-2024" are ids."""
_CODE_LABEL = re.compile(
    "|".join(f"(?P<label{n}>{label})" for n, (label, _) in enumerate(CODE_LABELS)), re.IGNORECASE
)
_CODE_LABEL_ABROAD = re.compile(CODE_LABELS_ABROAD, re.IGNORECASE)
_LIST_LABELS = frozenset(f"label{n}" for n, (_, how) in enumerate(CODE_LABELS) if how == LIST)
_ENDS_LABELS = frozenset(f"label{n}" for n, (_, how) in enumerate(CODE_LABELS) if how == ENDS)
_CLAUSE_ENDS = re.compile(r"\s*(?:[.,;!?)。，；！？\n]|$)")
_CODE_END = r"(?![A-Za-z0-9!@$%^&*_+=~\\|<>])"
"""A code ends before a space, punctuation or "#" ("1357#"); a value running on in letters or symbols
("Xk29!mPq77") is a credential, read whole by ``bare_credentials``."""
CODE_FOR = ("for", "of", "to", "on", "at")
"""What a code opens, after its label and before a connector ("Keypad code for the garage: 2580")."""
_FOR_WHAT = (
    rf"(?:\s+(?:{'|'.join(CODE_FOR)})(?:\s+[^\s:=：]{{1,20}}){{1,3}}?\s*(?:is|:|：|=>?|->|→|⇒|➜|➔)\s*"
    rf"|\s*(?<![^\W\d_])(?:{'|'.join(CODE_FOR_ABROAD)})(?:(?:\s+|(?<=['’]))[^\s:=：'’]{{1,20}}['’]?){{1,5}}?\s*[:：=]\s*"
    r"|(?:\s+[^\s:=：\d][^\s:=：]{0,19}){1,3}?\s*[:：]\s*"
    r"|(?:\s+(?:that|which))?(?:\s+(?:they|you|he|she|it|we|i|(?:the|my|your)\s+[A-Za-z]+|(?-i:[A-Z][A-Za-z]+)))?"
    r"(?:\s+just)?\s+(?:texted|sent|emailed|e-mailed|messaged|gave|got|received|came|arrived|sms(?:'?e)?d)"
    r"(?:\s+(?:to\s+)?(?:me|us))?(?:\s+(?:by|via|in|through|over)\s+(?:sms|text|e-?mail|whatsapp|the\s+app|a\s+text))?"
    r"(?=\s*(?:is|was|:|：|=|-\s)))?"
)
"""What the code opens, between the label and a connector ("Keypad code for the garage: 2580"), a few
words before a colon ("the OTP they sent: 582014"), or who sent it before "is" ("the code they texted
me is 482913", "the login code that just came by SMS is 730 218"; docs/security.md, "probe 10")."""
_VALUE_AT = re.compile(
    rf"{_FOR_WHAT}{_CODE_CONNECTOR}{FENCE}[\[【(「'\"‘“]?(?P<value>{_CODE_VALUE}[#*]?){_CODE_END}", re.I
)
"""A code after its label, in brackets or quotes ("【602917】", "combo is '0426'") or a fenced block (probe
17), with the key a keypad ends it with ("7731*", "2580#")."""
_APPOSED = re.compile(rf"\s*,\s*(?P<value>{_CODE_VALUE}[#*]?){_CODE_END}(?=\s*(?:[,.;!?)]|$))")
"""A code set off by commas right after its label ("they emailed me a one-time code, 918273, use it"):
the value alone in its clause (docs/security.md, "probe 10")."""
_NEXT_CODE = re.compile(rf"(?:\s*[,，、;/]\s*|\s+)(?P<value>{_CODE_VALUE}){_CODE_END}")
_LIST_MAX = 16
_CARD_CODE_DIGITS = 4
_CODE_FIRST = re.compile(
    r"(?<![A-Za-z0-9])(?:[A-Z]-)?(?P<value>\d{4,8})(?!\d)\s*(?:is|是|为)\s*(?:your|the|您的|你的)?\s*"
    r"(?:[A-Za-z]+\s+){0,2}?(?:verification|security|login|one-?time|confirmation|otp|2fa|access|sign-?in)"
    r"\s+code|(?<![0-9])(?P<value2>\d{4,8})\s*(?:是|为)\s*(?:您的|你的)?(?:本次)?(?:验证码|动态码|校验码)"
    r"|\b(?:use|enter)\s+(?P<value3>\d{4,8})\s+(?:to\s+verify|as\s+your\s+(?:[A-Za-z-]+\s+)?code)"
    r"|输入\s*(?P<value4>\d{4,8})\s*(?:以|来|即可)?(?:完成|进行)?(?:验证|登录|认证)",
    re.IGNORECASE,
)
"""The value first: "482913 is your verification code", "G-482913 is your Google verification code",
"482913是您的验证码"."""


def labelled_codes(text: str, *, abroad: bool = False) -> Iterator[Span]:
    """Codes after a label of ``CODE_LABELS`` (and codes named after their value), or, ``abroad``, after
    a label of ``CODE_LABELS_ABROAD``."""
    for label in (_CODE_LABEL_ABROAD if abroad else _CODE_LABEL).finditer(text):
        value = _VALUE_AT.match(text, label.end()) or _APPOSED.match(text, label.end())
        if value is None:
            continue
        start, end = value.span("value")
        if label[0].lower().startswith("security") and end - start <= _CARD_CODE_DIGITS:
            continue  # "security code 123": a card's code, found as such (governance.sensitive)
        if label.lastgroup in _ENDS_LABELS and not _CLAUSE_ENDS.match(text, end):
            continue
        if label.lastgroup in _LIST_LABELS:
            for _ in range(_LIST_MAX):
                more = _NEXT_CODE.match(text, end)
                if more is None:
                    break
                end = more.end("value")
        yield start, end
    if abroad:
        return
    for match in _CODE_FIRST.finditer(text):
        yield match.span(
            next(name for name in ("value", "value2", "value3", "value4") if match[name] is not None)
        )


CARD_NEARBY_CODE = re.compile(
    r"(?<![A-Za-z])card(?![A-Za-z])[^.\n]{0,80}?(?<![A-Za-z])code\s*[:：=]?\s*(?P<value>\d{3,4})(?![\d-])",
    re.IGNORECASE,
)
"""A card's security code called just "code" after the card: "card 4111 …, exp 04/29, code 737"."""


def card_codes(text: str) -> Iterator[Span]:
    for match in CARD_NEARBY_CODE.finditer(text):
        yield match.span("value")


# --- credentials with no connector ---------------------------------------------------------------------
_BARE_CREDENTIAL = re.compile(
    r"(?:(?<![A-Za-z])(?P<strong>passwords?|passcodes?|passphrase|p(?:a?s{1,2}w(?:o?r?d)?|wr?d)"
    r"|login\s+password|(?:security|secret)\s+(?:question\s+)?answer)"
    r"|(?<![A-Za-z0-9_-])(?P<weak>pass|pw|key|code|pin)"
    r"|(?P<zh>密码|口令|密钥|秘钥|私钥))(?![A-Za-z])(?:\s*\([^()\n]{0,40}\)\s*[:=：]?\s*"
    r"|\s*\?\s*(?:it['’]?s|is)\s+|[ \t]+|\s*[:=：|]\s*)(?P<value>[!-~]{6,64})(?![!-~])"
    r"|(?:密码|口令)[\u4e00-\u9fff]{1,6}[，,]?\s*(?:现在|其实)?(?:是|为|：|:)\s*(?P<deferred>[!-~]{6,64})(?![!-~])"
    r"|(?:密码|口令|密碼)(?:是|为|為|：|:)[\u4e00-\u9fff]{1,8}[，,：:]?\s*(?P<described>[!-~]{6,64})(?![!-~])"
    r"|(?<![A-Za-z])(?:password|passcode)\s+(?:is|was)\s+[^.\n:：;!?]{1,40}?[:：]\s*(?P<later>[!-~]{6,64})(?![!-~])",
    re.IGNORECASE,
)
"""A login word and a value right after it, or a Chinese label whose connector comes a few characters
later ("开机密码忘了，是 abc12345"), or whose value comes after a few words ("密码是我生日 19880315")."""
_SYMBOL = re.compile(r"[^A-Za-z0-9]")
_DIGIT_GROUPS = re.compile(r"\d(?:[ -]?\d){5,19}")
_TRAILING = ".,;:?!'\")]}>"


def credential_like(value: str, *, classes: int) -> bool:
    """Whether a word right after a login word is a credential: 6-64 characters, a digit, and at least
    ``classes`` of lower case, upper case, digits and symbols; or, with ``classes`` 2, all digits."""
    if not 6 <= len(value) <= 64 or not any(c.isdigit() for c in value):
        return False
    if value.isdigit():
        return classes <= 2 and len(set(value)) > 1
    kinds = (
        any(c.islower() for c in value) + any(c.isupper() for c in value) + True + bool(_SYMBOL.search(value))
    )
    return kinds >= classes and not re.fullmatch(r"[\d.:/-]+", value)  # a date, a time, a version


_BARE_FOR_WHAT = re.compile(
    rf"(?:(?<![A-Za-z])(?:passwords?|passwd|pwd)(?![A-Za-z])|(?<![A-Za-z]){ABROAD}|{'|'.join(LABELS_ABROAD_CJK)})"
    + fold_word(
        r"(?:\s+(?:for|of|to|on|at|du|de|del|do|da|für|von|zum|zur|от|для)(?:\s+[^\s:=：]{1,20}){1,2}?)?"
    )
    + r"[ \t]+(?P<value>[!-~]{6,64})(?![!-~])",
    re.IGNORECASE,
)
"""A password label, optionally what it is for, and a credential-shaped value with no connector:
"пароль от вайфая 12345qwe", "password for the nas Xk29!mPq77"."""


EMAIL_PAIR = re.compile(
    r"(?<![\w.+/-])[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\s*(?P<separator>[/|:])\s*"
    r"(?P<value>[!-~]{6,64})(?![!-~])"
)
"""A sign-in written as an e-mail address and a password ("bob@gmail.com / Summer2024",
"alice@example.com:Hunter2!", the shape of leaked combo lists): the password, when it looks like one.
Not inside a URL ("https://user@host.com:8080/x") nor a git remote ("git@github.com:acme/repo.git")."""
_SYMBOL_END = "!#$%&*@^~"


def email_pairs(text: str) -> Iterator[Span]:
    for match in EMAIL_PAIR.finditer(text):
        value = match["value"]
        if match["separator"] == ":" and "/" in value:
            continue  # a port and a path, or a repository's path
        if value[-1] not in _SYMBOL_END:
            value = value.rstrip(_TRAILING)  # "Summer2024." ends a sentence; "Hunter2!" is the password
        if credential_like(value, classes=2):
            start = match.start("value")
            yield start, start + len(value)


def bare_credentials(text: str) -> Iterator[Span]:
    for match in _BARE_FOR_WHAT.finditer(text):
        start = match.start("value")
        value = match["value"].rstrip(_TRAILING)
        if credential_like(value, classes=2):
            yield start, start + len(value)
    for match in _BARE_CREDENTIAL.finditer(text):
        group = next(name for name in ("value", "deferred", "described", "later") if match[name] is not None)
        if group == "later" and _DIGIT_GROUPS.fullmatch(match[group].rstrip(_TRAILING)):
            start = match.start(group)  # "… is written on the router: 8842-1937-5521"
            yield start, start + len(match[group].rstrip(_TRAILING))
            continue
        classes = 3 if match["weak"] else 2
        start = match.start(group)
        for value in (match[group].rstrip(_TRAILING), match[group]):  # "pw toor1234!": the "!" is its own
            if credential_like(value, classes=classes):
                yield start, start + len(value)
                break


# --- passwords in commands and environment variables -----------------------------------------------------
COMMAND_PASSWORD = re.compile(
    r"(?-i:\b[A-Z][A-Z0-9]{0,15}(?:PASSWORD|PASSWD|PASS|PWD))=(?P<env>[^\s;&|]+)"
    r"|\b(?:mysql|mysqldump|mysqladmin|mariadb)\b[^\n|;]{0,80}?\s-p(?P<glued>[^\s-][^\s]*)"
    r"|\bsshpass\s+-p\s*(?P<sshpass>[^\s]+)"
    r"|\bredis-cli\b[^\n|;]{0,80}?\s-a\s+(?P<redis>[^\s]+)"
    r"|\b(?:sqlplus|sqlldr)\s+(?:-\w+\s+)*[\w$#.]+/(?P<oracle>[^\s/@]+)@"
    r"|(?:\blogin\b|\s-u\s+\S+)[^\n|;]{0,80}?\s-p[ \t]+(?P<flag>[^\s-]\S*)"
    r"|\s--pass(?:word|wd)?(?:=|[ \t]+)(?P<long>[^\s-]\S*)"
    r"|\b(?:curl|wget|http|httpie)\b[^\n|;]{0,80}?\s(?:-u|--user)[ \t]+[^\s:]+:(?P<curl>[^\s@]+)",
    re.IGNORECASE,
)
"""A password in a command line or an environment variable: ``PGPASSWORD=…``, ``mysql -u root -pS3cret``,
``sshpass -p …``, ``redis-cli -a …``, Oracle's ``sqlplus scott/tiger@db`` (a variable named with
"_PASSWORD" is read by the password patterns already)."""
COMMAND_WORDS = (
    "password", "passwd", "pass", "pwd", "mysql", "mariadb", "sshpass", "redis-cli", "sqlplus", "sqlldr",
    "-p", "-u",
)  # fmt: skip
"""Every command pattern holds one of these ("docker login -u bob -p …", "curl -u admin:…": "-p" and "-u";
"--password" holds "pass")."""


def command_passwords(text: str) -> Iterator[Span]:
    for match in COMMAND_PASSWORD.finditer(text):
        group = next(
            name
            for name in ("env", "glued", "sshpass", "redis", "oracle", "flag", "long", "curl")
            if match[name] is not None
        )
        start = match.start(group)
        value = match[group].strip("'\"")
        if group in ("redis", "flag") and not credential_like(value, classes=2):
            continue  # "the redis-cli -a flag", "-p 8080:80": only a credential-shaped value after a flag
        if PLACEHOLDER_VALUE.fullmatch(value):
            continue  # "--password $DB_PASS": a variable, not the value
        if value:
            start += match[group].index(value)
            yield start, start + len(value)


# --- passwords inside URLs -----------------------------------------------------------------------------
URL_PASSWORD = re.compile(
    r"\b[A-Za-z][A-Za-z0-9+.-]{1,20}://[^\s:/@]{0,64}:(?P<value>[^\s/]{1,128})@(?=[A-Za-z0-9\[])"
)
"""The password runs to the last "@" before the host: it may hold an "@" of its own
("postgresql://bob:p@ss@w0rd@db:5432/x")."""


def url_passwords(text: str) -> Iterator[Span]:
    for match in URL_PASSWORD.finditer(text):
        yield match.span("value")
