import { useTranslation } from "react-i18next";
import { AuthCard } from "../features/auth/components/AuthCard";
import { VerifyCodeForm } from "../features/auth/components/VerifyCodeForm";

export function VerifyPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("auth.verify.title")}>
      <VerifyCodeForm />
    </AuthCard>
  );
}
