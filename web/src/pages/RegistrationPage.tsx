import { useTranslation } from "react-i18next";
import { AuthCard } from "../features/auth/components/AuthCard";
import { RegistrationForm } from "../features/auth/components/RegistrationForm";

export function RegistrationPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("auth.register.title")} subtitle={t("auth.register.subtitle")}>
      <RegistrationForm />
    </AuthCard>
  );
}
