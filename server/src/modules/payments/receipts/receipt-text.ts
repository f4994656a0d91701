import {
  type CurrencyCode,
  INTL_LOCALES,
  MINOR_UNITS_PER_MAJOR,
  type PaymentMethod,
  type UiLanguage,
} from "@school/contracts";

/** What a receipt tells, in the platform's terms; `receiptText` writes it in the payer's language. */
export type Receipt = {
  kind: "payment" | "refund";
  school: string;
  /** A program's title in the payer's language, a tariff's size, or the priority package. */
  item: { kind: "course"; title: string } | { kind: "tariff"; students: number; months: number } | { kind: "package" };
  amountMinor: number;
  currency: string;
  method: PaymentMethod;
  /** Which provider took the money, for a provider payment ("development": test payments, no money moved). */
  provider: string | null;
  at: Date;
  timeZone: string;
  orderId: string;
};

/** What the PDF prints beyond the e-mail's lines (decision 0161): the seller, the payer, the number, VAT, the fiscal receipt. */
export type ReceiptDocument = Receipt & {
  number: string;
  payer: string;
  /** The school's legal name and BIN from its requisites when filled; else its name alone. */
  seller: { name: string; bin: string; address: string };
  vatRate: number | null;
  fiscal: { provider: string; sign: string; number: string; url: string | null; at: Date } | null;
};

const WORDS = {
  ru: {
    title: { payment: "Чек об оплате", refund: "Чек о возврате" },
    school: "Школа",
    item: { course: "Программа", tariff: "Тариф", package: "Покупка" },
    tariff: (students: number, months: number) => `${students} учеников × ${months} мес.`,
    package: "Приоритетный пакет: проверка документов ментором",
    amount: { payment: "Сумма", refund: "Сумма возврата" },
    method: "Способ оплаты",
    methods: {
      cloudpayments: "Банковская карта (CloudPayments)",
      development: "Тестовый платёж: деньги не списывались",
      provider: "Онлайн-оплата",
      cash: "Наличные",
      bank_transfer: "Банковский перевод",
      card_terminal: "Карта через терминал",
      kaspi: "Kaspi",
    },
    date: "Дата",
    order: "Номер заказа",
    number: (number: string) => `Чек № ${number}`,
    seller: "Продавец",
    bin: "БИН",
    address: "Адрес",
    payer: "Покупатель",
    vat: (rate: number) => `В том числе НДС ${rate} %`,
    noVat: "Без НДС",
    fiscal: "Фискальный чек",
    fiscalSign: "Фискальный признак",
    fiscalNumber: "Номер чека в смене",
    fiscalAt: "Время регистрации",
    fiscalUrl: "Проверить чек",
    register: "Онлайн-касса",
  },
  kk: {
    title: { payment: "Төлем туралы түбіртек", refund: "Қайтарым туралы түбіртек" },
    school: "Мектеп",
    item: { course: "Бағдарлама", tariff: "Тариф", package: "Сатып алу" },
    tariff: (students: number, months: number) => `${students} оқушы × ${months} ай`,
    package: "Басым пакет: құжаттарды ментор тексереді",
    amount: { payment: "Сомасы", refund: "Қайтарылған сома" },
    method: "Төлем тәсілі",
    methods: {
      cloudpayments: "Банк картасы (CloudPayments)",
      development: "Сынақ төлемі: ақша алынған жоқ",
      provider: "Онлайн төлем",
      cash: "Қолма-қол ақша",
      bank_transfer: "Банк аударымы",
      card_terminal: "Терминал арқылы карта",
      kaspi: "Kaspi",
    },
    date: "Күні",
    order: "Тапсырыс нөмірі",
    number: (number: string) => `№ ${number} түбіртек`,
    seller: "Сатушы",
    bin: "БСН",
    address: "Мекенжайы",
    payer: "Сатып алушы",
    vat: (rate: number) => `Оның ішінде ҚҚС ${rate} %`,
    noVat: "ҚҚС-сыз",
    fiscal: "Фискалдық чек",
    fiscalSign: "Фискалдық белгі",
    fiscalNumber: "Ауысымдағы чек нөмірі",
    fiscalAt: "Тіркелген уақыты",
    fiscalUrl: "Чекті тексеру",
    register: "Онлайн-касса",
  },
  en: {
    title: { payment: "Payment receipt", refund: "Refund receipt" },
    school: "School",
    item: { course: "Programme", tariff: "Tariff", package: "Purchase" },
    tariff: (students: number, months: number) => `${students} students × ${months} months`,
    package: "Priority package: document check by a mentor",
    amount: { payment: "Amount", refund: "Amount refunded" },
    method: "Payment method",
    methods: {
      cloudpayments: "Bank card (CloudPayments)",
      development: "Test payment: no money was taken",
      provider: "Online payment",
      cash: "Cash",
      bank_transfer: "Bank transfer",
      card_terminal: "Card at a terminal",
      kaspi: "Kaspi",
    },
    date: "Date",
    order: "Order number",
    number: (number: string) => `Receipt No. ${number}`,
    seller: "Seller",
    bin: "BIN",
    address: "Address",
    payer: "Buyer",
    vat: (rate: number) => `Including VAT ${rate} %`,
    noVat: "Without VAT",
    fiscal: "Fiscal receipt",
    fiscalSign: "Fiscal sign",
    fiscalNumber: "Receipt number in the shift",
    fiscalAt: "Registered at",
    fiscalUrl: "Check the receipt",
    register: "Online cash register",
  },
} as const;

/** The sum in its currency, as the web app writes it (the currency's code after or before the number). */
function amountText(receipt: Receipt, language: UiLanguage): string {
  const per = MINOR_UNITS_PER_MAJOR[receipt.currency as CurrencyCode] ?? 100;
  const digits = Math.round(Math.log10(per));
  try {
    return new Intl.NumberFormat(INTL_LOCALES[language], {
      style: "currency",
      currency: receipt.currency,
      currencyDisplay: "code",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(receipt.amountMinor / per);
  } catch {
    return `${(receipt.amountMinor / per).toFixed(digits)} ${receipt.currency}`;
  }
}

/** What was bought, in the reader's words: a program's title as given, a tariff's size, the priority package. */
export function itemText(language: UiLanguage, item: Receipt["item"]): string {
  const words = WORDS[language];
  if (item.kind === "course") return item.title;
  return item.kind === "tariff" ? `${words.item.tariff}: ${words.tariff(item.students, item.months)}` : words.package;
}

/** The receipt's item and method and date in the reader's words: what the e-mail and the PDF both print. */
function receiptParts(language: UiLanguage, receipt: Receipt) {
  const words = WORDS[language];
  const { item } = receipt;
  const itemText =
    item.kind === "course"
      ? item.title
      : item.kind === "tariff"
        ? words.tariff(item.students, item.months)
        : words.package;
  const method =
    receipt.method === "provider"
      ? receipt.provider === "cloudpayments" || receipt.provider === "development"
        ? words.methods[receipt.provider]
        : words.methods.provider
      : words.methods[receipt.method];
  return { words, itemText, method, date: dateText(receipt.at, { language, timeZone: receipt.timeZone }) };
}

/** A moment in the school's zone, in the reader's language. */
function dateText(at: Date, input: { language: UiLanguage; timeZone: string }): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[input.language], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: input.timeZone,
  }).format(at);
}

/** The receipt's notification: its title (the e-mail's subject) and its lines, in the payer's language. */
export function receiptText(language: UiLanguage, receipt: Receipt): { title: string; body: string } {
  const { words, itemText, method, date } = receiptParts(language, receipt);
  return {
    title: `${words.title[receipt.kind]}: ${itemText}`,
    body: [
      `${words.school}: ${receipt.school}`,
      `${words.item[receipt.item.kind]}: ${itemText}`,
      `${words.amount[receipt.kind]}: ${amountText(receipt, language)}`,
      `${words.method}: ${method}`,
      `${words.date}: ${date}`,
      `${words.order}: ${receipt.orderId}`,
    ].join("\n"),
  };
}

/**
 * The PDF's parts in the payer's language (decision 0161): its title and number, the labelled lines (seller, payer,
 * item, sum, VAT, method, date, order), and the fiscal receipt's lines when the register issued one.
 */
export function receiptDocumentText(language: UiLanguage, receipt: ReceiptDocument) {
  const { words, itemText, method, date } = receiptParts(language, receipt);
  const amount = amountText(receipt, language);
  const vat =
    receipt.vatRate === null
      ? words.noVat
      : `${words.vat(receipt.vatRate)}: ${amountText({ ...receipt, amountMinor: includedVatMinor(receipt) }, language)}`;
  const seller = [receipt.seller.name, receipt.seller.bin && `${words.bin} ${receipt.seller.bin}`]
    .filter(Boolean)
    .join(", ");
  const lines: [string, string][] = [
    [words.seller, seller],
    ...(receipt.seller.address ? [[words.address, receipt.seller.address] as [string, string]] : []),
    [words.payer, receipt.payer],
    [words.item[receipt.item.kind], itemText],
    [words.amount[receipt.kind], amount],
    [words.method, method],
    [words.date, date],
    [words.order, receipt.orderId],
  ];
  const { fiscal } = receipt;
  const fiscalLines: [string, string][] = fiscal
    ? [
        [words.register, fiscal.provider === "webkassa" ? "Webkassa" : fiscal.provider],
        [words.fiscalSign, fiscal.sign],
        [words.fiscalNumber, fiscal.number],
        [words.fiscalAt, dateText(fiscal.at, { language, timeZone: receipt.timeZone })],
        ...(fiscal.url ? [[words.fiscalUrl, fiscal.url] as [string, string]] : []),
      ]
    : [];
  return {
    title: words.title[receipt.kind],
    number: words.number(receipt.number),
    lines,
    vat,
    fiscalTitle: words.fiscal,
    fiscalLines,
  };
}

/** The VAT a sum includes, in minor units: sum × rate / (100 + rate), as the act computes it. */
function includedVatMinor(receipt: ReceiptDocument): number {
  return Math.round((receipt.amountMinor * (receipt.vatRate ?? 0)) / (100 + (receipt.vatRate ?? 0)));
}
