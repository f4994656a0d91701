import type { MyTariff } from "@school/contracts";
import { Alert, Card, Descriptions, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate, formatMinorMoney } from "../../../ui/format";
import { useUiLanguage } from "../../language";

/** Whether the school is active, what it pays for now and when the next payment is due. */
export function TariffSummary({ tariff }: { tariff: MyTariff }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { current } = tariff;
  const money = (minor: number, currency: string) => formatMinorMoney({ minor, currency, language });
  const date = (value: string | null) => (value === null ? "—" : formatDate(value, language));
  return (
    <Card title={<h2 className="tariff-heading">{t("tariffs.current")}</h2>} data-testid="tariff-summary">
      {!tariff.active && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t("tariffs.inactiveTitle")}
          description={t("tariffs.inactiveText")}
          data-testid="tariff-inactive"
        />
      )}
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label={t("tariffs.status")}>
          <Tag color={tariff.active ? "success" : "error"} bordered={false} data-testid="tariff-status">
            {tariff.active ? t("tariffs.active") : t("tariffs.notActive")}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t("tariffs.nextPayment")}>
          <span data-testid="tariff-next-payment">{date(tariff.next_payment_on)}</span>
        </Descriptions.Item>
        {current ? (
          <>
            <Descriptions.Item label={t("tariffs.students")}>{current.students}</Descriptions.Item>
            <Descriptions.Item label={t("tariffs.months")}>{current.months}</Descriptions.Item>
            <Descriptions.Item label={t("tariffs.monthlyPayment")}>
              {money(current.monthly_payment_minor, current.currency)}
            </Descriptions.Item>
            <Descriptions.Item label={t("tariffs.period")}>
              {date(current.starts_on)} – {date(current.ends_on)}
            </Descriptions.Item>
          </>
        ) : (
          <Descriptions.Item label={t("tariffs.period")}>{t("tariffs.noPeriod")}</Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}
