import { INSTALMENT_LIMITS, type InstalmentPlanBody, instalmentAmounts } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Form, Space } from "antd";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { formatAmount } from "../../../ui/format";
import { NumberField } from "../../../ui/NumberField";
import { useUiLanguage } from "../../language";
import { fetchInstalmentPlan, removeInstalmentPlan, saveInstalmentPlan } from "../api/tranche-payments.api";
import { tranchePayKeys } from "../tranche-payments.keys";
import "../texts";

const DEFAULTS: InstalmentPlanBody = { payments: 3, interval_days: 30, first_amount: 1, lock_after_days: 7 };

/**
 * A program's instalment plan on its edit page (decision 0159): how many payments, how often, the first one, and the
 * days overdue that close the lessons; the payments shown as the price splits, adding up to it.
 */
export function InstalmentPlanPanel({ courseId, price }: { courseId: number; price: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const key = tranchePayKeys.plan(courseId);
  const plan = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchInstalmentPlan(courseId, signal) });
  const [form] = Form.useForm<InstalmentPlanBody>();
  const values = Form.useWatch([], form) as InstalmentPlanBody | undefined;
  const save = useMutation({
    mutationFn: (body: InstalmentPlanBody) => saveInstalmentPlan(courseId, body),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
  const remove = useMutation({
    mutationFn: () => removeInstalmentPlan(courseId),
    onSuccess: () => queryClient.setQueryData(key, { plan: null }),
  });
  if (plan.isPending) return null;
  const saved = plan.data?.plan ?? null;
  const amounts = values?.payments && values.first_amount ? instalmentAmounts(values, price) : null;
  const money = (amount: number) => formatAmount(amount, language);
  const limit = (name: keyof typeof INSTALMENT_LIMITS) => INSTALMENT_LIMITS[name];
  return (
    <section data-testid="instalment-plan">
      <h2 className="heading-plain">{t("tranchePay.plan.title")}</h2>
      <p>{t("tranchePay.plan.hint")}</p>
      {!saved && <p data-testid="instalment-plan-none">{t("tranchePay.plan.none")}</p>}
      <Form
        form={form}
        layout="vertical"
        initialValues={saved ?? { ...DEFAULTS, first_amount: Math.max(1, Math.round(price / 3)) }}
        onFinish={(body) => save.mutate(body)}
      >
        <FormError error={save.error ?? remove.error} />
        <Form.Item name="payments" label={t("tranchePay.plan.payments")} rules={[{ required: true }]}>
          <NumberField
            min={limit("payments").min}
            max={limit("payments").max}
            precision={0}
            data-testid="plan-payments"
          />
        </Form.Item>
        <Form.Item name="interval_days" label={t("tranchePay.plan.interval")} rules={[{ required: true }]}>
          <NumberField
            min={limit("intervalDays").min}
            max={limit("intervalDays").max}
            precision={0}
            data-testid="plan-interval"
          />
        </Form.Item>
        <Form.Item name="first_amount" label={t("tranchePay.plan.first")} rules={[{ required: true }]}>
          <NumberField min={1} max={price} precision={0} data-testid="plan-first" />
        </Form.Item>
        <Form.Item name="lock_after_days" label={t("tranchePay.plan.lockAfter")} rules={[{ required: true }]}>
          <NumberField
            min={limit("lockAfterDays").min}
            max={limit("lockAfterDays").max}
            precision={0}
            data-testid="plan-lock"
          />
        </Form.Item>
        {amounts && (
          <Alert
            type="info"
            showIcon
            title={t("tranchePay.plan.amounts", { amounts: amounts.map(money).join(" + ") })}
            data-testid="plan-amounts"
          />
        )}
        {save.isSuccess && <Alert type="success" showIcon title={t("tranchePay.plan.saved")} />}
        <Space wrap style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="plan-save">
            {t("tranchePay.plan.save")}
          </Button>
          {saved && (
            <Button danger loading={remove.isPending} onClick={() => remove.mutate()} data-testid="plan-remove">
              {t("tranchePay.plan.remove")}
            </Button>
          )}
        </Space>
      </Form>
    </section>
  );
}
