import type { OverdueInstalment } from "@school/contracts";
import { Alert, Button } from "antd";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { formatMinorMoney, formatShortDate } from "../../../ui/format";
import { useUiLanguage } from "../../language";
import { usePayTranche } from "./use-pay-tranche";
import "../texts";

/**
 * Above a program's lessons locked for its student (decision 0166): which payment is overdue, since when, and Pay
 * for it; paid, the lessons open again at once.
 */
export function LockedLessonsNotice({ instalment }: { instalment: OverdueInstalment }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const pay = usePayTranche();
  const amount = formatMinorMoney({ minor: instalment.amount * 100, currency: instalment.currency, language });
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      data-testid="locked-lessons"
      message={t("tranchePay.overdue.title")}
      description={
        <>
          <p>{t("tranchePay.overdue.locked", { amount, date: formatShortDate(instalment.due_date, language) })}</p>
          <Button
            type="primary"
            loading={pay.isPending}
            onClick={() => pay.mutate(instalment.tranche_id)}
            data-testid="locked-lessons-pay"
          >
            {t("tranchePay.overdue.payAmount", { amount })}
          </Button>
          {pay.isError && <p role="alert">{errorText(pay.error, t)}</p>}
        </>
      }
    />
  );
}
