import { formatMinorMoney } from "../../ui/format";
import { useUiLanguage } from "../language";
import { useSession } from "../session";

/**
 * Sums as the money screens show them: the record's costs, tranches and acts are kept in major units of the school's
 * currency (decision 0051), payments in minor units of their own; both end as "25 000 ₸" in the language's grouping.
 */
export function useMoneyFormat() {
  const language = useUiLanguage();
  const { claims } = useSession();
  const currency = claims?.currency || "KZT";
  return {
    language,
    currency,
    major: (amount: number) => formatMinorMoney({ minor: Math.round(amount * 100), currency, language }),
    minor: (minor: number, ofCurrency = currency) => formatMinorMoney({ minor, currency: ofCurrency, language }),
  };
}

/** Hands a downloaded file to the browser. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
