import { useTranslation } from "react-i18next";
import { AuthCard } from "../features/auth/components/AuthCard";
import { NewPasswordForm } from "../features/auth/components/NewPasswordForm";
import { ResetRequestForm } from "../features/auth/components/ResetRequestForm";
import { useSearchParams } from "../ui/use-search-params";

/** Without ?token= it asks for the e-mail to send a link to; with it (the e-mailed link) the new password. */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get("token");

  if (token) {
    return (
      <AuthCard title={t("auth.reset.newTitle")} subtitle={t("auth.reset.newSubtitle")}>
        <NewPasswordForm token={token} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("auth.reset.title")} subtitle={t("auth.reset.subtitle")}>
      <ResetRequestForm />
    </AuthCard>
  );
}
