import type { DocumentKind, UiLanguage } from "@school/contracts";

/**
 * The fixed words of the documents' blocks in each language: titles, the parties, the table heads, the VAT line, the
 * signatures, the acceptance; the text between them is the school's template. Form Р-1's field names are those of the
 * Minister of Finance's order No. 562 (appendix 50), which Kazakhstani acts of work done print.
 */

type Words = {
  titles: Record<DocumentKind, string>;
  number: string;
  date: string;
  contractor: string;
  customer: string;
  supplier: string;
  payer: string;
  bin: string;
  iin: string;
  address: string;
  phone: string;
  email: string;
  bank: string;
  iik: string;
  bik: string;
  kbe: string;
  director: string;
  lines: [string, string, string];
  schedule: [string, string, string];
  scheduleTitle: string;
  total: string;
  inWords: string;
  vat: (rate: number) => string;
  noVat: string;
  vatCertificate: string;
  signature: string;
  stamp: string;
  service: string;
  acceptance: {
    title: string;
    accepted: string;
    ip: string;
    device: string;
    sha256: string;
    note: string;
  };
  act: {
    form: string;
    contract: string;
    documentNumber: string;
    compiledOn: string;
    columns: string[];
    unit: string;
    stock: string;
    appendix: string;
    handedOver: string;
    accepted: string;
    position: string;
    decoding: string;
    signedOn: string;
  };
};

export const DOCUMENT_WORDS: Record<UiLanguage, Words> = {
  ru: {
    titles: { contract: "ДОГОВОР", invoice: "СЧЁТ НА ОПЛАТУ", act: "АКТ ВЫПОЛНЕННЫХ РАБОТ (ОКАЗАННЫХ УСЛУГ)" },
    number: "№",
    date: "Дата",
    contractor: "Исполнитель",
    customer: "Заказчик",
    supplier: "Поставщик",
    payer: "Плательщик",
    bin: "БИН",
    iin: "ИИН/БИН",
    address: "Адрес",
    phone: "Телефон",
    email: "E-mail",
    bank: "Банк",
    iik: "ИИК",
    bik: "БИК",
    kbe: "Кбе",
    director: "Директор",
    lines: ["№", "Наименование", "Сумма"],
    schedule: ["№", "Срок оплаты", "Сумма"],
    scheduleTitle: "График платежей",
    total: "Итого",
    inWords: "Всего к оплате",
    vat: (rate) => `В том числе НДС ${rate} %`,
    noVat: "Без НДС",
    vatCertificate: "Свидетельство о постановке на учёт по НДС",
    signature: "подпись",
    stamp: "М.П.",
    service: "Образовательные услуги",
    acceptance: {
      title: "Акцепт (простая электронная подпись)",
      accepted: "Принят Заказчиком",
      ip: "IP-адрес",
      device: "Устройство",
      sha256: "SHA-256 документа",
      note: "Договор принят нажатием «Принять» в личном кабинете Заказчика. Подпись ЭЦП через NCALayer не применялась.",
    },
    act: {
      form: "Приложение 50 к приказу Министра финансов Республики Казахстан от 20 декабря 2012 года № 562 · Форма Р-1",
      contract: "Договор (контракт)",
      documentNumber: "Номер документа",
      compiledOn: "Дата составления",
      columns: [
        "№ п/п",
        "Наименование работ (услуг)",
        "Дата выполнения работ (оказания услуг)",
        "Сведения об отчёте о научных исследованиях, маркетинговых, консультационных и прочих услугах (дата, номер, количество страниц)",
        "Единица измерения",
        "Количество",
        "Цена за единицу",
        "Стоимость",
      ],
      unit: "услуга",
      stock: "Сведения об использовании запасов, полученных от заказчика: не использовались",
      appendix:
        "Приложение: Перечень документации, в том числе отчёт(ы) о маркетинговых, научных исследованиях, консультационных и прочих услугах (обязательны при его (их) наличии): нет",
      handedOver: "Сдал (Исполнитель)",
      accepted: "Принял (Заказчик)",
      position: "должность",
      decoding: "расшифровка подписи",
      signedOn: "Дата подписания (принятия) работ (услуг)",
    },
  },
  kk: {
    titles: {
      contract: "ШАРТ",
      invoice: "ТӨЛЕМГЕ АРНАЛҒАН ШОТ",
      act: "ОРЫНДАЛҒАН ЖҰМЫСТАР (КӨРСЕТІЛГЕН ҚЫЗМЕТТЕР) АКТІСІ",
    },
    number: "№",
    date: "Күні",
    contractor: "Орындаушы",
    customer: "Тапсырыс беруші",
    supplier: "Жеткізуші",
    payer: "Төлеуші",
    bin: "БСН",
    iin: "ЖСН/БСН",
    address: "Мекенжайы",
    phone: "Телефон",
    email: "E-mail",
    bank: "Банк",
    iik: "ЖСК",
    bik: "БСК",
    kbe: "Кбе",
    director: "Директор",
    lines: ["№", "Атауы", "Сомасы"],
    schedule: ["№", "Төлеу мерзімі", "Сомасы"],
    scheduleTitle: "Төлем кестесі",
    total: "Барлығы",
    inWords: "Төлеуге барлығы",
    vat: (rate) => `Оның ішінде ҚҚС ${rate} %`,
    noVat: "ҚҚС-сыз",
    vatCertificate: "ҚҚС бойынша есепке қою туралы куәлік",
    signature: "қолы",
    stamp: "М.О.",
    service: "Білім беру қызметтері",
    acceptance: {
      title: "Акцепт (қарапайым электрондық қолтаңба)",
      accepted: "Тапсырыс беруші қабылдады",
      ip: "IP-мекенжайы",
      device: "Құрылғы",
      sha256: "Құжаттың SHA-256",
      note: "Шарт Тапсырыс берушінің жеке кабинетінде «Қабылдау» батырмасын басу арқылы қабылданды. NCALayer арқылы ЭЦҚ қолданылмады.",
    },
    act: {
      form: "Қазақстан Республикасы Қаржы министрінің 2012 жылғы 20 желтоқсандағы № 562 бұйрығына 50-қосымша · Р-1 нысаны",
      contract: "Шарт (келісімшарт)",
      documentNumber: "Құжат нөмірі",
      compiledOn: "Жасалған күні",
      columns: [
        "Р/с №",
        "Жұмыстардың (қызметтердің) атауы",
        "Жұмыстардың орындалған (қызметтердің көрсетілген) күні",
        "Ғылыми зерттеулер, маркетингтік, консультациялық және өзге де қызметтер туралы есеп туралы мәліметтер (күні, нөмірі, беттер саны)",
        "Өлшем бірлігі",
        "Саны",
        "Бірлік бағасы",
        "Құны",
      ],
      unit: "қызмет",
      stock: "Тапсырыс берушіден алынған қорларды пайдалану туралы мәліметтер: пайдаланылған жоқ",
      appendix:
        "Қосымша: құжаттама тізбесі, оның ішінде маркетингтік, ғылыми зерттеулер, консультациялық және өзге де қызметтер туралы есеп(тер) (бар болған жағдайда міндетті): жоқ",
      handedOver: "Тапсырды (Орындаушы)",
      accepted: "Қабылдады (Тапсырыс беруші)",
      position: "лауазымы",
      decoding: "қолтаңбаның толық жазылуы",
      signedOn: "Жұмыстарға (қызметтерге) қол қойылған (қабылданған) күн",
    },
  },
  en: {
    titles: { contract: "CONTRACT", invoice: "INVOICE", act: "ACT OF WORK PERFORMED (SERVICES RENDERED)" },
    number: "No.",
    date: "Date",
    contractor: "Contractor",
    customer: "Customer",
    supplier: "Supplier",
    payer: "Payer",
    bin: "BIN",
    iin: "IIN/BIN",
    address: "Address",
    phone: "Phone",
    email: "E-mail",
    bank: "Bank",
    iik: "IIK",
    bik: "BIK",
    kbe: "Kbe",
    director: "Director",
    lines: ["No.", "Description", "Amount"],
    schedule: ["No.", "Due date", "Amount"],
    scheduleTitle: "Payment schedule",
    total: "Total",
    inWords: "Total due",
    vat: (rate) => `Including VAT ${rate} %`,
    noVat: "Without VAT",
    vatCertificate: "VAT registration certificate",
    signature: "signature",
    stamp: "Seal",
    service: "Educational services",
    acceptance: {
      title: "Acceptance (simple electronic signature)",
      accepted: "Accepted by the Customer",
      ip: "IP address",
      device: "Device",
      sha256: "Document SHA-256",
      note: "The contract was accepted by pressing Accept in the Customer's account. No NCALayer digital signature was applied.",
    },
    act: {
      form: "Appendix 50 to Order No. 562 of the Minister of Finance of the Republic of Kazakhstan of 20 December 2012 · Form R-1",
      contract: "Contract",
      documentNumber: "Document number",
      compiledOn: "Date compiled",
      columns: [
        "No.",
        "Work (services)",
        "Date performed (rendered)",
        "Report on research, marketing, consulting and other services (date, number, pages)",
        "Unit",
        "Quantity",
        "Unit price",
        "Amount",
      ],
      unit: "service",
      stock: "Stock received from the customer and used: none",
      appendix:
        "Appendix: list of documentation, including reports on marketing, research, consulting and other services (required where they exist): none",
      handedOver: "Handed over (Contractor)",
      accepted: "Accepted (Customer)",
      position: "position",
      decoding: "name",
      signedOn: "Date the work (services) was signed for (accepted)",
    },
  },
};
