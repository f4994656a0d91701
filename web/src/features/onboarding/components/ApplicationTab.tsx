import { CheckCircleFilled, ExclamationCircleOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Card, Col, Empty, List, Row, Skeleton, Tag, Timeline, Typography } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { formatShortDate } from "../../../ui/format";
import { Link } from "../../../ui/Link";
import { runtimeKey } from "../../../ui/runtime-key";
import { StatusTag } from "../../application-status";
import { loadChecklistPanel } from "../../checklist";
import { useUiLanguage } from "../../language";
import { fetchApplicationProgress, fetchEligiblePrograms } from "../api/onboarding.api";
import "../onboarding.css";
import "../texts";
import { useCountryName } from "../../dictionaries";
import { onboardingKeys } from "../hooks/onboarding.keys";
import "../../application-status/texts";

// The checklist (its table and dialogs) in its own chunk, under the applications (decision 0174).
const ChecklistPanel = lazy(loadChecklistPanel);

/**
 * The student's own applications, read-only (staff own the statuses): each program with its status and history, the
 * documents still missing, and the programs the student's education and certificates qualify them for.
 */
export function ApplicationTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const language = useUiLanguage();
  const progress = useQuery({
    queryKey: onboardingKeys.progress(userId, language),
    queryFn: ({ signal }) => fetchApplicationProgress({ userId, language, signal }),
  });
  const eligible = useQuery({
    queryKey: onboardingKeys.eligible(userId, language),
    queryFn: ({ signal }) => fetchEligiblePrograms({ language, signal }),
  });
  const dateTime = (value: string) => formatShortDate(value, language);

  return (
    <Row gutter={[16, 16]} data-testid="application-tab">
      <Col xs={24} lg={15}>
        <Typography.Title level={2} className="settings__section-title">
          {t("onboarding.applications.title")}
        </Typography.Title>
        {progress.isPending ? (
          <Skeleton active />
        ) : (progress.data ?? []).length === 0 ? (
          <Empty description={t("onboarding.applications.empty")} />
        ) : (
          (progress.data ?? []).map((item) => {
            const missing = item.documents.filter((document) => !document.handed_in);
            return (
              <Card
                key={item.course_id}
                size="small"
                style={{ marginBottom: 12 }}
                title={
                  <Link to={`/my-course/info/${item.course_id}`}>
                    {item.title}
                    {item.country ? ` · ${countryName(item.country)}` : ""}
                  </Link>
                }
                extra={<StatusTag status={item.status} />}
                data-testid={`progress-${item.course_id}`}
              >
                <Timeline
                  items={item.history.map((entry) => ({
                    children: (
                      <>
                        {entry.to_status ? (
                          t(runtimeKey(`applicationStatus.statuses.${entry.to_status}`))
                        ) : (
                          <Tag>{t("applicationStatus.deleted")}</Tag>
                        )}{" "}
                        <Typography.Text type="secondary">{dateTime(entry.changed_at)}</Typography.Text>
                      </>
                    ),
                  }))}
                />
                {item.documents.length > 0 && (
                  <>
                    <Typography.Text strong>
                      {missing.length === 0
                        ? t("onboarding.applications.allHandedIn")
                        : t("onboarding.applications.missing", { count: missing.length })}
                    </Typography.Text>
                    <ul className="progress__documents" data-testid={`progress-documents-${item.course_id}`}>
                      {item.documents.map((document) => (
                        <li key={document.name}>
                          {document.handed_in ? (
                            <CheckCircleFilled
                              className="onboarding-sections__done"
                              aria-label={t("onboarding.applications.handedIn")}
                            />
                          ) : (
                            <ExclamationCircleOutlined aria-label={t("onboarding.applications.notHandedIn")} />
                          )}{" "}
                          {document.name}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </Card>
            );
          })
        )}
        <Card size="small">
          <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
            <ChecklistPanel userId={userId} />
          </Suspense>
        </Card>
      </Col>
      <Col xs={24} lg={9}>
        <Typography.Title level={2} className="settings__section-title">
          {t("onboarding.applications.eligibleTitle")}
        </Typography.Title>
        <Card size="small">
          {eligible.isPending ? (
            <Skeleton active />
          ) : (
            <List
              dataSource={eligible.data ?? []}
              locale={{
                emptyText: (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={t("onboarding.applications.eligibleEmpty")}
                  />
                ),
              }}
              data-testid="eligible-programs"
              renderItem={(program) => (
                <List.Item>
                  <List.Item.Meta
                    title={<Link to={`/my-course/info/${program.id}`}>{program.title}</Link>}
                    description={[
                      program.country && countryName(program.country),
                      program.requirement_certificates.length > 0 ? program.requirement_certificates.join(" / ") : "",
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
