import { OTP_LENGTH } from "@school/contracts";
import { Alert, Button, Form, Input, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormError } from "../../../ui/FormError";
import { Link } from "../../../ui/Link";
import { toast } from "../../../ui/toast";
import { useSearchParams } from "../../../ui/use-search-params";
import { purchaseReturnPath } from "../../checkout";
import { decodeAccessClaims, homePathFor } from "../../session";
import { useCheckOtpMutation, useGenerateOtpMutation } from "../hooks/use-otp.mutations";

const RESEND_COOLDOWN_SECONDS = 60;

function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return { left, restart: () => setLeft(seconds) };
}

/** Step two of sign-in by code. A code for a known account signs in; otherwise registration follows. */
export function VerifyCodeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const phone = search.get("phone") ?? undefined;
  const email = search.get("email") ?? undefined;
  const [code, setCode] = useState("");
  const checkOtp = useCheckOtpMutation();
  const resendOtp = useGenerateOtpMutation();
  const countdown = useCountdown(RESEND_COOLDOWN_SECONDS);

  if (!phone && !email) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t("auth.verify.noTarget")}
        action={<Link to="/phone">{t("auth.verify.enterPhone")}</Link>}
      />
    );
  }

  const verify = (otp: string) =>
    checkOtp.mutate(
      { phone, email, otp },
      {
        onSuccess: (result) => {
          const claims = result.access ? decodeAccessClaims(result.access) : null;
          if (claims) {
            navigate(purchaseReturnPath() ?? homePathFor(claims.role), { replace: true });
            return;
          }
          toast.success(t("auth.verify.verifiedNoAccount"));
          navigate(`/user-registrate?${new URLSearchParams(phone ? { phone } : { email: email ?? "" }).toString()}`);
        },
      },
    );

  const resend = () =>
    resendOtp.mutate(phone ? { phone } : { email }, {
      onSuccess: () => {
        countdown.restart();
        toast.success(t("auth.verify.resent"));
      },
    });

  return (
    <Form layout="vertical" onFinish={() => verify(code)} data-testid="verify-form">
      <Typography.Paragraph>
        {t("auth.verify.sentTo")} <Typography.Text strong>{phone ?? email}</Typography.Text>
      </Typography.Paragraph>
      <FormError error={checkOtp.error} />
      <Form.Item label={t("auth.verify.code")}>
        <div data-testid="otp-input">
          <Input.OTP
            length={OTP_LENGTH}
            size="large"
            value={code}
            formatter={(value) => value.replace(/\D/g, "")}
            onChange={(value) => {
              setCode(value);
              if (value.length === OTP_LENGTH) verify(value);
            }}
          />
        </div>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        disabled={code.length !== OTP_LENGTH}
        loading={checkOtp.isPending}
        data-testid="otp-submit"
      >
        {t("auth.verify.submit")}
      </Button>
      <div className="auth-card__links" style={{ marginTop: 16 }}>
        <Button
          type="link"
          style={{ padding: 0 }}
          disabled={countdown.left > 0}
          loading={resendOtp.isPending}
          onClick={resend}
          data-testid="otp-resend"
        >
          {countdown.left > 0 ? t("auth.verify.resendIn", { seconds: countdown.left }) : t("auth.verify.resend")}
        </Button>
        <Link to="/phone">{t("auth.verify.changePhone")}</Link>
      </div>
    </Form>
  );
}
