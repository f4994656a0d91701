import { MailOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import "../texts";

/** "Message these users": the mailing screen with the user list's active filters as its audience. */
export function MessageUsersButton({ filters }: { filters: Record<string, string | number | undefined | null> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== "") query.set(name, String(value));
  }
  return (
    <Button
      icon={<MailOutlined />}
      onClick={() => navigate(`/mailings/new?${query.toString()}`)}
      data-testid="users-message"
    >
      {t("mailings.messageUsers")}
    </Button>
  );
}
