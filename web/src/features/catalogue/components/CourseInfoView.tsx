import type { CatalogCourseDetail } from "@school/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { EmbedOnPlay } from "../../../ui/EmbedOnPlay";
import { Link } from "../../../ui/Link";
import { ArrowLeftIcon } from "../../../ui/lite/icons/ArrowLeftIcon";
import { BookIcon } from "../../../ui/lite/icons/BookIcon";
import { FileTextIcon } from "../../../ui/lite/icons/FileTextIcon";
import { UserIcon } from "../../../ui/lite/icons/UserIcon";
import { WarningCircleIcon } from "../../../ui/lite/icons/WarningCircleIcon";
import { Skeleton } from "../../../ui/lite/Skeleton";
import { Tag } from "../../../ui/lite/Tag";
import { useDocumentTitle } from "../../../ui/screen-title";
import { useBackTarget } from "../hooks/use-back-target";
import { useCourseInfoQuery } from "../hooks/use-course-info.query";
import { youtubeEmbedUrl } from "../youtube";
import { CourseFacts } from "./CourseFacts";
import { CourseGallery } from "./CourseGallery";
import { CourseRequirements } from "./CourseRequirements";
import { CourseRounds } from "./CourseRounds";
import { InfoSection } from "./InfoSection";
import "../catalogue.css";
import "../../../ui/lite/controls.css";
import { personName } from "../../../ui/person-name";

/**
 * The program page in the interface language: poster, texts, facts, rounds, requirements and the video. Drawn
 * without Ant Design, as the catalogue is (decision 0038): it is the page a visitor lands on from a shared link.
 */
export function CourseInfoView({
  courseId,
  back,
  actions,
  sections,
}: {
  courseId: number;
  back: { to: string; label: string };
  actions?: (course: CatalogCourseDetail) => ReactNode;
  /** Role-specific cards after the program's own (groups, matching students, the student's progress). */
  sections?: (course: CatalogCourseDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const info = useCourseInfoQuery(courseId);
  // The tab (and a bookmark) names the program, not "Program".
  useDocumentTitle(info.data?.title);
  const backTo = useBackTarget(back);
  const backLink = (
    <Link to={backTo.to} className="course-info__back" data-testid="course-info-back">
      <ArrowLeftIcon /> {backTo.label}
    </Link>
  );

  if (info.isPending && info.fetchStatus !== "idle") {
    return (
      <div className="surface" data-testid="course-info-loading" aria-busy="true">
        <Skeleton rows={8} />
      </div>
    );
  }
  if (!info.data) {
    const notFound = !info.error || (isApiError(info.error) && info.error.status === 404);
    return (
      <div className="surface lite-result" data-testid="course-info-missing">
        <WarningCircleIcon className="lite-result__icon" />
        <h1 className="lite-result__title">{notFound ? t("catalogue.info.notFound") : errorText(info.error, t)}</h1>
        {backLink}
      </div>
    );
  }

  const course = info.data;
  const embed = youtubeEmbedUrl(course.youtube_link);

  return (
    <article className={`course-info course-card--${course.colour}`} data-testid="course-info">
      <div style={{ marginBottom: 12 }}>{backLink}</div>
      <div className="course-info__hero">
        <div>
          {course.poster ? (
            // The poster is the page's largest picture: fetched first, before the scripts' late chunks.
            <img
              className="course-info__poster"
              src={course.poster}
              alt=""
              fetchPriority="high"
              data-testid="course-info-poster"
            />
          ) : (
            <div className="course-info__poster course-info__poster--empty" aria-hidden>
              <BookIcon />
            </div>
          )}
          <div className="course-info__tags">
            {course.unverified && (
              <Tag tone="warning" data-testid="course-info-unverified">
                {t("catalogue.card.unverified")}
              </Tag>
            )}
            {!course.show && <Tag>{t("catalogue.card.hidden")}</Tag>}
          </div>
          <h1 className="course-info__title" data-testid="course-info-title">
            {course.title}
          </h1>
          {course.university && (
            <p className="course-info__place">
              {[course.university.name, course.city?.name].filter(Boolean).join(", ")}
            </p>
          )}
          {course.short_desc && <p className="course-info__lead">{course.short_desc}</p>}
        </div>
        <CourseFacts course={course} actions={actions?.(course)} />
      </div>

      {course.full_desc && (
        <InfoSection title={t("catalogue.info.about")}>
          <p className="course-info__text" data-testid="course-info-description">
            {course.full_desc}
          </p>
        </InfoSection>
      )}

      {course.media.length > 0 && (
        <InfoSection title={t("catalogue.info.gallery")} data-testid="course-info-gallery">
          <CourseGallery media={course.media} />
        </InfoSection>
      )}

      <InfoSection title={t("catalogue.info.rounds")}>
        {course.rounds.length > 0 ? (
          <CourseRounds rounds={course.rounds} />
        ) : (
          <p className="course-info__muted">{t("catalogue.info.noRounds")}</p>
        )}
      </InfoSection>

      <CourseRequirements course={course} />

      {course.teachers.length > 0 && (
        <InfoSection title={t("catalogue.info.teachers")} data-testid="course-info-teachers">
          <ul className="course-info__teachers">
            {course.teachers.map((teacher) => (
              <li key={teacher.id}>
                <Tag bordered={false}>
                  <UserIcon /> {personName(teacher)}
                </Tag>
              </li>
            ))}
          </ul>
        </InfoSection>
      )}

      {course.documents.length > 0 && (
        <InfoSection title={t("catalogue.info.documents")} data-testid="course-info-documents">
          <ul className="course-info__documents">
            {course.documents.map((name) => (
              <li key={name}>
                <FileTextIcon /> {name}
              </li>
            ))}
          </ul>
        </InfoSection>
      )}

      {embed && (
        <InfoSection title={t("catalogue.info.video")}>
          <div className="course-info__video">
            <EmbedOnPlay src={embed} title={t("catalogue.info.video")} host="YouTube" testId="course-info-video" />
          </div>
        </InfoSection>
      )}
      {sections?.(course)}
    </article>
  );
}
