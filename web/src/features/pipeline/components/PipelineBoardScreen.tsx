import { APPLICATION_STATUSES, type PipelineCard } from "@school/contracts";
import { useQuery } from "@tanstack/react-query";
import { Select, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../ui/PageHeading";
import { personName } from "../../../ui/person-name";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { useUiLanguage } from "../../language";
import { type BoardFilters, fetchBoardChoices } from "../api/pipeline.api";
import { pipelineKeys } from "../pipeline.keys";
import { useBoardFilters } from "../use-board-filters";
import { useCardMoves } from "../use-card-moves";
import { BoardColumn } from "./BoardColumn";
import "../pipeline.css";
import "../texts";
import { useClearable } from "../../../ui/use-clearable";
import { useCountryName } from "../../dictionaries";

/**
 * `/users-board` (decision 0032): the school's students as cards (one per student and program) in a column per
 * application status, filtered by the program's country, the intake and the responsible manager. A card moves by
 * dragging it to another column or through its menu (the keyboard's and the phone's way); the server decides by the
 * transition table, and a refused move snaps back with the server's reason.
 */
export function PipelineBoardScreen() {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const clearable = useClearable();
  const language = useUiLanguage();
  const [filters, setFilters] = useBoardFilters();
  const { moves, move } = useCardMoves();
  const [dragged, setDragged] = useState<PipelineCard | null>(null);
  const choices = useQuery({
    queryKey: pipelineKeys.choices(language),
    queryFn: ({ signal }) => fetchBoardChoices(language, signal),
    staleTime: 5 * 60_000,
  });
  const select = (name: keyof BoardFilters, label: string, options: { value: string; label: string }[]) => (
    <div className="pipeline-filters__field">
      <label htmlFor={`pipeline-filter-${name}`}>{label}</label>
      <Select
        id={`pipeline-filter-${name}`}
        allowClear={clearable}
        showSearch
        optionFilterProp="label"
        value={filters[name] === undefined ? undefined : String(filters[name])}
        onChange={(value?: string) => setFilters({ [name]: value })}
        placeholder={t("pipeline.board.any")}
        options={options}
        data-testid={`pipeline-filter-${name}`}
      />
    </div>
  );

  return (
    <>
      <PageHeading title={t("routes.usersBoard")} />
      <div className="surface pipeline" data-testid="pipeline-board">
        <div className="pipeline-filters">
          {select(
            "country",
            t("pipeline.board.country"),
            (choices.data?.countries ?? []).map((country) => ({ value: country, label: countryName(country) })),
          )}
          {select(
            "academic_year",
            t("pipeline.board.intake"),
            (choices.data?.academicYears ?? []).map((year) => ({ value: year, label: year })),
          )}
          {select(
            "responsible",
            t("pipeline.board.responsible"),
            (choices.data?.staff ?? []).map((person) => ({ value: String(person.id), label: personName(person) })),
          )}
        </div>
        <Typography.Paragraph type="secondary" className="pipeline__hint">
          {t("pipeline.board.hint")}
        </Typography.Paragraph>
        <ScrollRegion label={t("routes.usersBoard")}>
          <div className="pipeline-columns">
            {APPLICATION_STATUSES.map((status) => (
              <BoardColumn
                key={status}
                status={status}
                filters={filters}
                moves={moves}
                dragged={dragged}
                onMove={move}
                setDragged={setDragged}
              />
            ))}
          </div>
        </ScrollRegion>
      </div>
    </>
  );
}
