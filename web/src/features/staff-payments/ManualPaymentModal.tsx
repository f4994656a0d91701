import type { CurrencyCode } from "@school/contracts";
import { Form, Modal, Select, Switch } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../ui/FormError";
import { personName } from "../../ui/person-name";
import { toast } from "../../ui/toast";
import { useDebouncedValue } from "../../ui/use-debounced-value";
import { useSession } from "../session";
import { PaymentFields } from "./PaymentFields";
import { minorOf, type PaymentFormValues, todayInput } from "./payment-form";
import { usePaymentMutations, useStudentOptions } from "./use-staff-payments";

type Values = PaymentFormValues & { user_id: number; to_queue?: boolean };

/** The reconciliation queue's channel of each method that can wait there (decision 0160). */
const QUEUE_CHANNELS = { cash: "cash", bank_transfer: "transfer", kaspi: "kaspi" } as const;

/**
 * "Enrol with a manual payment": a student of the school, the sum and how it came. Saving records the payment as
 * paid, writes its first history line and enrols the student in the program (create_course_user/).
 */
export function ManualPaymentModal({
  courseId,
  open,
  onClose,
  onEnrolled,
}: {
  courseId: number;
  open: boolean;
  onClose(): void;
  /** The program's members changed: its screen reloads them. */
  onEnrolled?(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search, 400);
  const students = useStudentOptions(debounced, open);
  const { enrol, queue } = usePaymentMutations();
  const currency = (useSession().claims?.currency ?? "KZT") as CurrencyCode;

  const done = (message: string) => {
    toast.success(message);
    form.resetFields();
    onClose();
  };
  const submit = (values: Values) => {
    const note = values.note?.trim() || undefined;
    const channel = QUEUE_CHANNELS[values.method as keyof typeof QUEUE_CHANNELS];
    // Money a second person confirms: it waits in Finance → Reconciliation and enrols once confirmed.
    if (values.to_queue && channel) {
      const body = { user_id: values.user_id, course_id: courseId, channel, amount_minor: minorOf(values) };
      return queue.mutate(
        { ...body, currency: values.currency, note },
        { onSuccess: () => done(t("staffPayments.queued")) },
      );
    }
    enrol.mutate(
      {
        user_id: values.user_id,
        course_id: courseId,
        amount_minor: minorOf(values),
        currency: values.currency,
        method: values.method,
        paid_on: values.paid_on,
        note,
      },
      {
        onSuccess: () => {
          onEnrolled?.();
          done(t("staffPayments.enrolled"));
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t("staffPayments.enrol")}
      okText={t("staffPayments.record")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={enrol.isPending || queue.isPending}
      destroyOnHidden
      okButtonProps={{ "data-testid": "manual-payment-save" } as Record<`data-${string}`, string>}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ currency, method: "cash", paid_on: todayInput() }}
        data-testid="manual-payment-form"
      >
        <FormError error={enrol.error ?? queue.error} />
        <Form.Item
          name="user_id"
          label={t("staffPayments.student")}
          rules={[{ required: true, message: t("validation.required") }]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setSearch }}
            loading={students.isFetching}
            options={(students.data ?? []).map((user) => ({
              value: user.id,
              label: personName(user) ? `${personName(user)} (${user.email})` : user.email,
            }))}
            notFoundContent={t("staffPayments.noStudents")}
            data-testid="manual-payment-student"
          />
        </Form.Item>
        <PaymentFields />
        <Form.Item
          name="to_queue"
          valuePropName="checked"
          label={t("staffPayments.toQueue")}
          extra={t("staffPayments.toQueueHelp")}
          dependencies={["method"]}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, checked?: boolean) => {
                if (checked && !(getFieldValue("method") in QUEUE_CHANNELS))
                  throw new Error(t("staffPayments.queueMethod"));
              },
            }),
          ]}
        >
          <Switch data-testid="manual-payment-to-queue" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
