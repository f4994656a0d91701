import { UploadOutlined } from "@ant-design/icons";
import {
  SCHOOL_ADDRESS_MAX,
  SCHOOL_LOGO_MAX_BYTES,
  type SchoolDetail,
  type SchoolSettings,
  TRANSLATE_LANGS,
  type TranslateLang,
} from "@school/contracts";
import { Alert, Button, Card, Col, Form, Input, Result, Row, Select, Skeleton, Space, Typography, Upload } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { FormError } from "../../../ui/FormError";
import { currencyName } from "../../../ui/format";
import { Tabs } from "../../../ui/Tabs";
import { toast } from "../../../ui/toast";
import { formRules } from "../../../ui/validation";
import { NATIVE_NAMES, useUiLanguage } from "../../language";
import { useCan } from "../../session";
import { SchoolTwoFactorSwitch } from "../../two-factor";
import { useCurrenciesQuery, useOwnSchoolQuery, useUpdateSchoolMutation } from "../hooks/use-school-settings";
import { LanguageTexts, TEXT_FIELDS } from "./LanguageTexts";
import { ScheduleRules } from "./ScheduleRules";
import { WorkHours } from "./WorkHours";
import "../texts";
import "../school-settings.css";

const LOGO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];

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
  const uiLanguage = useUiLanguage();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  // Known from the last save's answer: planned lessons ahead that the hours (or the zone) now leave outside.
  const [lessonsOutsideHours, setLessonsOutsideHours] = useState(0);
  const logoPreview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => void (logoPreview && URL.revokeObjectURL(logoPreview)), [logoPreview]);
  const settings = school.settings;
  const setsSecurity = useCan("school.security");

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
                      (currency) => ({
                        value: currency.code,
                        label: `${currency.code} — ${currencyName(currency.code, uiLanguage)}`,
                      }),
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
      {/* Saved by its own call the moment it is switched, apart from the form (decision 0127). */}
      {setsSecurity && (
        <Card title={t("twoFactor.school.title")} style={{ marginTop: 16 }}>
          <SchoolTwoFactorSwitch />
        </Card>
      )}
    </Form>
  );
}
