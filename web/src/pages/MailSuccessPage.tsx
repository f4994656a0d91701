import { MailOutlined } from "@ant-design/icons";
import { RESET_TOKEN_TTL_MINUTES } from "@school/contracts";
import { Button, Card, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSearchParams } from "../ui/use-search-params";

export function MailSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const email = search.get("email");

  return (
    <Card className="auth-card" variant="borderless">
      <Result
        icon={<MailOutlined style={{ color: "#2451d6" }} />}
        title={
          <h1 className="heading-plain" data-testid="page-title">
            {t("auth.mailSuccess.title")}
          </h1>
        }
        subTitle={
          email ? t("auth.mailSuccess.textTo", { email, minutes: RESET_TOKEN_TTL_MINUTES }) : t("auth.mailSuccess.text")
        }
        extra={
          <Button type="primary" onClick={() => navigate("/login")} data-testid="mail-success-login">
            {t("auth.reset.backToLogin")}
          </Button>
        }
      />
    </Card>
  );
}
