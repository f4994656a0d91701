import { Alert, Button, Result, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { requisiteNames } from "../field-problems";
import { useSchoolRequisitesQuery } from "../hooks/use-school-requisites";
import { RequisitesForm } from "./RequisitesForm";
import "../texts";
import "../requisites.css";

/**
 * The settings' requisites tab (decision 0158), for whoever manages the school: what its invoices, acts and contracts
 * print, a banner naming the required ones still empty, and the form that checks each code as the server does.
 */
export default function RequisitesTab() {
  const { t } = useTranslation();
  const requisites = useSchoolRequisitesQuery();
  return (
    <section aria-labelledby="requisites-title" className="requisites" data-testid="requisites">
      <Typography.Title level={3} id="requisites-title" className="requisites__title">
        {t("requisites.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("requisites.hint")}</Typography.Paragraph>
      {requisites.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : requisites.isError ? (
        <Result
          status="warning"
          title={t("requisites.loadFailed")}
          extra={<Button onClick={() => requisites.refetch()}>{t("common.retry")}</Button>}
        />
      ) : (
        <>
          {requisites.data.missing.length > 0 && (
            <Alert
              type="warning"
              showIcon
              className="requisites__missing"
              title={t("requisites.missingTitle")}
              description={t("requisites.missingText", { fields: requisiteNames(requisites.data.missing, t) })}
              data-testid="requisites-missing"
            />
          )}
          <RequisitesForm saved={requisites.data} />
        </>
      )}
    </section>
  );
}
