import { useMutation } from "@tanstack/react-query";
import { Button, Card, Result, Spin } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "../../../ui/use-search-params";
import { postSubscription } from "../api/unsubscribe.api";
import "../texts";

/**
 * The page of a mailing's "Unsubscribe" link (decision 0141): opening it unsubscribes, by a POST from this script,
 * never by the GET itself (mail scanners fetch links without a person); it then says so, in the mail's language, and
 * offers to join again.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const subscription = useMutation({ mutationFn: postSubscription });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The page already speaks the mail's language (the address's `hl`, read before the first render, main.tsx), so
    // the answer names the school as the mail did.
    subscription.mutate({ token, subscribed: false });
  }, [token, subscription.mutate]);

  const answer = subscription.data;
  let content = <Spin size="large" data-testid="unsubscribe-pending" />;
  if (subscription.isError) {
    content = (
      <Result
        status="warning"
        title={
          <h1 className="heading-plain" data-testid="page-title">
            {t("mailings.unsubscribe.invalidTitle")}
          </h1>
        }
        subTitle={t("mailings.unsubscribe.invalidText")}
      />
    );
  } else if (answer) {
    const school = answer.school;
    content = (
      <Result
        status="success"
        title={
          <h1 className="heading-plain" data-testid="page-title">
            {answer.subscribed
              ? t("mailings.unsubscribe.subscribed", { school })
              : t("mailings.unsubscribe.done", { school })}
          </h1>
        }
        subTitle={answer.subscribed ? undefined : t("mailings.unsubscribe.doneHint")}
        extra={
          <Button
            type={answer.subscribed ? "default" : "primary"}
            loading={subscription.isPending}
            onClick={() => subscription.mutate({ token, subscribed: !answer.subscribed })}
            data-testid="unsubscribe-toggle"
          >
            {answer.subscribed ? t("mailings.unsubscribe.leaveAgain") : t("mailings.unsubscribe.subscribeAgain")}
          </Button>
        }
      />
    );
  }
  return (
    <Card className="auth-card" variant="borderless">
      {content}
    </Card>
  );
}
