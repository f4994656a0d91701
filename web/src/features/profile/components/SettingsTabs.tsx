import { type SignedInRole, STAFF_ROLES } from "@school/contracts";
import { Result, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSession } from "../../session/use-session";
import { PersonalTab } from "./PersonalTab";

const TAB_KEYS = ["personal", "school", "tariff", "newsletter"] as const;
type TabKey = (typeof TAB_KEYS)[number];

/** School, tariff and newsletter settings belong to the school's staff (spec section 6). */
function tabsFor(role: SignedInRole | undefined): readonly TabKey[] {
  return role && (STAFF_ROLES as readonly SignedInRole[]).includes(role) ? TAB_KEYS : ["personal"];
}

function BeingBuilt() {
  const { t } = useTranslation();
  return <Result status="info" title={t("underConstruction.title")} subTitle={t("underConstruction.text")} />;
}

/** Settings with the active tab in the URL (?tab=), so a tab can be linked to and survives a reload. */
export function SettingsTabs() {
  const { t } = useTranslation();
  const { claims } = useSession();
  const [search, setSearch] = useSearchParams();
  const tabs = tabsFor(claims?.role);
  const requested = search.get("tab") as TabKey | null;
  const active = requested && tabs.includes(requested) ? requested : "personal";

  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setSearch({ tab: key }, { replace: true })}
      destroyOnHidden
      items={tabs.map((key) => ({
        key,
        label: <span data-testid={`settings-tab-${key}`}>{t(`settings.tabs.${key}`)}</span>,
        children: key === "personal" ? <PersonalTab /> : <BeingBuilt />,
      }))}
    />
  );
}
