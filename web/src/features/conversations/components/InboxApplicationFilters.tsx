import { APPLICATION_STATUSES } from "@school/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Select } from "../../../ui/lite/Select";
import "../../application-status/texts";
import { useSchoolCoursesQuery } from "../../course-admin";
import type { InboxFilters } from "../conversations.keys";

/**
 * The inbox narrowed to the students who apply to a program, or whose application stands in a status (in that program
 * when one is chosen): "everyone refused a visa for Italy", "everyone still selecting". The programs are searched on
 * the server, as a school may publish hundreds.
 */
export function InboxApplicationFilters({
  filters,
  onFilter,
}: {
  filters: InboxFilters;
  onFilter: (patch: Partial<InboxFilters>) => void;
}) {
  const { t } = useTranslation();
  const [programSearch, setProgramSearch] = useState("");
  const programs = useSchoolCoursesQuery({ q: programSearch, page: 1 });
  return (
    <div className="inbox-list__filters">
      <Select<number>
        value={filters.program}
        onChange={(program) => onFilter({ program })}
        placeholder={t("conversations.anyProgram")}
        label={t("conversations.program")}
        onSearch={setProgramSearch}
        loading={programs.isFetching}
        emptyText={t("conversations.noProgram")}
        options={(programs.data?.results ?? []).map((program) => ({ value: program.id, label: program.title }))}
        testId="inbox-program"
      />
      <Select<NonNullable<InboxFilters["status"]>>
        value={filters.status}
        onChange={(status) => onFilter({ status })}
        placeholder={t("conversations.anyStatus")}
        label={t("conversations.status")}
        emptyText={t("conversations.noStatus")}
        options={APPLICATION_STATUSES.map((status) => ({
          value: status,
          label: t(`applicationStatus.statuses.${status}`),
        }))}
        testId="inbox-status"
      />
    </div>
  );
}
