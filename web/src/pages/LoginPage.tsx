import { useTranslation } from "react-i18next";
import { AuthCard } from "../features/auth/components/AuthCard";
import { LoginForm } from "../features/auth/components/LoginForm";

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("auth.login.title")} subtitle={t("auth.login.subtitle")}>
      <LoginForm />
    </AuthCard>
  );
}
