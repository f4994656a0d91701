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
    },
    date: "Дата",
    order: "Номер заказа",
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
    },
    date: "Күні",
    order: "Тапсырыс нөмірі",
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
    },
    date: "Date",
    order: "Order number",
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

/** The receipt's notification: its title (the e-mail's subject) and its lines, in the payer's language. */
export function receiptText(language: UiLanguage, receipt: Receipt): { title: string; body: string } {
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
  const date = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: receipt.timeZone,
  }).format(receipt.at);
  return {
    title: `${words.title[receipt.kind]}: ${itemText}`,
    body: [
      `${words.school}: ${receipt.school}`,
      `${words.item[item.kind]}: ${itemText}`,
      `${words.amount[receipt.kind]}: ${amountText(receipt, language)}`,
      `${words.method}: ${method}`,
      `${words.date}: ${date}`,
      `${words.order}: ${receipt.orderId}`,
    ].join("\n"),
  };
}
