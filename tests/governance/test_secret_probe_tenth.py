# ruff: noqa: E501  (the blind probe's texts are kept verbatim, one string each)
"""A tenth probe (session 18, issue 26), written blind by someone who never saw the detector
(``/work/exp/probe10``: 100 secrets with the value that must disappear, 40 look-alikes) and taken in
whole as development data, committed before the detector was changed for it: passwords in thirteen
languages and said indirectly ("the laptop unlock is ... i.e. Mochi2016", "it wants pumpkinPie!42"),
passphrases, PINs, keys and tokens of the common services, JWTs, private keys, connection strings, seed
phrases, cards, IBANs, national ids of eight countries, bank accounts, one-time codes, answers to
security questions, door, gate, safe and alarm codes, secrets in .env, YAML, JSON, logs, commands and a
Markdown table, and the writer's ten "hard" cases (secrets with no label at all); and look-alikes that
must be kept (orders, tracking numbers, commits, versions, talk about passwords, code that reads a
secret from the environment or a prompt, public phone numbers of businesses, dates, prices, flights,
recipes, tickets).

Every row is kept as the blind files hold it: each value is in its text, each card number passes the
Luhn check, each national id its own checksum (the writer's generator, ``gen.py``, computes them), and
each "hard" secret is one a reasonable policy keeps out of memory (a password, a PIN, a door or safe
code, a one-time code, an account number, said without a label). Kinds are the blind file's.

Checks as in ``test_secret_probe_sixth`` (its helpers are imported). The rows the first run missed are
marked xfail (strict), so a fix that makes one pass shows up; ``bench/secret_probe.py --probe 10`` prints
the summary. First run (main 8ab6864): 18 of 100 missed, 6 of 40 look-alikes redacted.
"""

import pytest

from governance.probe_rows import marked
from governance.test_secret_probe_sixth import _ids, text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

# (kind of variant, text, the secret in it); the blind file's id in a comment
TENTH: list[tuple[str, str, str]] = [
    # p10-1
    (
        "password",
        "my gmail password is Tulip!Rain2291, can you remind me later if I forget?",
        "Tulip!Rain2291",
    ),
    # p10-2
    ("password", "我的微信密码是 xiaoYu@8816，别告诉别人", "xiaoYu@8816"),
    # p10-3
    ("password", "Mi contraseña del banco es Gato_Negro47, apúntala por favor", "Gato_Negro47"),
    # p10-4
    ("password", "Mein Passwort für das Firmen-VPN lautet Sonnenblume#93", "Sonnenblume#93"),
    # p10-5
    ("password", "Le mot de passe du wifi de la maison c'est « Baguette2024! »", "Baguette2024!"),
    # p10-6
    ("password", "会社のPCのパスワードは sakura-Neko55 です。覚えておいて。", "sakura-Neko55"),
    # p10-7
    ("password", "내 넷플릭스 비밀번호는 haneul1987! 이야", "haneul1987!"),
    # p10-8
    ("password", "A senha do meu e-mail é Caju#Verde81, guarda isso pra mim", "Caju#Verde81"),
    # p10-9
    ("password", "La password del router è Pizzaiolo_77, segnatela", "Pizzaiolo_77"),
    # p10-10
    ("password", "Мой пароль от госуслуг: Medved_Zima2020", "Medved_Zima2020"),
    # p10-11
    ("password", "Instagram şifrem Kelebek.4521, unutursam hatırlat", "Kelebek.4521"),
    # p10-12
    ("password", "كلمة المرور الخاصة بحسابي هي Qamar#7719", "Qamar#7719"),
    # p10-13
    ("password", "मेरा बैंक पासवर्ड है Aam@Ras2468 इसे याद रखना", "Aam@Ras2468"),
    # p10-14
    ("password", "The Dropbox login is the same as my Spotify one, which is bluefinch_84", "bluefinch_84"),
    # p10-15
    (
        "password",
        "ok so the password for the shared drive is\n\nOrchard-Lamp-17\n\n(capital O)",
        "Orchard-Lamp-17",
    ),
    # p10-16
    ("password", "pw: Zq7!mLx0pR", "Zq7!mLx0pR"),
    # p10-17
    ("password", 'The admin account credentials are user "admin", pass "K3ttle&Drum"', "K3ttle&Drum"),
    # p10-18
    (
        "password",
        "Hint for future me: the laptop unlock is my cat's name plus birth year, i.e. Mochi2016",
        "Mochi2016",
    ),
    # p10-19
    ("password", "密码：qwe!Asd#2023  用户名：zhangwei", "qwe!Asd#2023"),
    # p10-20
    (
        "passphrase",
        "My 1Password master passphrase is correct-horse-purple-anchor-lantern",
        "correct-horse-purple-anchor-lantern",
    ),
    # p10-21
    (
        "passphrase",
        "Die Passphrase für den GPG-Schlüssel: Wolken ziehen über Hamburg 1999",
        "Wolken ziehen über Hamburg 1999",
    ),
    # p10-22
    ("pin", "My debit card PIN is 4827, please don't forget it", "4827"),
    # p10-23
    ("pin", "银行卡取款密码 739164", "739164"),
    # p10-24
    ("pin", "El PIN de la SIM es 0593", "0593"),
    # p10-25
    ("pin", "Der PIN für meine EC-Karte ist 6142", "6142"),
    # p10-26
    (
        "api_key",
        "export OPENAI_API_KEY=sk-proj-QM20pIfABAkjB3U4ng1UGPGwrKSjzEMXUxHeaHHJVsVTjjG6",
        "sk-proj-QM20pIfABAkjB3U4ng1UGPGwrKSjzEMXUxHeaHHJVsVTjjG6",
    ),
    # p10-27
    (
        "api_key",
        "[default]\naws_access_key_id = AKIALBM1GBBE8DDSMOEO\naws_secret_access_key = KMEARrPl98WfVwjC4JdnfXoQAFgm/4TeMnaxlc5E\nregion = eu-west-1",
        "KMEARrPl98WfVwjC4JdnfXoQAFgm/4TeMnaxlc5E",
    ),
    # p10-28
    ("api_key", 'stripe.api_key = "sk_live_bcpZnqOzYZ72uNInrqFnaiCd"', "sk_live_bcpZnqOzYZ72uNInrqFnaiCd"),
    # p10-29
    (
        "token",
        "git remote set-url origin https://ghp_OFOmBVkbpOEK5Zi1MjpL0Jof89p5SSHSAu56@github.com/acme/app.git",
        "ghp_OFOmBVkbpOEK5Zi1MjpL0Jof89p5SSHSAu56",
    ),
    # p10-30
    (
        "token",
        "SLACK_BOT_TOKEN=xoxb-948762867705-6971841505611-8DVAwgjtDGPsD5EzQRVlH5r9",
        "xoxb-948762867705-6971841505611-8DVAwgjtDGPsD5EzQRVlH5r9",
    ),
    # p10-31
    (
        "api_key",
        "Google Maps key for the frontend: AIzak-Dq5l4_V2ZmujQj_O1AFN6My_rbCA12OYk",
        "AIzak-Dq5l4_V2ZmujQj_O1AFN6My_rbCA12OYk",
    ),
    # p10-32
    (
        "api_key",
        'anthropic client init: Anthropic(api_key="sk-ant-api03-rBHIthZcr9CtyLyG7myNqgExNGWALGGy6PLUDNgP0bQ-KEkc5RToL6IgokyphPgee5Y3zinh0SdiHNheMGhTe9jaF0")',
        "sk-ant-api03-rBHIthZcr9CtyLyG7myNqgExNGWALGGy6PLUDNgP0bQ-KEkc5RToL6IgokyphPgee5Y3zinh0SdiHNheMGhTe9jaF0",
    ),
    # p10-33
    (
        "token",
        "discord bot token 5NRJF5Zk093xFfwnHd9baLEg.YEBGSu.pvcOSFAVvVREoCMqz_Im2q22C7M",
        "5NRJF5Zk093xFfwnHd9baLEg.YEBGSu.pvcOSFAVvVREoCMqz_Im2q22C7M",
    ),
    # p10-34
    (
        "token",
        "GitLab CI variable: CI_DEPLOY_TOKEN = glpat-FtkeA0CuHPAayS-IXWo2",
        "glpat-FtkeA0CuHPAayS-IXWo2",
    ),
    # p10-35
    (
        "api_key",
        "SendGrid: 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",
        "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",
    ),
    # p10-36
    (
        "token",
        "Telegram bot: 5431226346:AAp_RV_3YKfY2y8iV42apTtwp-oY2Nzfq0_",
        "5431226346:AAp_RV_3YKfY2y8iV42apTtwp-oY2Nzfq0_",
    ),
    # p10-37
    (
        "token",
        "npm config set //registry.npmjs.org/:_authToken npm_GlgsmW9kwdihQoYeK8cznFUxiEbNsPteqhOZ",
        "npm_GlgsmW9kwdihQoYeK8cznFUxiEbNsPteqhOZ",
    ),
    # p10-38
    (
        "api_key",
        'curl -H "Authorization: Bearer HWyhaWyxwBeiG7DV9SDOXxe9HPn9miernoDw9cHp" https://api.example-crm.io/v2/contacts',
        "HWyhaWyxwBeiG7DV9SDOXxe9HPn9miernoDw9cHp",
    ),
    # p10-39
    (
        "api_key",
        "curl 'https://api.weather-hub.net/v1/forecast?city=Lyon&apikey=0b05d87bb6c02d7a5bbd43469aebdc67'",
        "0b05d87bb6c02d7a5bbd43469aebdc67",
    ),
    # p10-40
    (
        "api_key",
        '{\n  "service": "mailer",\n  "api_secret": "SBZZJZ5j7MHPOtF7y2686PCzf7dBWkit",\n  "retries": 3\n}',
        "SBZZJZ5j7MHPOtF7y2686PCzf7dBWkit",
    ),
    # p10-41
    (
        "api_key",
        "twilio:\n  account_sid: AC4b6e74630ed148f452aca36b7712a443\n  auth_token: 4a4d3c856bedd80f4885c5c66238d1f1\n",
        "4a4d3c856bedd80f4885c5c66238d1f1",
    ),
    # p10-42
    (
        "token",
        "HF_TOKEN=hf_l3MPdXp0Ho8NSLfUVnu7MDNuPWhZogl43Q python train.py",
        "hf_l3MPdXp0Ho8NSLfUVnu7MDNuPWhZogl43Q",
    ),
    # p10-43
    (
        "jwt",
        "the session cookie looks like this: auth=eyJhbGciOiAiSFMyNTYiLCAidHlwIjogIkpXVCJ9.eyJzdWIiOiAiODgxMiIsICJuYW1lIjogIkxlbmEiLCAiaWF0IjogMTcxNjIzOTAyMn0.GQr-pgOczqvyf1-lHu6nJFU93E68FSEq2UK8OmKKh4Q; Path=/",
        "eyJhbGciOiAiSFMyNTYiLCAidHlwIjogIkpXVCJ9.eyJzdWIiOiAiODgxMiIsICJuYW1lIjogIkxlbmEiLCAiaWF0IjogMTcxNjIzOTAyMn0.GQr-pgOczqvyf1-lHu6nJFU93E68FSEq2UK8OmKKh4Q",
    ),
    # p10-44
    (
        "jwt",
        "用这个token调接口：eyJhbGciOiAiSFMyNTYiLCAidHlwIjogIkpXVCJ9.eyJzdWIiOiAic3ZjLWJpbGxpbmciLCAicm9sZSI6ICJhZG1pbiIsICJleHAiOiAxODkzNDU2MDAwfQ.guSaqIiulMmPGfRN722N6ijw-7_183l8hRj4CW8r84w",
        "eyJhbGciOiAiSFMyNTYiLCAidHlwIjogIkpXVCJ9.eyJzdWIiOiAic3ZjLWJpbGxpbmciLCAicm9sZSI6ICJhZG1pbiIsICJleHAiOiAxODkzNDU2MDAwfQ.guSaqIiulMmPGfRN722N6ijw-7_183l8hRj4CW8r84w",
    ),
    # p10-45
    (
        "private_key",
        "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEAWVYYv6Bnht3B9phunQzmF+zXY2Qg//FJ2/Fv3E9M0gADTj+i\nmVzfhOGbAci0AZFIGn4R3M1gX+vETPfCvdlJ5kttYqbK50bQt/LdFP8I9AVdBl+a\nxhuZ1SAtkePQhhena5W2hS/itNJWziLm9NHZDND55yJXEZGtvCvpesOZlxkhyK9I\n-----END RSA PRIVATE KEY-----",
        "mVzfhOGbAci0AZFIGn4R3M1gX+vETPfCvdlJ5kttYqbK50bQt/LdFP8I9AVdBl+a",
    ),
    # p10-46
    (
        "private_key",
        "here's my deploy key, can you check the format?\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\ntXNDkyLw3xTT6x7GJ7b+gr99SIh8piUEdVFmTCri/TiIm/IctwQsII4vouW0A09/4lgsgf\n-----END OPENSSH PRIVATE KEY-----",
        "tXNDkyLw3xTT6x7GJ7b+gr99SIh8piUEdVFmTCri/TiIm/IctwQsII4vouW0A09/4lgsgf",
    ),
    # p10-47
    (
        "connection_string",
        "DATABASE_URL=postgresql://app_user:Xk9#pLm2vQ@db.internal:5432/orders",
        "Xk9#pLm2vQ",
    ),
    # p10-48
    (
        "connection_string",
        "mongodb+srv://maria:CafeConLeche88@cluster0.ab1cd.mongodb.net/shop?retryWrites=true",
        "CafeConLeche88",
    ),
    # p10-49
    ("connection_string", "Server=sql01;Database=HR;User Id=sa;Password=Winter$Fjord42;", "Winter$Fjord42"),
    # p10-50
    ("connection_string", "redis://:r3d1sS3cr3tPass@cache.prod:6379/0", "r3d1sS3cr3tPass"),
    # p10-51
    (
        "connection_string",
        "spring:\n  datasource:\n    url: jdbc:mysql://10.0.0.5:3306/crm\n    username: crm\n    password: Tannenbaum!2019",
        "Tannenbaum!2019",
    ),
    # p10-52
    (
        "seed_phrase",
        "my metamask recovery phrase: orbit canal lemon pretty wisdom fever august salad tunnel vivid bronze mercy",
        "orbit canal lemon pretty wisdom fever august salad tunnel vivid bronze mercy",
    ),
    # p10-53
    (
        "seed_phrase",
        "助记词：ribbon depart clever humble ocean twelve garlic stamp noble fringe velvet arctic",
        "ribbon depart clever humble ocean twelve garlic stamp noble fringe velvet arctic",
    ),
    # p10-54
    (
        "credit_card",
        "Can you book the hotel with my Visa 4877 0043 0870 2210, exp 09/27, CVV 318?",
        "4877 0043 0870 2210",
    ),
    # p10-55
    ("credit_card", "我的信用卡号是5039902153037321，有效期12/26", "5039902153037321"),
    # p10-56
    ("credit_card", "Amex: 3748-060693-89748", "3748-060693-89748"),
    # p10-57
    ("credit_card", "Mi tarjeta Discover termina... bueno, es 6011897714964577", "6011897714964577"),
    # p10-58
    (
        "iban",
        "Bitte überweise die Miete auf mein Konto: IBAN DE36 3704 0044 7439 8121 12",
        "DE36 3704 0044 7439 8121 12",
    ),
    # p10-59
    ("iban", "Mon RIB : FR4430006000013451122970089", "FR4430006000013451122970089"),
    # p10-60
    ("iban", "Transfiere a ES1521000418232378862831 a nombre de Lucía", "ES1521000418232378862831"),
    # p10-61
    (
        "iban",
        "| Field | Value |\n|---|---|\n| Name | Tom Reed |\n| IBAN | GB75NWBK60161354633303 |",
        "GB75NWBK60161354633303",
    ),
    # p10-62
    ("national_id", "我的身份证号是110105198806142999，帮我填一下表", "110105198806142999"),
    # p10-63
    ("national_id", "Mi DNI es 37182993C", "37182993C"),
    # p10-64
    ("national_id", "Meu CPF é 522.550.745-08, preciso pra nota fiscal", "522.550.745-08"),
    # p10-65
    ("national_id", "TC kimlik numaram 31439899736", "31439899736"),
    # p10-66
    ("national_id", "मेरा आधार नंबर 3297 0191 5165 है", "3297 0191 5165"),
    # p10-67
    ("national_id", "주민등록번호 880312-1057166 로 가입해줘", "880312-1057166"),
    # p10-68
    ("national_id", "Mon numéro de sécu : 1850575108806 76", "1850575108806 76"),
    # p10-69
    ("national_id", "For the W-9, my SSN is 492-62-8034", "492-62-8034"),
    # p10-70
    ("bank_account", "Direct deposit: routing 021000050, account 7093215667", "7093215667"),
    # p10-71
    ("bank_account", "wire to Chase, ABA 021000047 acct #871945685", "871945685"),
    # p10-72
    ("bank_account", "工商银行账号 6222493803597423750，户名王芳", "6222493803597423750"),
    # p10-73
    ("otp", "The verification code they texted me is 482913, can you enter it?", "482913"),
    # p10-74
    ("otp", "验证码 605127，5分钟内有效", "605127"),
    # p10-75
    ("otp", "Dein Bestätigungscode lautet: 771204", "771204"),
    # p10-76
    ("otp", "2FA backup codes: 5279-1854, 4599-9979", "5279-1854"),
    # p10-77
    (
        "otp",
        "TOTP secret for the authenticator: TFLFSNKGC7ZLWTNC5PYBCVZV4JUYTAQE",
        "TFLFSNKGC7ZLWTNC5PYBCVZV4JUYTAQE",
    ),
    # p10-78
    (
        "security_answer",
        "Security question 'mother's maiden name' — the answer I used is Kowalczyk",
        "Kowalczyk",
    ),
    # p10-79
    ("security_answer", "安全问题：我的第一只宠物叫什么？答案：豆豆", "豆豆"),
    # p10-80
    (
        "security_answer",
        "For the bank's secret question (first school) I put 'Saint Brendan Elementary'",
        "Saint Brendan Elementary",
    ),
    # p10-81
    ("door_code", "Gate code for the building is 2580#, tell the delivery guy", "2580#"),
    # p10-82
    ("door_code", "保险箱密码是 36-14-52", "36-14-52"),
    # p10-83
    ("door_code", "Der Code für die Haustür ist 1975B", "1975B"),
    # p10-84
    ("door_code", "The alarm disarm code at the cabin: 8 3 1 6", "8 3 1 6"),
    # p10-85
    (
        "password",
        ".env\nAPP_ENV=prod\nSMTP_USER=noreply@shop.test\nSMTP_PASS=Lavanda.Monte.33\nSMTP_PORT=587",
        "Lavanda.Monte.33",
    ),
    # p10-86
    ("password", "docker run -e MYSQL_ROOT_PASSWORD=rootBeer#1984 -d mysql:8", "rootBeer#1984"),
    # p10-87
    ("password", "https://jdoe:Parrot!Sky55@ftp.example.org/backups/", "Parrot!Sky55"),
    # p10-88
    (
        "api_key",
        "settings.yaml:\n  payment:\n    provider: adyen\n    secret_key: hODfJ9hL7MBPpycmVnEwjX9ujXzyN9ey1zQtwpep",
        "hODfJ9hL7MBPpycmVnEwjX9ujXzyN9ey1zQtwpep",
    ),
    # p10-89
    (
        "token",
        "log: 2024-05-01 12:03:11 INFO auth ok token=ca2b3745f26051b96d05209c4aa537972cc26ee1 user=884",
        "ca2b3745f26051b96d05209c4aa537972cc26ee1",
    ),
    # p10-90
    (
        "api_key",
        "Azure storage: DefaultEndpointsProtocol=https;AccountName=acmefiles;AccountKey=3RocyLKMH40MgZifD51oMT73MBXBkhSJ3MEDgzKRGJ8aPHz6Zie8A/LPyeS3ZwJcqffXqjUMupFtn3Q2XnVcwW==;EndpointSuffix=core.windows.net",
        "3RocyLKMH40MgZifD51oMT73MBXBkhSJ3MEDgzKRGJ8aPHz6Zie8A/LPyeS3ZwJcqffXqjUMupFtn3Q2XnVcwW==",
    ),
    # p10-91
    (
        "hard_password",
        "btw if you ever need to get into my laptop it's sunflower then the year we got married, 2011 — so sunflower2011",
        "sunflower2011",
    ),
    # p10-92
    ("hard_pin", "the four numbers for my card are the same as my grandma's house number, 3907", "3907"),
    # p10-93
    ("hard_password", "我登录一般就用 mimi0523 这串，几个网站都一样", "mimi0523"),
    # p10-94
    ("hard_door", "to get in just punch 4 4 1 9 on the keypad next to the garage", "4 4 1 9"),
    # p10-95
    ("hard_password", "Send Jake the wifi: network MapleHouse, and it wants pumpkinPie!42", "pumpkinPie!42"),
    # p10-96
    ("hard_safe", "safe combo, left to 12, right to 38, left to 7 — write it as 12-38-7", "12-38-7"),
    # p10-97
    (
        "hard_password",
        "Para entrar en la compu de la oficina escribe tortuga_lenta99 y ya",
        "tortuga_lenta99",
    ),
    # p10-98
    ("hard_otp", "the bank just sent 318 552 to my phone, type that in quick", "318 552"),
    # p10-99
    (
        "hard_password",
        "Note to self: Netflix → same thing as always but with a 9 at the end: velvetmoon9",
        "velvetmoon9",
    ),
    # p10-100
    (
        "hard_account",
        "paypal me at the usual, or the old account number 004418822913 at Barclays",
        "004418822913",
    ),
]

TENTH_LOOK_ALIKES: list[str] = [
    # p10-L1 order
    "My Amazon order 114-3941689-8772232 still hasn't shipped, what should I do?",
    # p10-L2 order
    "订单号 202405170938112 的退款到账了吗？",
    # p10-L3 tracking
    "UPS tracking 1Z999AA10123456784 says out for delivery",
    # p10-L4 tracking
    "顺丰单号 SF1402938475612 显示已签收",
    # p10-L5 commit
    "The bug was introduced in commit 3f9a2c1e8b7d4a6f0e5c2b1a9d8e7f6c5b4a3e21, can you review it?",
    # p10-L6 commit
    "git cherry-pick a1b2c3d then rebase onto main",
    # p10-L7 version
    "We upgraded from Python 3.11.4 to 3.12.2 and numpy 1.26.4 broke",
    # p10-L8 version
    "Chrome version 124.0.6367.118 crashes on startup",
    # p10-L9 uuid
    "The public dataset id is 123e4567-e89b-12d3-a456-426614174000 on the open data portal",
    # p10-L10 uuid
    "Docker image sha256:9b2a1e7c3f5d8a6b4e2c1f0d9a8b7c6e5d4f3a2b1c0e9d8f7a6b5c4d3e2f1a0b is the official nginx one",
    # p10-L11 talk_password
    "I changed my password yesterday and now I can't remember it, ugh",
    # p10-L12 talk_password
    "我昨天把密码改了，现在老是记不住",
    # p10-L13 talk_password
    "What's a good way to make a strong password that I can actually remember?",
    # p10-L14 talk_password
    "Olvidé mi contraseña otra vez, ¿cómo la restablezco en Gmail?",
    # p10-L15 talk_password
    "Mein Passwort ist abgelaufen, die IT muss es zurücksetzen.",
    # p10-L16 code_env
    'db_password = os.environ["DB_PASSWORD"]\nconn = psycopg2.connect(password=db_password)',
    # p10-L17 code_env
    "const apiKey = process.env.STRIPE_SECRET_KEY; if (!apiKey) throw new Error('missing key');",
    # p10-L18 code_env
    "password: ${POSTGRES_PASSWORD}  # injected by the CI secret store",
    # p10-L19 code_env
    "token = getpass.getpass('Enter your token: ')",
    # p10-L20 phone_public
    "The bakery on Rue Cler is at +33 1 45 51 23 45, they open at 7",
    # p10-L21 phone_public
    "附近那家披萨店电话 010-6552-3388，可以外卖",
    # p10-L22 phone_public
    "Call the Apple support line at 1-800-275-2273",
    # p10-L23 date
    "My flight leaves on 2024-07-15 at 06:45 and lands 14:20",
    # p10-L24 date
    "会议定在2025年3月12日下午3点",
    # p10-L25 price
    "The sofa was $1,249.99 but it's 20% off until Sunday",
    # p10-L26 price
    "这台电脑价格 6999 元，分 12 期免息",
    # p10-L27 flight
    "I'm on LH 1234 from Frankfurt, then UA 988 to San Francisco",
    # p10-L28 flight
    "我坐 CA1831 航班，座位 32K",
    # p10-L29 recipe
    "Mix 250 g flour, 2 eggs, 300 ml milk, bake at 180°C for 35 minutes",
    # p10-L30 recipe
    "红烧肉：五花肉500克，冰糖30克，生抽2勺，小火炖45分钟",
    # p10-L31 isbn
    "Can you find ISBN 978-0-306-40615-7 at the library?",
    # p10-L32 address
    "The office is at 1600 Amphitheatre Parkway, Mountain View, CA 94043",
    # p10-L33 room
    "Meet me in room 4127, building B, at 10:30",
    # p10-L34 model
    "My router is a TP-Link Archer AX55, serial not needed, firmware 1.1.3",
    # p10-L35 score
    "We won 3-1 and I ran 10.5 km in 52:17",
    # p10-L36 ticket
    "JIRA ticket PROJ-48213 is blocked by PROJ-48190",
    # p10-L37 invoice
    "Invoice INV-2024-00873 total 4,380.00 EUR due 30 days",
    # p10-L38 talk_secret
    "Never share your PIN with anyone, the bank will never ask for it",
    # p10-L39 example_key
    "The docs say keys look like sk-... but I haven't created one yet",
    # p10-L40 stats
    "Population of Lyon is about 522,250; area 47.87 km²",
]


# rows still missed (texts) and look-alikes redacted; the first run missed 18 of 100 and redacted
# 6 of 40 look-alikes, none after the fixes (docs/security.md, "probe 10")
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize(
    ("kind", "text", "secret"), marked(TENTH, MISSED, "probe 10 first run", at=1), ids=_ids(TENTH)
)
def test_every_tenth_probe_secret_is_redacted(kind: str, text: str, secret: str) -> None:
    assert not text_missed(text, secret), redact_text(text, include_email=True)


@pytest.mark.parametrize(
    "text",
    marked(TENTH_LOOK_ALIKES, OVER, "probe 10 first run"),
)
def test_no_tenth_look_alike_is_redacted(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
