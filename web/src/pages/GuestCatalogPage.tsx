import { ToolOutlined } from "@ant-design/icons";
import { Result } from "antd";
import { useTranslation } from "react-i18next";
import { GuestHero } from "../features/school/components/GuestHero";

export function GuestCatalogPage() {
  const { t } = useTranslation();
  return (
    <>
      <GuestHero />
      <div className="surface" style={{ marginTop: 24 }} data-testid="guest-catalog-placeholder">
        <Result icon={<ToolOutlined />} title={t("guest.catalogTitle")} subTitle={t("guest.catalogSoon")} />
      </div>
    </>
  );
}
