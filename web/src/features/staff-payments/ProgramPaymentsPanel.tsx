import { PlusOutlined } from "@ant-design/icons";
import { Button, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../ui/LoadFailed";
import { EditPaymentModal } from "./EditPaymentModal";
import { ManualPaymentModal } from "./ManualPaymentModal";
import { PaymentHistoryDrawer } from "./PaymentHistoryDrawer";
import { PaymentsTable } from "./PaymentsTable";
import { usePaymentDialogs } from "./use-payment-dialogs";
import { useProgramPayments } from "./use-staff-payments";
import "./staff-payments.css";
import "./texts";

/**
 * A program's payments for the school admin and the manager (list_pay/): who paid, how much, how and when, newest
 * first, with "Enrol with a manual payment", corrections, deletion and each payment's history.
 */
export function ProgramPaymentsPanel({ courseId, onEnrolled }: { courseId: number; onEnrolled?(): void }) {
  const { t } = useTranslation();
  const payments = useProgramPayments(courseId);
  const [enrolling, setEnrolling] = useState(false);
  const dialogs = usePaymentDialogs();
  const rows = payments.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <section className="surface staff-payments" aria-labelledby="program-payments-title" data-testid="program-payments">
      <div className="staff-payments__head">
        <h2 id="program-payments-title" className="staff-payments__title">
          {t("staffPayments.title")}
        </h2>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEnrolling(true)}
          data-testid="manual-payment-open"
        >
          {t("staffPayments.enrol")}
        </Button>
      </div>
      {payments.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : payments.isError ? (
        <LoadFailed error={payments.error} onRetry={() => void payments.refetch()} />
      ) : (
        <PaymentsTable
          payments={rows}
          show="buyer"
          canManage
          onEdit={dialogs.setEditing}
          onDelete={dialogs.onDelete}
          onHistory={dialogs.setViewing}
          testId="program-payments-table"
        />
      )}
      {payments.hasNextPage && (
        <Button onClick={() => void payments.fetchNextPage()} loading={payments.isFetchingNextPage}>
          {t("staffPayments.more")}
        </Button>
      )}
      <ManualPaymentModal
        courseId={courseId}
        open={enrolling}
        onClose={() => setEnrolling(false)}
        onEnrolled={onEnrolled}
      />
      <EditPaymentModal payment={dialogs.editing} onClose={() => dialogs.setEditing(null)} />
      <PaymentHistoryDrawer payment={dialogs.viewing} canManage onClose={() => dialogs.setViewing(null)} />
    </section>
  );
}
