import { DisconnectOutlined } from "@ant-design/icons";
import { Alert, Button, Form, Input, Popconfirm, Skeleton, Tag, Typography } from "antd";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { toast } from "../../../ui/toast";
import { useSchoolBotQuery, useSetSchoolBot } from "../hooks/use-school-bot";
import "../texts";
import "../telegram.css";

/**
 * Why the token was refused, in the reader's language. The server names the field's problem in English words of its
 * own (telegram.service.ts, the contract's token rule); the conflict code alone means another school has the bot.
 */
function tokenProblem(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return errorText(error, t);
  if (error.code === "conflict") return t("telegram.bot.errors.taken");
  const field = error.fields.token ?? "";
  if (error.code !== "validation_failed" || field === "") return errorText(error, t);
  if (/platform/i.test(field)) return t("telegram.bot.errors.platform");
  if (/BotFather/.test(field)) return t("telegram.bot.errors.format");
  return t("telegram.bot.errors.unknown");
}

/**
 * The school's own Telegram bot in the newsletter tab (decisions 0057, 0071): which bot its students link to, a
 * BotFather token to set or replace it (checked with Telegram by the server), and unlinking it. The server never
 * hands the token back, and the field is emptied once it is saved.
 */
export function SchoolBotForm() {
  const { t } = useTranslation();
  const bot = useSchoolBotQuery();
  const save = useSetSchoolBot();
  const [token, setToken] = useState("");
  const problem = save.error ? tokenProblem(save.error, t) : null;
  const submit = () =>
    save.mutate(token.trim(), {
      onSuccess: () => {
        setToken("");
        toast.success(t("telegram.bot.saved"));
      },
    });
  const unlink = () =>
    save.mutate(null, {
      onSuccess: () => toast.success(t("telegram.bot.unlinked")),
      onError: (error) => toast.error(errorText(error, t)),
    });
  return (
    <section aria-labelledby="school-bot-title" className="school-bot" data-testid="school-bot">
      <Typography.Title level={3} id="school-bot-title" className="school-bot-title">
        {t("telegram.bot.title")}
      </Typography.Title>
      {bot.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : bot.isError ? (
        <Alert type="error" showIcon title={t("telegram.bot.loadFailed")} />
      ) : (
        <>
          <div className="school-bot-state" data-testid="school-bot-state" data-set={bot.data.set}>
            {bot.data.set ? (
              <>
                <Tag>{t("telegram.bot.own")}</Tag>
                <Typography.Text strong>@{bot.data.username}</Typography.Text>
                <Popconfirm
                  title={t("telegram.bot.unlinkQuestion")}
                  okText={t("telegram.bot.unlink")}
                  cancelText={t("common.cancel")}
                  okButtonProps={{
                    danger: true,
                    ...({ "data-testid": "school-bot-unlink-confirm" } as Record<`data-${string}`, string>),
                  }}
                  onConfirm={unlink}
                >
                  <Button danger size="small" icon={<DisconnectOutlined />} data-testid="school-bot-unlink">
                    {t("telegram.bot.unlink")}
                  </Button>
                </Popconfirm>
              </>
            ) : bot.data.active_bot ? (
              <Typography.Text>{t("telegram.bot.platform", { bot: `@${bot.data.active_bot}` })}</Typography.Text>
            ) : (
              <Typography.Text>{t("telegram.bot.none")}</Typography.Text>
            )}
          </div>
          <Typography.Paragraph type="secondary">{t("telegram.bot.hint")}</Typography.Paragraph>
          <Form layout="vertical" onFinish={submit} className="school-bot-form">
            <Form.Item
              label={t(bot.data.set ? "telegram.bot.newToken" : "telegram.bot.token")}
              htmlFor="school-bot-token"
              validateStatus={problem ? "error" : undefined}
              help={problem ?? undefined}
            >
              <Input.Password
                id="school-bot-token"
                value={token}
                onChange={(event) => setToken(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                placeholder="123456789:AA…"
                data-testid="school-bot-token"
              />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              disabled={token.trim() === ""}
              loading={save.isPending && save.variables !== null}
              data-testid="school-bot-save"
            >
              {t("telegram.bot.save")}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
