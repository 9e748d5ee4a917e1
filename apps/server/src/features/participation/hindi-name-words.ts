/**
 * Indian given names and surnames that are also everyday Hindi words, in Devanagari: आशा is Asha and hope,
 * सीमा is Seema and a limit ("समय सीमा", a deadline), दीपक is Deepak and a lamp. Devanagari has no capitals to
 * tell a name from a word, so alone these are read as the word; the privacy guard redacts them as part of a
 * directory person's full name, or next to a form of address ("आशा जी", "सीमा मैडम"). In Latin letters the
 * guard keeps redacting them alone ("Vikas is on leave"): there they are mostly names, and a capital or its
 * absence says little in Hinglish. Written for names in general, not for any company's directory.
 */
export const HINDI_NAMES_THAT_ARE_WORDS: ReadonlySet<string> = new Set([
  'अजय', // unconquered
  'अमर', // immortal
  'अमृत', // nectar
  'आकाश', // sky
  'आनंद', // joy
  'आरती', // a prayer
  'आशा', // hope
  'उषा', // dawn
  'कमल', // lotus
  'करुणा', // compassion
  'किरण', // ray
  'कुमार', // boy, prince
  'कोमल', // soft
  'खुशी', // happiness
  'गंगा', // the river
  'गगन', // sky
  'चंदा', // moon, a donation
  'चंदन', // sandalwood
  'चांद', // moon
  'ज्योति', // light
  'तारा', // star
  'दया', // mercy
  'दीप', // lamp
  'दीपक', // lamp
  'धन', // wealth
  'धर्म', // duty
  'नीलम', // sapphire
  'पवन', // wind
  'पुष्पा', // flower
  'पूजा', // worship
  'पूनम', // full moon
  'प्रकाश', // light
  'प्रिय', // dear
  'प्रेम', // love
  'बसंत', // spring
  'भारती', // of India
  'मधु', // honey
  'ममता', // affection
  'मोती', // pearl
  'रवि', // sun
  'राजा', // king
  'रानी', // queen
  'रेखा', // line
  'रोशनी', // light
  'लता', // creeper
  'लक्ष्मी', // wealth
  'वंदना', // prayer
  'विजय', // victory
  'विकास', // development
  'विनय', // humility
  'विश्वास', // trust
  'शक्ति', // strength
  'शांति', // peace
  'शिखा', // crest
  'श्रद्धा', // faith
  'संतोष', // contentment
  'सपना', // dream
  'सागर', // sea
  'सीमा', // limit, border
  'सुंदर', // beautiful
  'सुमन', // flower
  'सूरज', // sun
  'सोना', // gold, to sleep
  'स्नेह', // affection
  'हीरा', // diamond
  'हर्ष', // joy
]);
