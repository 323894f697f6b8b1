"""Standing rules said as polite or indirect requests ("I'd appreciate it if you never…", "Could you
please always…?", 记得每次都…): the same USER CONSTRAINT as the bare order, in another session's context
whatever its question (extraction/rules/requests.py)."""

from memory_center.evaluation.cases.judgement import STANCE, C, standing
from memory_center.evaluation.model import Case

NEVER, REQUIRED, ONLY = "never", "required", "only"

CASES: tuple[Case, ...] = tuple(
    standing(case_id, text, (C, subject, STANCE, value), query, shows)
    for case_id, text, subject, value, query, shows in (
        (
            "en-appreciate-never",
            "I'd appreciate it if you never booked me on flights before 8am.",
            "flights before 8am",
            NEVER,
            "book a flight to Berlin next Tuesday",
            "8am",
        ),
        (
            "en-rather-you-didnt",
            "I'd rather you didn't send me surveys.",
            "survey",
            NEVER,
            "which feedback requests should go to this user?",
            "surveys",
        ),
        (
            "en-could-you-never",
            "Could you please never share my address with anyone?",
            "address with anyone",
            NEVER,
            "the courier asks for the customer's details",
            "address",
        ),
        (
            "en-mind-not-calling",
            "Would you mind not calling me on Sundays?",
            "phone call",
            NEVER,
            "follow up with the customer about the invoice",
            "Sundays",
        ),
        (
            "en-important-only",
            "It's important that you only use my work email.",
            "work email",
            ONLY,
            "send the user the signed documents",
            "work email",
        ),
        (
            "en-would-appreciate-always",
            "I would appreciate it if you always booked me a quiet room.",
            "quiet room",
            REQUIRED,
            "book a hotel in Rome for next week",
            "quiet room",
        ),
        (
            "en-kindly-refrain",
            "Kindly refrain from calling me after 9pm.",
            "phone call",
            NEVER,
            "plan this week's customer calls",
            "9pm",
        ),
        (
            "en-no-more",
            "No more newsletters please.",
            "newsletter",
            NEVER,
            "which emails go out today?",
            "newsletters",
        ),
        (
            "en-whatever-happens",
            "Whatever happens, don't seat me near the toilets.",
            "near the toilet",
            NEVER,
            "pick seats for the user's flight to Madrid",
            "toilets",
        ),
        (
            "en-you-should-always",
            "You should always cc my manager.",
            "manager",
            REQUIRED,
            "email the user the project update",
            "manager",
        ),
        (
            "en-happy-if-stopped",
            "I'd be happy if you stopped calling me on my mobile.",
            "phone call",
            NEVER,
            "remind the user about the appointment",
            "mobile",
        ),
        (
            "en-avoid-thing",
            "Please avoid spicy dishes when you order for me.",
            "spicy dish",
            NEVER,
            "order dinner",
            "spicy",
        ),
        (
            "zh-forever-first",
            "请永远先发邮件给我确认。",
            "先发邮件给我确认",
            REQUIRED,
            "改一下下周的行程",
            "邮件",
        ),
        (
            "zh-remember-every-time",
            "记得每次都给我开发票。",
            "开发票",
            REQUIRED,
            "处理这位用户的订单",
            "发票",
        ),
        (
            "zh-every-time-must",
            "以后每次都要提前一天提醒我。",
            "提前一天提醒我",
            REQUIRED,
            "安排下周的牙医预约",
            "提醒",
        ),
        (
            "zh-courier-remember",
            "快递记得每次都放门卫室。",
            "门卫室",
            REQUIRED,
            "安排这个包裹的配送",
            "门卫室",
        ),
    )
)
