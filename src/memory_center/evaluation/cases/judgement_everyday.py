"""Memory judgement, probe 11 (everyday updates: hobbies, pets, cars, diets, tastes that went):
short conversations of one user, half English, half colloquial Chinese, committed before any rule
change (docs/evaluation.md, "Probe 11: everyday updates"). After the conversation the user's ACTIVE
facts are exactly the memories listed: the update replaced the old memory, on its key, and left
nothing false beside it ("stopped learning German" is no dislike of German)."""

from memory_center.evaluation.cases.judgement import STANCE, C, F, P, ends_with
from memory_center.evaluation.model import Case

LIKE, DISLIKE = "like", "dislike"

CASES: tuple[Case, ...] = (
    # --- an activity given up, whatever follows it
    ends_with("change_of_mind", "en-every-tennis-surgery",
              ("I play tennis every weekend.", "I gave up tennis after my knee surgery."),
              (P, "tennis", STANCE, DISLIKE)),
    ends_with("change_of_mind", "en-every-golf-quit",
              ("I love playing golf.", "I quit golf when we had the baby."),
              (P, "golf", STANCE, DISLIKE)),
    ends_with("change_of_mind", "en-every-caffeine",
              ("I drink a lot of coffee.", "I cut out coffee completely."),
              (P, "coffee", STANCE, DISLIKE)),
    ends_with("change_of_mind", "en-every-sugar-altogether",
              ("I love sugary snacks.", "I've dropped sugary snacks altogether."),
              (P, "sugary snack", STANCE, DISLIKE)),
    ends_with("change_of_mind", "zh-every-tennis-surgery",
              ("我每周末打网球。", "膝盖手术以后我就不打网球了。"),
              (P, "网球", STANCE, DISLIKE)),
    ends_with("change_of_mind", "zh-every-swim",
              ("我很喜欢游泳。", "生了孩子之后我就不游泳了。"),
              (P, "游泳", STANCE, DISLIKE)),
    ends_with("change_of_mind", "zh-every-coffee-quit",
              ("我每天都喝咖啡。", "咖啡我彻底戒掉了。"),
              (P, "咖啡", STANCE, DISLIKE)),
    # --- a taste that went
    ends_with("change_of_mind", "en-every-jazz-do-it",
              ("I like jazz.", "Jazz doesn't do it for me anymore."),
              (P, "jazz", STANCE, DISLIKE)),
    ends_with("change_of_mind", "en-every-sushi-lost-appeal",
              ("I love sushi.", "Sushi has lost its appeal for me."),
              (P, "sushi", STANCE, DISLIKE)),
    ends_with("change_of_mind", "en-every-podcasts-grown-out",
              ("I enjoy true crime podcasts.", "I've grown out of true crime podcasts."),
              (P, "true crime podcast", STANCE, DISLIKE)),
    ends_with("change_of_mind", "zh-every-jazz-cannot",
              ("我喜欢听爵士。", "爵士现在听不下去了。"),
              (P, "爵士", STANCE, DISLIKE)),
    ends_with("change_of_mind", "zh-every-hotpot-tired",
              ("我超爱吃火锅。", "火锅我现在吃腻了。"),
              (P, "火锅", STANCE, DISLIKE)),
    ends_with("change_of_mind", "zh-every-douyin-no-interest",
              ("我喜欢刷抖音。", "现在对抖音没什么兴趣了。"),
              (P, "抖音", STANCE, DISLIKE)),
    # --- a pet renamed
    ends_with("move_rename", "en-every-dog-renamed",
              ("My dog is called Max.", "We renamed the dog to Buddy."),
              (F, "dog", "name", "Buddy")),
    ends_with("move_rename", "en-every-cat-goes-by",
              ("My cat's name is Luna.", "Our cat goes by Mochi now."),
              (F, "cat", "name", "Mochi")),
    ends_with("move_rename", "zh-every-dog-renamed",
              ("我家狗叫豆豆。", "我们给狗改名叫旺财了。"),
              (F, "dog", "name", "旺财")),
    ends_with("move_rename", "zh-every-cat-now-called",
              ("我的猫叫咪咪。", "我家猫现在改叫年糕了。"),
              (F, "cat", "name", "年糕")),
    # --- a car traded in
    ends_with("move_rename", "zh-every-car-swapped",
              ("我开大众。", "我把大众换成特斯拉了。"),
              (F, "user", "car", "特斯拉")),
    ends_with("move_rename", "zh-every-car-new",
              ("我开的是丰田。", "上个月换了辆比亚迪。"),
              (F, "user", "car", "比亚迪")),
    ends_with("move_rename", "en-every-car-part-exchanged",
              ("I drive a Honda Civic.", "I part-exchanged the Civic for a Kia EV6."),
              (F, "user", "car", "Kia EV6")),
    # --- a diet said as how long it has held
    ends_with("move_rename", "en-every-vegetarian-years",
              ("I've been vegetarian for years.", "I'm pescatarian now."),
              (C, "user", "diet", "pescatarian")),
    ends_with("should_remember", "en-every-vegan-since",
              ("I've been vegan since 2019.",),
              (C, "user", "diet", "vegan")),
    ends_with("should_remember", "zh-every-vegetarian-years",
              ("我吃素好几年了。",),
              (C, "user", "diet", "素食")),
    # --- an activity that ended is no dislike
    ends_with("should_not_remember", "en-every-stopped-learning",
              ("I stopped learning German.",)),
    ends_with("should_not_remember", "en-every-stopped-seeing-therapist",
              ("I stopped seeing my therapist.",)),
    ends_with("should_not_remember", "zh-every-stopped-learning",
              ("德语我不学了。",)),
    ends_with("should_not_remember", "zh-every-stopped-lessons",
              ("钢琴课我已经停了。",)),
)  # fmt: skip
