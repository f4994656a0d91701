import {
  TARIFF_MAX_MONTHS,
  TARIFF_MAX_STUDENTS,
  TARIFF_MIN_MONTHS,
  TARIFF_MIN_STUDENTS,
  type TariffPrice,
} from "@school/contracts";
import { Button, Card, Form, Select, Skeleton } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { formatMinorMoney, formatPercent } from "../../../ui/format";
import { NumberField } from "../../../ui/NumberField";
import { useUiLanguage } from "../../language";
import { usePayTariffMutation, useTariffPriceQuery } from "../hooks/use-tariffs";

const MONTH_CHOICES = [1, 2, 3, 6, 9, 12, 18, 24].filter(
  (months) => months >= TARIFF_MIN_MONTHS && months <= TARIFF_MAX_MONTHS,
);
/** The price is asked once typing pauses, not on every key. */
const TYPING_PAUSE_MS = 300;

const validStudents = (value: number | null): value is number =>
  value !== null && Number.isInteger(value) && value >= TARIFF_MIN_STUDENTS && value <= TARIFF_MAX_STUDENTS;

/** Students and months in, the server's price out (calc_tariff/), and "Pay" for exactly that size. */
export function TariffCalculator(props: { initialStudents: number; initialMonths: number }) {
  const { t } = useTranslation();
  const [students, setStudents] = useState<number | null>(Math.min(props.initialStudents, TARIFF_MAX_STUDENTS));
  const [months, setMonths] = useState(MONTH_CHOICES.includes(props.initialMonths) ? props.initialMonths : 3);
  const [asked, setAsked] = useState(() => (validStudents(students) ? { students, months } : null));
  useEffect(() => {
    const timer = setTimeout(() => setAsked(validStudents(students) ? { students, months } : null), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [students, months]);
  const price = useTariffPriceQuery(asked);
  const pay = usePayTariffMutation();
  const current = asked !== null && price.data?.students === asked.students && price.data.months === asked.months;

  return (
    <Card title={<h2 className="tariff-heading">{t("tariffs.calculator")}</h2>}>
      <Form layout="vertical" style={{ display: "flex", flexWrap: "wrap", gap: 16 }}>
        <Form.Item
          label={t("tariffs.students")}
          htmlFor="tariff-students"
          validateStatus={validStudents(students) ? undefined : "error"}
          help={
            validStudents(students)
              ? undefined
              : t("tariffs.studentsBounds", { min: TARIFF_MIN_STUDENTS, max: TARIFF_MAX_STUDENTS })
          }
          style={{ marginBottom: 0 }}
        >
          <NumberField
            id="tariff-students"
            data-testid="tariff-students"
            min={TARIFF_MIN_STUDENTS}
            max={TARIFF_MAX_STUDENTS}
            precision={0}
            value={students}
            onChange={(value) => setStudents(value)}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item label={t("tariffs.months")} htmlFor="tariff-months" style={{ marginBottom: 0 }}>
          <Select
            id="tariff-months"
            data-testid="tariff-months"
            value={months}
            onChange={setMonths}
            options={MONTH_CHOICES.map((value) => ({ value, label: t("tariffs.monthsCount", { count: value }) }))}
            style={{ width: 160 }}
          />
        </Form.Item>
      </Form>
      <div aria-live="polite" style={{ marginTop: 16 }}>
        {price.data ? <Breakdown price={price.data} /> : asked && <Skeleton active paragraph={{ rows: 3 }} />}
      </div>
      <FormError error={pay.error} />
      <Button
        type="primary"
        size="large"
        style={{ marginTop: 16 }}
        data-testid="tariff-pay"
        disabled={!current || price.isFetching}
        loading={pay.isPending}
        onClick={() => asked && pay.mutate(asked)}
      >
        {t("tariffs.pay")}
      </Button>
    </Card>
  );
}

function Breakdown({ price }: { price: TariffPrice }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const money = (minor: number) => formatMinorMoney({ minor, currency: price.currency, language });
  return (
    <dl className="tariff-breakdown" data-testid="tariff-breakdown">
      {price.tiers.map((tier) => (
        <div key={tier.from}>
          <dt>
            {tier.up_to === null
              ? t("tariffs.tierFrom", { from: tier.from })
              : t("tariffs.tierRange", { from: tier.from, to: tier.up_to })}
          </dt>
          <dd>
            {tier.students} × {money(tier.unit_minor)} = {money(tier.monthly_minor)}
          </dd>
        </div>
      ))}
      <div>
        <dt>{t("tariffs.perMonth")}</dt>
        <dd>{money(price.monthly_minor)}</dd>
      </div>
      {price.discount_percent > 0 && (
        <div>
          <dt>{t("tariffs.discount", { percent: formatPercent(price.discount_percent, language) })}</dt>
          <dd>−{money(price.discount_minor)}</dd>
        </div>
      )}
      <div className="tariff-breakdown__total">
        <dt>{t("tariffs.total", { count: price.months })}</dt>
        <dd data-testid="tariff-total">{money(price.total_minor)}</dd>
      </div>
      <div>
        <dt>{t("tariffs.monthlyPayment")}</dt>
        <dd>{money(price.monthly_payment_minor)}</dd>
      </div>
    </dl>
  );
}
