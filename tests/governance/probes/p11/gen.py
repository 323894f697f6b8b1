import json, random, base64, string
R = random.Random(1107)
OUT = "/work/exp/p11"

def rnd(alpha, n): return "".join(R.choice(alpha) for _ in range(n))
AN = string.ascii_letters + string.digits
HEX = "0123456789abcdef"

def luhn_complete(prefix, length):
    body = prefix + rnd(string.digits, length - len(prefix) - 1)
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        s += d
    return body + str((10 - s % 10) % 10)

def luhn_ok(n):
    s = 0
    for i, ch in enumerate(reversed(n)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9: d -= 9
        s += d
    return s % 10 == 0

def group(n, sizes, sep=" "):
    out, i = [], 0
    for s in sizes:
        out.append(n[i:i+s]); i += s
    return sep.join(out)

def cn_id(area, birth, seq):
    body = area + birth + seq
    w = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]
    return body + "10X98765432"[sum(int(a)*b for a, b in zip(body, w)) % 11]

def iban(cc, bban):
    conv = "".join(str(int(c, 36)) for c in (bban + cc + "00"))
    chk = 98 - int(conv) % 97
    return f"{cc}{chk:02d}{bban}"

def iban_ok(s):
    s = s.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1

def spaced4(s): return " ".join(s[i:i+4] for i in range(0, len(s), 4))

def b64u(d): return base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")

S = []
def add(kind, text, value):
    S.append({"kind": kind, "text": text, "value": value})

# ---------------- password (20)
P = [
 ("hey can you help me write a login script for our intranet? username is jdoe88 and pw is Tr0ub4dor&3x btw, it should post to /auth", "Tr0ub4dor&3x"),
 ("帮我记一下，我的QQ邮箱密码是 qiuqiu@2023! 下次忘了问你", "qiuqiu@2023!"),
 ("交接清单：\n1. 服务器在机房B-3\n2. 管理员口令：Hs9#kLm2vQ\n3. 备份每周五跑", "Hs9#kLm2vQ"),
 ("why does this config fail to load?\n```json\n{\"db\": {\"host\": \"10.0.0.12\", \"user\": \"admin\", \"password\": \"N3bula!Storm#77\"}}\n```", "N3bula!Storm#77"),
 ("Spring Boot won't start, here's my application.yml:\n```yaml\nspring:\n  datasource:\n    url: jdbc:mysql://localhost:3306/shop\n    username: app\n    password: 'x7$Gq!pL2w'\n```\nerror is Access denied for user", "x7$Gq!pL2w"),
 ("getting 'connection refused' with this DSN, any idea? postgresql://etl_user:Kp8vR2nQzTm@10.0.3.14:5432/warehouse", "Kp8vR2nQzTm"),
 ("I picked a new passphrase for my password manager: mango tundra velvet okapi ladder. Is five words enough?", "mango tundra velvet okapi ladder"),
 ("ssh details for the staging box: host 51.15.22.90, user deploy, pwd: Qw!9zXc#4r", "Qw!9zXc#4r"),
 ("Kannst du mir helfen, mich zu erinnern? Mein Passwort für das Firmenportal ist Käsebrötchen#42, bitte nicht weitersagen 😅", "Käsebrötchen#42"),
 ("oye, mi contraseña de Netflix es Girasol_1987, ¿me ayudas a cambiar el idioma del perfil?", "Girasol_1987"),
 ("Identifiant : m.lefevre\nMot de passe : Soleil!Lune2024\nPouvez-vous vérifier pourquoi la connexion échoue ?", "Soleil!Lune2024"),
 ("会社のVPNのパスワードは sakura_7719 です。設定手順を教えてください。", "sakura_7719"),
 ("Логин ivanov.p, пароль: Медведь_2019! — почему сайт госуслуг его не принимает?", "Медведь_2019!"),
 ("I changed it to Hunter2Hunter2! last night and now gmail says it's wrong, did I mistype it?", "Hunter2Hunter2!"),
 ("Subject: Your VPN account\n\nHi Tom,\n\nI've set up your VPN account.\nUsername: tom.wu\nTemporary password: Vpn-Temp-8831!\n\nPlease change it after first login.\n\nCheers,\nIT Helpdesk", "Vpn-Temp-8831!"),
 ("here's my .env, the app can't connect:\nDB_HOST=localhost\nDB_USER=laravel\nDB_PASSWORD=s3cr3t-Pa55-w0rd\nAPP_DEBUG=true", "s3cr3t-Pa55-w0rd"),
 ("when I run `mysql -u root -pR00t_Toor!2 -h 127.0.0.1 shop` it says command not found, what am I missing?", "R00t_Toor!2"),
 ("我电脑开机密码设的是 小猫咪123 ，中文的，你觉得安全吗？", "小猫咪123"),
 ("```python\nimport psycopg2\nconn = psycopg2.connect(host=\"localhost\", dbname=\"crm\", user=\"postgres\", password=\"Blu3berry!Muffin\")\n```\nwhy do I get OperationalError?", "Blu3berry!Muffin"),
 ("저희 공유기 관리자 페이지 비밀번호는 haneul0915! 입니다. 포트포워딩 설정 방법 알려주세요", "haneul0915!"),
]
for t, v in P: add("password", t, v)

# ---------------- card (12)
visa1 = luhn_complete("4539", 16)
mc1 = luhn_complete("5425", 16)
visa2 = luhn_complete("4716", 16)
amex = luhn_complete("3714", 15)
cup = luhn_complete("622202", 19)
mc2 = luhn_complete("5168", 16)
visa3 = luhn_complete("4929", 16)
disc = luhn_complete("6011", 16)
jcb = luhn_complete("3530", 16)
mc3 = luhn_complete("2221", 16)
visa4 = luhn_complete("4024", 16)
cup2 = luhn_complete("621700", 16)
C = [
 (f"Can you fill this booking form for me? Card number is {group(visa1,[4,4,4,4])}, expiry 08/27, name on card Sarah Collins", group(visa1,[4,4,4,4])),
 (f"just charge it to {mc1} and send me the receipt", mc1),
 (f"my card {group(visa2,[4,4,4,4],'-')} keeps getting declined on Amazon, why?", group(visa2,[4,4,4,4],'-')),
 (f"Amex: {group(amex,[4,6,5])} — is this the right format for the corporate portal?", group(amex,[4,6,5])),
 (f"我的银行卡号是 {group(cup,[4,4,4,4,3])}，帮我查一下是哪个银行的", group(cup,[4,4,4,4,3])),
 ("test payload for our checkout, but this is my real card lol:\n```json\n{\"amount\": 4999, \"currency\": \"eur\", \"card_number\": \"" + mc2 + "\", \"exp_month\": 11, \"exp_year\": 2026}\n```", mc2),
 (f"el número de mi tarjeta es {group(visa3,[4,4,4,4])}, ¿puedes ayudarme a escribir un correo al banco?", group(visa3,[4,4,4,4])),
 (f"Discover card {group(disc,[4,4,4,4])} expires next month, do they send a new one automatically?", group(disc,[4,4,4,4])),
 (f"JCBカードの番号 {group(jcb,[4,4,4,4])} を登録したいのですが、エラーになります。", group(jcb,[4,4,4,4])),
 (f"Kreditkarte: {group(mc3,[4,4,4,4])}, gültig bis 03/28. Bitte für die Hotelbuchung verwenden.", group(mc3,[4,4,4,4])),
 (f"Dear Front Desk,\nPlease guarantee my reservation #88213 with my Visa {group(visa4,[4,4,4,4],'.')}.\nBest regards,\nK. Osei", group(visa4,[4,4,4,4],'.')),
 (f"绑定微信支付的时候卡号 {cup2} 一直提示错误", cup2),
]
for t, v in C:
    assert luhn_ok("".join(ch for ch in v if ch.isdigit()))
    add("card", t, v)

# ---------------- cvv (5)
V = [
 ("the CVV on the back is 482, do I need it for PayPal too?", "482"),
 ("Amex asks for the security code, the 4 digits on the front are 7391 — where do I type them?", "7391"),
 ("Card holder: J. Park\nCVC: 028\nPlease process the deposit today.", "028"),
 ("信用卡背面的安全码是 613，网站一直说验证失败", "613"),
 ("form fields I'm sending: name=Ana Ruiz&zip=28013&cvv2=905&save=true — why is it rejected?", "905"),
]
for t, v in V: add("cvv", t, v)

# ---------------- iban (5)
de = iban("DE", "37040044" + "0532013000"[:0] + rnd(string.digits, 10))
gb = iban("GB", "NWBK" + "601613" + rnd(string.digits, 8))
fr = iban("FR", "20041" + "01005" + rnd(string.digits, 11) + rnd(string.digits, 2))
nl = iban("NL", "INGB" + rnd(string.digits, 10))
es = iban("ES", "2100" + "0418" + rnd(string.digits, 12))
I = [
 (f"Bitte überweise die Miete auf mein Konto, IBAN: {spaced4(de)}, Verwendungszweck Juli", spaced4(de)),
 (f"Can you write a polite invoice reminder? Payment details: IBAN {gb}, BIC NWBKGB2L", gb),
 (f"Voici mon RIB pour le remboursement : IBAN {spaced4(fr)}", spaced4(fr)),
 (f"kun je deze e-mail vertalen? 'Graag betalen op {nl} t.n.v. P. de Vries'", nl),
 (f"Mi IBAN es {spaced4(es)}, ¿cómo lo pongo en el formulario de la universidad?", spaced4(es)),
]
for t, v in I:
    assert iban_ok(v)
    add("iban", t, v)

# ---------------- api_key (12)
aws_secret = rnd(AN + "/+", 40)
ghp = "ghp_" + rnd(AN, 36)
slack = f"xoxb-{rnd(string.digits,12)}-{rnd(string.digits,13)}-{rnd(AN,24)}"
stripe = "sk_live_" + rnd(AN, 24)
jwt = b64u({"alg":"HS256","typ":"JWT"}) + "." + b64u({"sub":"user_8841","name":"Li Wei","role":"admin","iat":1717000000}) + "." + rnd(AN + "-_", 43)
pk_lines = [rnd(AN + "+/", 64) for _ in range(3)]
pk = "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA" + pk_lines[0][16:] + "\n" + pk_lines[1] + "\n" + pk_lines[2] + "\n-----END RSA PRIVATE KEY-----"
gkey = "AIza" + rnd(AN + "-_", 35)
oai = "sk-proj-" + rnd(AN + "-_", 48)
generic = rnd(HEX, 40)
azure_key = base64.b64encode(bytes(R.randrange(256) for _ in range(64))).decode()
sg = "SG." + rnd(AN + "-_", 22) + "." + rnd(AN + "-_", 43)
glpat = "glpat-" + rnd(AN + "-_", 20)
A = [
 (f"boto3 keeps saying SignatureDoesNotMatch. my ~/.aws/credentials:\n[default]\naws_access_key_id = <redacted>\naws_secret_access_key = {aws_secret}\nregion = eu-west-1", aws_secret),
 (f"git push asks for a password, I pasted my token {ghp} but it says authentication failed", ghp),
 (f"```js\nconst client = new WebClient('{slack}');\nawait client.chat.postMessage({{ channel: '#alerts', text: 'hi' }});\n```\nwhy is channel_not_found?", slack),
 (f"stripe.api_key = \"{stripe}\"\nstripe.Charge.create(amount=2000, currency=\"usd\") -> why does it say card_declined in prod?", stripe),
 (f"can you decode this token and tell me when it expires? Authorization: Bearer {jwt}", jwt),
 (f"my deploy key isn't working, here it is:\n{pk}\nGitHub says 'Permission denied (publickey)'", pk),
 (f"Maps embed is blank. <script src=\"https://maps.googleapis.com/maps/api/js?key={gkey}&callback=initMap\"></script>", gkey),
 (f"export OPENAI_API_KEY={oai}\npython chat.py  -> 429 quota error, is my key broken?", oai),
 (f"our internal metrics API uses header X-Api-Key: {generic} — write me a curl example", generic),
 (f"DefaultEndpointsProtocol=https;AccountName=prodassets;AccountKey={azure_key};EndpointSuffix=core.windows.net\n这个连接字符串为什么报 403？", azure_key),
 (f"Setting up Django email: EMAIL_HOST_PASSWORD = '{sg}' with EMAIL_HOST_USER = 'apikey', still getting 535 auth error", sg),
 (f"CI fails to clone: git clone https://oauth2:{glpat}@gitlab.example.com/team/app.git", glpat),
]
for t, v in A: add("api_key", t, v)

# ---------------- national_id (8)
id1 = cn_id("110105", "19880317", "042")
id2 = cn_id("440304", "19950921", "156")
def dni(n): return f"{n:08d}" + "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]
dni1 = dni(R.randrange(10**7, 10**8))
N = [
 ("Help me fill out this W-4. Name: Marcus Hill, SSN 523-41-7789, filing status single", "523-41-7789"),
 ("Applicant form\nFull name: Dana Whitfield\nDOB: 04/12/1979\nSocial Security No.: 418 62 3907\nEmployer: Acme Corp", "418 62 3907"),
 (f"帮我填一下这个报名表：姓名 张伟，身份证号 {id1}，手机号码稍后补", id1),
 (f"我的身份证号码是{id2}，为什么12306提示证件信息有误？", id2),
 ("Starting a new job on Monday, my National Insurance number is SN 48 27 19 C — do I give it to payroll or HMRC?", "SN 48 27 19 C"),
 ("Renewing my passport online, current US passport number 548913207, issued 2016. What documents do I need?", "548913207"),
 ("签证申请表上护照号码填 E84927163 对吗？还是要加空格", "E84927163"),
 (f"Para el contrato de alquiler: DNI {dni1}, domicilio en Calle Mayor 12, Madrid", dni1),
]
for t, v in N: add("national_id", t, v)

# ---------------- otp (5)
O = [
 ("your code is 483920 — wait, the site timed out, do I need a new one?", "483920"),
 ("It's asking for the 2FA code from my authenticator, it shows 118 204, should I type the space?", "118 204"),
 ("【淘宝】验证码736251，用于登录，5分钟内有效。这个短信是真的吗？", "736251"),
 ("Forwarding this: \"G-492817 is your Google verification code.\" is this a phishing attempt?", "G-492817"),
 ("Tu código de verificación de WhatsApp es 507-318, ¿lo comparto con el soporte técnico que me escribió?", "507-318"),
]
for t, v in O: add("otp", t, v)

# ---------------- security_answer (4)
Q = [
 ("For the bank's security questions I used: my mother's maiden name is Kowalczyk. Can you remind me later if I forget?", "Kowalczyk"),
 ("Security question 'Name of your first pet?' — answer: Biscuit the Second. Does capitalization matter?", "Biscuit the Second"),
 ("The street I grew up on was Maple Hollow Lane, that's what I put for the Apple ID recovery question", "Maple Hollow Lane"),
 ("密保问题：我小学班主任的名字。答案：王秀兰。帮我记住，以后找回账号要用", "王秀兰"),
]
for t, v in Q: add("security_answer", t, v)

# ---------------- door_code (4)
D = [
 ("Welcome to the flat! The building door code is 4729#, then take the lift to floor 3.", "4729#"),
 ("Can you write a note for the dog sitter? Alarm code is 8351, disarm within 30 seconds of entering.", "8351"),
 ("the office safe combination is 17-42-08, turn left first — writing it here so I don't lose it", "17-42-08"),
 ("民宿门口的密码锁是 260514，进门右手边开关", "260514"),
]
for t, v in D: add("door_code", t, v)

# ---------------- bank_account (5)
B = [
 ("Set up direct deposit for me: routing number 021000021, account number 483920175564, checking", "483920175564"),
 ("Please pay the invoice to sort code 20-32-06, account no. 73915482, Barclays", "73915482"),
 ("我的工资卡账号 6230 5800 0012 4478 963 开户行是建设银行深圳分行，能帮我写个变更申请吗", "6230 5800 0012 4478 963"),
 ("Transfer details — A/C No: 50100234871106, IFSC: HDFC0001234, Name: Rohan Mehta", "50100234871106"),
 ("BSB 062-000, account 1187 2034, can you draft an email to my landlord with this?", "1187 2034"),
]
for t, v in B: add("bank_account", t, v)

# ---------------- hard (10)
fw = luhn_complete("4485", 16)
fwg = group("".join(chr(0xFF10 + int(d)) for d in fw), [4,4,4,4])
zw_tok = "ghp_" + rnd(AN, 36)
zw = zw_tok[:12] + "\u200b" + zw_tok[12:24] + "\u200b" + zw_tok[24:]
b64pw = base64.b64encode("Hunter2!Sunset".encode()).decode()
hexpw = " ".join(f"{b:02x}" for b in "Sunflower7".encode())
H = [
 ("ok so my pw is T i g e r - 4 4 1 9 (spaced so the bot doesn't catch it lol)", "T i g e r - 4 4 1 9"),
 ("my debit PIN is four seven one nine, remind me if I ask", "four seven one nine"),
 (f"卡号：{fwg}，有效期 09/27，帮我订一下酒店", fwg),
 ("银行卡取款密码是六四八二九一，我怕忘了先存这里", "六四八二九一"),
 (f"don't tell anyone but the admin password base64 encoded is {b64pw} — decode it when I need it", b64pw),
 (f"here's my token (I added invisible chars so scanners skip it): {zw}", zw),
 ("my password backwards is 9102!nogarD_deR — just reverse it when I ask", "9102!nogarD_deR"),
 (f"wifi-less note to self, pw in hex: {hexpw}", hexpw),
 ("ssn: five two three, four one, seven seven eight nine — typing it out in words for the form helper", "five two three, four one, seven seven eight nine"),
 ("رمز التحقق الخاص بي هو ٤٨٢٩١٧ هل يجب أن أرسله لموظف البنك؟", "٤٨٢٩١٧"),
]
assert luhn_ok(fw)
for t, v in H: add("hard", t, v)

# ---------------- choice (10)
X = [
 ("seed_phrase", "Is this a valid recovery phrase? orbit timber velvet glove ranch humble canyon pilot drift shadow lemon wisdom — MetaMask says invalid", "orbit timber velvet glove ranch humble canyon pilot drift shadow lemon wisdom"),
 ("seed_phrase", "助记词备份：garden ocean ticket maple frozen camera pulse alert eagle rocket vivid harbor，请帮我检查单词拼写", "garden ocean ticket maple frozen camera pulse alert eagle rocket vivid harbor"),
 ("crypto_private_key", None, None),
 ("wifi_password", "For guests: WiFi network 'Casa_Lopez_5G', password Gr33nT3a-Lobby. Can you make a cute printable card?", "Gr33nT3a-Lobby"),
 ("wifi_password", "WIFI:T:WPA;S:HomeNet-2F;P:pineapple_skies_88;; — how do I turn this into a QR code?", "pineapple_skies_88"),
 ("backup_code", "Saving one of my Google backup codes here just in case: 8420 7315", "8420 7315"),
 ("driver_license", "DMV form asks for my California driver's license number, it's D4829175, what's the 'DD' field?", "D4829175"),
 ("tax_id", "ITR filing help: my PAN is BQRPS4821K, employer deducted TDS twice", "BQRPS4821K"),
 ("health_insurance_id", "My Medicare number is 1EG4-TE5-MK73, the clinic says it's not on file", "1EG4-TE5-MK73"),
 ("puk_code", "phone says SIM locked, the PUK on my card is 48210937, enter that?", "48210937"),
]
ethk = "0x" + rnd(HEX, 64)
X[2] = ("crypto_private_key", f"importing wallet into Rabby with private key {ethk} — it shows zero balance, wrong network?", ethk)
for k, t, v in X: add(k, t, v)

assert len(S) == 100, len(S)
with open(f"{OUT}/secrets.jsonl", "w", encoding="utf-8") as f:
    for i, r in enumerate(S, 1):
        assert r["value"] in r["text"] and r["text"].count(r["value"]) >= 1
        f.write(json.dumps({"id": f"s{i:03d}", **r}, ensure_ascii=False) + "\n")

# ---------------- lookalikes (40)
L = [
 ("version", "We upgraded from Node 18.19.1 to 20.11.0 and now npm ci fails, any idea?"),
 ("version", "Is Python 3.12.4 compatible with numpy 1.26.4?"),
 ("order_number", "My Amazon order 114-3941689-8772232 hasn't shipped yet, how do I complain?"),
 ("order_number", "订单号 202406158832710094 显示已签收但我没收到"),
 ("tracking_number", "UPS tracking 1Z999AA10123456784 says 'exception', what does that mean?"),
 ("tracking_number", "Can you check this USPS tracking: 9400 1000 0000 0000 0000 00?"),
 ("isbn", "Looking for a review of ISBN 978-0-13-468599-1, is it worth buying?"),
 ("date", "The meeting moved to 2024-07-16 14:30 CET, update the invite please"),
 ("price", "It costs $1,249.99 or €1.199,00 in Germany, which is cheaper after tax?"),
 ("public_phone", "Call our support line at 1-800-275-2273 (Mon–Fri 9–5)."),
 ("env_code", "```python\nimport os\npassword = os.environ[\"DB_PASSWORD\"]\napi_key = os.getenv(\"STRIPE_API_KEY\")\n```\nis this the safe way?"),
 ("vault_code", "```bash\nexport DB_PASS=$(vault kv get -field=password secret/prod/db)\n```\nworks locally but not in CI"),
 ("forgot_password", "I forgot my password for Outlook and the reset email never arrives, help"),
 ("forgot_password", "我忘记微信支付密码了，怎么重置？"),
 ("password_policy", "Our password policy requires 12 characters, one uppercase, one digit and one symbol. Is that enough?"),
 ("hex_colour", "Change the button colour from #1E90FF to #FF6347 and the border to #333"),
 ("git_hash", "git revert 9fceb02d0ae598e95dc970b74767f19372d61af8 broke the build, how to undo?"),
 ("uuid", "The public dataset id is 3f2504e0-4f89-11d3-9a0c-0305e82c3301 on the open data portal"),
 ("flight", "My flight LH 401 from FRA to JFK is delayed, am I entitled to compensation?"),
 ("flight", "航班 CA1831 北京到上海，几点登机？"),
 ("postcode", "Is SW1A 1AA inside the congestion charge zone? And what about 10115 Berlin?"),
 ("room_number", "The workshop is in room 3.0417, building B, second floor"),
 ("placeholder", "In the docs they write password: <your-password-here> and API_KEY=xxxxxxxxxxxx, do I replace both?"),
 ("example_key", "What does the format of an AWS access key look like? Like AKIA followed by 16 characters?"),
 ("invoice", "Invoice INV-2024-00871 for 3 licences, due in 30 days"),
 ("serial", "The serial number on my router is SN: 2231FZ4009812, is it still under warranty?"),
 ("ip_address", "Why can't I ping 192.168.1.254 from my laptop?"),
 ("sha256", "The download checksum should be sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855, is mine corrupt?"),
 ("math", "What's 4539 × 1488 + 0343? Homework question"),
 ("timestamp", "Convert unix timestamp 1717000000 to Beijing time"),
 ("otp_question", "How long are Google verification codes valid usually? Mine expired."),
 ("phone_model", "Is the iPhone 15 Pro Max A3106 the US model?"),
 ("bus_route", "Does bus 42 stop at Platz der Republik? And line U6?"),
 ("booking_ref", "Hotel confirmation number 7732910 — can I change the check-in date?"),
 ("case_number", "Our support ticket #CS-448812 hasn't been answered for a week"),
 ("coordinates", "Meet me at 48.8584, 2.2945, near the Eiffel Tower"),
 ("ean_barcode", "The barcode on the cereal box is 5 012345 678900, is it a UK product?"),
 ("iban_question", "How many characters does a German IBAN have, and what does the DE prefix mean?"),
 ("score", "Final score was 3-1, attendance 54,219 at the stadium"),
 ("lottery", "The winning lottery numbers were 7 14 22 31 38 45 — did anyone from Ohio win?"),
]
assert len(L) == 40
with open(f"{OUT}/lookalikes.jsonl", "w", encoding="utf-8") as f:
    for i, (k, t) in enumerate(L, 1):
        f.write(json.dumps({"id": f"l{i:03d}", "kind": k, "text": t}, ensure_ascii=False) + "\n")
