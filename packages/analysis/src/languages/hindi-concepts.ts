/**
 * Common workplace and business concepts in English and Hindi, so that a concept written in
 * Devanagari ("छुट्टी"), in romanised Hindi ("chhutti") or in English ("holiday") is read as one concept.
 * Curated by hand from general Hindi workplace vocabulary (pay, time, people, work conditions,
 * growth, organisation, business and the world outside), never from any set of answers. One entry per
 * concept: the English word first, then its Hindi forms, in Devanagari (with the spelling variants people
 * write: nukta or none, chandrabindu or anusvara, short or long vowels, English loanwords as Hindi writes
 * them) and in Latin letters (lowercase; never a form that is also an English word or a common Indian
 * name, such as "vikas" or "sarkar"). A form belongs to one concept only; plurals the engine folds itself
 * (ों, ें, ियों) are left out; every form is one word, as a concept is. The English word is the concept a
 * Hindi word means, not an English word of two senses: छुट्टी is "holiday", not "leave" (which English
 * answers also use for resigning), तरक्की is "advancement", not "promotion" (marketing).
 */
const LIST = `
# Pay and benefits
salary: वेतन, तनख्वाह, तनख़्वाह, तनखा, तनख़ा, तनखाह, पगार, सैलरी, सेलरी, सैलेरी, सेलेरी, vetan, tankhwah, tankhwa, tankha, tankhah, tanakhwah, pagar, pagaar
wage: मज़दूरी, मजदूरी, दिहाड़ी, दिहाडी, mazdoori, majdoori, mazduri, majduri, dihadi, dihaadi, dihari
bonus: बोनस
increment: इंक्रीमेंट, इन्क्रीमेंट, इनक्रीमेंट, इंक्रिमेंट, वेतनवृद्धि
hike: हाइक, हाईक
increase: बढ़ोतरी, बढ़ोत्तरी, बढोतरी, बढोत्तरी, वृद्धि, इज़ाफ़ा, इजाफा, badhotari, badhottari, badhotri, vriddhi, vridhi, izafa, ijafa
allowance: भत्ता, भत्ते, अलाउंस, bhatta, bhatte
pf: पीएफ
esi: ईएसआई, ईएसआईसी
gratuity: ग्रेच्युटी, ग्रैच्युटी, ग्रेच्यूटी, उपदान
pension: पेंशन, पेन्शन, penshan
insurance: बीमा, इंश्योरेंस, इन्श्योरेंस, इंशोरेंस, इंश्योरेन्स, bima, beema
overtime: ओवरटाइम, ओवरटाईम
incentive: इंसेंटिव, इन्सेंटिव, इनसेंटिव, इन्सेन्टिव
encouragement: प्रोत्साहन, बढ़ावा, बढावा, protsahan, protsaahan, badhava, badhawa
motivation: प्रेरणा, मोटिवेशन, prerna, prerana
morale: हौसला, हौंसला, मनोबल, hausla, haunsla, housla, manobal
advance: एडवांस, एडवान्स, अग्रिम, पेशगी, agrim, peshgi
arrears: एरियर, एरियर्स, बकाया, bakaya, bakaaya
payment: भुगतान, पेमेंट, पेमेन्ट, अदायगी, bhugtan, bhugtaan, adayagi, adaygi
deduction: कटौती, katauti, katoti
reward: इनाम, ईनाम, रिवॉर्ड, रिवार्ड, inaam, inam
award: पुरस्कार, अवार्ड, अवॉर्ड, puraskar, puraskaar
appreciation: सराहना, तारीफ़, तारीफ, प्रशंसा, शाबाशी, sarahna, saraahna, tareef, tarif, taarif, prashansa, shabashi, shaabaashi
recognition: मान्यता, पहचान, रिकॉग्निशन, manyata, maanyata, pehchan, pahchan, pehchaan, pahchaan
commission: कमीशन, दलाली, kamishan, dalali, dalaali
stipend: वज़ीफ़ा, वजीफा, स्टाइपेंड, wazifa, vajifa, wajifa
scholarship: छात्रवृत्ति, स्कॉलरशिप, chhatravritti, chatravritti
reimbursement: प्रतिपूर्ति, रीइंबर्समेंट, रिम्बर्समेंट, pratipurti
grade: ग्रेड, वेतनमान, vetanman, vetanmaan
# Time
shift: शिफ्ट, शिफ़्ट, पाली, paali
holiday: छुट्टी, छुटटी, छुट्टि, अवकाश, लीव, chhutti, chutti, chhuttee, chhuti, chuti, chhuttiyan, chuttiyan, chhuttiyaan, avkash, avakash, awkash
holiday: हॉलिडे, हॉलीडे, हालिडे
festival: त्योहार, त्यौहार, पर्व, tyohar, tyohaar, tyauhar, parv
weekend: वीकेंड, वीकएंड, सप्ताहांत, saptahant
week: हफ़्ता, हफ्ता, हफ़्ते, हफ्ते, सप्ताह, hafta, hafte, saptah, saptaah
sunday: रविवार, संडे, इतवार, ravivar, itvar, itwar, etwar
late: लेट, देर
delay: देरी, विलंब, विलम्ब, डिले, deri, deree, vilamb
deadline: डेडलाइन, डेडलाईन, समयसीमा, samaysima, samayseema
hour: घंटा, घण्टा, घंटे, घण्टे, ghanta, ghante, ghanton
time: समय, वक़्त, वक्त, टाइम, टाईम, samay, samai, waqt, vakt, vaqt, waqat, wakt
day: दिन, दिवस, diwas
night: रात, रात्रि, नाइट, raat, ratri, raatri
morning: सुबह, सवेरा, सवेरे, प्रातः, subah, subha, savera, sawera, savere, sawere
evening: शाम, shaam
month: महीना, महीने, माह, mahina, mahine, maheena, maheene
year: साल, वर्ष, बरस, saal, varsh, baras
schedule: शेड्यूल, शेड्युल, समयसारणी, समय-सारणी, टाइमटेबल, samaysarni
attendance: हाज़िरी, हाजिरी, हाजरी, उपस्थिति, अटेंडेंस, अटेन्डेन्स, hazri, haziri, hajiri, haajiri, haazri, upasthiti, upsthiti
absence: ग़ैरहाज़िरी, गैरहाजिरी, गैरहाज़िरी, अनुपस्थिति, ghairhaziri, gairhajiri, gairhaziri, anupasthiti
biometric: बायोमेट्रिक, बायोमैट्रिक
rest: आराम, विश्राम, aaram, araam, aram, vishram, vishraam
break: ब्रेक, अंतराल, antral
hurry: जल्दबाज़ी, जल्दबाजी, हड़बड़ी, हडबडी, jaldbazi, jaldbaji, jaldbaazi, hadbadi
crowd: भीड़, भीड, भीड़भाड़, bheed, bhid, bhir, bheedbhaad
speed: रफ़्तार, रफ्तार, गति, स्पीड, raftar, raftaar, gati
wait: इंतज़ार, इंतजार, इन्तज़ार, प्रतीक्षा, intezaar, intezar, intjar, intazar, intzaar, pratiksha, prateeksha
pending: लंबित, लम्बित, पेंडिंग, lambit
backlog: बैकलॉग
age: उम्र, आयु, umra, umr, aayu
# People and roles
manager: मैनेजर, मेनेजर, मैनेज़र, मॅनेजर, प्रबंधक, प्रबन्धक, prabandhak
supervisor: सुपरवाइज़र, सुपरवाइजर, सुपरवाईजर, सुपरवायजर, पर्यवेक्षक, paryavekshak
boss: बॉस, बास, साहब, साहेब, sahab, saheb
owner: मालिक, मालिकान, सेठ, सेठजी, ओनर, maalik, sethji
employee: कर्मचारी, कर्मी, एम्प्लॉई, एम्प्लोयी, एंप्लॉई, karmchari, karmachari, karamchari, karmi
staff: स्टाफ, स्टाफ़, अमला
worker: मज़दूर, मजदूर, श्रमिक, कामगार, वर्कर, mazdoor, majdoor, mazdur, majdur, shramik, kaamgar, kamgar
labour: श्रम, मेहनत, परिश्रम, लेबर, मेहनती, shram, mehnat, mehanat, mehenat, parishram, mehnati
colleague: सहकर्मी, साथी, सहयोगी, कलीग, कुलीग, sahkarmi, sahakarmi, saathi, sathi, sahyogi, sahayogi
friend: दोस्त, मित्र, dost, mitra
team: टीम, दल
teamwork: टीमवर्क
customer: ग्राहक, कस्टमर, grahak, graahak
client: क्लाइंट, क्लाइन्ट, मुवक्किल, muvakkil
vendor: वेंडर, वेन्डर, विक्रेता, vikreta
supplier: सप्लायर, आपूर्तिकर्ता, aapurtikarta
dealer: डीलर
distributor: डिस्ट्रीब्यूटर, डिस्ट्रिब्यूटर, वितरक, vitarak
farmer: किसान, कृषक, काश्तकार, kisan, kisaan, krishak
patient: मरीज़, मरीज, रोगी, पेशेंट, mareez, mariz, marij, mareej, rogi
student: छात्र, छात्रा, विद्यार्थी, स्टूडेंट, स्टुडेंट, chhatra, chatra, vidyarthi, vidyaarthi
child: बच्चा, बच्चे, बच्ची, बालक, bachcha, bachche, baccha, bacche, bachha, bachhe, balak
teacher: शिक्षक, शिक्षिका, अध्यापक, अध्यापिका, टीचर, मास्टर, गुरुजी, shikshak, shikshika, adhyapak, adhyaapak, guruji
doctor: डॉक्टर, डाक्टर, चिकित्सक, वैद्य, chikitsak, vaidya
nurse: नर्स, परिचारिका, paricharika
driver: ड्राइवर, ड्राईवर, ड्रायवर, चालक, chalak, chaalak
guard: गार्ड, चौकीदार, सुरक्षाकर्मी, chowkidar, chaukidar, chaukidaar, chokidar
helper: हेल्पर, सहायक, मददगार, sahayak, sahaayak, madadgar
peon: चपरासी, चपड़ासी, chaprasi, chapraasi
clerk: क्लर्क, लिपिक, बाबू, मुंशी, lipik, munshi
officer: अधिकारी, अफ़सर, अफसर, ऑफिसर, ऑफ़िसर, आफिसर, afsar
senior: सीनियर, वरिष्ठ, varishth, varishtha, varisht
junior: जूनियर, कनिष्ठ, kanishth, kanishtha
seniority: वरिष्ठता, सीनियॉरिटी, सीनियोरिटी, varishthata
director: निदेशक, डायरेक्टर, nideshak
leadership: नेतृत्व, लीडरशिप, netritva, netritv, netratva, netritwa
leader: नेता, लीडर, अगुआ, neta
head: प्रमुख, मुखिया, हेड, pramukh, mukhiya
principal: प्रधानाचार्य, प्रिंसिपल, प्रधानाध्यापक, pradhanacharya, pradhanadhyapak
hr: एचआर
union: यूनियन, संघ, sangh
contractor: ठेकेदार, कॉन्ट्रैक्टर, कांट्रेक्टर, thekedar, thekedaar
agent: एजेंट, एजेन्ट, अभिकर्ता, abhikarta
middleman: बिचौलिया, बिचौलिए, बिचौलिये, दलाल, bichauliya, bicholiya, bichauliye, dalal, dalaal
public: जनता, janta
family: परिवार, फैमिली, फ़ैमिली, घरवाले, parivar, pariwar, parivaar, gharwale, gharvale
youth: युवा, नौजवान, yuva, naujawan, naujavan, naujavaan
woman: महिला, औरत, स्त्री, mahila, aurat, stri
trainee: ट्रेनी, प्रशिक्षु, इंटर्न, prashikshu
partner: पार्टनर, साझेदार, भागीदार, sajhedar, saajhedar, bhagidar, bhaagidaar
investor: निवेशक, इन्वेस्टर, niveshak
member: सदस्य, मेंबर, मेम्बर, sadasya, sadasy
competitor: प्रतियोगी, प्रतिद्वंद्वी, प्रतिद्वंदी, कॉम्पिटिटर, pratiyogi, pratidwandi, pratidvandvi
trader: व्यापारी, व्यवसायी, कारोबारी, vyapari, vyaapari, vyavsayi, karobari
shopkeeper: दुकानदार, dukandar, dukaandar
volunteer: स्वयंसेवक, वॉलंटियर, swayamsevak
minister: मंत्री, मिनिस्टर, mantri
inspector: इंस्पेक्टर, निरीक्षक, nirikshak
subordinate: अधीनस्थ, मातहत, adhinasth, matahat, maatahat
expert: विशेषज्ञ, माहिर, एक्सपर्ट, visheshagya, visheshagy, mahir, maahir
engineer: इंजीनियर, इंजिनियर, अभियंता, abhiyanta
technician: तकनीशियन, टेक्नीशियन, मैकेनिक, मिस्त्री, मिस्तरी, mistri, mistry
accountant: लेखाकार, अकाउंटेंट, मुनीम, lekhakar, munim, muneem
cashier: कैशियर, ख़ज़ांची, खजांची, खज़ांची, khazanchi, khajanchi
sweeper: सफ़ाईकर्मी, सफाईकर्मी, सफाईवाला, जमादार, safaikarmi, safaiwala, jamadar, jamaadar
cook: रसोइया, बावर्ची, कुक, rasoiya, bawarchi, bavarchi
salesman: सेल्समैन, सेल्समेन
# Work and its conditions
work: काम, कार्य, कामकाज, वर्क, kaam, karya, kaamkaaj, kamkaj
job: नौकरी, जॉब, जाब, naukri, naukari, nokri, noukri
employment: रोज़गार, रोजगार, rozgar, rojgar, rozgaar, rojgaar
unemployment: बेरोज़गारी, बेरोजगारी, berozgari, berojgari, berozgaari
workload: वर्कलोड, बोझ, कार्यभार, bojh, karyabhar
pressure: दबाव, दवाब, प्रेशर, प्रैशर, dabav, dabaav, dabaw, dawab
target: लक्ष्य, लक्ष, टारगेट, टार्गेट, lakshya, lakshy, laksh
purpose: मकसद, मक़सद, उद्देश्य, प्रयोजन, maksad, makasad, maqsad, uddeshya, uddeshy, prayojan
stress: तनाव, टेंशन, टेन्शन, स्ट्रेस, tanav, tanaav, tanaw
worry: चिंता, चिन्ता, फ़िक्र, फिक्र, फिकर, chinta, chintaa, fikr, fikar, phikar
fatigue: थकान, थकावट, थकन, thakan, thakaan, thakavat, thakawat
health: स्वास्थ्य, सेहत, हेल्थ, swasthya, svasthya, swasthy, sehat, sehet
illness: बीमारी, रोग, मर्ज़, बीमार, bimari, beemari, bimaari, rog, bimar, beemar
injury: चोट, घाव, इंजरी, chot, ghav, ghaav
accident: दुर्घटना, हादसा, हादसे, एक्सीडेंट, एक्सिडेंट, एक्सीडेन्ट, durghatna, durghatana, hadsa, haadsa, hadse
safety: सुरक्षा, सेफ्टी, सेफ़्टी, सुरक्षित, suraksha, surakshit
security: सिक्योरिटी, सिक्युरिटी, सेक्युरिटी, सिक्यूरिटी
risk: ख़तरा, खतरा, ख़तरे, खतरे, जोखिम, रिस्क, khatra, khatara, khatre, jokhim, jokham
heat: गर्मी, गरमी, तपिश, गर्म, गरम, garmi, garmee, garami, tapish, garam, garm
humidity: उमस, नमी, umas, nami
heatwave: लू, लू-लपट
cold: ठंड, ठण्ड, सर्दी, ठंडी, ठंडा, ठण्डा, ठंडे, thand, thandi, sardi, sardee, thanda, thande
cooling: ठंडक, कूलिंग, एसी, thandak
cooler: कूलर
fan: पंखा, पंखे, pankha, pankhe
dust: धूल, धूल-मिट्टी, गर्द, dhool, dhul
soil: मिट्टी, माटी, mitti, maati
noise: शोर, शोरगुल, शोर-शराबा, shor, shorgul, shorsharaba
smell: बदबू, दुर्गंध, दुर्गन्ध, गंध, badbu, badboo, durgandh
air: हवा, वायु, hawa, hava, vayu, vaayu
ventilation: वेंटिलेशन, हवादारी, hawadari
light: रोशनी, रौशनी, प्रकाश, उजाला, roshni, raushni, roshani, ujala, ujaala
water: पानी, जल, पेयजल, pani, paani, peyjal
toilet: शौचालय, टॉयलेट, टॉइलेट, टायलेट, बाथरूम, वॉशरूम, वाशरूम, लैट्रिन, पेशाबघर, shauchalay, shauchalaya, sauchalay
cleanliness: सफ़ाई, सफाई, स्वच्छता, साफ़-सफ़ाई, साफ-सफाई, साफ़, साफ, safai, safaai, swachhta, swachhata, swachta, svachhta, saaf
hygiene: हाइजीन, हाईजीन, हायजीन
dirt: गंदगी, गन्दगी, मैल, गंदा, गन्दा, गंदी, गंदे, gandagi, gandgi, gandagee, ganda, gandi, gande
garbage: कचरा, कूड़ा, कूडा, कूड़ा-करकट, kachra, kachara, kooda, kuda, kura, koora
canteen: कैंटीन, कैन्टीन, कैंटिन, भोजनालय, मेस, bhojnalay, bhojnalaya
food: खाना, भोजन, आहार, khana, khaana, bhojan, aahar, ahaar
lunch: लंच
tea: चाय, chai, chaay
breakfast: नाश्ता, नाश्ते, nashta, naashta, nashte
transport: परिवहन, ट्रांसपोर्ट, ट्रान्सपोर्ट, आवागमन, parivahan, parivaahan, aavagaman, awagaman
conveyance: कन्वेयंस, सवारी, sawari, savari
vehicle: वाहन, गाड़ी, गाडी, vaahan, gaadi, gadi, gaddi
truck: ट्रक, लॉरी, लारी
rail: ट्रेन, रेलगाड़ी, रेलगाडी, relgadi, relgaadi
railway: रेलवे, रेल
uniform: वर्दी, यूनिफॉर्म, यूनिफार्म, यूनीफॉर्म, यूनिफ़ॉर्म, vardi, wardi
equipment: उपकरण, इक्विपमेंट, इक्विपमेन्ट, upkaran, upakaran
tool: औज़ार, औजार, टूल, auzar, aujar, auzaar, aujaar, ozar
resource: संसाधन, साधन, रिसोर्स, sansadhan, sansaadhan, sadhan, saadhan
machine: मशीन, मशीनरी, यंत्र, mashin, masheen, yantra
part: पुर्ज़ा, पुर्जा, पुर्ज़े, पुर्जे, पार्ट, पार्ट्स, स्पेयर, purza, purja, purze, purje
maintenance: रखरखाव, रख-रखाव, मेंटेनेंस, मेंटेनेन्स, मेंटीनेंस, rakhrakhav, rakhrakhaw, rakhrakhaav
repair: मरम्मत, रिपेयर, marammat, maramat
fault: ख़राबी, खराबी, गड़बड़ी, गडबडी, kharabi, kharaabi, gadbadi, garbari
breakdown: ब्रेकडाउन
shortage: कमी, किल्लत, अभाव, शॉर्टेज, kami, killat, abhav, abhaav, कम, kam
space: जगह, स्थान, स्पेस, jagah, jagha, sthan, sthaan
building: इमारत, भवन, बिल्डिंग, imarat, imaarat, bhavan, bhawan
infrastructure: ढांचा, ढाँचा, इंफ्रास्ट्रक्चर, इन्फ्रास्ट्रक्चर, अवसंरचना, dhancha, dhaancha
facility: सुविधा, फैसिलिटी, फ़ैसिलिटी, suvidha, suvidhayen, suvidhaen
road: सड़क, सडक, रोड, sadak, sarak, sadken
parking: पार्किंग
office: दफ़्तर, दफ्तर, कार्यालय, ऑफिस, आफिस, ऑफ़िस, daftar, dafter, karyalay, karyalaya
housing: आवास, मकान, क्वार्टर, रिहायश, awas, aawas, aavas, makan, makaan
hostel: हॉस्टल, छात्रावास, chhatravas, chhatrawas
furniture: फर्नीचर, फ़र्नीचर, फर्निचर
chair: कुर्सी, चेयर, kursi, kursee
locker: लॉकर, लाकर
lift: लिफ्ट, लिफ़्ट
weight: वज़न, वजन, भार, wazan, vajan, vazan, wajan, bhaar
helmet: हेलमेट, हेल्मेट
glove: दस्ताना, दस्ताने, ग्लव्स, dastana, dastane
fire: आग, अग्नि, फायर, aag, agni
furnace: भट्टी, भट्ठी, bhatthi
chemical: रसायन, केमिकल, rasayan, rasaayan
scrap: कबाड़, कबाड, स्क्रैप, kabad, kabaad, kabaar
waste: बर्बादी, बरबादी, अपशिष्ट, वेस्ट, barbadi, barbaadi
rejection: रिजेक्शन, अस्वीकृति, asvikriti, aswikriti
packing: पैकिंग, पैकेजिंग
# Technology
computer: कंप्यूटर, कम्प्यूटर, कमप्यूटर, कंप्युटर, संगणक, sanganak
software: सॉफ्टवेयर, सॉफ़्टवेयर, साफ्टवेयर, सॉफ्टवेर, सोफ्टवेयर
server: सर्वर, सरवर
network: नेटवर्क, नैटवर्क
connectivity: कनेक्टिविटी, कनेक्टिविटि
signal: सिग्नल, सिगनल
electricity: बिजली, विद्युत, इलेक्ट्रिसिटी, लाइट, लाईट, bijli, bijlee, vidyut
outage: लोडशेडिंग
generator: जनरेटर, जेनरेटर
internet: इंटरनेट, इन्टरनेट, नेट
online: ऑनलाइन, आनलाइन, ऑनलाईन, ओनलाइन
digital: डिजिटल, डिजीटल
app: ऐप, एप, एप्प, ऐप्प
application: आवेदन, अर्ज़ी, अर्जी, एप्लीकेशन, एप्लिकेशन, avedan, aavedan, arzi, arji
mobile: मोबाइल, मोबाईल
phone: फ़ोन, फोन, दूरभाष, durbhash
technology: तकनीक, तकनीकी, टेक्नोलॉजी, टेक्नोलोजी, टेक्नॉलजी, प्रौद्योगिकी, taknik, takneek, takniki, praudyogiki
automation: ऑटोमेशन, आटोमेशन, स्वचालन, swachalan
system: सिस्टम, प्रणाली, व्यवस्था, pranali, pranaali, vyavastha, vyavasta, vyavsatha
data: डेटा, डाटा, आंकड़ा, आँकड़ा, आंकड़े, आँकड़े, आंकडे, ankde, aankde, aankade, aankda
record: रिकॉर्ड, रिकार्ड, अभिलेख, abhilekh
report: रिपोर्ट, रपट, प्रतिवेदन, rapat, prativedan
email: ईमेल, ई-मेल, इमेल
website: वेबसाइट, वेबसाईट
printer: प्रिंटर, प्रिन्टर
laptop: लैपटॉप, लैपटाप, लेपटॉप
camera: कैमरा, कैमरे, सीसीटीवी
upi: यूपीआई
# Growth
advancement: पदोन्नति, प्रमोशन, तरक़्क़ी, तरक्की, padonnati, padonati, tarakki, taraqqi, tarraki, tarakkee
training: प्रशिक्षण, ट्रेनिंग, ट्रैनिंग, prashikshan
skill: कौशल, हुनर, स्किल, kaushal, hunar
learning: सीखना, सीख, लर्निंग, seekhna, sikhna, seekhne, sikhne
education: शिक्षा, पढ़ाई, पढाई, एजुकेशन, shiksha, padhai, padhaai, parhai
knowledge: ज्ञान, नॉलेज, gyaan
information: जानकारी, सूचना, इन्फॉर्मेशन, इनफार्मेशन, jankari, jaankari, suchna, soochna
career: करियर, कैरियर, कॅरियर
experience: अनुभव, अनुभवी, तजुर्बा, तजरबा, एक्सपीरियंस, एक्सपीरियन्स, anubhav, anubhaw, anubhavi, tajurba, tajurbaa, tajarba
transfer: तबादला, तबादले, स्थानांतरण, ट्रांसफर, ट्रान्सफर, ट्रांसफ़र, tabadla, tabaadla, tabadle, sthanantaran
posting: पोस्टिंग, तैनाती, tainati, tainaati
recruitment: भर्ती, भरती, रिक्रूटमेंट, हायरिंग, bharthi, bhartee
appointment: नियुक्ति, अपॉइंटमेंट, अपॉइन्टमेंट, niyukti
vacancy: रिक्ति, वैकेंसी, वेकेंसी, वैकेन्सी, rikti
contract: अनुबंध, अनुबन्ध, ठेका, ठेके, कॉन्ट्रैक्ट, कांट्रेक्ट, कॉन्ट्रेक्ट, कान्ट्रैक्ट, anubandh, theka, thekaa, theke
permanent: स्थायी, स्थाई, परमानेंट, परमानेन्ट, sthayi, sthai
temporary: अस्थायी, अस्थाई, कच्चा, कच्ची, कच्चे, टेम्परेरी, टेम्पररी, टेंपरेरी, asthayi, asthai, kachcha, kaccha, kacha, kachchi, kacchi, kachche, kacche
regularisation: नियमितीकरण, रेगुलराइजेशन, niyamitikaran
resignation: इस्तीफ़ा, इस्तीफा, इस्तीफे, त्यागपत्र, रिज़ाइन, istifa, isteefa, istifaa, tyagpatra
layoff: छंटनी, छँटनी, छटनी, chhatni, chhantni, chantni, chhatani
dismissal: बर्ख़ास्तगी, बर्खास्तगी, बर्खास्त, बर्ख़ास्त, barkhastagi, barkhast, barkhaast
retirement: सेवानिवृत्ति, रिटायरमेंट, रिटायर, sevanivritti, sewanivritti
opportunity: अवसर, मौका, मौक़ा, मौके, मौक़े, अपॉर्चुनिटी, avsar, awsar, avasar, mauka, mouka, mauqa, mauke, mouke
future: भविष्य, फ्यूचर, फ़्यूचर, bhavishya, bhavishy, bhavisya
performance: प्रदर्शन, परफॉर्मेंस, परफॉरमेंस, परफार्मेंस, pradarshan
appraisal: मूल्यांकन, अप्रेज़ल, अप्रेजल, mulyankan, moolyankan
feedback: फीडबैक, फ़ीडबैक, प्रतिक्रिया, pratikriya
guidance: मार्गदर्शन, गाइडेंस, margdarshan, maargdarshan
help: मदद, सहायता, हेल्प, madad, sahayta, sahaayata, sahayata
support: समर्थन, सहारा, सपोर्ट, samarthan
progress: प्रगति, उन्नति, pragati, unnati, unnatti
improvement: सुधार, इम्प्रूवमेंट, इंप्रूवमेंट, sudhar, sudhaar
change: बदलाव, परिवर्तन, चेंज, badlav, badlaav, badlaw, parivartan
success: सफलता, कामयाबी, सक्सेस, safalta, saphalta, kamyabi, kaamyaabi, kaamyabi
failure: असफलता, नाकामी, नाकामयाबी, विफलता, asafalta, nakami, naakaami, nakamyabi, vifalta
effort: प्रयास, कोशिश, prayas, prayaas, koshish, kosish
dedication: लगन, समर्पण, lagan, samarpan
efficiency: दक्षता, कार्यकुशलता, कुशलता, एफिशिएंसी, dakshata, dakshta, kushalta, kushalata, karyakushalta
capacity: क्षमता, कैपेसिटी, kshamta, kshamata, chhamta
qualification: योग्यता, क्वालिफिकेशन, yogyata, yogyta
talent: प्रतिभा, टैलेंट
course: कोर्स
syllabus: सिलेबस, पाठ्यक्रम, pathyakram, paathyakram
language: भाषा, ज़बान, जुबान, ज़ुबान, लैंग्वेज, bhasha, bhaasha, zabaan, zubaan, juban, jubaan
english: अंग्रेज़ी, अंग्रेजी, angrezi, angreji
hindi: हिंदी, हिन्दी
# Organisation
management: प्रबंधन, प्रबन्धन, मैनेजमेंट, मेनेजमेंट, मैनेजमेन्ट, prabandhan, prabandh
company: कंपनी, कम्पनी, kampani, kampni, companiyan, companiya, kampaniyan, kampaniya
organisation: संस्था, संस्थान, संगठन, ऑर्गनाइजेशन, sanstha, sansthan, sangathan, sanghathan
department: विभाग, डिपार्टमेंट, महकमा, महकमे, vibhag, vibhaag, mehkama, mahkama
post: पद, ओहदा, पोस्ट, ohda, ohdaa
policy: नीति, पॉलिसी, पालिसी, पोलिसी, niti, neeti
rule: नियम, कायदा, क़ायदा, कायदे, क़ायदे, रूल, niyam, kayda, kaayda, qayda, kayde, kaayde
regulation: विनियम, विनियमन, रेगुलेशन, viniyam, viniyaman
law: कानून, क़ानून, विधि, kanoon, kanun, qanoon, qanun
process: प्रक्रिया, प्रोसेस, प्रॉसेस, कार्यप्रणाली, prakriya, prakriyaa
arrangement: इंतज़ाम, इंतजाम, बंदोबस्त, बन्दोबस्त, intezam, intzam, intazam, intjam, bandobast
paperwork: कागज़ी, कागजी, काग़ज़ी, पेपरवर्क, लिखापढ़ी, लिखा-पढ़ी, kagzi, kaagzi, kagji, kaagji, likhapadhi
paper: कागज़, कागज, काग़ज़, पेपर, kagaz, kaagaz, kagaj, kaagaj
document: दस्तावेज़, दस्तावेज, कागज़ात, कागजात, डॉक्यूमेंट, डाक्यूमेंट, dastavez, dastavej, dastaavez, kagzaat, kagjat, kaagjaat
file: फ़ाइल, फाइल
form: फ़ॉर्म, फॉर्म, प्रपत्र, prapatra
signature: हस्ताक्षर, दस्तख़त, दस्तखत, साइन, hastakshar, hastaakshar, dastakhat, dastkhat
stamp: मोहर, मुहर, स्टाम्प, स्टांप, mohar, muhar
queue: कतार, क़तार, पंक्ति, pankti
approval: मंज़ूरी, मंजूरी, अनुमोदन, स्वीकृति, अप्रूवल, manzoori, manjoori, manzuri, manjuri, anumodan, swikriti, svikriti, sweekriti
permission: अनुमति, इजाज़त, इजाजत, इज़ाज़त, परमिशन, anumati, ijazat, izazat, ijaazat, ijajat
restriction: पाबंदी, पाबन्दी, रोक, प्रतिबंध, प्रतिबन्ध, pabandi, paabandi, pratibandh
corruption: भ्रष्टाचार, करप्शन, bhrashtachar, bhrashtachaar, bhrastachar
bribe: रिश्वत, घूस, रिश्वतखोरी, घूसखोरी, rishwat, rishvat, ghoos, ghus, rishwatkhori, ghooskhori
favouritism: पक्षपात, भाईभतीजावाद, भाई-भतीजावाद, सिफ़ारिश, सिफारिश, pakshapat, pakshpat, sifarish, sifaarish
flattery: चापलूसी, चमचागिरी, चमचागीरी, मक्खनबाज़ी, मक्खनबाजी, chaploosi, chaplusi, chamchagiri, makkhanbazi, makkhanbaji
discrimination: भेदभाव, भेद-भाव, bhedbhav, bhedbhaav
politics: राजनीति, पॉलिटिक्स, पोलिटिक्स, rajniti, rajneeti, raajneeti
faction: गुटबाज़ी, गुटबाजी, गुट, gutbazi, gutbaji, gutbaazi
communication: संवाद, संचार, बातचीत, कम्युनिकेशन, कम्यूनिकेशन, samvad, sanvad, samvaad, sanchar, sanchaar, baatcheet, batchit, baatchit, batcheet
meeting: बैठक, मीटिंग, baithak
respect: सम्मान, इज़्ज़त, इज्जत, आदर, रिस्पेक्ट, samman, sammaan, izzat, ijjat, aadar, adar
trust: भरोसा, विश्वास, यक़ीन, यकीन, ट्रस्ट, bharosa, vishwas, vishvas, vishwaas, yakeen, yakin, yaqeen
behaviour: व्यवहार, बर्ताव, बरताव, बिहेवियर, vyavhar, vyavahar, vyavhaar, bartav, bartaav, bartaw
attitude: रवैया, रवैय्या, नज़रिया, नजरिया, ऐटिट्यूड, एटीट्यूड, ravaiya, rawaiya, ravaiyya, nazariya, najariya
discipline: अनुशासन, डिसिप्लिन, anushasan, anushaasan
complaint: शिकायत, कंप्लेंट, कम्प्लेंट, कंप्लेन, shikayat, shikaayat
punctuality: समयपालन, समय-पालन, samaypalan
honesty: ईमानदारी, इमानदारी, सच्चाई, ईमानदार, इमानदार, imandari, imaandari, eemandari, emandari, sachchai, sacchai, sachai, imandar, imaandar
dishonesty: बेईमानी, बेइमानी, beimani, beimaani, baimani
responsibility: ज़िम्मेदारी, जिम्मेदारी, ज़िम्मेवारी, जिम्मेवारी, दायित्व, zimmedari, jimmedari, zimmedaari, jimmedaari, jimmewari, zimmewari, dayitva, daayitva
accountability: जवाबदेही, jawabdehi, javabdehi
transparency: पारदर्शिता, ट्रांसपेरेंसी, pardarshita, paardarshita
justice: न्याय, इंसाफ़, इंसाफ, इन्साफ, nyay, nyaay, insaf, insaaf
injustice: अन्याय, नाइंसाफ़ी, नाइंसाफी, anyay, anyaay, nainsafi, nainsaafi
equality: समानता, बराबरी, samanta, samanata, barabari, baraabari
harassment: उत्पीड़न, उत्पीडन, प्रताड़ना, प्रताडना, हैरेसमेंट, utpidan, utpeedan, pratadna, prataadna
exploitation: शोषण, shoshan
insult: अपमान, बेइज़्ज़ती, बेइज्जती, apmaan, apman, beizzati, beijjati, beizzti
abuse: गाली, गालीगलौज, गाली-गलौज, gaali, gaaliyan
scolding: डाँट, डांट, फटकार, डाँट-फटकार, डांट-फटकार, daant, dant, daantna, phatkar, fatkar
threat: धमकी, dhamki, dhamkee
fear: डर, भय, ख़ौफ़, खौफ, bhay, khauf, khouf
warning: चेतावनी, वार्निंग, chetavani, chetawani
notice: नोटिस
punishment: सज़ा, सजा, दंड, दण्ड, saza, sazaa, saja, sajaa, dand
fine: जुर्माना, जुरमाना, पेनल्टी, चालान, jurmana, jurmaana, challan, chalan, chalaan
suspension: निलंबन, निलम्बन, सस्पेंशन, सस्पेंड, nilamban
freedom: आज़ादी, आजादी, स्वतंत्रता, स्वतन्त्रता, azadi, aazadi, ajadi, aajadi, swatantrata, svatantrata
interference: दख़ल, दखल, दख़लअंदाज़ी, दखलअंदाजी, दखलंदाजी, हस्तक्षेप, dakhal, dakhalandazi, dakhalandaji, hastakshep
decision: निर्णय, फ़ैसला, फैसला, फ़ैसले, फैसले, डिसीजन, डिसिज़न, nirnay, nirnaya, faisla, phaisla, faisala, faisle, phaisle
plan: प्लान, प्लानिंग, नियोजन, niyojan
strategy: रणनीति, स्ट्रेटजी, स्ट्रैटेजी, ranniti, rananiti, ranneeti
vision: दृष्टि, विज़न, विजन, दूरदर्शिता, drishti, dristi, doordarshita
culture: संस्कृति, कल्चर, sanskriti, sanskruti
environment: माहौल, माहोल, वातावरण, पर्यावरण, एनवायरनमेंट, mahaul, mahol, maahaul, mahool, vatavaran, vaatavaran, watavaran, paryavaran
unity: एकता, एकजुटता, ekta, ekata, ekjutta
cooperation: सहयोग, कोऑपरेशन, sahyog, sahayog
coordination: तालमेल, समन्वय, कोऑर्डिनेशन, को-ऑर्डिनेशन, talmel, taalmel, samanvay, samanvaya, samanway
understanding: समझ, समझदारी, अंडरस्टैंडिंग, samajh, samajhdari, samajhdaari
conflict: झगड़ा, झगडा, झगड़े, झगडे, विवाद, लड़ाई, लडाई, टकराव, कलह, jhagda, jhagra, jhagde, jhagre, vivad, vivaad, ladai, ladaai, larai, takrav, takraav, kalah
strike: हड़ताल, हडताल, स्ट्राइक, hadtal, hartal, hadtaal, hartaal
protest: विरोध, आंदोलन, आन्दोलन, धरना, प्रोटेस्ट, virodh, andolan, aandolan, dharna, dharnaa
gossip: गपशप, चुगली, gapshap, chugli, chuglee
ego: अहंकार, घमंड, घमण्ड, घमंडी, ईगो, ahankar, ahankaar, ghamand, ghamandi
jealousy: जलन, ईर्ष्या, इर्ष्या, irshya, irsha
flexibility: लचीलापन, फ्लेक्सिबिलिटी, lachilapan, lacheelapan
bureaucracy: लालफीताशाही, लालफ़ीताशाही, नौकरशाही, lalfitashahi, laalfeetaashaahi, naukarshahi, naukarshaahi
balance: संतुलन, सन्तुलन, बैलेंस, santulan
loyalty: वफ़ादारी, वफादारी, निष्ठा, wafadari, vafadari, wafadaari, nishtha, nishta
patience: धैर्य, सब्र, धीरज, dhairya, dhairy, sabr, sabar
politeness: विनम्रता, नम्रता, शिष्टाचार, तमीज़, तमीज, vinamrata, shishtachar, tameez, tamiz, tamij
rudeness: बदतमीज़ी, बदतमीजी, अशिष्टता, बदसलूकी, badtameezi, badtamizi, badtamiji, badsaluki, badsalooki
laziness: आलस, आलस्य, कामचोरी, सुस्ती, aalas, aalasya, kaamchori, kamchori, susti
negligence: लापरवाही, laparwahi, laparvahi, laaparwaahi, lapravahi
neglect: अनदेखी, उपेक्षा, नज़रअंदाज़, नजरअंदाज, andekhi, andekhee, upeksha, nazarandaz, najarandaj
accuracy: सटीकता, शुद्धता, एक्यूरेसी, sateekta, satikta, shuddhta, shudhta
mistake: गलती, ग़लती, त्रुटि, भूल, चूक, galti, ghalti, galtee, truti, bhool, bhul, chook, chuk
problem: समस्या, दिक्कत, दिक़्क़त, परेशानी, प्रॉब्लम, प्रोब्लम, प्राब्लम, परेशान, samasya, samasyaen, dikkat, diqqat, dikkaten, pareshani, pareshaani, preshani, pareshan, pareshaan
difficulty: कठिनाई, मुश्किल, मुश्किलात, तकलीफ़, तकलीफ, kathinai, kathinaai, mushkil, mushkilen, takleef, taklif
solution: समाधान, हल, सॉल्यूशन, सोल्यूशन, samadhan, samaadhan
strength: ताक़त, ताकत, शक्ति, मज़बूती, मजबूती, taqat, taakat, takat, taaqat, mazbooti, majbooti, majbuti, mazbuti
weakness: कमज़ोरी, कमजोरी, ख़ामी, खामी, kamzori, kamjori, kamzoree, khami, khaami
stability: स्थिरता, स्टेबिलिटी, sthirta, sthirata
satisfaction: संतुष्टि, संतोष, santushti
dissatisfaction: असंतोष, असंतुष्टि, नाराज़गी, नाराजगी, नाराज़, नाराज, asantosh, narazgi, naraazgi, narajgi, naraajgi, naraz, naraaz, naraj
anger: गुस्सा, ग़ुस्सा, क्रोध, gussa, ghussa, krodh
happiness: ख़ुशी, खुशी, प्रसन्नता, ख़ुश, खुश, khushi, khushee, prasannata, khush
pride: गर्व, गौरव, फ़ख्र, फख्र, garv, garva, fakhr
relationship: रिश्ता, रिश्ते, संबंध, सम्बन्ध, रिलेशन, rishta, rishte, sambandh
contact: संपर्क, सम्पर्क, कॉन्टैक्ट, sampark
# Business and money
business: व्यापार, व्यवसाय, कारोबार, धंधा, धन्धा, बिज़नेस, बिजनेस, बिज़नस, vyapar, vyapaar, vyavsay, vyavasay, vyavsaay, karobar, karobaar, kaarobaar, dhandha, dhanda
sales: बिक्री, सेल्स, सेल, bikri, bikree
purchase: ख़रीद, खरीद, खरीदारी, ख़रीदारी, खरीददारी, परचेज़, परचेज, kharid, khareed, kharidari, khareedari, kharidaari
income: आय, आमदनी, कमाई, इनकम, aamdani, amdani, kamai, kamaai, kamaee
expense: खर्च, ख़र्च, खर्चा, ख़र्चा, खर्चे, ख़र्चे, व्यय, kharch, kharcha, kharchaa, kharche, vyay
cost: लागत, कॉस्ट, lagat, laagat
price: दाम, कीमत, क़ीमत, मूल्य, भाव, प्राइस, daam, keemat, kimat, qeemat, qimat, mulya, moolya, bhav, bhaav
rate: दर, रेट
profit: मुनाफ़ा, मुनाफा, प्रॉफिट, प्रोफिट, प्रॉफ़िट, munafa, munaafa
benefit: लाभ, फ़ायदा, फायदा, फ़ायदे, फायदे, बेनिफिट, labh, laabh, fayda, faayda, faida, fayde, faide
loss: नुकसान, नुक़सान, घाटा, घाटे, हानि, लॉस, nuksan, nuksaan, nukasan, nuqsan, haani
inflation: महंगाई, मँहगाई, मंहगाई, महँगाई, मुद्रास्फीति, इन्फ्लेशन, mehngai, mahangai, mehangai, mahngai, mehengai, mehngaai
expensive: महंगा, महँगा, मंहगा, महंगी, महंगे, mehnga, mahanga, mehenga, mahnga, mehngi, mehnge
cheap: सस्ता, सस्ती, सस्ते, sasta, sasti, saste
money: पैसा, पैसे, रुपया, रुपए, रुपये, रूपया, धन, paisa, paise, rupaya, rupaye, rupye, dhan
fund: फंड, फ़ंड, फण्ड, कोष, निधि, kosh, nidhi
cash: नकद, नक़द, नगद, नकदी, कैश, nakad, naqad, nagad, nakdi, nagdi
budget: बजट, बज़ट
account: खाता, खाते, अकाउंट, एकाउंट, अकाउन्ट, हिसाब, khata, khaata, khate, khaate, hisab, hisaab
bank: बैंक, बेंक, बैंकिंग
atm: एटीएम
finance: वित्त, फाइनेंस, फ़ाइनेंस, फायनेंस, vitt, vitta
loan: कर्ज़, कर्ज, क़र्ज़, कर्ज़ा, कर्जा, ऋण, लोन, karz, karj, qarz, karza, karja, qarza, rinn
credit: उधार, उधारी, क्रेडिट, udhar, udhaar, udhari, udhaari
interest: ब्याज, सूद, इंटरेस्ट, byaj, byaaj, biyaj
deposit: जमा, जमाराशि, डिपॉज़िट, डिपॉजिट, डिपोजिट, jama, jamaa, jamaraashi
saving: बचत, सेविंग, सेविंग्स, bachat
recovery: वसूली, रिकवरी, रिकॉवरी, vasuli, vasooli, wasuli, wasooli
installment: किस्त, क़िस्त, किश्त, ईएमआई, kist, kisht, qist
default: डिफ़ॉल्ट, डिफाल्ट, डिफॉल्ट
npa: एनपीए
kyc: केवाईसी
gold: स्वर्ण, गोल्ड, swarn, svarn
share: हिस्सा, हिस्से, हिस्सेदारी, शेयर, hissa, hisse, hissedari
dividend: लाभांश, डिविडेंड, labhansh, laabhaansh
capital: पूंजी, पूँजी, कैपिटल, poonji, punji, poonjee
investment: निवेश, इन्वेस्टमेंट, इनवेस्टमेंट, nivesh
partnership: साझेदारी, भागीदारी, पार्टनरशिप, sajhedari, saajhedari, bhagidari
membership: सदस्यता, मेंबरशिप, sadasyata
cooperative: सहकारी, सहकारिता, सहकार, कोऑपरेटिव, को-ऑपरेटिव, sahkari, sahakari, sahkarita, sahakarita, sahkar
society: समाज, सोसाइटी, सोसायटी, samaj, samaaj
competition: प्रतियोगिता, प्रतिस्पर्धा, होड़, होड, मुकाबला, मुक़ाबला, कंपटीशन, कॉम्पिटिशन, कम्पटीशन, pratiyogita, pratispardha, mukabla, muqabla, mukaabla
market: बाज़ार, बाजार, मार्केट, मार्किट, मंडी, मण्डी, bazaar, bazar, baazar, bajar, baajar
demand: माँग, मांग, डिमांड, maang, mang
supply: आपूर्ति, सप्लाई, सप्लाय, apurti, aapurti
stock: स्टॉक, स्टाक, भंडार, भण्डार, bhandar, bhandaar
inventory: इन्वेंटरी, इनवेंटरी, इन्वेन्टरी
merchandise: माल, सामान, maal, saman, samaan, saamaan
material: सामग्री, मटेरियल, मैटेरियल, samagri, saamagri
storage: भंडारण, भण्डारण, स्टोरेज, bhandaran
warehouse: गोदाम, वेयरहाउस, वेअरहाउस, godam, godaam
quality: गुणवत्ता, क्वालिटी, क्वॉलिटी, gunvatta, gunwatta
brand: ब्रांड, ब्रैंड, ब्रान्ड
reputation: साख, प्रतिष्ठा, छवि, नेकनामी, रेपुटेशन, saakh, sakh, pratishtha, pratishta, chhavi, chavi
growth: विकास, ग्रोथ
development: डेवलपमेंट, डेवलपमेन्ट, डेव्लपमेंट
expansion: विस्तार, फैलाव, एक्सपेंशन, vistar, vistaar, phailav, failav
branch: शाखा, ब्रांच, ब्रान्च, shakha, shaakha
committee: समिति, कमेटी, कमिटी, samiti, samitee, kameti, kamiti
reach: पहुंच, पहुँच, pahunch, pahuch, pahunchh
product: उत्पाद, प्रोडक्ट, प्रॉडक्ट, utpad, utpaad
production: उत्पादन, प्रोडक्शन, प्रॉडक्शन, utpadan, utpaadan
productivity: उत्पादकता, प्रोडक्टिविटी, utpadakta, utpadkata
service: सेवा, सर्विस, seva, sewa
order: ऑर्डर, आर्डर, आदेश, aadesh, adesh
tender: टेंडर, निविदा, nivida
project: परियोजना, प्रोजेक्ट, प्रॉजेक्ट, pariyojana, pariyojna
export: निर्यात, एक्सपोर्ट, niryat, niryaat
import: आयात, इम्पोर्ट, इंपोर्ट, aayat
economy: अर्थव्यवस्था, इकोनॉमी, इकॉनमी, arthvyavastha, arthavyavastha
recession: मंदी, मन्दी, रिसेशन
innovation: नवाचार, नवीनता, इनोवेशन, navachar, navaachar, naveenta
idea: विचार, ख़याल, ख्याल, आइडिया, आईडिया, vichar, vichaar, khayal, khyal, khayaal
suggestion: सुझाव, सजेशन, sujhav, sujhaav, sujhaw
opinion: राय, ओपिनियन, raay
advertising: विज्ञापन, एडवरटाइजिंग, vigyapan, vigyaapan, vijnapan
publicity: प्रचार, प्रचार-प्रसार, पब्लिसिटी, prachar, prachaar
marketing: मार्केटिंग, मार्किटिंग, विपणन, vipanan
discount: छूट, रियायत, डिस्काउंट, chhoot, chhut, riyayat, riyaayat
offer: ऑफर, ऑफ़र, आफर, पेशकश, peshkash
rent: किराया, किराए, किराये, भाड़ा, भाडा, रेंट, kiraya, kiraaya, kiraye, kiraaye, bhada, bhaada
land: ज़मीन, जमीन, भूमि, zameen, jameen, zamin, jamin, bhumi, bhoomi
property: संपत्ति, सम्पत्ति, जायदाद, प्रॉपर्टी, प्रोपर्टी, sampatti, sampati, jaydad, jaaydaad, jaidad
bill: बिल
invoice: इनवॉइस, बीजक, beejak
receipt: रसीद, raseed, rasid
fraud: धोखाधड़ी, धोखाधडी, धोखा, जालसाज़ी, जालसाजी, फ्रॉड, फ्राड, dhokha, dhoka, dhokhadhadi, jalsazi, jaalsaazi
scam: घोटाला, घोटाले, स्कैम, ghotala, ghotaala, ghotale
theft: चोरी, chori, choree
tax: टैक्स, टेक्स, कराधान, karadhan
gst: जीएसटी
subsidy: सब्सिडी, सब्सीडी, सबसिडी, अनुदान, anudan, anudaan
scheme: योजना, स्कीम, yojana, yojna
government: सरकार, सरकारी, शासन, गवर्नमेंट, गवर्मेंट, गवर्नमेन्ट, sarkari, sarkaari, shasan, shaasan
administration: प्रशासन, एडमिनिस्ट्रेशन, prashasan, prashaasan
license: लाइसेंस, लायसेंस, लाइसेन्स, अनुज्ञप्ति, anugyapti
permit: परमिट
inspection: निरीक्षण, इंस्पेक्शन, nirikshan, nireekshan
inquiry: जाँच, जांच, पड़ताल, पूछताछ, इंक्वायरी, इन्क्वायरी, jaanch, janch, padtal, padtaal, puchtach, poochtaach
audit: ऑडिट, आडिट, लेखापरीक्षा, lekhapariksha
compliance: अनुपालन, कंप्लायंस, anupalan, anupaalan
court: अदालत, कोर्ट, न्यायालय, adalat, adaalat, nyayalay, nyayalaya
lawsuit: मुक़दमा, मुकदमा, मुकदमे, mukadma, muqadma, mukadama, mukadme
police: पुलिस, पोलिस
merger: विलय, विलीनीकरण, मर्जर, vilay, vilaya
private: निजी, प्राइवेट, प्रायवेट, niji
privatisation: निजीकरण, प्राइवेटाइजेशन, nijikaran
reservation: आरक्षण, रिज़र्वेशन, रिजर्वेशन, aarakshan, arakshan
ration: राशन, rashan
# Places and sectors
factory: कारख़ाना, कारखाना, कारखाने, फैक्ट्री, फ़ैक्टरी, फैक्टरी, फ़ैक्ट्री, karkhana, kaarkhana, karkhane
plant: प्लांट, संयंत्र, sanyantra
hospital: अस्पताल, हॉस्पिटल, चिकित्सालय, aspatal, asptal, haspatal, aspataal, chikitsalay, chikitsalaya
school: विद्यालय, स्कूल, पाठशाला, vidyalaya, vidyalay, pathshala, paathshaala
college: महाविद्यालय, कॉलेज, कालेज, mahavidyalaya, mahavidyalay
shop: दुकान, दूकान, शॉप, dukan, dukaan, dookan
village: गाँव, गांव, ग्राम, देहात, gaon, gaanv, gaav, gaanw, dehat, dehaat
city: शहर, नगर, sheher, shahar, shehar
rural: ग्रामीण, देहाती, gramin, grameen, dehati
urban: शहरी, नगरीय, shahri, shehri
local: स्थानीय, लोकल, sthaniya, sthaniy
remote: दूरदराज़, दूरदराज, दूर-दराज़, durdaraz, doordaraz, doordaraj
area: इलाका, इलाक़ा, इलाके, क्षेत्र, एरिया, ilaka, ilaaka, ilake, kshetra, kshetr, chhetra
field: फील्ड, फ़ील्ड
medical: मेडिकल, चिकित्सा, chikitsa
treatment: इलाज, उपचार, ट्रीटमेंट, ilaj, ilaaj, upchar, upchaar
medicine: दवा, दवाई, दवाइयां, दवाइयाँ, औषधि, मेडिसिन, dava, dawai, davai, dawaai, dawaiyan, aushadhi
ambulance: एंबुलेंस, एम्बुलेंस, एम्बुलेन्स
bed: बिस्तर, बेड, पलंग, bistar, bistara, palang
emergency: आपातकाल, आपातकालीन, इमरजेंसी, इमर्जेंसी, aapatkal, apatkal, aapatkaleen
oxygen: ऑक्सीजन, आक्सीजन
operation: ऑपरेशन, आपरेशन
surgery: सर्जरी, शल्यचिकित्सा, shalyachikitsa
exam: परीक्षा, इम्तिहान, इम्तहान, एग्जाम, एग्ज़ाम, pariksha, pareeksha, imtihan, imtehan, imtihaan
result: परिणाम, नतीजा, नतीजे, रिज़ल्ट, रिजल्ट, parinam, parinaam, natija, nateeja, natije, nateeje
fee: फ़ीस, फीस, शुल्क, shulk
book: किताब, पुस्तक, बुक, kitab, kitaab, pustak
class: कक्षा, क्लास, क्लासरूम, kaksha
lab: प्रयोगशाला, लैब, prayogshala, prayogshaala
library: पुस्तकालय, लाइब्रेरी, pustakalay, pustakalaya
sport: खेल, खेलकूद, स्पोर्ट्स, khel, khelkood, khelkud
playground: मैदान, maidan, maidaan
farm: खेत, फ़ार्म, khet
agriculture: खेती, कृषि, खेतीबाड़ी, kheti, krishi, khetibadi, khetibaadi
crop: फ़सल, फसल, fasal, fasl, phasal
seed: बीज, beej, bij
fertilizer: खाद, उर्वरक, khaad, khad, urvarak
pesticide: कीटनाशक, keetnashak, kitnashak
irrigation: सिंचाई, sinchai, sinchaai, sichai
cattle: पशु, मवेशी, जानवर, pashu, maveshi, janwar, jaanvar, janvar
milk: दूध, doodh, dudh
tractor: ट्रैक्टर, ट्रेक्टर
harvest: कटाई, katai, kataai
yield: पैदावार, उपज, paidavar, paidawar, upaj
msp: एमएसपी
logistics: लॉजिस्टिक्स, लॉजिस्टिक, रसद, rasad
delivery: डिलीवरी, डिलिवरी, सुपुर्दगी, supurdagi
dispatch: डिस्पैच, प्रेषण, preshan
loading: लोडिंग, लदान, ladan, ladaan
parcel: पार्सल
courier: कूरियर, कुरियर
route: रूट, मार्ग, रास्ता, रास्ते, raasta, rasta, raste, marg, maarg
distance: दूरी, doori, duri
travel: यात्रा, सफ़र, सफर, ट्रैवल, yatra, yaatra, safar
toll: टोल
# The world outside
rain: बारिश, वर्षा, बरसात, baarish, barish, barsaat, barsat, varsha, barishen
monsoon: मानसून, मॉनसून
flood: बाढ़, बाढ, baadh, baarh
drought: सूखा, अकाल, sookha, sukha, akal, akaal
weather: मौसम, वेदर, mausam, mosam, mausum, mousam
climate: जलवायु, क्लाइमेट, jalvayu, jalwayu
season: सीज़न, सीजन, ऋतु
storm: तूफ़ान, तूफान, आँधी, आंधी, toofan, tufan, toofaan, aandhi, andhi
cyclone: चक्रवात, साइक्लोन, chakravat, chakrawat
earthquake: भूकंप, भूकम्प, bhukamp, bhookamp
disaster: आपदा, aapda, apda, aapada
crisis: संकट, क्राइसिस, sankat
pollution: प्रदूषण, पॉल्यूशन, पोल्यूशन, pradushan, pradooshan
traffic: ट्रैफिक, ट्रैफ़िक, ट्रेफिक, यातायात, जाम, yatayat, yaatayaat
election: चुनाव, इलेक्शन, निर्वाचन, chunav, chunaav, nirvachan
fuel: ईंधन, इंधन, फ्यूल, indhan, eendhan
petrol: पेट्रोल
diesel: डीजल, डीज़ल
gas: गैस, गेस
pandemic: महामारी, कोरोना, कोविड, पैंडेमिक, mahamari, mahaamaari
lockdown: लॉकडाउन, लाकडाउन
vaccine: टीका, टीके, टीकाकरण, वैक्सीन, teeka, tika, teeke, teekakaran
population: जनसंख्या, आबादी, jansankhya, aabadi, abadi
poverty: ग़रीबी, गरीबी, निर्धनता, garibi, gareebi, ghareebi
crime: अपराध, जुर्म, क्राइम, apradh, aparadh, jurm
migration: पलायन, प्रवास, palayan, pravas
war: युद्ध, जंग, yuddh, yudh, yuddha
caste: जाति, जात
religion: धर्म, मज़हब, मजहब, dharm, mazhab, majhab
gender: लिंग, जेंडर
media: मीडिया, मिडिया
news: ख़बर, खबर, समाचार, न्यूज़, न्यूज, khabar, khabren, samachar, samaachar
`;

/** Each concept: the English word, then its Hindi forms. A line starting with "#" names a group of concepts. */
export const HINDI_CONCEPTS: readonly (readonly string[])[] = LIST.split('\n')
  .filter((line) => line.includes(':') && !line.startsWith('#'))
  .map((line) => {
    const [english, forms] = line.split(':') as [string, string];
    return [
      english.trim(),
      ...forms
        .split(',')
        .map((form) => form.trim())
        .filter(Boolean),
    ];
  });
