import { useTranslation } from "react-i18next";
import { SettingsTabs } from "../features/profile/components/SettingsTabs";
import { PageHeading } from "../ui/PageHeading";

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
