import { MailingScreen } from "../features/mailings/components/MailingScreen";

export function MailingPage() {
  return <MailingScreen />;
}
