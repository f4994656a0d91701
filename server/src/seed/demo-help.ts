import { and, count, eq } from "drizzle-orm";
import { richTextOf } from "../core/rich-text.js";
import type { Storage } from "../core/storage/storage.js";
import type { Db } from "../db/client.js";
import { faqChapters, faqQuestions, legalDocuments, schoolHelp } from "../db/schema/index.js";
import { demoPdf } from "./demo-pdf.js";

type Texts = { ru: string; kk: string; en: string };
type Question = { title: Texts; text: Texts };

/** The demo FAQ (decision 0060): what a study-abroad school's students really ask, in three languages. */
export const DEMO_FAQ: readonly { title: Texts; questions: readonly Question[] }[] = [
  {
    title: { ru: "Виза", kk: "Виза", en: "Visa" },
    questions: [
      {
        title: {
          ru: "Когда подавать документы на студенческую визу?",
          kk: "Студенттік визаға құжаттарды қашан тапсыру керек?",
          en: "When should I apply for a student visa?",
        },
        text: {
          ru: "Сразу после письма о зачислении: запись в визовый центр Италии в Алматы и Астане летом занята на 4–6 недель вперёд, а рассмотрение занимает до 15 рабочих дней.\n\nКуратор соберёт пакет и запишет вас, как только придёт письмо.",
          kk: "Оқуға қабылданғаны туралы хат келген бойда: жазда Алматы мен Астанадағы Италия визалық орталығына жазылу 4–6 апта бұрын толып қалады, ал қарау 15 жұмыс күніне дейін созылады.\n\nХат келген сәтте куратор құжаттар топтамасын жинап, сізді жазып қояды.",
          en: "As soon as the admission letter arrives: appointments at the Italian visa centre in Almaty and Astana are booked 4–6 weeks ahead in summer, and processing takes up to 15 working days.\n\nYour curator assembles the file and books you in the day the letter arrives.",
        },
      },
      {
        title: {
          ru: "Какие документы нужны для визы D?",
          kk: "D визасына қандай құжаттар қажет?",
          en: "Which documents does a type D visa need?",
        },
        text: {
          ru: "<ul><li>загранпаспорт, действующий ещё 15 месяцев;</li><li>письмо о зачислении и Dichiarazione di Valore или CIMEA;</li><li>подтверждение средств — около 6 900 € на год на счёте;</li><li>страховка и подтверждение жилья.</li></ul>",
          kk: "<ul><li>тағы 15 ай жарамды шетелдік паспорт;</li><li>қабылдау хаты және Dichiarazione di Valore немесе CIMEA;</li><li>қаражатты растау — шотта бір жылға шамамен 6 900 €;</li><li>сақтандыру және тұрғын үйді растау.</li></ul>",
          en: "<ul><li>a passport valid for another 15 months;</li><li>the admission letter and a Dichiarazione di Valore or CIMEA statement;</li><li>proof of funds — about €6,900 a year in an account;</li><li>insurance and proof of housing.</li></ul>",
        },
      },
    ],
  },
  {
    title: { ru: "Апостиль и перевод", kk: "Апостиль және аударма", en: "Apostille and translation" },
    questions: [
      {
        title: {
          ru: "Где поставить апостиль на аттестат или диплом?",
          kk: "Аттестатқа немесе дипломға апостильді қайда қоюға болады?",
          en: "Where do I get an apostille on my certificate or diploma?",
        },
        text: {
          ru: "Апостиль на документы об образовании ставит Министерство просвещения (аттестат) или Министерство науки и высшего образования (диплом) через ЦОН или портал eGov. Срок — до 5 рабочих дней.",
          kk: "Білім туралы құжаттарға апостильді Оқу-ағарту министрлігі (аттестат) немесе Ғылым және жоғары білім министрлігі (диплом) ХҚКО немесе eGov порталы арқылы қояды. Мерзімі — 5 жұмыс күніне дейін.",
          en: "The Ministry of Enlightenment (school certificate) or the Ministry of Science and Higher Education (diploma) apostilles education documents through a public service centre (TsON) or the eGov portal. It takes up to 5 working days.",
        },
      },
      {
        title: {
          ru: "Нужен ли нотариальный перевод?",
          kk: "Нотариалды аударма қажет пе?",
          en: "Do I need a notarised translation?",
        },
        text: {
          ru: "Да: после апостиля документ переводят на итальянский или английский и заверяют у нотариуса. Школа работает с присяжным переводчиком — статус перевода виден во вкладке «Легализация».",
          kk: "Иә: апостильден кейін құжат итальян немесе ағылшын тіліне аударылып, нотариуста куәландырылады. Мектеп ант берген аудармашымен жұмыс істейді — аударма мәртебесі «Легализация» қойындысында көрінеді.",
          en: "Yes: after the apostille the document is translated into Italian or English and certified by a notary. The school works with a sworn translator; the translation's status shows on the Legalisation tab.",
        },
      },
    ],
  },
  {
    title: { ru: "IELTS и экзамены", kk: "IELTS және емтихандар", en: "IELTS and exams" },
    questions: [
      {
        title: {
          ru: "Какой балл IELTS нужен для поступления?",
          kk: "Түсу үшін IELTS бойынша қандай балл керек?",
          en: "What IELTS score do I need?",
        },
        text: {
          ru: "Для большинства англоязычных программ в Италии и Венгрии — 6.0, ни один модуль ниже 5.5. Для медицины и архитектуры в Политехническом университете Милана — 6.5. Точное требование указано на странице программы.",
          kk: "Италия мен Венгриядағы ағылшын тіліндегі бағдарламалардың көбіне — 6.0, бірде-бір модуль 5.5-тен төмен болмауы керек. Медицина мен Милан политехникалық университетінің сәулет бағдарламасына — 6.5. Нақты талап бағдарлама бетінде көрсетілген.",
          en: "Most English-taught programmes in Italy and Hungary ask for 6.0 with no module below 5.5; medicine and architecture at Politecnico di Milano ask for 6.5. The exact requirement is on each programme's page.",
        },
      },
      {
        title: {
          ru: "Что такое TOLC и как к нему готовиться?",
          kk: "TOLC деген не және оған қалай дайындалу керек?",
          en: "What is TOLC and how do I prepare?",
        },
        text: {
          ru: "TOLC — онлайн-тест CISIA для поступления в итальянские вузы (TOLC-I для инженерии, TOLC-E для экономики). В разделе программы есть пробный экзамен на 20 минут с разбором ответов.",
          kk: "TOLC — Италия жоғары оқу орындарына түсуге арналған CISIA онлайн тесті (инженерияға TOLC-I, экономикаға TOLC-E). Бағдарлама бөлімінде жауаптары талданатын 20 минуттық сынақ емтиханы бар.",
          en: "TOLC is CISIA's online admission test for Italian universities (TOLC-I for engineering, TOLC-E for economics). Your programme has a 20-minute practice exam with explained answers.",
        },
      },
    ],
  },
  {
    title: { ru: "Жильё", kk: "Тұрғын үй", en: "Housing" },
    questions: [
      {
        title: {
          ru: "Помогаете ли вы найти жильё?",
          kk: "Тұрғын үй табуға көмектесесіздер ме?",
          en: "Do you help with housing?",
        },
        text: {
          ru: "Да. Мы подаём заявку в общежитие университета (DSU в Италии — одновременно с заявкой на грант) и присылаем проверенные варианты комнат: в Милане от 450 €, в Будапеште от 300 € в месяц.",
          kk: "Иә. Біз университет жатақханасына өтінім береміз (Италияда DSU — грантқа өтініммен бірге) және тексерілген бөлме нұсқаларын жібереміз: Миланда айына 450 €-дан, Будапештте 300 €-дан басталады.",
          en: "Yes. We apply for a university residence (DSU in Italy, together with the grant application) and send checked room offers: from €450 a month in Milan, from €300 in Budapest.",
        },
      },
      {
        title: {
          ru: "Нужен ли договор аренды для визы?",
          kk: "Виза үшін жалдау шарты қажет пе?",
          en: "Does the visa need a rental contract?",
        },
        text: {
          ru: "Консульство принимает договор аренды, подтверждение места в общежитии или бронь на первые 30 дней. Договор регистрируют в налоговой (Agenzia delle Entrate) после приезда.",
          kk: "Консулдық жалдау шартын, жатақханадағы орынды растауды немесе алғашқы 30 күнге броньды қабылдайды. Шарт келгеннен кейін салық қызметінде (Agenzia delle Entrate) тіркеледі.",
          en: "The consulate accepts a rental contract, a residence place confirmation or a booking for the first 30 days. The contract is registered with the tax office (Agenzia delle Entrate) after arrival.",
        },
      },
    ],
  },
  {
    title: { ru: "Оплата", kk: "Төлем", en: "Payments" },
    questions: [
      {
        title: {
          ru: "Можно ли оплатить программу частями?",
          kk: "Бағдарламаны бөліп төлеуге бола ма?",
          en: "Can I pay for a programme in instalments?",
        },
        text: {
          ru: "Да: менеджер разбивает стоимость на транши с датами, и за день до срока приходит напоминание. Оплатить можно картой онлайн или по счёту.",
          kk: "Иә: менеджер құнды күндері бар транштарға бөледі, ал мерзімнен бір күн бұрын еске салғыш келеді. Онлайн картамен немесе шот бойынша төлеуге болады.",
          en: "Yes: your manager splits the price into tranches with due dates, and a reminder comes the day before each. Pay online by card or by invoice.",
        },
      },
      {
        title: {
          ru: "Что входит в приоритетный пакет?",
          kk: "Басым пакетке не кіреді?",
          en: "What does the priority package include?",
        },
        text: {
          ru: "Ментор лично проверяет каждый документ, мотивационное письмо и портфолио до подачи. Стоимость — 50 000 ₸, оплата в разделе «Оплата» профиля.",
          kk: "Ментор әр құжатты, мотивациялық хатты және портфолионы тапсыру алдында жеке тексереді. Құны — 50 000 ₸, төлем профильдің «Төлем» бөлімінде.",
          en: "A mentor personally reviews every document, the motivation letter and the portfolio before they are submitted. It costs 50,000 ₸, paid in the Payments section of your profile.",
        },
      },
    ],
  },
];

/** The demo's legal documents: two as PDFs (drawn at seed time, decision 0046), the rest written as text. */
const DEMO_LEGAL_PDFS = {
  patent: demoPdf({
    title: "Patent for individual entrepreneurship",
    lines: [
      "Holder: Demo School LLP",
      "BIN 990140000123",
      "Activity: educational consulting",
      "Valid until 31.12.2027",
    ],
  }),
  requisites: demoPdf({
    title: "Requisites",
    lines: [
      "Demo School LLP, BIN 990140000123",
      "IBAN KZ12 3456 7890 1234 5678, Halyk Bank JSC",
      "BIC HSBKKZKX",
      "Almaty, Abay Ave 1",
    ],
  }),
} as const;

/** The demo's legal texts in Russian, Kazakh and English (decision 0134). */
const DEMO_LEGAL_TEXTS = {
  personalData: {
    ru: "Регистрируясь на платформе, я даю ТОО «Демо-школа» согласие на сбор и обработку моих персональных данных (ФИО, контакты, сведения об образовании, документы для поступления) в целях оказания образовательных и консультационных услуг, в соответствии с Законом РК «О персональных данных и их защите».\n\nСогласие действует до его отзыва письменным заявлением на support@demo.kz.",
    kk: "Платформада тіркеле отырып, мен «Демо-мектеп» ЖШС-не білім беру және консультациялық қызметтер көрсету мақсатында менің дербес деректерімді (аты-жөні, байланыс деректері, білімі туралы мәліметтер, түсуге арналған құжаттар) ҚР «Дербес деректер және оларды қорғау туралы» Заңына сәйкес жинауға және өңдеуге келісім беремін.\n\nКелісім support@demo.kz мекенжайына жазбаша өтініш арқылы кері қайтарылғанға дейін әрекет етеді.",
    en: "By registering on the platform I consent to Demo School LLP collecting and processing my personal data (name, contacts, education, admission documents) to provide educational and consulting services, in accordance with the Law of the Republic of Kazakhstan on Personal Data and Its Protection.\n\nThe consent stands until I withdraw it in writing at support@demo.kz.",
  },
  privacy: {
    ru: "Мы храним ваши данные на серверах в Казахстане, передаём университетам и консульствам только то, что нужно для поступления и визы, и никогда не продаём их третьим лицам.\n\nВы можете запросить выгрузку или удаление своих данных у администратора школы.",
    kk: "Деректеріңізді Қазақстандағы серверлерде сақтаймыз, университеттер мен консулдықтарға тек түсуге және визаға қажеттісін ғана береміз және оларды ешқашан үшінші тұлғаларға сатпаймыз.\n\nДеректеріңізді жүктеп алуды немесе жоюды мектеп әкімшісінен сұрай аласыз.",
    en: "We keep your data on servers in Kazakhstan, pass to universities and consulates only what admission and the visa need, and never sell it to third parties.\n\nYou may ask the school's administrator for a copy of your data or for its deletion.",
  },
  offer: {
    ru: "Настоящий договор является публичной офертой ТОО «Демо-школа» на оказание услуг по сопровождению поступления в зарубежные вузы.\n\nАкцептом оферты является регистрация на платформе и оплата выбранной программы. Стоимость и сроки услуг указаны на странице программы.",
    kk: "Осы шарт «Демо-мектеп» ЖШС-нің шетелдік жоғары оқу орындарына түсуді сүйемелдеу қызметтерін көрсетуге арналған жария офертасы болып табылады.\n\nОфертаны қабылдау — платформада тіркелу және таңдалған бағдарламаны төлеу. Қызметтердің құны мен мерзімі бағдарлама бетінде көрсетілген.",
    en: "This agreement is a public offer by Demo School LLP to provide support with admission to universities abroad.\n\nThe offer is accepted by registering on the platform and paying for the chosen programme. The price and terms of the services are on the programme's page.",
  },
  paymentSecurity: {
    ru: "Оплата картой проходит на защищённой странице платёжного провайдера по протоколу TLS с 3-D Secure. Платформа не получает и не хранит данные вашей карты.",
    kk: "Карта арқылы төлем төлем провайдерінің қорғалған бетінде TLS хаттамасы және 3-D Secure арқылы өтеді. Платформа картаңыздың деректерін алмайды және сақтамайды.",
    en: "Card payments take place on the payment provider's secure page over TLS with 3-D Secure. The platform never receives or stores your card's details.",
  },
} as const satisfies Record<string, Texts>;

/**
 * The help side of the demo school (decisions 0060-0062): the FAQ above, the six legal documents, the support
 * contact and an onboarding video. Idempotent: the FAQ is written only while the school has none, each document and
 * the help row only when missing.
 */
export async function seedDemoHelp(db: Db, schoolId: number, storage?: Storage): Promise<void> {
  await seedFaq(db, schoolId);

  const has = async (kind: keyof typeof DEMO_LEGAL_PDFS | keyof typeof DEMO_LEGAL_TEXTS) =>
    (
      await db
        .select({ id: legalDocuments.id })
        .from(legalDocuments)
        .where(and(eq(legalDocuments.schoolId, schoolId), eq(legalDocuments.kind, kind)))
    ).length > 0;
  if (storage) {
    for (const [kind, pdf] of Object.entries(DEMO_LEGAL_PDFS) as [keyof typeof DEMO_LEGAL_PDFS, Buffer][]) {
      if (await has(kind)) continue;
      const key = `legal/${schoolId}/${kind}-demo.pdf`;
      await storage.put(key, pdf, "application/pdf");
      await db.insert(legalDocuments).values({ schoolId, kind, format: "pdf", fileKey: key }).onConflictDoNothing();
    }
  }
  for (const [kind, text] of Object.entries(DEMO_LEGAL_TEXTS) as [keyof typeof DEMO_LEGAL_TEXTS, Texts][]) {
    const html = { text: richTextOf(text.ru), textKk: richTextOf(text.kk), textEn: richTextOf(text.en) };
    if (await has(kind)) {
      // A demo seeded while legal texts had one language gets the other two of a text it still has as it was.
      await db
        .update(legalDocuments)
        .set({ textKk: html.textKk, textEn: html.textEn })
        .where(
          and(
            eq(legalDocuments.schoolId, schoolId),
            eq(legalDocuments.kind, kind),
            eq(legalDocuments.text, html.text),
            eq(legalDocuments.textKk, ""),
            eq(legalDocuments.textEn, ""),
          ),
        );
      continue;
    }
    await db
      .insert(legalDocuments)
      .values({ schoolId, kind, format: "text", ...html })
      .onConflictDoNothing();
  }

  await db
    .insert(schoolHelp)
    .values({
      schoolId,
      supportPhone: "+7 727 350 00 00",
      supportEmail: "support@demo.kz",
      supportTelegram: "@demo_school_help",
      // A public video linked, not shipped (decision 0062): it loads only when the viewer presses play.
      videoUrl: DEMO_VIDEO_URL,
      videoUpdatedAt: new Date(),
    })
    .onConflictDoNothing();
}

/** The demo's onboarding video: Blender Foundation's "Big Buck Bunny" on YouTube (Creative Commons Attribution). */
export const DEMO_VIDEO_URL = "https://www.youtube.com/watch?v=aqz-KE-bpKQ";

/** The FAQ's chapters and questions in three languages, unless the school has a FAQ already. */
async function seedFaq(db: Db, schoolId: number) {
  const [chapters] = await db.select({ count: count() }).from(faqChapters).where(eq(faqChapters.schoolId, schoolId));
  if ((chapters?.count ?? 0) > 0) return;
  for (const [index, chapter] of DEMO_FAQ.entries()) {
    const [row] = await db
      .insert(faqChapters)
      .values({
        schoolId,
        position: index + 1,
        titleRu: chapter.title.ru,
        titleKk: chapter.title.kk,
        titleEn: chapter.title.en,
      })
      .returning({ id: faqChapters.id });
    await db.insert(faqQuestions).values(
      chapter.questions.map((question, position) => ({
        schoolId,
        chapterId: row!.id,
        position: position + 1,
        titleRu: question.title.ru,
        titleKk: question.title.kk,
        titleEn: question.title.en,
        textRu: richTextOf(question.text.ru),
        textKk: richTextOf(question.text.kk),
        textEn: richTextOf(question.text.en),
      })),
    );
  }
}
