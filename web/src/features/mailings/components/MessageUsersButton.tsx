import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/lite/Button";
import { MailIcon } from "../../../ui/lite/icons/MailIcon";
import "../texts";

/** "Message these users": the mailing screen with the user list's active filters as its audience. */
export function MessageUsersButton({ filters }: { filters: Record<string, string | number | undefined | null> }) {
  const { t } = useTranslation();
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== "") query.set(name, String(value));
  }
  return (
    <Button icon={<MailIcon />} to={`/mailings/new?${query.toString()}`} data-testid="users-message">
      {t("mailings.messageUsers")}
    </Button>
  );
}
