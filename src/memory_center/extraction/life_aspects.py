"""The aspects of a user's life a free-text memory can be about, each named by phrasings with no value in
them (what the user does in the mornings, their diet, their music, their bedtime): the "slot" of a
statement no schema slot holds, read by meaning (``extraction.free_text_slots``; docs/extraction.md,
"Session 31: free-text memories replaced by their slot"). The phrasings say the aspect, never one of its
values, so "running" and "swimming" weigh alike on the morning they fill. English and Chinese phrasings
of every aspect: the shipped embedder places both languages in one space."""

ASPECTS: dict[str, tuple[str, ...]] = {
    "exercise": (
        "I go for a workout",
        "my exercise routine",
        "the sport I do",
        "我平时的运动",
        "我锻炼的方式",
    ),
    "morning": ("what I do in the mornings", "my morning routine", "我早上一般做什么"),
    "evening": ("what I do in the evenings", "my evenings after work", "我晚上一般做什么"),
    "weekend": ("what I do on weekends", "how I spend my Saturdays", "我周末一般干什么"),
    "sleep": ("what time I go to sleep", "my bedtime", "when I wake up", "我几点睡觉", "我的作息"),
    "breakfast": ("what I eat for breakfast", "我早饭吃什么"),
    "lunch": ("what I eat for lunch", "我午饭吃什么"),
    "dinner": ("what I eat for dinner", "我晚饭吃什么"),
    "diet": ("what I eat and don't eat", "my diet", "我的饮食习惯", "我吃不吃肉"),
    "drink": ("what I drink", "my usual drink", "我平时喝什么"),
    "alcohol": ("whether I drink alcohol", "我喝不喝酒"),
    "music": ("the music I listen to", "my taste in music", "我听什么音乐"),
    "reading": ("the books I read", "what I like to read", "我看什么书"),
    "commute": ("how I get to work", "my commute", "我怎么上班"),
    "screen": ("the shows and games I play or watch", "我看什么剧打什么游戏"),
    "hobby": ("my hobby", "the class I take", "我的爱好", "我在学什么"),
    "home": ("where I live and who with", "我住在哪里"),
    "work": ("my job", "where I work", "我的工作"),
    "family": ("visiting my parents", "how I see my family", "回家看父母"),
}
"""Aspect name → phrasings of the aspect alone (the user's practice of it, with its value left out)."""
