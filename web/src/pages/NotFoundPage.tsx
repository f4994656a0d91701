import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { GUEST_HOME_PATH, homePathFor } from "../features/session/home-path";
import { useSession } from "../features/session/use-session";

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { claims } = useSession();

  return (
    <Result
      status="404"
      title={<h1 className="heading-plain">404</h1>}
      subTitle={<span data-testid="page-title">{t("notFound.text")}</span>}
      extra={
        <Button
          type="primary"
          onClick={() => navigate(claims ? homePathFor(claims.role) : GUEST_HOME_PATH)}
          data-testid="not-found-home"
        >
          {t("notFound.home")}
        </Button>
      }
    />
  );
}
