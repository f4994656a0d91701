import { Select, Skeleton } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../ui/PageHeading";
import { Tabs } from "../../../ui/Tabs";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { useSearchParams } from "../../../ui/use-search-params";
import { loadReconciliationTab } from "../../offline-payments";
import { ActsTab } from "./ActsTab";
import { BalanceTab } from "./BalanceTab";
import { ReportTab } from "./ReportTab";
import "../texts";
import "../finance.css";

/** Kaspi, transfer and cash waiting for a staff member's word (decision 0160), in a chunk of its own. */
const ReconciliationTab = lazy(loadReconciliationTab);

const TABS = ["balance", "report", "acts", "reconciliation"] as const;
type Tab = (typeof TABS)[number];

/**
 * /finance (decision 0054): the school's money for the school admin and the manager, a tab each for the balances,
 * the money report and the acts of work done; the tab is in the address, so a link or a reload keeps it. On a phone
 * a select chooses the tab: three long names do not fit in a row, and a tab bar folded into a "more" menu breaks the
 * tab list's accessibility (as the user page does).
 */
export function FinanceScreen() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [search, setSearch] = useSearchParams();
  const asked = search.get("tab");
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : "balance";
  const choose = (key: string) => setSearch({ tab: key }, { replace: true });
  const screens: Record<Tab, React.ReactNode> = {
    balance: <BalanceTab />,
    report: <ReportTab />,
    acts: <ActsTab />,
    reconciliation: (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <ReconciliationTab />
      </Suspense>
    ),
  };
  return (
    <div className="finance" data-testid="finance-screen">
      <PageHeading title={t("routes.finance")} />
      {isMobile && (
        <Select
          className="finance-tab-select"
          aria-label={t("routes.finance")}
          value={tab}
          onChange={choose}
          options={TABS.map((key) => ({ value: key, label: t(`finance.tabs.${key}`) }))}
          data-testid="finance-tab-select"
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={choose}
        destroyOnHidden
        renderTabBar={isMobile ? () => <span /> : undefined}
        items={TABS.map((key) => ({ key, label: t(`finance.tabs.${key}`), children: screens[key] }))}
      />
    </div>
  );
}
