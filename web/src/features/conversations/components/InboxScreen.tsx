import { INBOX_BOXES, type InboxBox } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeading } from "../../../ui/PageHeading";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { useConversationsLive, useInbox } from "../hooks/use-conversations";
import { InboxList } from "./InboxList";
import { ThreadPane } from "./ThreadPane";
import "../texts";
import "../conversations.css";
import { knownValue } from "../../../ui/known-value";

/**
 * `/inbox` (issue 37, decision 0147): every student's thread with the school, on every channel, live. The box, the
 * search and the open thread live in the address (`?box=&q=&student=`), so a link opens the same view; on a phone
 * the list and the open thread take the screen in turn.
 */
export function InboxScreen() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [search, setSearch] = useSearchParams();
  const box = knownValue(INBOX_BOXES, search.get("box")) ?? "all";
  const q = search.get("q") ?? "";
  const studentId = Number(search.get("student")) || undefined;
  useConversationsLive();
  const inbox = useInbox({ box, q });
  const chosenRow = inbox.data?.pages.flatMap((page) => page.results).find((row) => row.student.id === studentId);
  const addressWith = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return `?${next.toString()}`;
  };
  const filter = (patch: { box?: InboxBox; q?: string }) =>
    setSearch(
      addressWith({ box: patch.box ?? (box === "all" ? undefined : box), q: patch.q ?? (q || undefined) }).slice(1),
      { replace: true },
    );
  const listShown = !isMobile || studentId === undefined;
  return (
    <>
      <PageHeading title={t("routes.inbox")} />
      <div className={`inbox${studentId ? " inbox--open" : ""}`} data-testid="inbox">
        {listShown && (
          <InboxList
            box={box}
            q={q}
            chosen={studentId}
            onFilter={filter}
            addressOf={(id) => addressWith({ student: String(id) })}
          />
        )}
        {studentId !== undefined ? (
          <ThreadPane
            key={studentId}
            studentId={studentId}
            unread={chosenRow?.unread ?? 0}
            backTo={isMobile ? addressWith({ student: undefined }) : undefined}
          />
        ) : (
          !isMobile && (
            <p className="inbox__hint" data-testid="inbox-hint">
              {t("conversations.chooseThread", { count: inbox.data?.pages[0]?.unread_threads ?? 0 })}
            </p>
          )
        )}
      </div>
    </>
  );
}
