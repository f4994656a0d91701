import { MoreOutlined } from "@ant-design/icons";
import type { ApplicationStatusKey, PipelineCard } from "@school/contracts";
import { Button, Dropdown } from "antd";
import type { DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../ui/Link";
import { personName } from "../../../ui/person-name";
import { runtimeKey } from "../../../ui/runtime-key";
import { useCountryName } from "../../dictionaries";
import type { Move } from "../use-card-moves";
import "../../application-status/texts";

/** The drag carries the card's id under a type of the board's own, not as plain text another page would take. */
const CARD_TYPE = "application/x-pipeline-card";

/** A student's application to one program: dragged to another column, or moved through its menu. */
export function BoardCard({
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
  const countryName = useCountryName();
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
        {[card.country && countryName(card.country), card.academic_year].filter(Boolean).join(" · ")}
        {card.responsible_name ? (
          <div>
            {t("pipeline.board.manager")}: {card.responsible_name}
          </div>
        ) : null}
      </div>
    </li>
  );
}
