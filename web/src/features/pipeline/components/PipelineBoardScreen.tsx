import { MoreOutlined } from "@ant-design/icons";
import {
  APPLICATION_STATUSES,
  type ApplicationStatusKey,
  type PipelineCard,
  type PipelineColumn,
} from "@school/contracts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge, Button, Dropdown, Empty, Select, Skeleton, Typography } from "antd";
import { type DragEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PageHeading } from "../../../ui/PageHeading";
import { personName } from "../../../ui/person-name";
import { runtimeKey } from "../../../ui/runtime-key";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { toast } from "../../../ui/toast";
import { StatusTag } from "../../application-status";
import { useUiLanguage } from "../../language";
import { type BoardFilters, fetchBoard, fetchBoardChoices, moveStatus } from "../api/pipeline.api";
import { pipelineKeys } from "../pipeline.keys";
import { refusalText } from "../refusal-text";
import "../pipeline.css";
import "../texts";

/**
 * Another manager's moves reach an open board by polling while the tab is visible, and at once when the window
 * regains focus (decision 0032: a board read is five bounded index scans, cheaper than a socket per manager).
 */
const LIVE_INTERVAL_MS = 20_000;
const CARD_TYPE = "application/x-pipeline-card";

type Move = { card: PipelineCard; to: ApplicationStatusKey };

/** The filters live in the URL, so a filtered board can be bookmarked and shared. */
function useBoardFilters(): [BoardFilters, (change: Partial<Record<keyof BoardFilters, string | undefined>>) => void] {
  const [params, setParams] = useSearchParams();
  const responsible = Number(params.get("responsible"));
  const filters: BoardFilters = {
    country: params.get("country") || undefined,
    academic_year: params.get("academic_year") || undefined,
    responsible: Number.isInteger(responsible) && responsible > 0 ? responsible : undefined,
  };
  const update = (change: Partial<Record<keyof BoardFilters, string | undefined>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(change)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return [filters, update];
}

function BoardCard({
  card,
  onMove,
  onDragStart,
  onDragEnd,
  pending,
}: {
  card: PipelineCard;
  onMove: (move: Move) => void;
  onDragStart: (card: PipelineCard) => void;
  onDragEnd: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const name = personName(card);
  const start = (event: DragEvent) => {
    event.dataTransfer.setData(CARD_TYPE, String(card.id));
    event.dataTransfer.effectAllowed = "move";
    onDragStart(card);
  };
  return (
    <li
      className={`pipeline-card${pending ? " pipeline-card--pending" : ""}`}
      draggable={!pending}
      onDragStart={start}
      onDragEnd={onDragEnd}
      data-testid={`pipeline-card-${card.id}`}
      data-status={card.status}
    >
      <div className="pipeline-card__head">
        <Link to={`/user/view/${card.user_id}`} className="pipeline-card__name" draggable={false}>
          {name}
        </Link>
        <Dropdown
          trigger={["click"]}
          disabled={pending}
          menu={{
            items:
              card.next.length === 0
                ? [{ key: "final", label: t("applicationStatus.final"), disabled: true }]
                : card.next.map((status) => ({
                    key: status,
                    label: t("pipeline.board.moveTo", {
                      status: t(runtimeKey(`applicationStatus.statuses.${status}`)),
                    }),
                    "data-testid": `pipeline-move-${card.id}-${status}`,
                  })),
            onClick: ({ key }) => onMove({ card, to: key as ApplicationStatusKey }),
          }}
        >
          <Button
            size="small"
            type="text"
            icon={<MoreOutlined />}
            aria-label={t("pipeline.board.moveCard", { name, program: card.course_title })}
            data-testid={`pipeline-menu-${card.id}`}
          />
        </Dropdown>
      </div>
      <div className="pipeline-card__program">{card.course_title}</div>
      <div className="pipeline-card__meta">
        {[card.country, card.academic_year].filter(Boolean).join(" · ")}
        {card.responsible_name ? (
          <div>
            {t("pipeline.board.manager")}: {card.responsible_name}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** One status's column: its count, its first cards, "show more" by keyset; a drop target for cards. */
function BoardColumn({
  status,
  filters,
  moves,
  dragged,
  onMove,
  setDragged,
}: {
  status: ApplicationStatusKey;
  filters: BoardFilters;
  moves: Map<number, Move>;
  dragged: PipelineCard | null;
  onMove: (move: Move) => void;
  setDragged: (card: PipelineCard | null) => void;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [over, setOver] = useState(false);
  const column = useInfiniteQuery({
    queryKey: pipelineKeys.column(filters, language, status),
    queryFn: async ({ pageParam, signal }) =>
      (await fetchBoard({ filters, language, status, after: pageParam, signal })).columns[0] as PipelineColumn,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    refetchInterval: LIVE_INTERVAL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const count = column.data?.pages[0]?.count ?? 0;
  const loaded = (column.data?.pages ?? []).flatMap((page) => page.cards);
  // A card being moved shows in its new column at once and snaps back if the server refuses the move.
  const arriving = [...moves.values()].filter((move) => move.to === status).map((move) => move.card);
  const cards = [...arriving, ...loaded.filter((card) => !moves.has(card.id))];
  const titleId = `pipeline-column-${status}`;
  const accepts = dragged !== null && dragged.status !== status;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (dragged && dragged.status !== status) onMove({ card: dragged, to: status });
    setDragged(null);
  };

  return (
    <section
      className={`pipeline-column${over && accepts ? " pipeline-column--over" : ""}${dragged?.next.includes(status) ? " pipeline-column--allowed" : ""}`}
      aria-labelledby={titleId}
      onDragOver={(event) => {
        if (!accepts) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid={`pipeline-column-${status}`}
    >
      <h2 className="pipeline-column__title" id={titleId}>
        <StatusTag status={status} />
        <Badge
          count={count}
          showZero
          overflowCount={99_999}
          color="#595959"
          title={t("pipeline.board.count", { count })}
          data-testid={`pipeline-count-${status}`}
        />
      </h2>
      {column.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : cards.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("pipeline.board.emptyColumn")} />
      ) : (
        <ul className="pipeline-column__cards">
          {cards.map((card) => (
            <BoardCard
              key={card.id}
              card={moves.get(card.id) ? { ...card, status } : card}
              pending={moves.has(card.id)}
              onMove={onMove}
              onDragStart={setDragged}
              onDragEnd={() => setDragged(null)}
            />
          ))}
        </ul>
      )}
      {column.hasNextPage && (
        <Button
          block
          onClick={() => void column.fetchNextPage()}
          loading={column.isFetchingNextPage}
          data-testid={`pipeline-more-${status}`}
        >
          {t("pipeline.board.showMore", { shown: loaded.length, count })}
        </Button>
      )}
    </section>
  );
}

/**
 * `/users-board` (decision 0032): the school's students as cards (one per student and program) in a column per
 * application status, filtered by the program's country, the intake and the responsible manager. A card moves by
 * dragging it to another column or through its menu (the keyboard's and the phone's way); the server decides by the
 * transition table, and a refused move snaps back with the server's reason.
 */
export function PipelineBoardScreen() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useBoardFilters();
  const [moves, setMoves] = useState(new Map<number, Move>());
  const [dragged, setDragged] = useState<PipelineCard | null>(null);
  const choices = useQuery({
    queryKey: pipelineKeys.choices(language),
    queryFn: ({ signal }) => fetchBoardChoices(language, signal),
    staleTime: 5 * 60_000,
  });
  const settle = (cardId: number) =>
    setMoves((current) => {
      const next = new Map(current);
      next.delete(cardId);
      return next;
    });
  const move = useMutation({
    mutationFn: (input: Move) =>
      moveStatus({ user_id: input.card.user_id, course_id: input.card.course_id, status: input.to }),
    onMutate: (input) => setMoves((current) => new Map(current).set(input.card.id, input)),
    onSuccess: (saved, input) => {
      toast.success(
        t("pipeline.board.moved", {
          name: personName(input.card),
          status: t(runtimeKey(`applicationStatus.statuses.${saved.status}`)),
        }),
      );
    },
    onError: (error) => toast.error(refusalText(error, t)),
    onSettled: async (_saved, _error, input) => {
      await queryClient.invalidateQueries({ queryKey: pipelineKeys.all });
      settle(input.card.id);
    },
  });
  const select = (name: keyof BoardFilters, label: string, options: { value: string; label: string }[]) => (
    <div className="pipeline-filters__field">
      <label htmlFor={`pipeline-filter-${name}`}>{label}</label>
      <Select
        id={`pipeline-filter-${name}`}
        allowClear
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
            (choices.data?.countries ?? []).map((country) => ({ value: country, label: country })),
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
                onMove={(input) => move.mutate(input)}
                setDragged={setDragged}
              />
            ))}
          </div>
        </ScrollRegion>
      </div>
    </>
  );
}
