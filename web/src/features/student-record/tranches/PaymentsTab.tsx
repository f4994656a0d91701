import type { PaymentTranche, PaymentTranches, StudentCard } from "@school/contracts";
import { Alert, Button, Form, Modal, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { formatDate } from "../../../ui/format";
import { ActsSection, useMoneyFormat } from "../../finance";
import { useCan } from "../../session";
import { StudentPaymentsSection } from "../../staff-payments";
import { RecordSectionsTab } from "../sections/RecordSectionsTab";
import { TrancheEditModal } from "./TrancheEditModal";
import { TrancheTable } from "./TrancheTable";
import { type TrancheValues, todayDate, useTranches } from "./use-tranches";
import "../student-record.css";
import { DateField } from "../../../ui/DateField";
import { NumberField } from "../../../ui/NumberField";

/** Paid and owed; a paid total beyond the package cost is the student's credit, never a bare negative balance. */
function TrancheSummary({ data, money }: { data: PaymentTranches; money(amount: number): string }) {
  const { t } = useTranslation();
  const { language } = useMoneyFormat();
  const overdue = data.results.filter((tranche) => tranche.overdue);
  return (
    <>
      <p className="record-state" data-testid="tranche-summary">
        {t("record.ui.paidTotal", { amount: money(data.paid_total) })} ·{" "}
        {data.payment_balance < 0 ? (
          <Tag color="success" bordered={false} data-testid="tranche-credit">
            {t("record.ui.credit", { amount: money(-data.payment_balance) })}
          </Tag>
        ) : (
          <span data-testid="tranche-balance">{t("record.ui.balance", { amount: money(data.payment_balance) })}</span>
        )}
      </p>
      {overdue.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="record-overdue"
          title={t("record.ui.overdueTitle", { count: overdue.length })}
          description={
            <ul className="record-overdue__list">
              {overdue.map((tranche) => (
                <li key={tranche.id}>
                  {t("record.ui.overdueItem", {
                    amount: money(tranche.amount),
                    date: formatDate(tranche.due_date, language),
                  })}
                </li>
              ))}
            </ul>
          }
          data-testid="tranches-overdue"
        />
      )}
    </>
  );
}

/** Payment tranches (what is paid and what is left of the package cost), then the student's purchases and history. */
export function PaymentsTab({ user }: { user: StudentCard }) {
  const { t } = useTranslation();
  const canManage = useCan("studentRecord.manage");
  const seesPayments = useCan("payment.read");
  const [modal, modalHolder] = Modal.useModal();
  // Tranches are kept in major units of the school's currency (decision 0051), written as the reader's language does.
  const money = useMoneyFormat().major;
  const confirmOverpay = async (excess: number) =>
    Boolean(
      await modal.confirm({
        title: t("record.ui.overpayTitle"),
        content: t("record.ui.overpayText", { excess: money(excess) }),
        okText: t("record.ui.overpayOk"),
        cancelText: t("common.cancel"),
        okButtonProps: { "data-testid": "overpay-confirm" } as Record<`data-${string}`, string>,
      }),
    );
  const { tranches, add, change, remove } = useTranches(user.id, confirmOverpay);
  const [editing, setEditing] = useState<PaymentTranche | null>(null);
  const [form] = Form.useForm<TrancheValues>();
  return (
    <div data-testid="payments-tab">
      {modalHolder}
      <RecordSectionsTab user={user} sections={["package"]} name="package" />
      <h2 className="record-section__title">{t("record.ui.tranches")}</h2>
      {tranches.data && <TrancheSummary data={tranches.data} money={money} />}
      {canManage && (
        <Form
          form={form}
          layout="inline"
          onFinish={(values) => add.mutate(values, { onSuccess: () => form.resetFields() })}
          className="record-inline-form"
        >
          <FormError error={add.error} />
          <Form.Item
            name="amount"
            label={t("record.ui.amount")}
            rules={[{ required: true, message: t("validation.required") }]}
          >
            <NumberField min={1} step={10000} data-testid="tranche-amount" />
          </Form.Item>
          <Form.Item
            name="due_date"
            label={t("record.ui.dueDate")}
            rules={[{ required: true, message: t("validation.required") }]}
          >
            <DateField data-testid="tranche-due" />
          </Form.Item>
          <Form.Item name="paid_on" label={t("record.ui.paidOn")}>
            <DateField data-testid="tranche-paid-on" />
          </Form.Item>
          <Button htmlType="submit" loading={add.isPending} data-testid="tranche-add">
            {t("record.ui.addTranche")}
          </Button>
        </Form>
      )}
      <FormError error={change.error ?? remove.error} />
      <TrancheTable
        tranches={tranches.data?.results ?? []}
        canManage={canManage}
        busy={change.isPending}
        money={money}
        onPaid={(tranche, paid) => change.mutate({ tranche, changes: { paid_on: paid ? todayDate() : null } })}
        onEdit={setEditing}
        onDelete={(tranche) => remove.mutate(tranche.id)}
      />
      <TrancheEditModal
        tranche={editing}
        saving={change.isPending}
        error={change.error}
        onSave={(changes) =>
          editing && change.mutate({ tranche: editing, changes }, { onSuccess: () => setEditing(null) })
        }
        onClose={() => setEditing(null)}
      />
      {seesPayments && <StudentPaymentsSection userId={user.id} />}
      <ActsSection userId={user.id} />
    </div>
  );
}
