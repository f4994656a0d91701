import { Button, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../ui/LoadFailed";
import { useCan } from "../session";
import { EditPaymentModal } from "./EditPaymentModal";
import { HistoryEvents } from "./HistoryEvents";
import { PaymentHistoryDrawer } from "./PaymentHistoryDrawer";
import { PaymentsTable } from "./PaymentsTable";
import { usePaymentDialogs } from "./use-payment-dialogs";
import { usePaymentHistory } from "./use-staff-payments";
import "./staff-payments.css";
import "./texts";

/**
 * A student's purchases (programs bought online or recorded by staff) and the history of every one of them, on the
 * student page's payment tab (list_history_pay/?user_id=). Staff correct and annotate; the student only reads.
 */
export function StudentPaymentsSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const canManage = useCan("payment.manage");
  const history = usePaymentHistory({ user_id: userId });
  const dialogs = usePaymentDialogs();
  if (history.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (history.isError) return <LoadFailed error={history.error} onRetry={() => void history.refetch()} />;
  const payments = history.data.pages[0]?.payments ?? [];
  const events = history.data.pages.flatMap((page) => page.results);
  return (
    <section className="staff-payments" aria-labelledby="student-payments-title" data-testid="student-payments">
      <h2 id="student-payments-title" className="record-section__title">
        {t("staffPayments.studentTitle")}
      </h2>
      <PaymentsTable
        payments={payments}
        show="title"
        canManage={canManage}
        onEdit={dialogs.setEditing}
        onDelete={dialogs.onDelete}
        onHistory={dialogs.setViewing}
        testId="student-payments-table"
      />
      {events.length > 0 && (
        <>
          <h3 className="staff-payments__subtitle">{t("staffPayments.historyTitle")}</h3>
          <HistoryEvents events={events} showPayment />
          {history.hasNextPage && (
            <Button onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
              {t("staffPayments.more")}
            </Button>
          )}
        </>
      )}
      {canManage && <EditPaymentModal payment={dialogs.editing} onClose={() => dialogs.setEditing(null)} />}
      <PaymentHistoryDrawer payment={dialogs.viewing} canManage={canManage} onClose={() => dialogs.setViewing(null)} />
    </section>
  );
}
