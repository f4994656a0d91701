import { UploadOutlined } from "@ant-design/icons";
import {
  NOTICE_HOURS,
  SCHOOL_ADDRESS_MAX,
  SCHOOL_DESCRIPTION_MAX,
  SCHOOL_LOGO_MAX_BYTES,
  SCHOOL_NAME_MAX,
  SCHOOL_TAGLINE_MAX,
  type SchoolDetail,
  type SchoolSettings,
  TRANSLATE_LANGS,
  type TranslateLang,
} from "@school/contracts";
import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Tabs,
  Typography,
  Upload,
} from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../../api/api-error";
import { FormError } from "../../../ui/FormError";
import { toast } from "../../../ui/toast";
import { formRules } from "../../../ui/validation";
import { NATIVE_NAMES } from "../../language";
import { useCurrenciesQuery, useOwnSchoolQuery, useUpdateSchoolMutation } from "../hooks/use-school-settings";
import { clockOptions, noticeOptions, timeZoneOptions } from "../school-settings-options";
import "../texts";
import "../school-settings.css";

const LOGO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];
/** The field of each text in a language: Russian is the plain name every other language falls back to. */
const textField = (base: "name" | "tagline" | "description", language: TranslateLang) =>
  (language === "ru" ? base : `${base}_${language}`) as keyof SchoolSettings;
const TEXT_FIELDS = TRANSLATE_LANGS.flatMap((language) =>
  (["name", "tagline", "description"] as const).map((base) => ({ language, field: textField(base, language) })),
);

/** The school settings tab (school admin and manager): the school's profile, logo, schedule rules and hours. */
export default function SchoolSettingsTab() {
  const { t } = useTranslation();
  const { data: school, isPending, isError, refetch } = useOwnSchoolQuery();
  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isError || !school) {
    return (
      <Result
        status="warning"
        title={t("schoolSettings.loadFailed")}
        extra={<Button onClick={() => refetch()}>{t("common.retry")}</Button>}
      />
    );
  }
  return <SchoolSettingsForm key={school.id} school={school} />;
}

function SchoolSettingsForm({ school }: { school: SchoolDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SchoolSettings>();
  const update = useUpdateSchoolMutation();
  const currencies = useCurrenciesQuery();
  const [language, setLanguage] = useState<TranslateLang>("ru");
  const [logo, setLogo] = useState<File | null>(null);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  // Known from the last save's answer: planned lessons ahead that the hours (or the zone) now leave outside.
  const [lessonsOutsideHours, setLessonsOutsideHours] = useState(0);
  const logoPreview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => void (logoPreview && URL.revokeObjectURL(logoPreview)), [logoPreview]);
  const settings = school.settings;

  const pickLogo = (file: File) => {
    if (!LOGO_TYPES.includes(file.type)) setLogoProblem(t("schoolSettings.logo.wrongType"));
    else if (file.size > SCHOOL_LOGO_MAX_BYTES) setLogoProblem(t("schoolSettings.logo.tooLarge", { mb: 5 }));
    else {
      setLogoProblem(null);
      setLogo(file);
    }
    return Upload.LIST_IGNORE;
  };

  const submit = async (values: SchoolSettings) => {
    const body = new FormData();
    for (const [field, value] of Object.entries(values)) body.append(field, String(value ?? ""));
    if (logo) body.append("logo", logo);
    try {
      const saved = await update.mutateAsync(body);
      form.setFieldsValue(saved.settings);
      setLogo(null);
      setLessonsOutsideHours(saved.lessons_outside_hours);
      toast.success(t("schoolSettings.saved"));
    } catch (error) {
      if (isApiError(error) && error.fields) {
        const known = Object.entries(error.fields).filter(([name]) => name in settings);
        form.setFields(known.map(([name, message]) => ({ name: name as keyof SchoolSettings, errors: [message] })));
        showLanguageOf(known.map(([name]) => name));
      }
    }
  };
  // A refused text may sit on a language tab that is not open: open the first one with a problem.
  const showLanguageOf = (fields: string[]) => {
    const hidden = TEXT_FIELDS.find((text) => fields.includes(text.field));
    if (hidden) setLanguage(hidden.language);
  };

  return (
    <Form<SchoolSettings>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={settings}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => showLanguageOf(errorFields.map((error) => String(error.name[0])))}
      scrollToFirstError
      data-testid="school-settings-form"
    >
      <FormError error={update.error} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title={t("schoolSettings.profile.title")} style={{ height: "100%" }}>
            <Typography.Paragraph type="secondary">{t("schoolSettings.profile.hint")}</Typography.Paragraph>
            <Tabs
              activeKey={language}
              onChange={(key) => setLanguage(key as TranslateLang)}
              items={TRANSLATE_LANGS.map((code) => ({
                key: code,
                forceRender: true,
                label: <span data-testid={`school-language-${code}`}>{NATIVE_NAMES[code]}</span>,
                children: <LanguageTexts language={code} />,
              }))}
            />
            <Row gutter={16}>
              <Col xs={24} md={16}>
                <Form.Item
                  name="address"
                  label={t("schoolSettings.profile.address")}
                  rules={[{ max: SCHOOL_ADDRESS_MAX }]}
                >
                  <Input autoComplete="street-address" data-testid="school-address" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="currency" label={t("schoolSettings.profile.currency")} rules={[formRules.required(t)]}>
                  <Select
                    loading={currencies.isPending}
                    options={(currencies.data ?? [{ code: settings.currency, name: settings.currency }]).map(
                      (currency) => ({ value: currency.code, label: `${currency.code} — ${currency.name}` }),
                    )}
                    data-testid="school-currency"
                  />
                </Form.Item>
              </Col>
            </Row>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t("schoolSettings.logo.title")} style={{ height: "100%" }}>
            <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
              <div className="school-settings__logo" data-testid="school-logo-preview">
                {logoPreview || school.logo ? (
                  <img src={logoPreview ?? school.logo ?? ""} alt={t("schoolSettings.logo.current")} />
                ) : (
                  <Typography.Text type="secondary">{t("schoolSettings.logo.none")}</Typography.Text>
                )}
              </div>
              <div data-testid="school-logo-upload">
                <Upload accept={LOGO_TYPES.join(",")} beforeUpload={pickLogo} showUploadList={false} maxCount={1}>
                  <Button icon={<UploadOutlined />} data-testid="school-logo-choose">
                    {t("schoolSettings.logo.choose")}
                  </Button>
                </Upload>
              </div>
              <Typography.Text type="secondary">{t("schoolSettings.logo.hint", { mb: 5 })}</Typography.Text>
              {logo && <Typography.Text>{t("schoolSettings.logo.picked", { name: logo.name })}</Typography.Text>}
              {logoProblem && <Alert type="error" showIcon title={logoProblem} data-testid="school-logo-problem" />}
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <ScheduleRules current={settings} />
        </Col>
        <Col xs={24} lg={12}>
          <WorkHours current={settings} lessonsOutsideHours={lessonsOutsideHours} />
        </Col>
      </Row>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={update.isPending}
        style={{ marginTop: 16 }}
        data-testid="school-settings-save"
      >
        {t("common.save")}
      </Button>
    </Form>
  );
}

function LanguageTexts({ language }: { language: TranslateLang }) {
  const { t } = useTranslation();
  const inLanguage = { language: NATIVE_NAMES[language] };
  return (
    <>
      <Form.Item
        name={textField("name", language)}
        label={t("schoolSettings.profile.name", inLanguage)}
        rules={[...(language === "ru" ? [formRules.required(t)] : []), { max: SCHOOL_NAME_MAX }]}
      >
        <Input lang={language} data-testid={`school-name-${language}`} />
      </Form.Item>
      <Form.Item
        name={textField("tagline", language)}
        label={t("schoolSettings.profile.tagline", inLanguage)}
        rules={[{ max: SCHOOL_TAGLINE_MAX }]}
      >
        <Input lang={language} data-testid={`school-tagline-${language}`} />
      </Form.Item>
      <Form.Item
        name={textField("description", language)}
        label={t("schoolSettings.profile.description", inLanguage)}
        rules={[{ max: SCHOOL_DESCRIPTION_MAX }]}
      >
        <Input.TextArea
          lang={language}
          autoSize={{ minRows: 3, maxRows: 8 }}
          data-testid={`school-description-${language}`}
        />
      </Form.Item>
    </>
  );
}

function ScheduleRules({ current }: { current: SchoolSettings }) {
  const { t } = useTranslation();
  const hours = (count: number) =>
    count === 0 ? t("schoolSettings.rules.noNotice") : t("schoolSettings.rules.hours", { hours: count });
  const allowance = { min: 0, max: 100, precision: 0, style: { width: "100%" } };
  // `formRules.required` checks text (it refuses a blank string), so a number field needs its own rule.
  const numberRequired = { required: true, message: t("validation.required") };
  return (
    <Card title={t("schoolSettings.rules.title")} style={{ height: "100%" }}>
      <Typography.Paragraph type="secondary">{t("schoolSettings.rules.hint")}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="cancel_count" label={t("schoolSettings.rules.cancelCount")} rules={[numberRequired]}>
            <InputNumber {...allowance} data-testid="school-cancel-count" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="cancelTime" label={t("schoolSettings.rules.cancelTime")}>
            <Select options={noticeOptions(NOTICE_HOURS, current.cancelTime, hours)} data-testid="school-cancel-time" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="transfer_count" label={t("schoolSettings.rules.transferCount")} rules={[numberRequired]}>
            <InputNumber {...allowance} data-testid="school-transfer-count" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="transferTime" label={t("schoolSettings.rules.transferTime")}>
            <Select
              options={noticeOptions(NOTICE_HOURS, current.transferTime, hours)}
              data-testid="school-transfer-time"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="auto_finish"
        label={t("schoolSettings.rules.autoFinish")}
        extra={t("schoolSettings.rules.autoFinishHint")}
        valuePropName="checked"
      >
        <Switch data-testid="school-auto-finish" />
      </Form.Item>
    </Card>
  );
}

function WorkHours({ current, lessonsOutsideHours }: { current: SchoolSettings; lessonsOutsideHours: number }) {
  const { t } = useTranslation();
  const zones = useMemo(() => timeZoneOptions(current.time_zone), [current.time_zone]);
  return (
    <Card title={t("schoolSettings.hours.title")} style={{ height: "100%" }}>
      <Typography.Paragraph type="secondary">{t("schoolSettings.hours.hint")}</Typography.Paragraph>
      {lessonsOutsideHours > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t("schoolSettings.hours.lessonsOutside", { count: lessonsOutsideHours })}
          action={<Link to="/schedule">{t("schoolSettings.hours.openSchedule")}</Link>}
          data-testid="school-lessons-outside-hours"
        />
      )}
      <Form.Item name="time_zone" label={t("schoolSettings.hours.timeZone")} rules={[formRules.required(t)]}>
        <Select showSearch={{ optionFilterProp: "label" }} options={zones} data-testid="school-time-zone" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item name="work_start" label={t("schoolSettings.hours.start")}>
            <Select
              showSearch={{ optionFilterProp: "label" }}
              options={clockOptions(current.work_start, false)}
              data-testid="school-work-start"
            />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="work_end"
            label={t("schoolSettings.hours.end")}
            dependencies={["work_start"]}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value?: string) => {
                  if (value && value <= getFieldValue("work_start"))
                    throw new Error(t("schoolSettings.hours.endBeforeStart"));
                },
              }),
            ]}
          >
            <Select
              showSearch={{ optionFilterProp: "label" }}
              options={clockOptions(current.work_end, true)}
              data-testid="school-work-end"
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
