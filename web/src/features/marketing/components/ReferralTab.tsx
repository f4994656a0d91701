import { REFERRAL_CAMPAIGN, REFERRAL_PARAM, type ReferralCredit, type ReferralPerson } from "@school/contracts";
import { Alert, Button, Input, Skeleton, Space, Statistic, Table } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate, formatMinorMoney, formatPercent } from "../../../ui/format";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import { useMyReferralQuery as useReferral } from "../hooks/use-marketing";
import "../texts";
import "../marketing.css";

/** The link a friend follows: the school's guest catalogue with the code and the campaign (product.md 9). */
export function referralLink(origin: string, code: string): string {
  const query = new URLSearchParams({
    [REFERRAL_PARAM]: code,
    utm_source: REFERRAL_CAMPAIGN,
    utm_campaign: REFERRAL_CAMPAIGN,
  });
  return `${origin}/guest-catalog?${query.toString()}`;
}

const nameOf = (person: ReferralPerson | null, fallback: string) =>
  person ? `${person.first_name}${person.last_initial ? ` ${person.last_initial}.` : ""}` : fallback;

/**
 * The student's referral settings tab (decision 0056): their link with a copy button, what a friend's first purchase
 * earns them, the credits so far and their total; and, when they came through a friend's link, whose, and whether
 * their purchase earned that friend a credit.
 */
export function ReferralTab() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const referral = useReferral();
  if (referral.isPending) return <Skeleton active />;
  if (referral.isError) return <Alert type="error" showIcon title={t("marketing.referral.loadFailed")} />;
  const data = referral.data;
  const link = referralLink(window.location.origin, data.code);
  const money = (minor: number, currency: string) => formatMinorMoney({ minor, currency, language });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t("marketing.referral.copied"));
    } catch {
      toast.error(t("marketing.referral.copyFailed"));
    }
  };

  return (
    <div className="referral" data-testid="referral-tab">
      <p>{t("marketing.referral.intro", { percent: formatPercent(data.cashback_percent, language) })}</p>
      <label className="referral__label" htmlFor="referral-link">
        {t("marketing.referral.link")}
      </label>
      <Space.Compact className="referral__link">
        <Input
          id="referral-link"
          readOnly
          value={link}
          data-testid="referral-link"
          onFocus={(e) => e.target.select()}
        />
        <Button type="primary" onClick={() => void copy()} data-testid="referral-copy">
          {t("marketing.referral.copy")}
        </Button>
      </Space.Compact>

      <div className="referral__figures">
        <Statistic title={t("marketing.referral.friends")} value={data.friends_registered} />
        <Statistic
          title={t("marketing.referral.total")}
          value={
            data.totals.length === 0
              ? money(0, "KZT")
              : data.totals.map((sum) => money(sum.amount_minor, sum.currency)).join(" · ")
          }
          data-testid="referral-total"
        />
      </div>

      <h3 className="referral__heading">{t("marketing.referral.credits")}</h3>
      <ScrollRegion label={t("marketing.referral.credits")}>
        <Table<ReferralCredit>
          size="small"
          rowKey={(row) => `${row.created_at}-${row.amount_minor}-${row.friend?.first_name ?? ""}`}
          dataSource={data.credits}
          pagination={false}
          locale={{ emptyText: t("marketing.referral.noCredits") }}
          data-testid="referral-credits"
          columns={[
            {
              key: "friend",
              title: t("marketing.referral.friend"),
              render: (_, row) => nameOf(row.friend, t("marketing.referral.removedFriend")),
            },
            {
              key: "sum",
              title: t("marketing.referral.sum"),
              align: "right",
              render: (_, row) => money(row.amount_minor, row.currency),
            },
            {
              key: "date",
              title: t("marketing.referral.date"),
              render: (_, row) => formatDate(row.created_at, language),
            },
          ]}
        />
      </ScrollRegion>

      {data.referred_by && (
        <Alert
          className="referral__referred"
          type="info"
          showIcon
          data-testid="referral-referred-by"
          title={t("marketing.referral.referredBy", { name: nameOf(data.referred_by, "") })}
          description={
            data.earned_for_referrer
              ? t("marketing.referral.earnedForReferrer", {
                  sum: money(data.earned_for_referrer.amount_minor, data.earned_for_referrer.currency),
                })
              : t("marketing.referral.notYetEarned", { percent: formatPercent(data.cashback_percent, language) })
          }
        />
      )}
    </div>
  );
}
