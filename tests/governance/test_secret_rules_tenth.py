"""Each rule added for probe 10 (session 18, issue 26; docs/security.md, "probe 10") with values of its
own, and the look-alikes each must keep. Pure unit tests of the detector."""

import pytest

from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

# (rule, text, the secret in it)
FOUND: list[tuple[str, str, str]] = [
    # answers to a security question named nearby
    ("answer", 'for the secret question I put "Rosebud"', "Rosebud"),
    ("answer", "security question: city I was born in - answer is Tbilisi", "Tbilisi"),
    ("answer", "Security question: favourite teacher. Answer: Mr Pym", "Mr Pym"),
    ("answer", "question secrète : nom de mon chien, réponse : Filou", "Filou"),
    ("answer", "安全问题：我母亲的名字 答案：李秀英", "李秀英"),
    ("answer", "pregunta de seguridad: mi primer perro, puse Toby", "Toby"),
    # codes and passwords said by what to type to get in
    ("entered", "to get in punch 7 7 3 1 and push the door", "7 7 3 1"),
    ("entered", "to open the gate use 4421#", "4421#"),
    ("entered", "to log in type Quartz_River8", "Quartz_River8"),
    ("entered", "pour te connecter tape Lune#Bleue7 et voilà", "Lune#Bleue7"),
    ("entered", "开门输入 8462 就行", "8462"),
    ("keypad", "key in 5150 on the keypad by the side gate", "5150"),
    ("asks", "the router at mum's, it asks for Copper_Kettle55", "Copper_Kettle55"),
    ("asks", "the wifi in the flat wants Cobalt_Lake71", "Cobalt_Lake71"),
    ("asks", "the tv asks for a pin, it wants 7294", "7294"),
    # one-time codes said by who sent them
    ("sent", "the site texted me 443 019 by sms", "443 019"),
    ("sent", "they just sent 7731 to my phone, put it in", "7731"),
    ("otp", "the verification code the bank texted me is 660914", "660914"),
    ("otp", "my login code, 283746, expires soon", "283746"),
    # a password said by how it is made, then spelled out
    ("made", "the laptop unlock is my dog's name plus 22, so Biscuit22", "Biscuit22"),
    ("made", "my login: same as the wifi but with a 7 at the end: Harbor77", "Harbor77"),
    ("made", "the pin is my mum's birth year reversed, 2591", "2591"),
    ("made", "the spotify one is the same as always with a ! at the end: Meadow44!", "Meadow44!"),
    # codes restated and turned out on a dial
    ("restated", "gate code is the year plus one, i.e. 2026", "2026"),
    (
        "dial",
        "the padlock combination, right to 4, left to 22, right to 9",
        "right to 4, left to 22, right to 9",
    ),
    # door codes in other languages, a keypad's key after the code
    ("door", "Türcode: 4471", "4471"),
    ("door", "el código de la puerta es 3390", "3390"),
    ("door", "il codice del cancello è 1212A", "1212A"),
    ("door", "the alarm code is 1379*", "1379*"),
    # ids, an Arabic label with words before its "is"
    ("ids", "मेरा आधार कार्ड नंबर 6183 2094 7730 है", "6183 2094 7730"),
    ("ids", "n° de sécu 2840569123456 40", "2840569123456 40"),
    ("label", "كلمة المرور لحساب البنك هي Zahra_9911", "Zahra_9911"),
    # a personal number at a public place
    ("phone", "my friend at the bakery: +33 1 45 51 23 45", "+33 1 45 51 23 45"),
    ("phone", "the shop owner's mobile is +33 6 12 34 56 78", "+33 6 12 34 56 78"),
    ("phone", "那家店老板的电话是 010-6552-3388", "010-6552-3388"),
    ("phone", "The bakery on Rue Cler is at +33 1 45 51 23 45 - that is my mum's line", "+33 1 45 51 23 45"),
    ("phone", "call me at the hotel: +44 20 7946 0321", "+44 20 7946 0321"),
    # a literal value in code
    ("code", "connect(password='hunter22')", "hunter22"),
    ("code", "DB_PASS=db_password2", "db_password2"),
]
KEPT: list[str] = [
    # answers and security questions talked about
    "What should I pick as the answer to a security question so nobody can guess it?",
    "the security question asks for my first pet, the answer is the name of my first dog",
    "I forgot the answer to my security question, how do I reset it?",
    "安全问题的答案忘了怎么办？",
    "Sicherheitsfrage vergessen, was tun?",
    "the bank asked me three security questions and I answered all of them",
    "security questions are annoying, I put them off until Friday",
    "the security question screen crashed so I used Chrome instead",
    "Sicherheitsfrage eingerichtet, Antwort ist gespeichert",
    # typing, with no secret typed
    "to see what changed, type git status and hit enter",
    "to log in, type your email and hit enter",
    "to get in, ring the bell twice",
    "to unlock the achievement, beat level 12",
    "press 1 on the keypad for English",
    "to log in, enter your 6-digit code",
    # what a thing needs
    "it needs Python3.12 to run on my laptop",
    "the app wants iOS17.4 or newer on my phone",
    "my laptop needs 16GB RAM",
    # sent, not a code
    "Mom sent 2000 dollars to my account",
    "I sent 1500 to my sister",
    # how something is made, with no login named
    "my phone is the same as always, iPhone13",
    "I got the same phone as always: Pixel8a",
    "the code is the same as last year, 2024",
    "login with the same email as always, then click Settings",
    # restated dates, turns on a street
    "code freeze, i.e. 2024-12-20",
    "go left to 5th, right to 38th, left to 7th ave",
    # public numbers of businesses, versions
    "The bakery on Rue Cler is at +33 1 45 51 23 45, they open at 7",
    "Die Apotheke am Markt: 030 2345 6789",
    "Hotel front desk: +44 20 7946 0321",
    "the pizza place is at 020 7946 0958, my usual order is a margherita",
    "my favourite bakery has a new number: +33 1 45 51 23 45",
    "Chrome version 124.0.6367.118 crashes on startup",
    "upgrade Windows to 10.0.19045.4291",
    # code naming a value kept elsewhere
    "password = config['db']['password']",
    "connect(host=h, password=pw)",
    "client = Client(api_key=key)",
    "token = getpass.getpass('Token: ')",
    "const apiKey = process.env.STRIPE_SECRET_KEY;",
    "if user.password == password: return True",
    "DB_PASSWORD: ${{ secrets.DB_PASSWORD }}",
    "the tv needs 2024 to run, the pin is elsewhere",
]


@pytest.mark.parametrize(("rule", "text", "secret"), FOUND, ids=[f"{r}-{t[:30]}" for r, t, _ in FOUND])
def test_each_probe_ten_rule_redacts_its_values(rule: str, text: str, secret: str) -> None:
    redacted = redact_text(text, include_email=True)
    assert "[REDACTED:" in redacted and secret not in redacted, redacted


@pytest.mark.parametrize("text", KEPT)
def test_each_probe_ten_rule_keeps_its_look_alikes(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
