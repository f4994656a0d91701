import { ArrowLeftOutlined } from "@ant-design/icons";
import type { ConversationThread } from "@school/contracts";
import { Select } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../ui/Link";
import { UserText } from "../../../ui/UserText";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { useSession } from "../../session";
import { StudentStandingHeader } from "../../users";
import { useInboxStaff, useThreadActions } from "../hooks/use-conversations";
import { ThreadPlaceholder } from "./ThreadPlaceholder";
import { ThreadView } from "./ThreadView";
import "../../users/texts";
import "../../users/users.css";

const NOBODY = 0;

/**
 * A student's thread as the staff see it: who they are (a link to their page) and where they stand (the student
 * page's header), who answers the thread, then the messages. Opening a thread with unread messages reads them.
 */
export function ThreadPane({
  studentId,
  unread,
  backTo,
}: {
  studentId: number;
  unread: number;
  /** On a phone, the way back to the list. */
  backTo?: string;
}) {
  const { t } = useTranslation();
  const { markRead } = useThreadActions(studentId);
  const hasUnread = unread > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per thread opened with unread messages
  useEffect(() => {
    if (hasUnread) markRead.mutate();
  }, [studentId, hasUnread]);
  return (
    <section className="thread-pane" aria-label={t("conversations.thread")}>
      <ThreadView
        key={studentId}
        studentId={studentId}
        own={false}
        header={(thread) => <PaneHeader thread={thread} backTo={backTo} />}
        placeholder={<ThreadPlaceholder />}
      />
    </section>
  );
}

function PaneHeader({ thread, backTo }: { thread: ConversationThread; backTo?: string }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const callerId = useSession().claims?.user_id ?? 0;
  const staff = useInboxStaff();
  const { assign } = useThreadActions(thread.student.id);
  const options = [
    { value: NOBODY, label: t("conversations.nobody") },
    ...(staff.data ?? []).map((person) => ({
      value: person.id,
      label: person.id === callerId ? t("conversations.me") : `${person.first_name} ${person.last_name}`.trim(),
    })),
  ];
  return (
    <header className="thread-pane__header">
      <div className="thread-pane__title">
        {backTo && (
          <Link to={backTo} className="thread-pane__back" data-testid="thread-back">
            <ArrowLeftOutlined /> {t("conversations.back")}
          </Link>
        )}
        <h2 data-testid="thread-student">
          <Link to={`/user/view/${thread.student.id}`}>
            <UserText>{thread.student.name}</UserText>
          </Link>
        </h2>
        <Select
          value={thread.assignee?.id ?? NOBODY}
          onChange={(value: number) => assign.mutate(value === NOBODY ? null : value)}
          options={options}
          loading={staff.isPending || assign.isPending}
          prefix={t("conversations.assignee")}
          aria-label={t("conversations.assignee")}
          data-testid="thread-assignee"
          popupMatchSelectWidth={false}
        />
      </div>
      {/* Where the student stands, open beside the thread on a wide screen; a tap away on a phone. */}
      <details className="thread-pane__standing" open={!isMobile}>
        <summary>{t("conversations.standing")}</summary>
        <StudentStandingHeader userId={thread.student.id} />
      </details>
    </header>
  );
}
