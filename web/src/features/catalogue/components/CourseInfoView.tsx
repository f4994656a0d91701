import { ArrowLeftOutlined, BookOutlined, FileTextOutlined, UserOutlined } from "@ant-design/icons";
import type { CatalogCourseDetail } from "@school/contracts";
import { Button, Card, Descriptions, Image, Result, Skeleton, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { runtimeKey } from "../../../ui/runtime-key";
import { useSession } from "../../session/use-session";
import { useCourseInfoQuery } from "../hooks/use-course-info.query";
import { youtubeEmbedUrl } from "../youtube";
import { CourseFacts } from "./CourseFacts";
import { CourseRounds } from "./CourseRounds";
import "../catalogue.css";
import { personName } from "../../../ui/person-name";

/** The program page in the interface language: poster, texts, facts, rounds, requirements and the video. */
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
  const backTo = useBackTarget(back);
  const backLink = (
    <Link to={backTo.to} className="course-info__back" data-testid="course-info-back">
      <ArrowLeftOutlined /> {backTo.label}
    </Link>
  );

  if (info.isPending && info.fetchStatus !== "idle") {
    return (
      <div className="surface" data-testid="course-info-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (!info.data) {
    const notFound = !info.error || (isApiError(info.error) && info.error.status === 404);
    return (
      <div className="surface" data-testid="course-info-missing">
        <Result
          status={notFound ? "404" : "error"}
          title={
            <h1 className="heading-plain">{notFound ? t("catalogue.info.notFound") : errorText(info.error, t)}</h1>
          }
          extra={backLink}
        />
      </div>
    );
  }

  const course = info.data;
  const embed = youtubeEmbedUrl(course.youtube_link);
  const hasRequirements =
    course.requirement_degree !== "" ||
    (course.requirement_years ?? 0) > 0 ||
    course.min_pass_percent > 0 ||
    course.requirement_certificates.length > 0;

  return (
    <article className={`course-info course-card--${course.colour}`} data-testid="course-info">
      <div style={{ marginBottom: 12 }}>{backLink}</div>
      <div className="course-info__hero">
        <div>
          {course.poster ? (
            <img className="course-info__poster" src={course.poster} alt="" data-testid="course-info-poster" />
          ) : (
            <div className="course-info__poster course-info__poster--empty" aria-hidden>
              <BookOutlined />
            </div>
          )}
          <div style={{ marginTop: 16 }}>
            {course.unverified && (
              <Tag color="warning" data-testid="course-info-unverified">
                {t("catalogue.card.unverified")}
              </Tag>
            )}
            {!course.show && <Tag>{t("catalogue.card.hidden")}</Tag>}
          </div>
          <Typography.Title level={1} className="title-as-h2" style={{ marginTop: 8 }} data-testid="course-info-title">
            {course.title}
          </Typography.Title>
          {course.university && (
            <Typography.Text type="secondary" style={{ fontSize: 16 }}>
              {[course.university.name, course.city?.name].filter(Boolean).join(", ")}
            </Typography.Text>
          )}
          {course.short_desc && (
            <Typography.Paragraph className="course-info__lead" style={{ fontSize: 16, marginTop: 12 }}>
              {course.short_desc}
            </Typography.Paragraph>
          )}
        </div>
        <CourseFacts course={course} actions={actions?.(course)} />
      </div>

      {course.full_desc && (
        <Card className="course-info__section" title={t("catalogue.info.about")}>
          <Typography.Paragraph className="course-info__text" data-testid="course-info-description">
            {course.full_desc}
          </Typography.Paragraph>
        </Card>
      )}

      {course.media.length > 0 && (
        <Card className="course-info__section" title={t("catalogue.info.gallery")} data-testid="course-info-gallery">
          <div className="course-info__gallery">
            <Image.PreviewGroup>
              {course.media.map((item) => (
                <Image key={item.id} src={item.thumb} preview={{ src: item.image }} alt="" />
              ))}
            </Image.PreviewGroup>
          </div>
        </Card>
      )}

      <Card className="course-info__section" title={t("catalogue.info.rounds")}>
        {course.rounds.length > 0 ? (
          <CourseRounds rounds={course.rounds} />
        ) : (
          <Typography.Text type="secondary">{t("catalogue.info.noRounds")}</Typography.Text>
        )}
      </Card>

      {hasRequirements && (
        <Card
          className="course-info__section"
          title={t("catalogue.info.requirements")}
          data-testid="course-info-requirements"
        >
          <Descriptions
            column={1}
            size="small"
            items={[
              ...(course.requirement_degree
                ? [
                    {
                      key: "degree",
                      label: t("catalogue.info.requiredDegree"),
                      children: t(runtimeKey(`catalogue.educationDegrees.${course.requirement_degree}`), {
                        defaultValue: course.requirement_degree,
                      }),
                    },
                  ]
                : []),
              ...((course.requirement_years ?? 0) > 0
                ? [{ key: "years", label: t("catalogue.info.requiredYears"), children: course.requirement_years }]
                : []),
              ...(course.min_pass_percent > 0
                ? [{ key: "pass", label: t("catalogue.info.minPass"), children: `${course.min_pass_percent}%` }]
                : []),
              ...course.requirement_certificates.map((certificate) => ({
                key: `certificate-${certificate.id}`,
                label: certificate.certificate,
                children: t("catalogue.info.minScore", { score: certificate.min_score }),
              })),
            ]}
          />
        </Card>
      )}

      {course.teachers.length > 0 && (
        <Card className="course-info__section" title={t("catalogue.info.teachers")} data-testid="course-info-teachers">
          <div className="course-info__teachers">
            {course.teachers.map((teacher) => (
              <Tag key={teacher.id} icon={<UserOutlined />} bordered={false}>
                {personName(teacher)}
              </Tag>
            ))}
          </div>
        </Card>
      )}

      {course.documents.length > 0 && (
        <Card
          className="course-info__section"
          title={t("catalogue.info.documents")}
          data-testid="course-info-documents"
        >
          <ul className="course-info__documents">
            {course.documents.map((name) => (
              <li key={name}>
                <FileTextOutlined /> {name}
              </li>
            ))}
          </ul>
        </Card>
      )}

      {embed && (
        <Card className="course-info__section" title={t("catalogue.info.video")}>
          <div className="course-info__video">
            <iframe
              src={embed}
              title={t("catalogue.info.video")}
              loading="lazy"
              allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              data-testid="course-info-video"
            />
          </div>
        </Card>
      )}
      {sections?.(course)}
    </article>
  );
}

/**
 * Back to the very list (filters and page included) the program was opened from, named for that list, when known
 * (the catalogue and My programmes open the same page); else the page's own list.
 */
function useBackTarget(fallback: { to: string; label: string }): { to: string; label: string } {
  const { t } = useTranslation();
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return fallback;
  const labels: Record<string, string> = {
    "/my-course": t("catalogue.info.backToMyCourses"),
    "/catalog": t("catalogue.info.backToCatalogue"),
    "/guest-catalog": t("catalogue.info.backToCatalogue"),
    "/": t("catalogue.info.backToProgramList"),
  };
  return { to: from, label: labels[from.split(/[?#]/)[0] ?? ""] ?? fallback.label };
}

/** The guest's call to action on a program page (a signed-in visitor already has an account). */
export function GuestApplyActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { claims } = useSession();
  if (claims) return null;
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 8 }}>
      <Button type="primary" block onClick={() => navigate("/user-registrate")} data-testid="course-info-signup">
        {t("catalogue.info.signUpToApply")}
      </Button>
      <Button block onClick={() => navigate("/login")} data-testid="course-info-login">
        {t("header.login")}
      </Button>
    </div>
  );
}
