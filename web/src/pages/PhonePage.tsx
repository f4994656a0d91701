import { useTranslation } from "react-i18next";
import { AuthCard } from "../features/auth/components/AuthCard";
import { PhoneForm } from "../features/auth/components/PhoneForm";

export function PhonePage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("auth.phone.title")} subtitle={t("auth.phone.subtitle")}>
      <PhoneForm />
    </AuthCard>
  );
}
