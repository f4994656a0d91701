import { APPLICATION_STATUSES, INBOX_BOXES } from "@school/contracts";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { AntdScope, preloadAntd } from "../../../antd-scope/AntdScope";
import { PageHeading } from "../../../ui/PageHeading";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { useSearchParams } from "../../../ui/use-search-params";
import type { InboxFilters } from "../conversations.keys";
import { useConversationsLive, useInbox } from "../hooks/use-conversations";
import { InboxList } from "./InboxList";
import { ThreadPlaceholder } from "./ThreadPlaceholder";
import "../texts";
import "../conversations.css";
import { knownValue } from "../../../ui/known-value";

/**
 * The open thread (its messages, the composer, the attachments' menu, the student's standing) in a chunk of its own,
 * drawn with Ant Design in its scope while the list is drawn without it (decision 0185). Both are fetched when the
 * manager reaches for a thread (a pointer over the list, a touch, the keyboard's focus), so a click rarely waits for
 * them and a glance at the list downloads neither (issue 51: a screen's whole script within its budget).
 */
const loadThreadPane = () => import("./ThreadPane").then((module) => ({ default: module.ThreadPane }));
const ThreadPane = lazy(loadThreadPane);
const preloadThread = () => Promise.all([loadThreadPane(), preloadAntd()]);

/**
 * `/inbox` (issue 37, decision 0147): every student's thread with the school, on every channel, live. The box, the
 * search, the program and application status asked for, and the open thread live in the address
 * (`?box=&q=&program=&status=&student=`), so a link opens the same view; on a phone
 * the list and the open thread take the screen in turn.
 */
/** The thread's box while its code, Ant Design's scope or its messages come. */
const threadLoading = (
  <section className="thread-pane" aria-busy="true">
    <ThreadPlaceholder />
  </section>
);

export function InboxScreen() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [search, setSearch] = useSearchParams();
  const filters: InboxFilters = {
    box: knownValue(INBOX_BOXES, search.get("box")) ?? "all",
    q: search.get("q") ?? "",
    program: Number(search.get("program")) || undefined,
    status: knownValue(APPLICATION_STATUSES, search.get("status")),
  };
  const studentId = Number(search.get("student")) || undefined;
  useConversationsLive();
  const inbox = useInbox(filters);
  const chosenRow = inbox.data?.pages.flatMap((page) => page.results).find((row) => row.student.id === studentId);
  const addressWith = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return `?${next.toString()}`;
  };
  // A changed filter in the address, the others kept; the default box and empty values leave it.
  const filter = (patch: Partial<InboxFilters>) =>
    setSearch(
      addressWith(
        Object.fromEntries(
          Object.entries(patch).map(([key, value]) => [
            key,
            value === undefined || value === "" || (key === "box" && value === "all") ? undefined : String(value),
          ]),
        ),
      ).slice(1),
      { replace: true },
    );
  const listShown = !isMobile || studentId === undefined;
  return (
    <>
      <PageHeading title={t("routes.inbox")} />
      <div className={`inbox${studentId ? " inbox--open" : ""}`} data-testid="inbox">
        {listShown && (
          <InboxList
            filters={filters}
            chosen={studentId}
            onFilter={filter}
            addressOf={(id) => addressWith({ student: String(id) })}
            onReach={() => void preloadThread()}
          />
        )}
        {studentId !== undefined ? (
          <AntdScope fallback={threadLoading}>
            <Suspense fallback={threadLoading}>
              <ThreadPane
                key={studentId}
                studentId={studentId}
                unread={chosenRow?.unread ?? 0}
                backTo={isMobile ? addressWith({ student: undefined }) : undefined}
              />
            </Suspense>
          </AntdScope>
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
