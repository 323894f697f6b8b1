"""Identity numbers: mainland China resident ID numbers by their check character and birth date,
identity documents after their names (passport, SSN, 身份证, DNI, Aadhaar, …; a Chinese licence's file
number, 驾驶证档案编号, and medical-insurance and patient-card numbers, 医保卡号, 就诊卡号: docs/security.md,
"probe 12"), and the dashed US SSN shape.

Read by ``governance.sensitive`` on the normalised view of a text (``governance.sensitive_text``).
"""

import re
from collections.abc import Iterator
from datetime import date

# --- identity numbers ----------------------------------------------------------------------------------
ID_CARD = re.compile(r"(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])")
_ID_DOCUMENT_VALUE = (
    r"[A-Za-z]{0,6}[ -]?\d[\dA-Za-z]*(?:[ .-]\d[\dA-Za-z]*|-[A-Za-z]{1,3}\d[\dA-Za-z]*)*"
    r"(?: (?-i:[A-D])(?!\w))?"
)
"""Up to six letters before the digits: an Italian codice fiscale (RSSMRA85…), a CURP (GODE5612…), an
Indian PAN (ABCDE1234F); a dashed group may start with letters (a Medicare MBI, 1EG4-TE5-MK72); a UK
National Insurance number's suffix letter A-D after a space ("JG 10 37 24 D", probe 18)."""
ID_ABBREVIATIONS = (
    "DNI", "NIE", "NIF", "SIN", "CPF", "RG", "CURP", "PESEL", "BSN", "NINO", "NI", "HKID", "NRIC", "FIN",
    "ITIN", "PAN", "TFN", "RRN", "NHS", "EIN", "UTR", "RUT", "RUN", "NIC", "CNP", "EGN", "OIB", "JMBG",
    "TCKN", "NIR", "NISS", "AHV", "SVNR", "NIK", "KTP", "PPSN", "IRD", "AMKA", "DL", "MBI", "KVNR",
)  # fmt: skip
ID_LABELS_ABROAD = (
    "Aadhaar", "codice fiscale", "Steuer-ID", "Personalausweis(?:nummer)?", "carte d'identité",
    "numéro de sécurité sociale",
    "documento de identidad", "cédula", "Ausweisnummer", "マイナンバー", "住民票コード",
    "주민등록번호", "외국인등록번호", "身分證(?:字號)?", "주민번호", "personnummer", "fødselsnummer",
    "födelsenummer", "henkilötunnus", "Sozialversicherungsnummer", "Identifikationsnummer",
    "numero di carta d'identità", "número de identificación", "burgerservicenummer", "rijksregisternummer",
    "numer dowodu", "номер паспорта", "СНИЛС", "ИНН", "個人番号", "身份證(?:號碼?)?",
    "Nationalregisternummer", "passeport", "Reisepass(?:nummer)?", "pasaporte", "passaporto", "paspoort",
    "passaporte", "Führerschein(?:nummer)?", "permis de conduire", "licencia de conducir",
    "carnet de conducir", "patente di guida", "rijbewijs(?:nummer)?", "carteira de motorista",
    # probe 9 (docs/security.md, "probe 9"): Turkey, Japan, Korea, Greece, Israel, Iceland, …
    "kimlik", "nüfus cüzdanı", "個人番号カード", "在留カード", "マイナンバーカード", "신분증",
    "αριθμός ταυτότητας", "מספר זהות", "תעודת זהות", "Kennitala", "Personalnummer", "numéro fiscal",
    "numero fiscale", "número de contribuinte", "carte vitale", "documento nacional",
    # probe 10 (docs/security.md, "probe 10"): Aadhaar in Hindi, the French social security number's
    # everyday name ("numéro de sécu")
    "आधार(?:\\s+(?:कार्ड|नंबर|संख्या))*", "numéro de sécu", "n° de sécu", "numéro sécu",
    # probe 11 (docs/security.md, "probe 11"): health insurance numbers
    "Krankenversicherungsnummer", "Versichertennummer", "Krankenkassennummer", "tarjeta sanitaria",
    "tessera sanitaria", "número de afiliación",
)  # fmt: skip
"""Names of national identity numbers of other countries (Spain, India, Canada, Brazil, Mexico, Poland,
the Netherlands, the UK, France, Italy, Germany, Japan, Korea, Taiwan), and of passports and driving
licences in other languages (passeport, Reisepass, pasaporte, Führerschein, permis de conduire, …), read
like "passport" and "SSN":
the number after one is an identity document's, whatever its checksum. The abbreviations
(``ID_ABBREVIATIONS``) count only in upper case ("sin 12345" in Spanish is not one)."""
ID_CONNECTORS_ABROAD = "es|est|ist|é|è|är|er|jest|lautet|este|adalah|là"
"""The "is" of other languages between an abbreviation and its number ("mi CURP es GOMA8507…",
docs/security.md, "The session-17 probe")."""
_ID_LABELS_ABROAD = "|".join(label.replace(" ", r"\s+") for label in ID_LABELS_ABROAD)
_FOR_WHAT = (
    r"(?:\s+(?:for|on)\s[^\n\d.:;!?()]{1,40}?"
    r"(?:(?:,\s*|\s+)(?:which\s+is|it['’]?s|its|is)(?=\s)|(?=\s*[:：])))?"
)
"""What a number is wanted for, between its label and the number: "my ssn for the credit check, its
412839067", "my SIN for payroll, which is 046 454 286" (probe 15), or a colon: "NI number for the payroll
form: JG 10 37 24 D" (probe 18)."""
ID_DOCUMENT = re.compile(
    r"(?:(?:身份证|护照|護照|证件|證件|驾驶证|駕駛證|驾照|駕照|军官证|港澳通行证|台胞证|居住证)(?:档案|檔案)?"
    r"(?:编号|編號|号码|號碼|号|號)?"
    r"|(?:社保|社会保障|医保|医疗保险|医疗|就诊|国民保险)卡?(?:编号|号码|卡号|号)|(?:病历|病案|住院|门诊)(?:编号|号码|卡号|号))"
    rf"\s*(?:是|为|:|：|=|填写?|写)?\s*(?P<value2>{_ID_DOCUMENT_VALUE})"
    r"|(?<![A-Za-z0-9_])(?:passport|SSN|SS#|social(?:\s+security)?|national\s+(?:id|identity|insurance)|id(?:entity)?\s+card"
    r"|id(?:entity)?(?=\s+(?:number|no\b|#))|driv(?:er['’]?s?\s+|ing )licen[cs]e|tax\s+id"
    r"|mrn|patient\s+(?:id|number)|licen[cs]e(?=\s*(?:number|no\b|#))"  # probe 16
    r"|(?:health|medical) (?:insurance\s+)?(?:member\s+|subscriber\s+|policy\s+)?(?:id|number|card)"
    r"|insurance (?:member\s+|subscriber\s+)?(?:id|number)|medicare|medicaid"
    rf"|{_ID_LABELS_ABROAD})"
    r"(?:\s+card)?(?:(?:\s+|-)(?:number|no\.?|n[°º]|nr\.?|#|numara(?:m|sı|si)?|numaram[ıi]z)|\s*(?:番号|번호))?"
    rf"{_FOR_WHAT}\s*(?:is|,?\s*it['’]?s(?=\s)|:|：|=|#|は|是|(?:{ID_CONNECTORS_ABROAD})(?=\s))?\s*"
    rf"(?P<value>{_ID_DOCUMENT_VALUE})",
    re.IGNORECASE,
)
ID_ABBREVIATED = re.compile(
    rf"\b(?:{'|'.join(ID_ABBREVIATIONS)})(?![A-Z])(?:\s+(?:card|number|no\.?|nr\.?|#)|\s?[号號][码碼]?){{0,2}}{_FOR_WHAT}\s*"
    rf"(?:(?:is|{ID_CONNECTORS_ABROAD})(?=\s)|:|：|=|#|是|为|為)?\s*"
    rf"(?P<value>{_ID_DOCUMENT_VALUE})"
)
"""An identity number after an upper-case abbreviation of its name (case-sensitive, so it needs no
keyword gate: "DNI 12345678Z", "SIN 046 454 286")."""
SSN = re.compile(r"(?<![\d-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\d-])")
"""A US social security number in its own dashed shape, labelled or not (area 000, 666 and 900-999,
group 00 and serial 0000 are never issued)."""
_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_ID_CHECK_CHARACTERS = "10X98765432"


def id_card_checksum_ok(number: str) -> bool:
    """ISO 7064 MOD 11-2 check character of an 18-character mainland China resident ID number."""
    if not re.fullmatch(r"\d{17}[\dXx]", number):
        return False
    total = sum(int(digit) * weight for digit, weight in zip(number[:17], _ID_WEIGHTS, strict=True))
    return _ID_CHECK_CHARACTERS[total % 11] == number[17].upper()


def _is_birth_date(yyyymmdd: str) -> bool:
    year, month, day = int(yyyymmdd[:4]), int(yyyymmdd[4:6]), int(yyyymmdd[6:])
    if not 1900 <= year <= 2100:
        return False
    try:
        date(year, month, day)
    except ValueError:
        return False
    return True


def is_id_card_number(number: str) -> bool:
    return id_card_checksum_ok(number) and _is_birth_date(number[6:14])


def id_cards(text: str) -> Iterator[tuple[int, int]]:
    """Mainland China resident ID numbers with a valid check character and birth date."""
    for match in ID_CARD.finditer(text):
        if is_id_card_number(match[0]):
            yield match.span()


def ssns(text: str) -> Iterator[tuple[int, int]]:
    """US social security numbers in their dashed shape (``SSN``)."""
    if "-" in text:
        for match in SSN.finditer(text):
            yield match.span()
