import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../ui/PageHeading";
import { useSession } from "../../session";
import { WhatsappLinkButton } from "../../whatsapp";
import { useConversationsLive } from "../hooks/use-conversations";
import { ThreadView } from "./ThreadView";
import "../texts";
import "../conversations.css";

/**
 * `/messages`: the student's chat with their school (issue 37). What the student writes here, to the school's
 * Telegram bot or from their linked WhatsApp number (decision 0157), reaches the school's inbox; the staff's answers
 * appear here live, whichever channel they took.
 */
export function StudentChatScreen() {
  const { t } = useTranslation();
  const studentId = useSession().claims?.user_id ?? 0;
  useConversationsLive();
  return (
    <>
      <PageHeading title={t("routes.messages")} />
      <div className="student-chat__head">
        <p className="student-chat__intro">{t("conversations.studentIntro")}</p>
        <WhatsappLinkButton />
      </div>
      <div className="student-chat">
        <ThreadView studentId={studentId} own />
      </div>
    </>
  );
}
