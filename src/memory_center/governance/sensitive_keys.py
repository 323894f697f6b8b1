"""API keys and tokens by their services' documented prefixes, whatever their body looks like.

``sensitive_shapes.KEY_FORMATS`` holds the formats of the best-known services, and
``sensitive_shapes.is_high_entropy_token`` finds random-looking strings of mixed case. Many services
issue keys whose body is lower case and digits only (Groq ``gsk_…``, Replicate ``r8_…``, Linear
``lin_api_…``, GitLab runner tokens ``glrt-…``): no mixed-case test finds those, so they are read here by
their prefix, one row per prefix (data), and a body long enough for a key that holds a digit and is not
one repeated character. Two shapes without a prefix of their own: Discord bot tokens (three dotted
parts) and Azure AD client secrets (``…8Q~…``).

Read by ``governance.sensitive`` on the normalised view of a text: prefixed keys and Discord tokens
at a run of 20 or more token characters (``sensitive_shapes.TOKEN_SHAPED``; rare in everyday text, so
no keyword gate is needed), Azure secrets only in a text holding "Q~".
"""

import re
from collections.abc import Iterator

Span = tuple[int, int]

KEY_PREFIXES: tuple[tuple[str, str, int], ...] = (
    # (service, prefix as the service writes it, fewest characters after it)
    ("GitLab runner token", "glrt-", 20),
    ("GitLab deploy token", "gldt-", 20),
    ("GitLab pipeline trigger token", "glptt-", 20),
    ("GitLab feed token", "glft-", 20),
    ("GitLab OAuth secret", "gloas-", 20),
    ("GitLab SCIM token", "glsoat-", 20),
    ("GitLab CI build token", "glcbt-", 20),
    ("GitLab incoming mail token", "glimt-", 20),
    ("GitLab agent token", "glagent-", 20),
    ("Groq", "gsk_", 32),
    ("Replicate", "r8_", 30),
    ("Perplexity", "pplx-", 32),
    ("Linear API key", "lin_api_", 30),
    ("Linear OAuth token", "lin_oauth_", 30),
    ("Notion integration token", "ntn_", 30),
    ("Notion integration secret (older)", "secret_", 40),
    ("Atlassian API token", "ATATT", 40),
    ("Atlassian Connect token", "ATCTT", 40),
    ("Docker Hub access token", "dckr_pat_", 20),
    ("HashiCorp Vault service token", "hvs.", 24),
    ("HashiCorp Vault batch token", "hvb.", 24),
    ("Sentry organisation token", "sntrys_", 40),
    ("Sentry user token", "sntryu_", 40),
    ("Figma personal access token", "figd_", 30),
    ("HubSpot private app token", "pat-na1-", 30),
    ("HubSpot private app token (EU)", "pat-eu1-", 30),
    ("Postman API key", "PMAK-", 30),
    ("Netlify personal access token", "nfp_", 30),
    ("age secret key", "AGE-SECRET-KEY-1", 50),
    ("xAI", "xai-", 40),
    ("NVIDIA API key", "nvapi-", 40),
    ("Tavily", "tvly-", 24),
    ("Doppler personal token", "dp.pt.", 30),
    ("Doppler service token", "dp.st.", 30),
    ("Razorpay live key", "rzp_live_", 14),
    ("Razorpay test key", "rzp_test_", 14),
    ("Flutterwave secret key", "FLWSECK-", 30),
    ("Heroku API key", "HRKU-", 30),
    ("Fly.io token", "fo1_", 30),
    ("Supabase access token", "sbp_", 40),
    ("Supabase secret key", "sb_secret_", 20),
    ("Mapbox secret token", "sk.eyJ", 40),
    ("Grafana Cloud token", "glc_", 32),
    ("Alibaba Cloud AccessKey ID", "LTAI", 16),
    ("Tencent Cloud SecretId", "AKID", 30),
    ("OpenRouter", "sk-or-v1-", 40),
    ("Shopify shared secret", "shpss_", 24),
    ("Pulumi access token", "pul-", 40),
    ("New Relic user key", "NRAK-", 27),
    ("New Relic insert key", "NRII-", 32),
    ("Brevo API key", "xkeysib-", 64),
    ("Tailscale key", "tskey-", 20),
    ("PlanetScale token", "pscale_tkn_", 32),
    ("PlanetScale password", "pscale_pw_", 32),
    ("Prefect API key", "pnu_", 36),
    ("Dynatrace token", "dt0c01.", 24),
    ("RubyGems API key", "rubygems_", 48),
    ("Contentful token", "CFPAT-", 40),
    ("Adafruit IO key", "aio_", 28),
    ("Typeform token", "tfp_", 40),
    ("Hugging Face organisation token", "api_org_", 30),
    ("Pinecone API key", "pcsk_", 40),
    ("Fireworks API key", "fw_", 24),
    ("LangSmith personal token", "lsv2_pt_", 32),
    ("LangSmith service key", "lsv2_sk_", 32),
    ("ElevenLabs API key", "sk_", 40),
    ("Resend API key", "re_", 30),
    ("Neon API key", "napi_", 60),
    ("Render API key", "rnd_", 30),
    ("Infracost API key", "ico-", 32),
    ("E2B API key", "e2b_", 36),
    ("Browserbase API key", "bb_live_", 24),
    ("Scalingo token", "tk-us-", 40),
    ("Square access token", "EAAA", 60),
    # session 17 (docs/security.md, "The session-17 probe")
    ("Sourcegraph access token", "sgp_", 36),
    ("Buildkite API token", "bkua_", 40),
    ("CircleCI personal token", "CCIPAT_", 30),
    ("Deno Deploy token", "ddp_", 36),
    ("Doppler CLI token", "dp.ct.", 30),
    ("Doppler service account token", "dp.sa.", 30),
    ("Bitbucket app password", "ATBB", 28),
    ("JFrog API key", "AKCp", 60),
    ("1Password service account token", "ops_", 60),
    ("Frame.io token", "fio-u-", 40),
    ("ReadMe API key", "rdme_", 60),
    ("Clojars token", "CLOJARS_", 40),
)
_FEWEST = {prefix: fewest for _, prefix, fewest in KEY_PREFIXES}
_BODY = r"[A-Za-z0-9_.-]"
PREFIXED_KEY = re.compile(
    r"(?<![A-Za-z0-9_.-])(?P<prefix>"
    + "|".join(re.escape(prefix) for prefix in sorted(_FEWEST, key=len, reverse=True))
    + rf")(?P<body>{_BODY}+)"
)
DISCORD_TOKEN = re.compile(
    r"(?<![A-Za-z0-9_.-])[MNO](?=[A-Za-z]*\d)[A-Za-z0-9]{23,27}\.[A-Za-z0-9_-]{6,7}\.[A-Za-z0-9_-]{27,40}"
    r"(?![A-Za-z0-9_-])"
)
"""A Discord bot token: the bot's id in base64 (letters and digits), a timestamp, an HMAC."""
AZURE_CLIENT_SECRET = re.compile(
    r"(?<![A-Za-z0-9_~.-])[A-Za-z0-9_.-]{0,3}\dQ~[A-Za-z0-9_~.-]{30,36}(?![A-Za-z0-9_~.-])"
)


_DOTTED_HEADS = tuple(dict.fromkeys(prefix[: prefix.rindex(".") + 1] for prefix in _FEWEST if "." in prefix))
"""The parts up to their last dot of the prefixes that hold one ("hvs.", "dp.pt.", "sk.")."""


def prefixed_key_at(text: str, token: re.Match[str]) -> Span | None:
    """The key of ``KEY_PREFIXES`` that ``token`` (a run of 20+ token characters, ``TOKEN_SHAPED``)
    starts, or ends after a dotted prefix ("hvs." + the run), if any: the prefix and its body, which
    holds a digit and more than four distinct characters. Every such key is a run of that length, so
    only runs are looked at and no keyword gate is needed."""
    start = token.start()
    match = PREFIXED_KEY.match(text, start)
    if match is None:
        head = next((head for head in _DOTTED_HEADS if text.startswith(head, start - len(head))), None)
        if head is None or start < len(head):
            return None
        match = PREFIXED_KEY.match(text, start - len(head))
        if match is None:
            return None
    body = match["body"].rstrip(".-_")
    if len(body) >= _FEWEST[match["prefix"]] and any(c.isdigit() for c in body) and len(set(body)) > 4:
        return match.start(), match.start("body") + len(body)
    return None


GENERIC_KEY = re.compile(
    r"[A-Za-z][A-Za-z0-9]{1,9}(?:[_-][A-Za-z0-9]{1,9}){0,2}[_-](?P<body>[A-Za-z0-9]{32,})"
)
"""A key of a service not in ``KEY_PREFIXES``: a short prefix ending in "_" or "-" and a body of 32 or
more letters and digits (``random_body``). Ids with a prefix are shorter (Stripe's ``cus_…``, ``pi_…``
hold 14-24; a ULID 26)."""
_MIN_BODY_DIGITS = 4
_MIN_BODY_LETTERS = 4
_MIN_BODY_KINDS = 12


def generic_key(token: str) -> bool:
    """Whether a run of token characters is a prefixed key of an unknown service: its body holds four
    digits or more, four letters or more and twelve distinct characters or more (a key's body is
    random: "user_aaaaaaaa…" or a long word with a number is not one)."""
    match = GENERIC_KEY.fullmatch(token)
    if match is None:
        return False
    body = match["body"]
    digits = sum(c.isdigit() for c in body)
    return (
        digits >= _MIN_BODY_DIGITS
        and len(body) - digits >= _MIN_BODY_LETTERS
        and len(set(body)) >= _MIN_BODY_KINDS
    )


def discord_token_at(text: str, first_part: re.Match[str]) -> Span | None:
    """The Discord bot token starting with ``first_part`` (a token-shaped run of the text followed by a
    dot), if it is one."""
    match = DISCORD_TOKEN.match(text, first_part.start())
    return match.span() if match else None


def azure_client_secrets(text: str) -> Iterator[Span]:
    """Azure AD client secrets (looked for only in a text holding "Q~")."""
    for match in AZURE_CLIENT_SECRET.finditer(text):
        yield match.span()
