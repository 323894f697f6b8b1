"""Seed phrases of the other BIP-39 languages (governance/sensitive_seeds.py, governance/bip39/)."""

import hashlib
import random
import unicodedata
from pathlib import Path

import pytest

from memory_center.governance import sensitive_seeds
from memory_center.governance.redaction import redact_text
from memory_center.governance.sensitive import find_sensitive

LISTS = Path(sensitive_seeds.__file__).with_name("bip39")
SHA256 = {  # the files of the specification, as the ``mnemonic`` package (0.21, MIT) ships them
    "chinese_simplified": "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726",
    "chinese_traditional": "417b26b3d8500a4ae3d59717d7011952db6fc2fb84b807f3f94ac734e89c1b5f",
    "czech": "7e80e161c3e93d9554c2efb78d4e3cebf8fc727e9c52e03b83b94406bdcc95fc",
    "french": "ebc3959ab7801a1df6bac4fa7d970652f1df76b683cd2f4003c941c63d517e59",
    "italian": "d392c49fdb700a24cd1fceb237c1f65dcc128f6b34a8aacb58b59384b5c648c2",
    "japanese": "2eed0aef492291e061633d7ad8117f1a2b03eb80a29d0e4e3117ac2528d05ffd",
    "korean": "9e95f86c167de88f450f0aaf89e87f6624a57f973c67b516e338e8e8b8897f60",
    "portuguese": "2685e9c194c82ae67e10ba59d9ea5345a23dc093e92276fc5361f6667d79cd3f",
    "spanish": "46846a5a0139d1e3cb77293e521c2865f7bcdb82c44e8d0a06a2cd0ecba48c0b",
}


def test_the_word_lists_are_the_specifications() -> None:
    assert sorted(SHA256) == sorted(sensitive_seeds.LANGUAGES)
    for language, digest in SHA256.items():
        data = (LISTS / f"{language}.txt").read_bytes()
        assert hashlib.sha256(data).hexdigest() == digest, language
        assert len(data.decode("utf-8").split()) == 2048


def _words(language: str) -> list[str]:
    text = (LISTS / f"{language}.txt").read_text(encoding="utf-8")
    return [unicodedata.normalize("NFKC", word) for word in text.split()]


@pytest.mark.parametrize("language", sensitive_seeds.LANGUAGES)
@pytest.mark.parametrize("count", [12, 24])
def test_twelve_or_more_words_of_any_list_never_survive(language: str, count: int) -> None:
    rng = random.Random(f"{language}{count}")
    for _ in range(5):
        words = rng.sample(_words(language), count)
        separator = "\u3000" if language == "japanese" else " "
        redacted = redact_text("here: " + separator.join(words) + " ok", include_email=False)
        assert not any(word in redacted.split() for word in words[1:-1]), redacted


def test_a_seed_without_its_accents_is_a_seed() -> None:
    text = "bosque trompa festin brote minimo espuma brazo aprender etapa brillo coger ulcera"
    assert find_sensitive(text, include_email=False)


@pytest.mark.parametrize(
    "text",
    [
        "的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严龙飞",
        "오늘 날씨가 좋아서 공원에 갔어요 그리고 친구를 만났어요 정말 즐거운 하루였어요 내일도 좋겠어요",
        "hoy fui al mercado con mi madre y compramos pan, queso, leche, fruta y verdura para toda la semana",
        "je suis allé au marché avec ma mère et nous avons acheté du pain et du fromage pour la semaine",
    ],
)
def test_everyday_text_of_those_languages_is_not_a_seed(text: str) -> None:
    assert find_sensitive(text, include_email=False) == []
