import type { CourseCard as CourseCardData } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { feeText, formatDate, tuitionText } from "../../../ui/format";
import { Link } from "../../../ui/Link";
import { BookIcon } from "../../../ui/lite/icons/BookIcon";
import { CalendarIcon } from "../../../ui/lite/icons/CalendarIcon";
import { EnvironmentIcon } from "../../../ui/lite/icons/EnvironmentIcon";
import { Tag } from "../../../ui/lite/Tag";
import { runtimeKey } from "../../../ui/runtime-key";
import { useUiLanguage } from "../../language";

/**
 * A catalogue card in the program's colour: poster, title, short description, fee, tuition, next round; a bought one
 * is marked. The first card's poster is the screen's largest picture on a phone (its LCP): it is asked for at once
 * and first, the others when they near the window.
 */
export function CourseCard({
  course,
  to,
  paid = false,
  first = false,
}: {
  course: CourseCardData;
  to: string;
  paid?: boolean;
  first?: boolean;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const location = useLocation();
  const place = [course.city?.name, course.tag?.name].filter(Boolean).join(", ");
  const chips = [course.degree?.name, course.format?.name, course.speciality?.name].filter((chip): chip is string =>
    Boolean(chip),
  );
  const round = course.next_round;

  return (
    <Link
      to={to}
      state={{ from: `${location.pathname}${location.search}` }}
      className={`course-card course-card--${course.colour}`}
      data-testid={`course-card-${course.id}`}
    >
      <div className="course-card__poster">
        {course.poster ? (
          <img
            src={course.poster}
            alt=""
            loading={first ? "eager" : "lazy"}
            fetchPriority={first ? "high" : undefined}
          />
        ) : (
          <div className="course-card__placeholder" aria-hidden>
            <BookIcon />
          </div>
        )}
        <div className="course-card__badges">
          {course.unverified && (
            <Tag tone="warning" data-testid={`course-card-${course.id}-unverified`}>
              {t("catalogue.card.unverified")}
            </Tag>
          )}
          {!course.show && <Tag>{t("catalogue.card.hidden")}</Tag>}
          {paid && (
            <Tag tone="success" data-testid={`paid-badge-${course.id}`}>
              {t("catalogue.card.paid")}
            </Tag>
          )}
        </div>
      </div>
      <div className="course-card__body">
        {place && (
          <div className="course-card__place">
            <EnvironmentIcon /> {place}
          </div>
        )}
        <h2 className="course-card__title">{course.title}</h2>
        {course.university && <div className="course-card__university">{course.university.name}</div>}
        {course.short_desc && <p className="course-card__desc">{course.short_desc}</p>}
        {(chips.length > 0 || course.language) && (
          <div className="course-card__chips">
            {chips.map((chip) => (
              <Tag key={chip} bordered={false}>
                {chip}
              </Tag>
            ))}
            {course.language && (
              <Tag bordered={false}>{t(runtimeKey(`catalogue.languages.${course.language}`), course.language)}</Tag>
            )}
          </div>
        )}
        <div className="course-card__money">
          <div>
            <span className="course-card__money-label">{t("catalogue.card.fee")}</span>
            <strong data-testid={`course-card-${course.id}-fee`}>{feeText(course.cost, language)}</strong>
          </div>
          <div>
            <span className="course-card__money-label">{t("catalogue.card.tuition")}</span>
            <strong data-testid={`course-card-${course.id}-tuition`}>
              {tuitionText({ course, language }) ?? t("catalogue.card.free")}
            </strong>
          </div>
        </div>
        {round && (
          <div className={round.is_open ? "course-card__round course-card__round--open" : "course-card__round"}>
            <CalendarIcon />{" "}
            {round.is_open
              ? t("catalogue.card.openUntil", { date: formatDate(round.end, language) })
              : t("catalogue.card.opensOn", { date: formatDate(round.start, language) })}
          </div>
        )}
      </div>
    </Link>
  );
}
