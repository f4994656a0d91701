import type { MessageTemplateKey, TemplateText } from "@school/contracts";

type Texts = { ru: TemplateText; kk: TemplateText; en: TemplateText };
const t = (subject: string, body: string): TemplateText => ({ subject, body });

/**
 * The platform's message templates (product.md 9, decision 0068) in Russian, Kazakh and English. A school rewrites
 * any of them per language (`message_template_overrides`); variables are filled per recipient.
 */
export const TEMPLATE_TEXTS: Record<MessageTemplateKey, Texts> = {
  birthday: {
    ru: t(
      "С днём рождения, {first_name}!",
      "<p>{first_name}, поздравляем вас с днём рождения! Желаем здоровья, вдохновения и успехов в учёбе и на пути к мечте.</p><p>С теплом, {school}</p>",
    ),
    kk: t(
      "Туған күніңізбен, {first_name}!",
      "<p>{first_name}, туған күніңізбен құттықтаймыз! Сізге зор денсаулық, шабыт және оқудағы, арманға жетер жолдағы табыс тілейміз.</p><p>Ізгі ниетпен, {school}</p>",
    ),
    en: t(
      "Happy birthday, {first_name}!",
      "<p>{first_name}, happy birthday! We wish you health, inspiration and success in your studies and on the way to your dream.</p><p>Warmly, {school}</p>",
    ),
  },
  new_year: {
    ru: t(
      "С Новым годом!",
      "<p>{first_name}, поздравляем с Новым годом! Пусть он принесёт новые открытия, поступление мечты и много радостных дней.</p><p>{school}</p>",
    ),
    kk: t(
      "Жаңа жылыңызбен!",
      "<p>{first_name}, Жаңа жылыңызбен құттықтаймыз! Жаңа жыл жаңа жаңалықтар, арман оқу орнына түсу және көп қуанышты күн әкелсін.</p><p>{school}</p>",
    ),
    en: t(
      "Happy New Year!",
      "<p>{first_name}, happy New Year! May it bring new discoveries, the admission you dream of and many happy days.</p><p>{school}</p>",
    ),
  },
  defenders_day: {
    ru: t(
      "С Днём защитника!",
      "<p>{first_name}, поздравляем с Днём защитника! Желаем силы, уверенности и новых побед.</p><p>{school}</p>",
    ),
    kk: t(
      "Қорғаушы күнімен!",
      "<p>{first_name}, Қорғаушы күнімен құттықтаймыз! Күш-қуат, сенімділік және жаңа жеңістер тілейміз.</p><p>{school}</p>",
    ),
    en: t(
      "Happy Defender's Day!",
      "<p>{first_name}, happy Defender's Day! We wish you strength, confidence and new victories.</p><p>{school}</p>",
    ),
  },
  womens_day: {
    ru: t(
      "С 8 Марта!",
      "<p>{first_name}, поздравляем с Международным женским днём! Весеннего настроения, любви и исполнения желаний.</p><p>{school}</p>",
    ),
    kk: t(
      "8 Наурыз мерекесімен!",
      "<p>{first_name}, Халықаралық әйелдер күнімен құттықтаймыз! Көктемгі көңіл-күй, махаббат және армандарыңыздың орындалуын тілейміз.</p><p>{school}</p>",
    ),
    en: t(
      "Happy 8 March!",
      "<p>{first_name}, happy International Women's Day! Spring mood, love and every wish come true.</p><p>{school}</p>",
    ),
  },
  nauryz: {
    ru: t(
      "С праздником Наурыз!",
      "<p>{first_name}, поздравляем с Наурызом! Пусть весеннее обновление принесёт достаток, мир и добро в ваш дом.</p><p>{school}</p>",
    ),
    kk: t(
      "Наурыз мейрамы құтты болсын!",
      "<p>{first_name}, Ұлыстың ұлы күні құтты болсын! Көктемнің жаңаруы шаңырағыңызға береке, бірлік және ізгілік әкелсін.</p><p>{school}</p>",
    ),
    en: t(
      "Happy Nauryz!",
      "<p>{first_name}, happy Nauryz! May the spring renewal bring plenty, peace and kindness to your home.</p><p>{school}</p>",
    ),
  },
  unity_day: {
    ru: t(
      "С Днём единства народа Казахстана!",
      "<p>{first_name}, поздравляем с 1 Мая — Днём единства народа Казахстана! Мира, согласия и дружбы.</p><p>{school}</p>",
    ),
    kk: t(
      "Қазақстан халқының бірлігі күнімен!",
      "<p>{first_name}, 1 Мамыр — Қазақстан халқының бірлігі күнімен құттықтаймыз! Бейбітшілік, келісім және достық тілейміз.</p><p>{school}</p>",
    ),
    en: t(
      "Happy Unity Day!",
      "<p>{first_name}, happy 1 May, the Day of Unity of the People of Kazakhstan! Peace, harmony and friendship.</p><p>{school}</p>",
    ),
  },
  may_7: {
    ru: t(
      "С Днём защитника Отечества!",
      "<p>{first_name}, поздравляем с 7 Мая — Днём защитника Отечества! Мужества, чести и мирного неба.</p><p>{school}</p>",
    ),
    kk: t(
      "Отан қорғаушы күнімен!",
      "<p>{first_name}, 7 Мамыр — Отан қорғаушы күнімен құттықтаймыз! Батылдық, абырой және бейбіт аспан тілейміз.</p><p>{school}</p>",
    ),
    en: t(
      "Happy Defender of the Fatherland Day!",
      "<p>{first_name}, happy 7 May, Defender of the Fatherland Day! Courage, honour and a peaceful sky.</p><p>{school}</p>",
    ),
  },
  victory_day: {
    ru: t(
      "С Днём Победы!",
      "<p>{first_name}, с Днём Победы! Помним подвиг и благодарим тех, кто подарил нам мирное небо.</p><p>{school}</p>",
    ),
    kk: t(
      "Жеңіс күнімен!",
      "<p>{first_name}, Жеңіс күні құтты болсын! Ерлікті есте сақтап, бейбіт аспан сыйлағандарға алғыс айтамыз.</p><p>{school}</p>",
    ),
    en: t(
      "Happy Victory Day!",
      "<p>{first_name}, happy Victory Day! We remember the feat and thank those who gave us a peaceful sky.</p><p>{school}</p>",
    ),
  },
  kurban_ait: {
    ru: t(
      "С праздником Курбан айт!",
      "<p>{first_name}, поздравляем с Курбан айтом! Пусть в вашем доме будут мир, благополучие и милосердие.</p><p>{school}</p>",
    ),
    kk: t(
      "Құрбан айт мерекесі құтты болсын!",
      "<p>{first_name}, Құрбан айт мерекесі құтты болсын! Шаңырағыңызда тыныштық, береке және мейірім болсын.</p><p>{school}</p>",
    ),
    en: t(
      "Happy Kurban Ait!",
      "<p>{first_name}, happy Kurban Ait! May your home have peace, well-being and mercy.</p><p>{school}</p>",
    ),
  },
  capital_day: {
    ru: t(
      "С Днём столицы!",
      "<p>{first_name}, поздравляем с Днём столицы! Пусть Астана и дальше растёт и вдохновляет.</p><p>{school}</p>",
    ),
    kk: t(
      "Елорда күнімен!",
      "<p>{first_name}, Елорда күнімен құттықтаймыз! Астана әрі қарай өркендеп, шабыттандыра берсін.</p><p>{school}</p>",
    ),
    en: t(
      "Happy Capital Day!",
      "<p>{first_name}, happy Capital Day! May Astana keep growing and inspiring.</p><p>{school}</p>",
    ),
  },
  constitution_day: {
    ru: t(
      "С Днём Конституции!",
      "<p>{first_name}, поздравляем с Днём Конституции Республики Казахстан! Мира, стабильности и процветания.</p><p>{school}</p>",
    ),
    kk: t(
      "Конституция күнімен!",
      "<p>{first_name}, Қазақстан Республикасының Конституциясы күнімен құттықтаймыз! Бейбітшілік, тұрақтылық және өркендеу тілейміз.</p><p>{school}</p>",
    ),
    en: t(
      "Happy Constitution Day!",
      "<p>{first_name}, happy Constitution Day of the Republic of Kazakhstan! Peace, stability and prosperity.</p><p>{school}</p>",
    ),
  },
  republic_day: {
    ru: t(
      "С Днём Республики!",
      "<p>{first_name}, поздравляем с Днём Республики! Гордимся нашей страной и желаем ей процветания.</p><p>{school}</p>",
    ),
    kk: t(
      "Республика күнімен!",
      "<p>{first_name}, Республика күнімен құттықтаймыз! Еліміздің өркендеуін тілейміз, онымен мақтанамыз.</p><p>{school}</p>",
    ),
    en: t(
      "Happy Republic Day!",
      "<p>{first_name}, happy Republic Day! We are proud of our country and wish it prosperity.</p><p>{school}</p>",
    ),
  },
  independence_day: {
    ru: t(
      "С Днём Независимости!",
      "<p>{first_name}, поздравляем с Днём Независимости Республики Казахстан! Свободы, мира и новых достижений.</p><p>{school}</p>",
    ),
    kk: t(
      "Тәуелсіздік күнімен!",
      "<p>{first_name}, Қазақстан Республикасының Тәуелсіздік күнімен құттықтаймыз! Еркіндік, бейбітшілік және жаңа жетістіктер тілейміз.</p><p>{school}</p>",
    ),
    en: t(
      "Happy Independence Day!",
      "<p>{first_name}, happy Independence Day of the Republic of Kazakhstan! Freedom, peace and new achievements.</p><p>{school}</p>",
    ),
  },
  service_rating: {
    ru: t(
      "Оцените нашу работу",
      "<p>{first_name}, нам важно ваше мнение. Оцените, пожалуйста, работу {school} по шкале от 1 до 10 — просто ответьте на это письмо.</p>",
    ),
    kk: t(
      "Жұмысымызды бағалаңыз",
      "<p>{first_name}, сіздің пікіріңіз біз үшін маңызды. {school} жұмысын 1-ден 10-ға дейін бағалаңызшы — осы хатқа жауап жазсаңыз болғаны.</p>",
    ),
    en: t(
      "Rate our service",
      "<p>{first_name}, your opinion matters to us. Please rate {school} from 1 to 10: just reply to this message.</p>",
    ),
  },
  send_off: {
    ru: t(
      "Счастливого пути!",
      "<p>{first_name}, желаем лёгкого перелёта и мягкой посадки! Удачи на новом месте — мы всегда на связи.</p><p>{school}</p>",
    ),
    kk: t(
      "Сапарыңыз сәтті болсын!",
      "<p>{first_name}, жеңіл ұшу және сәтті қону тілейміз! Жаңа жерде сәттілік — біз әрқашан байланыстамыз.</p><p>{school}</p>",
    ),
    en: t(
      "Have a safe flight!",
      "<p>{first_name}, have a smooth flight and a soft landing! Good luck in your new place: we are always in touch.</p><p>{school}</p>",
    ),
  },
  salutation: {
    ru: t(
      "Здравствуйте, {first_name}!",
      "<p>Здравствуйте, {first_name}! Это {school}. Пишем, чтобы рассказать о новостях по вашей программе {program}.</p>",
    ),
    kk: t(
      "Сәлеметсіз бе, {first_name}!",
      "<p>Сәлеметсіз бе, {first_name}! Бұл — {school}. {program} бағдарламаңыз бойынша жаңалықтарды айтқымыз келеді.</p>",
    ),
    en: t(
      "Hello, {first_name}!",
      "<p>Hello, {first_name}! This is {school}, with news about your program {program}.</p>",
    ),
  },
  loyalty: {
    ru: t(
      "Программа лояльности",
      "<p>{first_name}, спасибо, что вы с нами! Для наших студентов действует программа лояльности: скидки на дополнительные услуги и пакеты. Спросите своего менеджера.</p><p>{school}</p>",
    ),
    kk: t(
      "Адалдық бағдарламасы",
      "<p>{first_name}, бізбен бірге болғаныңызға рахмет! Студенттеріміз үшін адалдық бағдарламасы бар: қосымша қызметтер мен пакеттерге жеңілдіктер. Менеджеріңізден сұраңыз.</p><p>{school}</p>",
    ),
    en: t(
      "Loyalty programme",
      "<p>{first_name}, thank you for being with us! Our students enjoy a loyalty programme: discounts on extra services and packages. Ask your manager.</p><p>{school}</p>",
    ),
  },
  visa_recommendations: {
    ru: t(
      "Рекомендации по визе",
      "<p>{first_name}, готовясь к визовому собеседованию:</p><ul><li>возьмите оригиналы и копии всех документов;</li><li>подтверждение финансов и жилья;</li><li>приходите заранее и отвечайте коротко и честно.</li></ul><p>{school}</p>",
    ),
    kk: t(
      "Виза бойынша ұсыныстар",
      "<p>{first_name}, визалық сұхбатқа дайындалғанда:</p><ul><li>барлық құжаттардың түпнұсқалары мен көшірмелерін алыңыз;</li><li>қаржы мен тұрғын үйді растайтын құжаттар;</li><li>ертерек келіп, қысқа әрі шынайы жауап беріңіз.</li></ul><p>{school}</p>",
    ),
    en: t(
      "Visa recommendations",
      "<p>{first_name}, preparing for your visa interview:</p><ul><li>bring the originals and copies of every document;</li><li>proof of funds and accommodation;</li><li>arrive early and answer briefly and honestly.</li></ul><p>{school}</p>",
    ),
  },
  refer_a_friend: {
    ru: t(
      "Приведи друга",
      "<p>{first_name}, посоветуйте {school} друзьям! За первую покупку друга по вашей ссылке вы получите 5 % на счёт. Ссылка — в настройках, «Пригласить друга».</p>",
    ),
    kk: t(
      "Досыңды әкел",
      "<p>{first_name}, {school} мектебін достарыңызға ұсыныңыз! Досыңыз сілтемеңіз арқылы алғаш сатып алғанда шотыңызға 5 % түседі. Сілтеме — баптауларда, «Досыңды шақыр».</p>",
    ),
    en: t(
      "Refer a friend",
      '<p>{first_name}, recommend {school} to your friends! A friend\'s first purchase through your link credits you 5 %. The link is in settings, "Invite a friend".</p>',
    ),
  },
};
