import { APPLICATION_STATUSES } from "@school/contracts";
import { Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useClearable } from "../../../ui/use-clearable";
import { useSchoolCoursesQuery } from "../../course-admin";
import type { InboxFilters } from "../conversations.keys";

/**
 * The inbox narrowed to the students who apply to a program, or whose application stands in a status (in that program
 * when one is chosen): "everyone refused a visa for Italy", "everyone still selecting".
 */
export function InboxApplicationFilters({
  filters,
  onFilter,
}: {
  filters: InboxFilters;
  onFilter: (patch: Partial<InboxFilters>) => void;
}) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const [programSearch, setProgramSearch] = useState("");
  const programs = useSchoolCoursesQuery({ q: programSearch, page: 1 });
  return (
    <div className="inbox-list__filters">
      <Select
        allowClear={clearable}
        value={filters.program}
        onChange={(program?: number) => onFilter({ program })}
        placeholder={t("conversations.anyProgram")}
        aria-label={t("conversations.program")}
        showSearch={{ filterOption: false, onSearch: setProgramSearch }}
        loading={programs.isFetching}
        options={(programs.data?.results ?? []).map((program) => ({ value: program.id, label: program.title }))}
        data-testid="inbox-program"
      />
      <Select
        allowClear={clearable}
        value={filters.status}
        onChange={(status?: InboxFilters["status"]) => onFilter({ status })}
        placeholder={t("conversations.anyStatus")}
        aria-label={t("conversations.status")}
        options={APPLICATION_STATUSES.map((status) => ({
          value: status,
          label: t(`applicationStatus.statuses.${status}`),
        }))}
        data-testid="inbox-status"
      />
    </div>
  );
}
