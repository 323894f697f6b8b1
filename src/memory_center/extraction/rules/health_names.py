"""Closed value lists of health (docs/extraction.md, "Health by name"): medicines, conditions and the
things a body reacts to, English and Chinese, as data. A first-person or subject-less statement that
names one of them inside a health frame (taking / on / diagnosed with / 吃 / 服用 / 确诊 …) is the
user's health, a USER CONSTRAINT (``named_health``); the lists also make a statement a health one for
the free-text fallback (``conditions.names_health``). Each list is "|"-separated, lower case.
"""

MEDICINES_EN = (
    # diabetes and weight
    "metformin|glucophage|insulin|lantus|humalog|novorapid|levemir|tresiba|ozempic|wegovy|mounjaro|zepbound"
    "|semaglutide|tirzepatide|liraglutide|victoza|saxenda|trulicity|jardiance|empagliflozin|dapagliflozin"
    "|farxiga|forxiga|sitagliptin|januvia|gliclazide|glipizide|glimepiride|pioglitazone"
    # thyroid
    "|levothyroxine|synthroid|eltroxin|euthyrox|levoxyl|liothyronine|carbimazole|methimazole"
    "|propylthiouracil|thyroxine"
    # blood, heart, pressure, cholesterol
    "|warfarin|coumadin|apixaban|eliquis|rivaroxaban|xarelto|dabigatran|pradaxa|edoxaban|clopidogrel|plavix"
    "|ticagrelor|brilinta|heparin|clexane|enoxaparin|aspirin|baby aspirin|low-dose aspirin|lisinopril"
    "|ramipril|enalapril|perindopril|losartan|valsartan|candesartan|irbesartan|telmisartan|amlodipine|norvasc"
    "|nifedipine|diltiazem|verapamil|bisoprolol|metoprolol|atenolol|propranolol|carvedilol|nebivolol"
    "|hydrochlorothiazide|furosemide|lasix|spironolactone|indapamide|bendroflumethiazide|atorvastatin"
    "|lipitor|simvastatin|rosuvastatin|crestor|pravastatin|ezetimibe|digoxin|amiodarone|nitroglycerin"
    "|gtn spray|entresto"
    # mind, sleep, attention, seizures, pain of nerves
    "|sertraline|zoloft|fluoxetine|prozac|citalopram|celexa|escitalopram|lexapro|cipralex|paroxetine|paxil"
    "|venlafaxine|effexor|duloxetine|cymbalta|mirtazapine|bupropion|wellbutrin|amitriptyline|nortriptyline"
    "|trazodone|lithium|lamotrigine|lamictal|quetiapine|seroquel|olanzapine|aripiprazole|abilify"
    "|risperidone|clozapine|diazepam|valium|lorazepam|ativan|alprazolam|xanax|clonazepam|klonopin"
    "|zopiclone|zolpidem|ambien|methylphenidate|ritalin|concerta|adderall|vyvanse|elvanse|atomoxetine"
    "|levetiracetam|keppra|sodium valproate|valproate|depakote|carbamazepine|tegretol|phenytoin|gabapentin"
    "|neurontin|pregabalin|lyrica|topiramate|sumatriptan|imitrex|rizatriptan"
    # immune, joints, gut, breathing, allergy
    "|prednisone|prednisolone|hydrocortisone|dexamethasone|methotrexate|hydroxychloroquine|plaquenil|humira"
    "|adalimumab|infliximab|azathioprine|tacrolimus|mesalazine|mesalamine|allopurinol|colchicine|febuxostat"
    "|omeprazole|prilosec|lansoprazole|pantoprazole|esomeprazole|nexium|famotidine|ranitidine|salbutamol"
    "|albuterol|ventolin|symbicort|seretide|advair|fluticasone|budesonide|montelukast|singulair|tiotropium"
    "|spiriva|cetirizine|zyrtec|loratadine|claritin|fexofenadine|allegra|epipen|epi-pen|epinephrine pen"
    # pain, infection, hormones, supplements on prescription
    "|ibuprofen|advil|nurofen|naproxen|paracetamol|acetaminophen|tylenol|codeine|co-codamol|tramadol"
    "|morphine|oxycodone|penicillin|amoxicillin|doxycycline|azithromycin|antibiotics|finasteride|tamsulosin"
    "|tamoxifen|letrozole|anastrozole|the pill|birth control|the contraceptive pill|hrt|estrogen|oestrogen"
    "|progesterone|testosterone|iron tablets|ferrous sulphate|folic acid|b12 injections|alendronate"
    # kinds
    "|blood thinners|blood thinner|statins|beta blockers|ace inhibitors|antidepressants|antihistamines"
    "|antipsychotics|anticoagulants|immunosuppressants|steroids|thyroid medication|blood pressure medication"
    "|blood pressure pills|blood pressure meds|an inhaler|inhaler|a steroid inhaler|chemo|chemotherapy"
    "|dialysis"
)
"""Medicines by generic and frequent brand name, and their everyday kinds (English)."""

MEDICINES_ZH = (
    "二甲双胍|格华止|胰岛素|甘精胰岛素|门冬胰岛素|诺和锐|来得时|阿卡波糖|拜糖平|格列美脲|格列齐特|达格列净"
    "|恩格列净|西格列汀|司美格鲁肽|利拉鲁肽|优甲乐|左甲状腺素钠|左甲状腺素|雷替斯|甲状腺素|甲巯咪唑|赛治"
    "|丙硫氧嘧啶|华法林|利伐沙班|拜瑞妥|达比加群|阿哌沙班|氯吡格雷|波立维|替格瑞洛|阿司匹林|拜阿司匹灵|肝素"
    "|低分子肝素|氨氯地平|络活喜|硝苯地平|拜新同|非洛地平|缬沙坦|代文|氯沙坦|科素亚|厄贝沙坦|替米沙坦|依那普利"
    "|贝那普利|培哚普利|美托洛尔|倍他乐克|比索洛尔|卡维地洛|氢氯噻嗪|呋塞米|螺内酯|吲达帕胺|阿托伐他汀|立普妥"
    "|瑞舒伐他汀|辛伐他汀|普伐他汀|他汀|依折麦布|地高辛|胺碘酮|硝酸甘油|速效救心丸|舍曲林|左洛复|氟西汀|百忧解"
    "|帕罗西汀|西酞普兰|艾司西酞普兰|来士普|文拉法辛|度洛西汀|米氮平|安非他酮|阿米替林|碳酸锂|丙戊酸钠|德巴金"
    "|拉莫三嗪|左乙拉西坦|开浦兰|卡马西平|奥卡西平|加巴喷丁|普瑞巴林|喹硫平|奥氮平|阿立哌唑|利培酮|艾司唑仑"
    "|阿普唑仑|劳拉西泮|地西泮|佐匹克隆|唑吡坦|褪黑素|哌甲酯|专注达|泼尼松|强的松|甲泼尼龙|美卓乐|地塞米松"
    "|甲氨蝶呤|羟氯喹|来氟米特|别嘌醇|非布司他|秋水仙碱|奥美拉唑|雷贝拉唑|泮托拉唑|艾司奥美拉唑|耐信|沙丁胺醇"
    "|万托林|布地奈德|信必可|舒利迭|孟鲁司特|顺尔宁|氯雷他定|开瑞坦|西替利嗪|仙特明|布洛芬|芬必得|对乙酰氨基酚"
    "|泰诺|扑热息痛|青霉素|阿莫西林|头孢|左氧氟沙星|避孕药|优思明|黄体酮|雌激素|叶酸|铁剂|钙片|降压药|降糖药"
    "|降脂药|降尿酸药|抗凝药|抗抑郁药|安眠药|激素|免疫抑制剂|靶向药|化疗药|抗过敏药|抗癫痫药|止痛药|胃药"
    "|哮喘喷雾|肾上腺素笔|中药"
)
"""The same in Chinese: generic names, frequent brands (优甲乐, 络活喜, 倍他乐克) and kinds (降压药)."""

CONDITIONS_EN = (
    "diabetes|type 1 diabetes|type 2 diabetes|t1d|t2d|prediabetes|gestational diabetes|asthma|copd|epilepsy"
    "|hypertension|high blood pressure|low blood pressure|high cholesterol|heart disease|a heart condition"
    "|heart failure|atrial fibrillation|afib|a-fib|angina|an arrhythmia|coeliac disease|celiac disease"
    "|coeliac|celiac|ibs|irritable bowel syndrome|crohn's|crohn's disease|crohns|ulcerative colitis|colitis"
    "|diverticulitis|gerd|acid reflux|reflux|gastritis|a stomach ulcer|an ulcer|gallstones|kidney stones"
    "|chronic kidney disease|ckd|kidney disease|fatty liver|hepatitis b|hepatitis c|gout|arthritis"
    "|rheumatoid arthritis|osteoarthritis|osteoporosis|lupus|fibromyalgia|multiple sclerosis|parkinson's"
    "|dementia|migraines|migraine|chronic migraines|hypothyroidism|hyperthyroidism|an underactive thyroid"
    "|an overactive thyroid|a thyroid condition|hashimoto's|graves' disease|pcos|endometriosis|anaemia"
    "|anemia|g6pd deficiency|g6pd|favism|sickle cell|haemophilia|hemophilia|thalassemia|thalassaemia|eczema"
    "|psoriasis|rosacea|sleep apnea|sleep apnoea|insomnia|narcolepsy|vertigo|tinnitus|glaucoma|cataracts"
    "|depression|anxiety|an anxiety disorder|bipolar|bipolar disorder|ptsd|ocd|adhd|an eating disorder"
    "|cancer|breast cancer|leukemia|leukaemia|lymphoma|hiv|long covid|chronic fatigue|a pacemaker|a bad back"
    "|bad knees|a bad knee|a bad hip|a herniated disc|a slipped disc|sciatica|scoliosis|tendonitis"
    "|plantar fasciitis|lactose intolerance|gluten intolerance|hay fever|hayfever|a nut allergy"
    "|a peanut allergy|food allergies"
)
"""Conditions by name (English), as said after "I have", "diagnosed with", "living with"."""

CONDITION_ADJECTIVES_EN = (
    "diabetic|type 1 diabetic|type 2 diabetic|prediabetic|pre-diabetic|asthmatic|epileptic|coeliac|celiac"
    "|hypothyroid|hyperthyroid|anaemic|anemic|hypertensive|lactose intolerant|gluten intolerant|pregnant"
    "|breastfeeding|immunocompromised|immunosuppressed|bipolar|deaf|hard of hearing|partially sighted"
    "|colourblind|colorblind|on dialysis"
)
"""Conditions said of the person ("I'm hypothyroid", "Coeliac here", "20 weeks pregnant")."""

INJURIES_EN = (
    r"(?:a\s+)?(?:torn|broken|fractured|sprained|dislocated|herniated|slipped|pulled|ruptured|injured)\s+"
    r"(?:(?:left|right|my)\s+)?(?:acl|meniscus|achilles|hamstring|rotator cuff|ligament|disc|back|knee"
    r"|ankle|wrist|shoulder|hip|ribs?|collarbone|foot|arm|leg|toe|finger|neck|elbow|calf|groin)"
)
"""An injury the user is living with (a regular expression fragment): "a torn ACL", "a broken wrist"."""

PROCEDURES_EN = (
    r"(?:an?\s+)?(?:(?:knee|hip|shoulder|joint)\s+replacement"
    r"|(?:kidney|liver|heart|lung|bone marrow)\s+transplant|transplant|(?:heart\s+)?stent|pacemaker"
    r"|(?:heart\s+|gastric\s+|triple\s+)?bypass|mastectomy|colostomy"
    r"|stoma|spinal fusion|gastric sleeve|ostomy)"
)
"""An operation that leaves a lasting condition (a regular expression fragment), said with "had"
("I had a knee replacement in January", "I've had a kidney transplant")."""

CONDITIONS_ZH = (
    "糖尿病|一型糖尿病|二型糖尿病|1型糖尿病|2型糖尿病|妊娠糖尿病|高血压|低血压|高血脂|高胆固醇|高尿酸|痛风|冠心病"
    "|心脏病|心衰|房颤|心律不齐|早搏|哮喘|慢阻肺|癫痫|乳糖不耐|乳糖不耐受|麸质不耐受|乳糜泻|肠易激综合征|肠易激"
    "|克罗恩病|溃疡性结肠炎|胃溃疡|十二指肠溃疡|胃食管反流|反流性食管炎|胃炎|胆结石|肾结石|胆囊炎|脂肪肝|乙肝"
    "|丙肝|肾病|慢性肾病|甲减|甲亢|甲状腺功能减退|甲状腺功能亢进|桥本|甲状腺结节|蚕豆病|贫血|地中海贫血|血友病"
    "|红斑狼疮|类风湿|类风湿关节炎|关节炎|骨质疏松|强直性脊柱炎|腰椎间盘突出|椎间盘突出|颈椎病|坐骨神经痛|偏头痛"
    "|帕金森|阿尔茨海默|抑郁症|焦虑症|双相|双相情感障碍|强迫症|多动症|失眠|睡眠呼吸暂停|湿疹|银屑病|牛皮癣"
    "|荨麻疹|鼻炎|过敏性鼻炎|花粉症|青光眼|白内障|多囊卵巢|多囊卵巢综合征|子宫内膜异位症|癌症|乳腺癌|白血病"
    "|心脏支架|半月板撕裂|半月板损伤|韧带撕裂|骨折|低血糖|怀孕|孕妇|孕期|哺乳期|备孕"
)
"""Conditions by name (Chinese); a word ending in 病, 症, 炎, 癌, 结石 or 综合征 is one as well."""

ALLERGENS_EN = (
    "peanuts|peanut|tree nuts|tree nut|nuts|nut|almonds|cashews|walnuts|pistachios|hazelnuts|shellfish"
    "|prawns|shrimp|crab|lobster|fish|eggs|egg|milk|dairy|soy|soya|wheat|gluten|sesame|mustard|celery"
    "|lupin|sulphites|sulfites|latex|penicillin|amoxicillin|sulfa drugs|sulfa|aspirin|ibuprofen|codeine"
    "|bee stings|wasp stings|bees|wasps|cats|cat|dogs|dog|pollen|grass|dust|dust mites|mould|mold|nickel"
    "|kiwi|strawberries|mango|pineapple"
)
"""Things a body commonly reacts to (English)."""

ALLERGENS_ZH = (
    "花生|坚果|腰果|杏仁|核桃|海鲜|虾|蟹|贝类|鱼|鸡蛋|蛋|牛奶|乳制品|奶|大豆|黄豆|小麦|麸质|芝麻|芒果|菠萝"
    "|猕猴桃|桃子|青霉素|头孢|磺胺|阿司匹林|布洛芬|乳胶|花粉|尘螨|猫毛|狗毛|猫|狗|酒精|蜂蜜|蜂蜇|柳絮|海产品"
)
"""The same in Chinese."""

NOT_ALLERGENS = (
    "monday|mondays|mornings|early mornings|work|working|overtime|meetings|homework|exercise|effort|cardio"
    "|small talk|people|my boss|bosses|commitment|responsibility|deadlines|math|maths|adulting|chores"
    "|cleaning|housework|stupidity|nonsense|bullshit|drama|mornings before coffee|alarm clocks|emails"
    "|spreadsheets|school|taxes|paperwork|running|waking up early|getting up early|queues|traffic"
    "|加班|早起|上班|开会|工作|学习|作业|运动|周一|星期一|考试|数学|家务|社交|应酬|领导|老板|穷|早八|上课|健身"
    "|跑步|会议|报表|写代码|打卡|排队|催婚|相亲"
)
"""What "allergic to" names in a joke ("allergic to Mondays", 对加班过敏): no lasting health memory."""

MEDICINE_PURPOSES = (
    # blood sugar
    "metformin|glucophage|sitagliptin|januvia|gliclazide|glipizide|glimepiride|pioglitazone|jardiance"
    "|empagliflozin|dapagliflozin|farxiga|forxiga|二甲双胍|格华止|阿卡波糖|拜糖平|格列美脲|格列齐特|达格列净"
    "|恩格列净|西格列汀|降糖药|insulin|lantus|humalog|novorapid|levemir|tresiba|ozempic|semaglutide|victoza"
    "|liraglutide|trulicity|mounjaro|tirzepatide|胰岛素|甘精胰岛素|门冬胰岛素|诺和锐|来得时|司美格鲁肽|利拉鲁肽",
    # thyroid hormone
    "levothyroxine|synthroid|eltroxin|euthyrox|levoxyl|thyroxine|优甲乐|左甲状腺素钠|左甲状腺素|雷替斯|甲状腺素",
    # blood thinning
    "warfarin|coumadin|apixaban|eliquis|rivaroxaban|xarelto|dabigatran|pradaxa|edoxaban|华法林|利伐沙班|拜瑞妥"
    "|达比加群|阿哌沙班|抗凝药",
    # blood pressure
    "lisinopril|ramipril|enalapril|perindopril|losartan|valsartan|candesartan|irbesartan|telmisartan|amlodipine"
    "|norvasc|nifedipine|氨氯地平|络活喜|硝苯地平|拜新同|非洛地平|缬沙坦|代文|氯沙坦|科素亚|厄贝沙坦|替米沙坦"
    "|依那普利|贝那普利|培哚普利|降压药|blood pressure medication|blood pressure pills|blood pressure meds"
    "|ace inhibitors|hydrochlorothiazide|indapamide|氢氯噻嗪|吲达帕胺",
    # cholesterol
    "atorvastatin|lipitor|simvastatin|rosuvastatin|crestor|pravastatin|statins|阿托伐他汀|立普妥|瑞舒伐他汀"
    "|辛伐他汀|普伐他汀|他汀|降脂药",
    # mood
    "sertraline|zoloft|fluoxetine|prozac|citalopram|celexa|escitalopram|lexapro|cipralex|paroxetine|paxil"
    "|venlafaxine|effexor|duloxetine|cymbalta|mirtazapine|bupropion|wellbutrin|舍曲林|左洛复|氟西汀|百忧解|帕罗西汀"
    "|西酞普兰|艾司西酞普兰|来士普|文拉法辛|度洛西汀|米氮平|安非他酮|抗抑郁药",
    # stomach acid
    "omeprazole|prilosec|lansoprazole|pantoprazole|esomeprazole|nexium|famotidine|ranitidine|奥美拉唑|雷贝拉唑"
    "|泮托拉唑|艾司奥美拉唑|耐信",
    # allergy
    "cetirizine|zyrtec|loratadine|claritin|fexofenadine|allegra|氯雷他定|开瑞坦|西替利嗪|仙特明|抗过敏药",
    # an overactive thyroid
    "carbimazole|methimazole|propylthiouracil|甲巯咪唑|赛治|丙硫氧嘧啶",
    # seizures
    "levetiracetam|keppra|lamotrigine|lamictal|sodium valproate|valproate|depakote|carbamazepine|tegretol"
    "|phenytoin|topiramate|左乙拉西坦|开浦兰|拉莫三嗪|丙戊酸钠|德巴金|卡马西平|奥卡西平|抗癫痫药",
    # attention
    "methylphenidate|ritalin|concerta|adderall|vyvanse|elvanse|atomoxetine|哌甲酯|专注达",
    # sleep
    "zopiclone|zolpidem|ambien|艾司唑仑|佐匹克隆|唑吡坦|安眠药",
    # uric acid
    "allopurinol|febuxostat|别嘌醇|非布司他|降尿酸药",
    # contraception
    "the pill|birth control|the contraceptive pill|避孕药|优思明",
)
"""Medicines of one purpose each, English and Chinese (data): a new one the user is switched to
replaces a held one of the same purpose though the message does not name it ("my doctor switched me to
losartan" after lisinopril; 医生给我换成了瑞舒伐他汀 after 阿托伐他汀: ``held_doses``)."""


def same_purpose(one: str, other: str) -> bool:
    """Whether two medicines (lower case) serve one purpose of ``MEDICINE_PURPOSES``."""
    return any({one, other} <= set(group.split("|")) for group in MEDICINE_PURPOSES)
