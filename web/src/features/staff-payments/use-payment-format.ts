import { formatDate, formatMinorMoney, formatTimestamp } from "../../ui/format";
import { useUiLanguage } from "../language";

/** Sums in minor units and dates as the reader's language writes them. */
export function usePaymentFormat() {
  const language = useUiLanguage();
  return {
    money: (minor: number, currency: string) => formatMinorMoney({ minor, currency, language }),
    date: (value: string | null) => (value ? formatDate(value, language) : "—"),
    dateTime: (iso: string) => formatTimestamp(iso, language),
  };
}
