import { type CurrencyCode, type MoneyReport, minorToDecimal, type UiLanguage } from "@school/contracts";
import { type XlsxCell, xlsxStream } from "../../../core/xlsx.js";

/** The export's words in the three interface languages. */
const WORDS = {
  sheet: { ru: "Финансы", kk: "Қаржы", en: "Money" },
  header: {
    ru: ["Раздел", "Строка", "Валюта", "Получено", "Платежей"],
    kk: ["Бөлім", "Жол", "Валюта", "Түсті", "Төлемдер"],
    en: ["Section", "Row", "Currency", "Received", "Payments"],
  },
  month: { ru: "По месяцам", kk: "Айлар бойынша", en: "By month" },
  program: { ru: "По программам", kk: "Бағдарламалар бойынша", en: "By program" },
  method: { ru: "По способам оплаты", kk: "Төлем тәсілдері бойынша", en: "By method" },
  total: { ru: "Итого", kk: "Барлығы", en: "Total" },
  overdue: { ru: "Просроченные транши", kk: "Мерзімі өткен транштар", en: "Overdue tranches" },
  overdueHeader: {
    ru: ["Студент", "Срок", "Дней просрочки", "Сумма"],
    kk: ["Студент", "Мерзімі", "Кешіккен күндер", "Сомасы"],
    en: ["Student", "Due", "Days overdue", "Amount"],
  },
  kinds: {
    course: { ru: "Удалённая программа", kk: "Жойылған бағдарлама", en: "Deleted program" },
    priority_package: { ru: "Приоритетный пакет", kk: "Басым пакет", en: "Priority package" },
    tariff: { ru: "Тариф школы", kk: "Мектеп тарифі", en: "School tariff" },
  },
  methods: {
    provider: { ru: "Онлайн-оплата", kk: "Онлайн төлем", en: "Online payment" },
    cash: { ru: "Наличные", kk: "Қолма-қол", en: "Cash" },
    bank_transfer: { ru: "Банковский перевод", kk: "Банк аударымы", en: "Bank transfer" },
    card_terminal: { ru: "Терминал", kk: "Терминал", en: "Card terminal" },
    kaspi: { ru: "Kaspi", kk: "Kaspi", en: "Kaspi" },
  },
} as const;

/** A sum in minor units as the number of major units a spreadsheet adds up (exact: from the decimal string). */
const major = (minor: number, currency: string) => Number(minorToDecimal(minor, currency as CurrencyCode));

/** The report as rows of one sheet: a section per grouping, then the overdue tranches. */
export function reportRows(report: MoneyReport, language: UiLanguage): XlsxCell[][] {
  const rows: XlsxCell[][] = [];
  for (const row of report.months) {
    rows.push([WORDS.month[language], row.month, row.currency, major(row.received_minor, row.currency), row.payments]);
  }
  for (const row of report.by_program) {
    const name = row.title || WORDS.kinds[row.kind][language];
    rows.push([WORDS.program[language], name, row.currency, major(row.received_minor, row.currency), row.payments]);
  }
  for (const row of report.by_method) {
    const name = `${WORDS.methods[row.method][language]}${row.provider ? ` (${row.provider})` : ""}`;
    rows.push([WORDS.method[language], name, row.currency, major(row.received_minor, row.currency), row.payments]);
  }
  for (const row of report.totals) {
    const period = `${report.from} – ${report.to}`;
    rows.push([WORDS.total[language], period, row.currency, major(row.received_minor, row.currency), row.payments]);
  }
  rows.push([]);
  rows.push([WORDS.overdue[language], ...WORDS.overdueHeader[language]]);
  for (const row of report.overdue.rows) {
    const name = `${row.first_name} ${row.last_name}`.trim();
    rows.push(["", name, row.due_date, row.days_overdue, row.amount]);
  }
  rows.push([WORDS.total[language], String(report.overdue.count), "", "", report.overdue.amount]);
  return rows;
}

export function reportWorkbook(report: MoneyReport, language: UiLanguage) {
  const rows = reportRows(report, language);
  return {
    stream: xlsxStream({
      sheet: WORDS.sheet[language],
      header: WORDS.header[language],
      widths: [26, 36, 14, 16, 12],
      rows: (async function* () {
        yield rows;
      })(),
    }),
    disposition: `attachment; filename="money-${report.from}-${report.to}.xlsx"`,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  };
}
