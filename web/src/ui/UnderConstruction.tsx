import { ToolOutlined } from "@ant-design/icons";
import type { WebRouteKey } from "@school/contracts";
import { Result } from "antd";
import { useTranslation } from "react-i18next";
import { PageHeading } from "./PageHeading";

/** An honest placeholder for screens whose feature is planned but not built yet. */
export function UnderConstruction({ routeKey }: { routeKey: WebRouteKey }) {
  const { t } = useTranslation();
  return (
    <section data-testid="under-construction" data-route={routeKey}>
      <PageHeading title={t(`routes.${routeKey}`)} />
      <div className="surface">
        <Result icon={<ToolOutlined />} title={t("underConstruction.title")} subTitle={t("underConstruction.text")} />
      </div>
    </section>
  );
}
