import { useTranslation } from "react-i18next";
import { PageHeading } from "../ui/PageHeading";
import { SettingsTabs } from "./parts/SettingsTabs";

export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t("routes.settings")} />
      <div className="surface">
        <SettingsTabs />
      </div>
    </>
  );
}
