"""Standing rules: the user's prohibitions and hard requirements become USER CONSTRAINTs with a clean
subject, and reach the context of another session whatever its question (DESIGN §4)."""

from memory_center.evaluation.cases.judgement import C, STANCE, standing
from memory_center.evaluation.model import Case

NEVER, REQUIRED, ONLY = "never", "required", "only"

CASES: tuple[Case, ...] = tuple(
    standing(case_id, text, (C, subject, STANCE if predicate is None else predicate, value), query, shows)
    for case_id, text, subject, predicate, value, query, shows in (
        ("zh-promo-sms", "以后不要再给我发促销短信了。", "促销短信", None, NEVER, "给这位用户推荐一下最近的优惠活动", "促销短信"),
        ("zh-coriander", "记住我绝对不要香菜。", "香菜", None, NEVER, "今晚订什么外卖", "香菜"),
        ("zh-red-eye", "千万别给我订红眼航班", "红眼航班", None, NEVER, "帮我看看下周去成都的机票", "红眼航班"),
        ("zh-no-calls", "别给我打电话，有事发微信", "电话", None, NEVER, "客户的订单出问题了，怎么通知他", "电话"),
        ("zh-no-smoking-room", "我绝对不住吸烟房", "吸烟房", None, NEVER, "帮我订一间杭州的酒店", "吸烟房"),
        ("zh-no-pork", "请记住，千万不要给我安排猪肉", "猪肉", None, NEVER, "周五团建的午餐怎么安排", "猪肉"),
        ("zh-no-marketing-calls", "以后禁止给我打营销电话", "营销电话", None, NEVER, "下个月的会员活动要通知哪些人", "营销电话"),
        ("zh-no-upsell", "不要再向我推荐信用卡了", "信用卡", None, NEVER, "这位客户适合什么理财产品", "信用卡"),
        ("zh-must-direct", "我出差必须坐直飞", "直飞", None, REQUIRED, "帮我规划一下去西雅图的行程", "直飞"),
        ("zh-must-window", "以后一定要给我订靠窗的座位", "靠窗座位", None, REQUIRED, "明天去北京的高铁票", "靠窗"),
        ("zh-only-highspeed", "国内出行我只坐高铁", "高铁", None, ONLY, "下周要去南京开会", "高铁"),
        ("zh-only-wechat", "只用微信联系我", "user", "contact_channel", "wechat", "快递到了要怎么通知客户", "微信"),
        ("zh-no-alcohol", "我坚决不喝酒", "酒", None, NEVER, "晚上的饭局点些什么", "酒"),
        ("zh-no-weekend-meetings", "周末不要给我安排会议", "周末会议", None, NEVER, "帮我排一下下周的日程", "周末"),
        ("zh-must-invoice", "记住，报销务必要开发票", "开发票", None, REQUIRED, "这次出差的费用怎么处理", "发票"),
        ("en-phone-calls", "I never want phone calls, email only.", "phone call", None, NEVER, "how should we contact the customer about the new offer?", "phone calls"),
        ("en-marketing-email", "Please don't send me marketing emails.", "marketing email", None, NEVER, "which newsletter should go out this week", "marketing emails"),
        ("en-red-eye", "Never book me on a red-eye flight.", "red-eye flight", None, NEVER, "find me a flight to Boston for Monday", "red-eye"),
        ("en-no-upsell", "Stop recommending premium plans to me", "premium plan", None, NEVER, "what should we offer this customer next", "premium plans"),
        ("en-no-nuts", "No nuts in anything you order for me, please", "nuts in anything you order", None, NEVER, "order lunch for the team meeting", "nuts"),
        ("en-aisle", "Always book me an aisle seat.", "aisle seat", None, REQUIRED, "book the flight to Denver", "aisle seat"),
        ("en-only-email", "Only contact me by email", "user", "contact_channel", "email", "the package is delayed, tell the customer", "email"),
        ("en-must-refundable", "I must have a refundable ticket", "refundable ticket", None, REQUIRED, "book a train to Edinburgh", "refundable"),
        ("en-dont-want-texts", "I don't want any more promotional texts", "promotional text", None, NEVER, "draft this week's campaign", "promotional texts"),
        ("en-never-ryanair", "Don't ever book Ryanair for me", "ryanair", None, NEVER, "cheapest way to get to Dublin", "Ryanair"),
        ("en-business-only", "Business class only, please", "business class", None, ONLY, "plan my trip to Singapore", "Business class"),
        ("en-no-calls-before", "Don't call me before 9am", "phone call", None, NEVER, "remind the client about the invoice", "9am"),
        ("en-remember-no-shellfish", "Remember: never serve me shellfish", "shellfish", None, NEVER, "pick a restaurant for Friday", "shellfish"),
        ("en-halal", "I only eat halal food", "user", "diet", "halal", "cater the offsite lunch", "halal"),
        ("en-no-weekend-emails", "No work emails on weekends please", "work emails on weekends", None, NEVER, "send the quarterly report", "weekends"),
        ("en-quiet-room", "A quiet room is a must", "quiet room", None, REQUIRED, "book a hotel in Tokyo", "quiet room"),
    )
)
