import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { Button } from "../../../ui/lite/Button";
import { WalletIcon } from "../../../ui/lite/icons/WalletIcon";
import { usePayTranche } from "./use-pay-tranche";
import "../../../ui/lite/controls.css";
import "../texts";

/**
 * What a student meets at a lesson of a program bought in instalments whose payment is overdue past the school's
 * days (decision 0159): why the lessons are closed, and Pay for that payment; paid, they open again.
 */
export function InstalmentOverdue({ trancheId }: { trancheId: number }) {
  const { t } = useTranslation();
  const pay = usePayTranche();
  return (
    <section
      className="surface lite-result"
      aria-labelledby="instalment-overdue-title"
      data-testid="instalment-overdue"
    >
      <WalletIcon className="lite-result__icon" />
      <h1 id="instalment-overdue-title" className="lite-result__title">
        {t("tranchePay.overdue.title")}
      </h1>
      <p>{t("tranchePay.overdue.text")}</p>
      <Button
        look="primary"
        aria-busy={pay.isPending}
        disabled={pay.isPending}
        onClick={() => pay.mutate(trancheId)}
        data-testid="instalment-overdue-pay"
      >
        {t("tranchePay.overdue.pay")}
      </Button>
      {pay.isError && <p role="alert">{errorText(pay.error, t)}</p>}
    </section>
  );
}
