import { Alert, Button, Card, Col, Form, Input, Row } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../api/api-error";
import { toast } from "../../../ui/toast";
import { MediaSection } from "../media/MediaSection";
import { PosterField } from "../media/PosterField";
import { MembersSection } from "../members/MembersSection";
import { DraftCertificatesField, SavedCertificatesField } from "../requirements/CourseCertificatesField";
import type { CertificateDraft } from "../requirements/certificates";
import { DocumentsSection } from "../requirements/DocumentsSection";
import { RequirementsSection } from "../requirements/RequirementsSection";
import { DraftRoundsField, SavedRoundsField } from "../rounds/CourseRoundsField";
import { isRoundsLimitError } from "../rounds/rounds";
import type { RoundDates } from "../rounds/rounds.api";
import {
  type CourseField,
  type CourseFormValues,
  courseValuesFrom,
  emptyCourseValues,
  type FieldProblem,
  languageOfField,
  splitApiFieldErrors,
  type TextLanguage,
  toCourseBody,
} from "./course-form-values";
import type { SavedCourse } from "./program.api";
import { DescriptorsSection } from "./sections/DescriptorsSection";
import { MoneySection } from "./sections/MoneySection";
import { PublicationSection } from "./sections/PublicationSection";
import { TextsSection } from "./sections/TextsSection";
import { useCourseRules, useFieldProblemText } from "./use-course-rules";
import { useSaveCourseMutation } from "./use-program";

const LIST_PATH = "/";

/**
 * The program form for /course-add and /course-edit/{id}. Saving creates (or updates) the program, then uploads
 * the poster, then adds rounds typed before the program existed; then back to the list with a toast.
 */
export function CourseForm({ saved }: { saved: SavedCourse | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<CourseFormValues>();
  const [textTab, setTextTab] = useState<TextLanguage>("ru");
  const [tabsWithErrors, setTabsWithErrors] = useState<ReadonlySet<TextLanguage>>(new Set());
  const [draftRounds, setDraftRounds] = useState<RoundDates[]>([]);
  const [draftCertificates, setDraftCertificates] = useState<CertificateDraft[]>([]);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const save = useSaveCourseMutation();
  const rules = useCourseRules();
  const problemText = useFieldProblemText();
  const courseId = saved?.id ?? null;
  const savedPoster = saved?.poster ?? null;

  const showErrorsIn = (fields: readonly string[]) => {
    const languages = new Set(fields.map(languageOfField).filter((language) => language !== null));
    setTabsWithErrors(languages);
    const first = fields.map(languageOfField).find((language) => language !== null);
    if (first && !fields.some((field) => languageOfField(field) === textTab)) setTextTab(first);
  };

  const submit = () => {
    const values = form.getFieldsValue(true) as CourseFormValues;
    const result = toCourseBody(values);
    if (!result.ok) {
      const entries = Object.entries(result.problems) as [CourseField, FieldProblem][];
      form.setFields(entries.map(([name, problem]) => ({ name, errors: [problemText(name, problem)] })));
      showErrorsIn(entries.map(([name]) => name));
      return;
    }
    setOtherErrors([]);
    save.mutate(
      {
        courseId,
        body: result.body,
        poster: values.poster ?? null,
        newRounds: courseId === null ? draftRounds : [],
        newCertificates: courseId === null ? draftCertificates : [],
      },
      {
        onSuccess: ({ courseId: savedId, posterError, partsError }) => {
          if (posterError || partsError) {
            // The program exists: the rest is finished on its edit screen.
            if (posterError) toast.error(t("courseForm.posterFailed"));
            else toast.error(isRoundsLimitError(partsError) ? t("rounds.limited") : t("courseForm.partsFailed"));
            navigate(`/course-edit/${savedId}`, { replace: courseId === null });
            return;
          }
          toast.success(courseId === null ? t("courseForm.created") : t("courseForm.saved"));
          navigate(LIST_PATH);
        },
        onError: (error) => {
          toast.error(t("courseForm.saveFailed"));
          if (!isApiError(error)) return;
          const { known, other } = splitApiFieldErrors(error.fields);
          form.setFields(known);
          setOtherErrors(other);
          showErrorsIn(known.map((field) => field.name));
        },
      },
    );
  };

  return (
    <Form<CourseFormValues>
      form={form}
      layout="vertical"
      className="course-form"
      initialValues={saved ? courseValuesFrom(saved) : emptyCourseValues()}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => {
        toast.error(t("courseForm.saveFailed"));
        showErrorsIn(errorFields.map((field) => String(field.name[0])));
      }}
      onFieldsChange={() => {
        // A tab's red dot goes away as soon as its fields are put right.
        const stillWrong = form.getFieldsError().filter((field) => field.errors.length > 0);
        const languages = new Set(stillWrong.map((field) => languageOfField(String(field.name[0]))));
        setTabsWithErrors((current) => new Set([...current].filter((language) => languages.has(language))));
      }}
      scrollToFirstError={{ behavior: "smooth", block: "center" }}
      data-testid="course-form"
    >
      {otherErrors.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t("courseForm.saveFailed")}
          description={otherErrors.join("\n")}
          style={{ marginBottom: 16 }}
          data-testid="course-form-error"
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={t("courseForm.sections.texts")}>
            <TextsSection active={textTab} onActiveChange={setTextTab} tabsWithErrors={tabsWithErrors} />
          </Card>
          <Card title={t("courseForm.sections.descriptors")}>
            <DescriptorsSection />
          </Card>
          <Card title={t("courseForm.sections.money")}>
            <MoneySection />
          </Card>
          <Card title={t("courseForm.sections.requirements")}>
            <RequirementsSection
              certificates={
                saved ? (
                  <SavedCertificatesField courseId={saved.id} certificates={saved.requirement_certificates} />
                ) : (
                  <DraftCertificatesField value={draftCertificates} onChange={setDraftCertificates} />
                )
              }
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t("courseForm.sections.poster")}>
            {/* Section 5 requires a poster for a new program; an older one saved without it can still be edited. */}
            <Form.Item
              name="poster"
              required={courseId === null}
              extra={courseId !== null && !savedPoster ? t("courseForm.poster.missing") : undefined}
              rules={[
                {
                  validator: async (_rule, file: File | null | undefined) => {
                    if (courseId === null && !file) throw new Error(t("courseForm.errors.posterRequired"));
                  },
                },
              ]}
            >
              <PosterField savedUrl={savedPoster} />
            </Form.Item>
            <Form.Item name="youtube_link" label={t("courseForm.fields.youtube")} rules={rules("youtube_link")}>
              <Input placeholder="https://www.youtube.com/watch?v=…" data-testid="course-field-youtube_link" />
            </Form.Item>
          </Card>
          <Card title={t("courseForm.sections.media")}>
            <MediaSection courseId={courseId} media={saved?.media ?? []} />
          </Card>
          <Card title={t("courseForm.sections.publication")}>
            <PublicationSection />
          </Card>
          <Card title={t("courseForm.sections.rounds")}>
            {courseId === null ? (
              <DraftRoundsField value={draftRounds} onChange={setDraftRounds} />
            ) : (
              <SavedRoundsField courseId={courseId} />
            )}
          </Card>
          <Card title={t("courseForm.sections.members")}>
            <MembersSection courseId={courseId} teachers={saved?.teachers ?? []} students={saved?.students ?? []} />
          </Card>
          <Card title={t("courseForm.sections.documents")}>
            <DocumentsSection courseId={courseId} documents={saved?.documents ?? []} />
          </Card>
        </Col>
      </Row>
      <div className="course-form__footer">
        <Button onClick={() => navigate(LIST_PATH)} disabled={save.isPending} data-testid="course-cancel">
          {t("common.cancel")}
        </Button>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="course-save">
          {courseId === null ? t("courseForm.create") : t("common.save")}
        </Button>
      </div>
    </Form>
  );
}
