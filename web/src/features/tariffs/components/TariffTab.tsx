import { Button, Result, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useMyTariffQuery } from "../hooks/use-tariffs";
import { TariffCalculator } from "./TariffCalculator";
import { TariffHistory } from "./TariffHistory";
import { TariffSummary } from "./TariffSummary";
import "../texts";

/** The settings tab "tariff" (school admin): the current tariff, a calculator that pays, and the history. */
export default function TariffTab() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useMyTariffQuery();
  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isError || !data) {
    return (
      <Result
        status="warning"
        title={t("tariffs.loadFailed")}
        extra={<Button onClick={() => refetch()}>{t("common.retry")}</Button>}
      />
    );
  }
  return (
    <div data-testid="tariff-tab" style={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 16 }}>
      <TariffSummary tariff={data} />
      <TariffCalculator initialStudents={data.current?.students ?? 30} initialMonths={data.current?.months ?? 3} />
      <TariffHistory rows={data.history} />
    </div>
  );
}
