import type { ApplicationStatusKey, PipelineCard, PipelineColumn } from "@school/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Badge, Button, Empty, Skeleton } from "antd";
import { type DragEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { StatusTag } from "../../application-status";
import { useUiLanguage } from "../../language";
import { type BoardFilters, fetchBoard } from "../api/pipeline.api";
import { pipelineKeys } from "../pipeline.keys";
import type { Move } from "../use-card-moves";
import { BoardCard } from "./BoardCard";

/**
 * Another manager's moves reach an open board by polling while the tab is visible, and at once when the window
 * regains focus (decision 0032: a board read is five bounded index scans, cheaper than a socket per manager).
 */
const LIVE_INTERVAL_MS = 20_000;
/** One status's column: its count, its first cards, "show more" by keyset; a drop target for cards. */
export function BoardColumn({
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
