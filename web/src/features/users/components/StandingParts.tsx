import type { StudentStanding } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { formatMoney, numberLocaleOf } from "../../../ui/format";
import { Tag } from "../../../ui/lite/Tag";
import { runtimeKey } from "../../../ui/runtime-key";
import { useUiLanguage } from "../../language";
import { useSession } from "../../session";
import "../texts";
import "../../application-status/texts";

/** A date as digits in the reader's order: browsers spell Kazakh month names unevenly (as the checklist does). */
export function useShortDate() {
  const language = useUiLanguage();
  return (value: string) =>
    new Intl.DateTimeFormat(numberLocaleOf(language), {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${value}T00:00:00Z`));
}

const programTitle = (program: StudentStanding["programs"][number], language: "ru" | "kk" | "en") =>
  program.title[language] || program.title.ru;

/** Each program's status: "Bologna · Selected", one line each. */
export function ProgramStatuses({ programs }: { programs: StudentStanding["programs"] }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  if (programs.length === 0) return <>{t("crm.standing.none")}</>;
  return (
    <ul className="standing-list">
      {programs.map((program) => (
        <li key={program.course_id}>
          {programTitle(program, language)} ·{" "}
          <strong>{t(runtimeKey(`applicationStatus.statuses.${program.status}`))}</strong>
        </li>
      ))}
    </ul>
  );
}

export function ProgramTitles({ programs }: { programs: StudentStanding["programs"] }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  if (programs.length === 0) return <>{t("crm.standing.none")}</>;
  return <>{programs.map((program) => programTitle(program, language)).join(", ")}</>;
}

/** The nearest deadline and what it is; a past one (an unpaid tranche) is marked overdue. */
export function NextDeadline({ deadline }: { deadline: StudentStanding["next_deadline"] }) {
  const { t } = useTranslation();
  const date = useShortDate();
  if (!deadline) return <>{t("crm.standing.none")}</>;
  const overdue = deadline.date < new Date().toISOString().slice(0, 10);
  return (
    <span className="standing-deadline">
      {date(deadline.date)} · {t(runtimeKey(`crm.deadlineKinds.${deadline.kind}`))}
      {overdue && (
        <Tag tone="error" className="standing-deadline__overdue">
          {t("crm.overdue")}
        </Tag>
      )}
    </span>
  );
}

export function Balance({ balance }: { balance: number | null }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { claims } = useSession();
  if (balance === null) return <>{t("crm.standing.none")}</>;
  return <>{formatMoney({ amount: balance, currency: claims?.currency ?? "KZT", language })}</>;
}

export function ChecklistProgress({ checklist }: { checklist: StudentStanding["checklist"] }) {
  const { t } = useTranslation();
  if (!checklist) return <>{t("crm.standing.none")}</>;
  return <>{t("crm.checklistOf", { done: checklist.done, total: checklist.total })}</>;
}

export function Country({ country }: { country: StudentStanding["country"] }) {
  const { t } = useTranslation();
  return <>{country ? t(runtimeKey(`record.homeCountry.${country}`)) : t("crm.standing.none")}</>;
}
