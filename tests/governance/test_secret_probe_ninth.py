# ruff: noqa: E501  (the blind probe's texts are kept verbatim, one string each)
"""A ninth probe (session 17, issue 26), written blind by someone who never saw the detector
(``/work/exp/probe9``: 100 secrets with the value that must disappear, 35 look-alikes) and taken in
whole as development data, committed before the detector was changed for it: passwords in thirteen
languages, keys of the common services, tokens, private keys, connection strings, seed phrases,
cards, IBANs, national ids of nine countries, one-time codes, PINs, phones, secrets in JSON, YAML,
.env, code, URLs and a Markdown table, a password split over two lines; and look-alikes that must be
kept (orders, hashes, versions, talk about passwords, code that reads a password from a call).

Two rows differ from the blind files, each for a stated reason (docs/security.md, "probe 9"):
p9-59's card number failed the Luhn check (bad test data: no card number does), so its last digit is
changed to make it Luhn-valid (4916-3389-2205-1178 -> 4916-3389-2205-1171); p9-L32 ("Compute
4539148803436467 mod 97") is a Luhn-valid sixteen-digit run with a card's prefix, which the policy
since probe 1 redacts whatever the words around it (a bare card number is the commonest paste of a
card), so it is kept as a card row (``card_bare``), not as a look-alike.

Checks as in ``test_secret_probe_sixth`` (its helpers are imported). The rows the first run missed are
marked xfail (strict), so a fix that makes one pass shows up; ``bench/secret_probe.py --probe 9`` prints
the summary.
"""

import pytest

from governance.probe_rows import marked
from governance.test_secret_probe_sixth import _ids, text_missed
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

# (kind of variant, text, the secret in it); the blind file's id in a comment
NINTH: list[tuple[str, str, str]] = [
    # p9-1
    (
        "password",
        "My work laptop password is Tr0ub4dor&3xq! — can you remind me next week?",
        "Tr0ub4dor&3xq!",
    ),
    # p9-2
    ("password", "pw is hunter2Blue#88 for the staging admin panel", "hunter2Blue#88"),
    # p9-3
    ("password", "我的邮箱密码是 qazWSX_2024!! 帮我记一下", "qazWSX_2024!!"),
    # p9-4
    ("password", "记住：路由器后台管理员密码：Lx8#mPq2Zt", "Lx8#mPq2Zt"),
    # p9-5
    ("password", "La contraseña del wifi de casa es Perro.Azul.1987, guárdala por favor", "Perro.Azul.1987"),
    # p9-6
    ("password", "mi clave del banco online: Gt7$vWn4kP", "Gt7$vWn4kP"),
    # p9-7
    ("password", "Mein Passwort für das Firmen-VPN lautet Sommer2024!Kx", "Sommer2024!Kx"),
    # p9-8
    ("password", "Kennwort fürs NAS: f9Rq!zB2wLm — bitte merken", "f9Rq!zB2wLm"),
    # p9-9
    ("password", "Mon mot de passe Gmail c'est Chaton*Rose*42, note-le quelque part", "Chaton*Rose*42"),
    # p9-10
    ("password", "le mdp du compte Netflix partagé = Baguette!9931", "Baguette!9931"),
    # p9-11
    ("password", "私のパスワードは Sakura#7731pw です。覚えておいてください", "Sakura#7731pw"),
    # p9-12
    ("password", "社内Wi-Fiのパスワード：kT4v-Qm9x-Lz2p", "kT4v-Qm9x-Lz2p"),
    # p9-13
    ("password", "Мой пароль от почты: Medved_2019$zx", "Medved_2019$zx"),
    # p9-14
    ("password", "пароль от госуслуг — Vk9!pLr3mQ, не забудь", "Vk9!pLr3mQ"),
    # p9-15
    ("password", "Minha senha do Itaú é Saudade@4471, guarda pra mim", "Saudade@4471"),
    # p9-16
    ("password", "Şifrem Kedi_Mavi_55! olarak ayarlı, unutmamam lazım", "Kedi_Mavi_55!"),
    # p9-17
    ("password", "La mia password di Instagram è Pizza$Margh3rita", "Pizza$Margh3rita"),
    # p9-18
    ("password", "내 비밀번호는 Hangul!2580zz 야 기억해줘", "Hangul!2580zz"),
    # p9-19
    (
        "passphrase",
        "The passphrase for my GPG key is: correct horse battery staple violet",
        "correct horse battery staple violet",
    ),
    # p9-20
    ("password", "login for the old wordpress: user admin / pass Xy7!qqR0mz", "Xy7!qqR0mz"),
    # p9-21
    ("password", "Mijn wachtwoord voor DigiD is Fiets&Molen_2023", "Fiets&Molen_2023"),
    # p9-22
    ("password", "Moje hasło do banku to Zubr!Wisla77", "Zubr!Wisla77"),
    # p9-23
    (
        "api_key_openai",
        "Here's my OpenAI key, use it for the script: sk-proj-4fKq8ZbT2mX9vLr1Wc7NyP3aHd6Ju0QeS5gVt8RkBn2YxMz1",
        "sk-proj-4fKq8ZbT2mX9vLr1Wc7NyP3aHd6Ju0QeS5gVt8RkBn2YxMz1",
    ),
    # p9-24
    (
        "api_key_anthropic",
        "anthropic key: sk-ant-api03-Zr8qLm2Xk9Tn4Vb7Wc1Yp6Hd3Js0Fg5Ra8Qe2Uo7Ix4Mv9Nb1Kc3Lp6Tz0Ws5Ey8Dh2Gf7Aj4-Qx9RmAA",
        "sk-ant-api03-Zr8qLm2Xk9Tn4Vb7Wc1Yp6Hd3Js0Fg5Ra8Qe2Uo7Ix4Mv9Nb1Kc3Lp6Tz0Ws5Ey8Dh2Gf7Aj4-Qx9RmAA",
    ),
    # p9-25
    (
        "api_key_aws",
        "AWS creds for the backup job: AKIAQ7ZK3MXW5T2PLN4R / secret wJk8Tz2qLm9Xn4Vb7Rc1Yp6Hd3Js0Fg5Qe2Uo7I",
        "wJk8Tz2qLm9Xn4Vb7Rc1Yp6Hd3Js0Fg5Qe2Uo7I",
    ),
    # p9-26
    (
        "api_key_github",
        "my github PAT ghp_8KxQ2mZrT5vW9nL3bY7cP1dH4jF6sA0gE2uR",
        "ghp_8KxQ2mZrT5vW9nL3bY7cP1dH4jF6sA0gE2uR",
    ),
    # p9-27
    (
        "api_key_stripe",
        "Stripe live secret: sk_live_51NqZ8kLm2XwT9vR4bY7cP1dH4jF6sA0gE2uRkQx3Mz",
        "sk_live_51NqZ8kLm2XwT9vR4bY7cP1dH4jF6sA0gE2uRkQx3Mz",
    ),
    # p9-28
    (
        "api_key_slack",
        "slack bot token xoxb-7281934056-5829103746182-Hq8ZkLm2XwT9vR4bY7cP1dH4",
        "xoxb-7281934056-5829103746182-Hq8ZkLm2XwT9vR4bY7cP1dH4",
    ),
    # p9-29
    (
        "api_key_google",
        "Google Maps API key AIzaSyB7kQ2mZrT5vW9nL3bY7cP1dH4jF6sA0gE for the frontend",
        "AIzaSyB7kQ2mZrT5vW9nL3bY7cP1dH4jF6sA0gE",
    ),
    # p9-30
    (
        "api_key_sendgrid",
        "SENDGRID: SG.Kq8ZbT2mX9vLr1Wc7NyP3a.Hd6Ju0QeS5gVt8RkBn2YxMz1Lp4Fq7Wc9Tn3Vb6Xk0",
        "SG.Kq8ZbT2mX9vLr1Wc7NyP3a.Hd6Ju0QeS5gVt8RkBn2YxMz1Lp4Fq7Wc9Tn3Vb6Xk0",
    ),
    # p9-31
    (
        "api_key_twilio",
        "twilio auth token is 9f3c2a7e81d4b6059ac3e2f1d0b8a7c6 (account AC4e8b2d9f7a1c3e5b6d8f0a2c4e6b8d0f)",
        "9f3c2a7e81d4b6059ac3e2f1d0b8a7c6",
    ),
    # p9-32
    (
        "api_key_hf",
        "HF token hf_QkLmZrTvWnLbYcPdHjFsAgEuRxMzKqWp for downloading the gated model",
        "hf_QkLmZrTvWnLbYcPdHjFsAgEuRxMzKqWp",
    ),
    # p9-33
    (
        "api_key_generic",
        "这是我们的 DeepSeek API 密钥 sk-7c1e9a4f2b8d46e0a3c5f7b9d1e2a4c6，别外传",
        "sk-7c1e9a4f2b8d46e0a3c5f7b9d1e2a4c6",
    ),
    # p9-34
    (
        "api_key_generic",
        "阿里云 AccessKey ID: LTAI5tQk8ZmXr2Wv9NbL3yPc，Secret：Hd6Ju0QeS5gVt8RkBn2YxMz1Lp4Fq7",
        "Hd6Ju0QeS5gVt8RkBn2YxMz1Lp4Fq7",
    ),
    # p9-35
    (
        "api_key_generic",
        "Unser Datadog API-Schlüssel: 7b3e9f1c5a2d8e4f6b0c9a1d3e5f7b2c",
        "7b3e9f1c5a2d8e4f6b0c9a1d3e5f7b2c",
    ),
    # p9-36
    (
        "api_key_azure",
        "Azure storage: DefaultEndpointsProtocol=https;AccountName=mcbackup;AccountKey=Zr8qLm2Xk9Tn4Vb7Wc1Yp6Hd3Js0Fg5Ra8Qe2Uo7Ix4Mv9Nb1Kc3Lp6Tz0Ws5Ey8Dh2Gf7Aj4Qx9RmA==;EndpointSuffix=core.windows.net",
        "Zr8qLm2Xk9Tn4Vb7Wc1Yp6Hd3Js0Fg5Ra8Qe2Uo7Ix4Mv9Nb1Kc3Lp6Tz0Ws5Ey8Dh2Gf7Aj4Qx9RmA==",
    ),
    # p9-37
    (
        "api_key_telegram",
        "telegram bot token 6172839405:AAH8kQ2mZrT5vW9nL3bY7cP1dH4jF6sA0gE",
        "6172839405:AAH8kQ2mZrT5vW9nL3bY7cP1dH4jF6sA0gE",
    ),
    # p9-38
    (
        "api_key_discord",
        "discord webhook https://discord.com/api/webhooks/1187234509812345678/Xk9qLm2ZrT5vW8nB3yP7cD1hJ4fS6aG0eU2rKqX3mZ8tL5vN",
        "Xk9qLm2ZrT5vW8nB3yP7cD1hJ4fS6aG0eU2rKqX3mZ8tL5vN",
    ),
    # p9-39
    (
        "bearer",
        "curl -H 'Authorization: Bearer 8f2kQ9zLmX4tW7vR1bN3yC6pH0dJ5sA2gE' https://api.internal.example/v2/users",
        "8f2kQ9zLmX4tW7vR1bN3yC6pH0dJ5sA2gE",
    ),
    # p9-40
    (
        "oauth_refresh",
        "refresh_token=1//0gXk9qLm2ZrT5vW8nB3yP7cD1hJ4fS6aG0eU2rKqX3mZ8tL5vNwQ from google oauth playground",
        "1//0gXk9qLm2ZrT5vW8nB3yP7cD1hJ4fS6aG0eU2rKqX3mZ8tL5vNwQ",
    ),
    # p9-41
    (
        "oauth_access",
        "access token for the Graph API: ya29.a0AfB_byXk9qLm2ZrT5vW8nB3yP7cD1hJ4fS6aG0eU2rKqX3mZ8",
        "ya29.a0AfB_byXk9qLm2ZrT5vW8nB3yP7cD1hJ4fS6aG0eU2rKqX3mZ8",
    ),
    # p9-42
    (
        "jwt",
        "why does this JWT fail? eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI4ODIxIiwibmFtZSI6IkFubmEiLCJpYXQiOjE3MTYyMzkwMjJ9.Qk8mZrT5vW9nL3bY7cP1dH4jF6sA0gE2uRxMzKqWp1s",
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI4ODIxIiwibmFtZSI6IkFubmEiLCJpYXQiOjE3MTYyMzkwMjJ9.Qk8mZrT5vW9nL3bY7cP1dH4jF6sA0gE2uRxMzKqWp1s",
    ),
    # p9-43
    (
        "jwt",
        "Voici le jeton de session: eyJhbGciOiJSUzI1NiJ9.eyJ1aWQiOiJ1LTc3MiIsInJvbGUiOiJhZG1pbiJ9.Zr8qLm2Xk9Tn4Vb7Wc1Yp6Hd3Js0Fg5Ra8Qe2Uo7Ix4",
        "eyJhbGciOiJSUzI1NiJ9.eyJ1aWQiOiJ1LTc3MiIsInJvbGUiOiJhZG1pbiJ9.Zr8qLm2Xk9Tn4Vb7Wc1Yp6Hd3Js0Fg5Ra8Qe2Uo7Ix4",
    ),
    # p9-44
    (
        "session_cookie",
        "my session cookie: sessionid=k3j9x2m8q7w1z5v4b6n0c8l2p4r6t9y1 — log in as me to check",
        "k3j9x2m8q7w1z5v4b6n0c8l2p4r6t9y1",
    ),
    # p9-45
    (
        "private_key",
        "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAx7Zq2mZrT5vW9nL3bY7cP1dH4jF6sA0gE2uRxMzKqWp1sLm\nQk8mZrT5vW9nL3bY7cP1dH4jF6sA0gE2uRxMzKqWp1sLmXk9qLm2ZrT5vW8nB3y\n-----END RSA PRIVATE KEY-----\nis this the right format for the deploy key?",
        "MIIEowIBAAKCAQEAx7Zq2mZrT5vW9nL3bY7cP1dH4jF6sA0gE2uRxMzKqWp1sLm",
    ),
    # p9-46
    (
        "ssh_key",
        "```\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACBXk9qLm2ZrT5vW8nB3yP7cD1hJ4fS6aG0eU2rKqX3mZ8AAAAJgQk8mZ\n-----END OPENSSH PRIVATE KEY-----\n```",
        "QyNTUxOQAAACBXk9qLm2ZrT5vW8nB3yP7cD1hJ4fS6aG0eU2rKqX3mZ8AAAAJgQk8mZ",
    ),
    # p9-47
    (
        "private_key",
        "这是我的 EC 私钥：-----BEGIN EC PRIVATE KEY----- MHcCAQEEIBk9qLm2ZrT5vW8nB3yP7cD1hJ4fS6aG0eU2rKqX3mZ8oAoGCCqGSM49 -----END EC PRIVATE KEY-----",
        "MHcCAQEEIBk9qLm2ZrT5vW8nB3yP7cD1hJ4fS6aG0eU2rKqX3mZ8oAoGCCqGSM49",
    ),
    # p9-48
    (
        "crypto_privkey",
        "ETH wallet private key 0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318 — move funds if I lose my phone",
        "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
    ),
    # p9-49
    ("db_conn", "DATABASE_URL=postgres://app_user:Vq7!mK2zLp9@db.prod.internal:5432/orders", "Vq7!mK2zLp9"),
    # p9-50
    (
        "db_conn",
        "mongo uri: mongodb+srv://analytics:Nt8xQ2wZr5@cluster0.ab1cd.mongodb.net/?retryWrites=true",
        "Nt8xQ2wZr5",
    ),
    # p9-51
    ("db_conn", "La cadena de conexión es mysql://root:Sol3dad_99@10.0.4.17:3306/ventas", "Sol3dad_99"),
    # p9-52
    ("db_conn", "Server=sql01;Database=HR;User Id=sa;Password=Winter#2025Kq;", "Winter#2025Kq"),
    # p9-53
    ("db_conn", "redis://:e8Kq2mZrT5vW@cache.example.net:6379/0 is the cache url", "e8Kq2mZrT5vW"),
    # p9-54
    (
        "seed_phrase",
        "my metamask recovery phrase: abandon orbit tissue velvet lunar cradle empty jacket mosquito silent fringe dwarf",
        "abandon orbit tissue velvet lunar cradle empty jacket mosquito silent fringe dwarf",
    ),
    # p9-55
    (
        "seed_phrase",
        "backup words for ledger (24): gravity usual salmon crater brisk hurdle ocean swallow tiny pioneer wrist awkward fever clinic dune helmet ribbon oxygen lamp seminar anchor twelve vital spread",
        "gravity usual salmon crater brisk hurdle ocean swallow tiny pioneer wrist awkward fever clinic dune helmet ribbon oxygen lamp seminar anchor twelve vital spread",
    ),
    # p9-56
    (
        "seed_phrase",
        "我的助记词是：canyon retire apple motion pledge cousin dinner awful select brave kitten harbor，存一下",
        "canyon retire apple motion pledge cousin dinner awful select brave kitten harbor",
    ),
    # p9-57
    (
        "seed_phrase",
        "Wiederherstellungsphrase meiner Wallet:\n1. timber 2. glove 3. reward 4. blossom 5. fatal 6. upset\n7. margin 8. eager 9. vendor 10. junk 11. sphere 12. pistol",
        "7. margin 8. eager 9. vendor 10. junk 11. sphere 12. pistol",
    ),
    # p9-58
    ("card", "Book it on my Visa 4539 1488 0343 6467, exp 09/27, CVV 381", "4539 1488 0343 6467"),
    # p9-59
    (
        "card",
        "Mi tarjeta es 4916-3389-2205-1171, vence 03/28, código de seguridad 552",
        "4916-3389-2205-1171",
    ),
    # p9-60
    ("card", "信用卡号 6222 0212 3456 7890 128，有效期 08/29，背面三位 417", "6222 0212 3456 7890 128"),
    # p9-61
    ("card_cvv", "the CVV on the back of my Amex is 8842, use it if the site asks", "8842"),
    # p9-62
    (
        "iban",
        "Meine IBAN: DE89 3704 0044 0532 0130 00, bitte die Miete dorthin überweisen",
        "DE89 3704 0044 0532 0130 00",
    ),
    # p9-63
    ("iban", "IBAN pour le virement : FR7630006000011234567890189", "FR7630006000011234567890189"),
    # p9-64
    (
        "bank_account",
        "routing 021000021, account number 483920175634 — set up the direct deposit",
        "483920175634",
    ),
    # p9-65
    ("iban", "Hazme la transferencia a ES91 2100 0418 4502 0005 1332", "ES91 2100 0418 4502 0005 1332"),
    # p9-66
    ("ssn", "My SSN is 536-22-8194, fill it in on the W-9 form", "536-22-8194"),
    # p9-67
    ("cn_id", "我的身份证号 110105199003074512，帮我填进表格", "110105199003074512"),
    # p9-68
    ("national_id", "Mi DNI es 48392017K para el contrato", "48392017K"),
    # p9-69
    ("national_id", "Meu CPF é 529.982.247-25, usa no cadastro", "529.982.247-25"),
    # p9-70
    ("national_id", "UK national insurance number QQ 12 34 56 C", "QQ 12 34 56 C"),
    # p9-71
    ("national_id", "TC kimlik numaram 10000000146, formu doldur", "10000000146"),
    # p9-72
    ("national_id", "マイナンバーは 1234 5678 9018 です", "1234 5678 9018"),
    # p9-73
    ("passport", "passport number X48291736 expiring 2031, for the visa form", "X48291736"),
    # p9-74
    ("passport", "Reisepassnummer C01X00T47, gültig bis 2030", "C01X00T47"),
    # p9-75
    ("otp", "the code they texted me is 482913, quick enter it", "482913"),
    # p9-76
    ("otp", "验证码 739201，五分钟内有效", "739201"),
    # p9-77
    ("pin", "my ATM PIN is 7392", "7392"),
    # p9-78
    ("pin", "le code PIN de ma carte SIM: 0418", "0418"),
    # p9-79
    ("phone", "my sister's cell is +1 (415) 555-0187, text her if I'm late", "(415) 555-0187"),
    # p9-80
    ("phone", "我妈的手机号 13812345678，有事打她", "13812345678"),
    # p9-81
    ("phone", "Handynummer von meinem Nachbarn: 0171 2345678", "0171 2345678"),
    # p9-82
    (
        "json_secret",
        'config: {"db_host": "10.0.0.5", "db_password": "pL9#xQ2mZr", "port": 5432}',
        "pL9#xQ2mZr",
    ),
    # p9-83
    (
        "yaml_secret",
        "```yaml\nsmtp:\n  host: smtp.mail.example\n  user: notify\n  password: Rv8kTq3!Lmz\n```",
        "Rv8kTq3!Lmz",
    ),
    # p9-84
    (
        "env_secret",
        "my .env:\nAPP_ENV=prod\nSECRET_KEY=d7f3a9c1e5b2084f6a1c9e3b7d5f2a8c\nDEBUG=false",
        "d7f3a9c1e5b2084f6a1c9e3b7d5f2a8c",
    ),
    # p9-85
    (
        "code_secret",
        '```python\nclient = Client(api_key="q8Zr2mXk9Tn4Vb7Wc1Yp6Hd3Js0Fg5Ra")\n```\nwhy is this throwing 401?',
        "q8Zr2mXk9Tn4Vb7Wc1Yp6Hd3Js0Fg5Ra",
    ),
    # p9-86
    ("url_secret", "try https://admin:S3cr3tPa55@192.168.1.1/cgi-bin/status", "S3cr3tPa55"),
    # p9-87
    (
        "url_secret",
        "webhook URL: https://hooks.example.com/trigger?token=f4K9qZ2mLr7XwT3v&event=build",
        "f4K9qZ2mLr7XwT3v",
    ),
    # p9-88
    (
        "markdown_secret",
        "| service | user | password |\n|---|---|---|\n| jira | mleon | Cactus_Moon_71 |",
        "Cactus_Moon_71",
    ),
    # p9-89
    (
        "split_secret",
        "the wifi password is long so I'll split it:\nBlue-Falcon-\n-Riverside-9021",
        "Riverside-9021",
    ),
    # p9-90
    (
        "json_secret",
        '配置文件 {"appid":"wx8f3a2c1d","appsecret":"7e2b9c4f1a8d3e6b0c5f9a2d7e1b4c8f"} 帮我看看',
        "7e2b9c4f1a8d3e6b0c5f9a2d7e1b4c8f",
    ),
    # p9-91
    (
        "env_secret",
        "вот мой конфиг:\nTELEGRAM_TOKEN=7012345678:AAEk9qLm2ZrT5vW8nB3yP7cD1hJ4fS6aG0e",
        "7012345678:AAEk9qLm2ZrT5vW8nB3yP7cD1hJ4fS6aG0e",
    ),
    # p9-92
    ("password_casual", "fyi new pass for the shared spotify: tangerine-lobby-88", "tangerine-lobby-88"),
    # p9-93
    ("password_casual", "el pin del portátil es 'gatito99', por si acaso", "gatito99"),
    # p9-94
    ("password_casual", "a senha nova ficou: Brisa#Mar2024", "Brisa#Mar2024"),
    # p9-95
    ("password_casual", "wifi parolası: Istanbul1453!", "Istanbul1453!"),
    # p9-96
    ("password_casual", "ログイン用の暗証番号は 8264 だよ", "8264"),
    # p9-97
    ("password_casual", "账号 zhangwei88，密码 zw19880612，帮我登录一下看看", "zw19880612"),
    # p9-98
    (
        "passphrase",
        "Фраза-пароль для VeraCrypt: синий кит плывёт на север в полночь",
        "синий кит плывёт на север в полночь",
    ),
    # p9-99
    (
        "license_key",
        "Windows product key: VK7JG-NPHTM-C97JM-9MPGT-3V66T — it's my personal one",
        "VK7JG-NPHTM-C97JM-9MPGT-3V66T",
    ),
    # p9-100
    ("recovery_codes", "2FA backup codes for my github: 4f8a2-c9e1b 7d3f6-a0c5e 8b2d9-f1a7c", "4f8a2-c9e1b"),
    # p9-L32 (a look-alike in the blind file; a card by the policy, see above)
    ("card_bare", "Compute 4539148803436467 mod 97 for my homework", "4539148803436467"),
]

NINTH_LOOK_ALIKES: list[str] = [
    # p9-L1 order
    "My Amazon order 113-4829173-5528164 hasn't arrived yet",
    # p9-L2 tracking
    "UPS tracking 1Z999AA10123456784, where is it now?",
    # p9-L3 version
    "We upgraded to Python 3.12.4 and Django 5.0.6 yesterday",
    # p9-L4 date
    "The meeting was moved to 2024-11-18 at 14:30",
    # p9-L5 price
    "It costs $1,249.99 plus 8.875% tax",
    # p9-L6 pw_talk
    "How should I choose a strong password? Is 12 characters enough?",
    # p9-L7 pw_talk
    "I forgot my password again, how do I reset it on Gmail?",
    # p9-L8 pw_manager
    "my password manager is Bitwarden, would you recommend 1Password instead?",
    # p9-L9 git_hash
    "The regression came in with commit 3f9a2c1e8b7d4f6a0c5e9b2d1f7a3c8e4b6d0f2a",
    # p9-L10 git_hash
    "cherry-pick a1b2c3d onto release/2.4",
    # p9-L11 product
    "The SKU is WH-1000XM5/B, model number YY2954",
    # p9-L12 isbn
    "ISBN 978-0-13-468599-1 is the 3rd edition",
    # p9-L13 flight
    "My flight LH 454 departs FRA at 13:35, seat 42C",
    # p9-L14 crypto_course
    "我这学期选了密码学课程，老师讲了RSA和AES",
    # p9-L15 pw_talk
    "忘记密码了怎么办？有没有找回的方法",
    # p9-L16 order
    "我的快递单号是 SF1409823746512 吗？帮我查查物流",
    # p9-L17 pw_talk
    "¿Cómo cambio la contraseña de mi cuenta de Microsoft?",
    # p9-L18 pw_talk
    "Wie lang sollte ein sicheres Passwort sein?",
    # p9-L19 order
    "Ma commande n° 20240518-7731 est en retard",
    # p9-L20 pw_talk
    "パスワードを忘れた場合の再設定方法を教えて",
    # p9-L21 date
    "Встреча 15 марта 2025 года в 10:00",
    # p9-L22 uuid_public
    "The public dataset id is 5b8e2c3f-2a6d-4f4b-9f0a-7e1c2d3b4a5c on Kaggle",
    # p9-L23 sha_public
    "sha256 of the installer: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    # p9-L24 ip_public
    "Google's public DNS is 8.8.8.8",
    # p9-L25 phone_business
    "Call the IRS helpline at 1-800-829-1040",
    # p9-L26 token_talk
    "What is the difference between an access token and a refresh token?",
    # p9-L27 api_talk
    "Where do I find my API key in the OpenAI dashboard?",
    # p9-L28 placeholder
    "Set OPENAI_API_KEY=<your-key-here> in the .env file",
    # p9-L29 code_no_secret
    "```python\npassword = getpass.getpass()\n```",
    # p9-L30 order
    "O número do pedido é 88124-55, chegou quebrado",
    # p9-L31 flight
    "THY TK1987 uçuşum saat 07:15'te",
    # p9-L33 issue_ref
    "See issue #26 and PR #31 in the repo",
    # p9-L34 postcode
    "The office is at 1600 Amphitheatre Pkwy, Mountain View, CA 94043",
    # p9-L35 mac_serial
    "The router serial is SN: RT-AX88U-2093 and firmware 3.0.0.4.388",
]


# rows still missed (texts) and look-alikes redacted; the first run missed 9 of 101 and redacted
# 2 of 34 look-alikes, none after the fixes (docs/security.md, "probe 9")
MISSED: set[str] = set()
OVER: set[str] = set()


@pytest.mark.parametrize(
    ("kind", "text", "secret"), marked(NINTH, MISSED, "probe 9 first run", at=1), ids=_ids(NINTH)
)
def test_every_ninth_probe_secret_is_redacted(kind: str, text: str, secret: str) -> None:
    assert not text_missed(text, secret), redact_text(text, include_email=True)


@pytest.mark.parametrize(
    "text",
    marked(NINTH_LOOK_ALIKES, OVER, "probe 9 first run"),
)
def test_no_ninth_look_alike_is_redacted(text: str) -> None:
    assert find_sensitive(text, include_email=True) == []
