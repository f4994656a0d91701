import { Select, Skeleton } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { loadDocumentsEditor, loadFaqEditor } from "../../features/help";
import { loadTemplatesTab } from "../../features/issued-documents";
import { loadMailingsTab } from "../../features/mailings";
import { loadReferralTab } from "../../features/marketing";
import { loadNoticesTab, loadNotificationPreferencesTab } from "../../features/notifications";
import { loadOfflineSettingsTab } from "../../features/offline-payments";
import { ApplicationTab } from "../../features/onboarding/components/ApplicationTab";
import { EducationTab } from "../../features/onboarding/components/EducationTab";
import { PersonalTab } from "../../features/profile/components/PersonalTab";
import { loadMyPaymentsTab } from "../../features/receipts";
import { loadRequisitesTab } from "../../features/requisites";
import { loadSchoolSettingsTab } from "../../features/school";
import { useCan, useSession } from "../../features/session";
import { loadTariffTab } from "../../features/tariffs";
import { loadSchoolWhatsappCard } from "../../features/whatsapp";
import { Tabs } from "../../ui/Tabs";
import { useIsMobile } from "../../ui/use-is-mobile";
import { useSearchParams } from "../../ui/use-search-params";

/** Only school staff open it, so its code and texts load with it. */
const SchoolSettingsTab = lazy(loadSchoolSettingsTab);
/** What the school's invoices, acts and contracts print (decision 0158): staff only. */
const RequisitesTab = lazy(loadRequisitesTab);
/** Kaspi and bank transfer beside the requisites a transfer pays to (decision 0160): staff only. */
const OfflineSettingsTab = lazy(loadOfflineSettingsTab);
/** The texts of its contracts, invoices and acts (decision 0162): staff only. */
const TemplatesTab = lazy(loadTemplatesTab);
/** A student's referral link and credits (decision 0056). */
const ReferralTab = lazy(loadReferralTab);
/** A student's own payments and their receipts (decision 0161). */
const MyPaymentsTab = lazy(loadMyPaymentsTab);
/** Mailings, greetings and templates (issue 22): staff only. */
const MailingsTab = lazy(loadMailingsTab);
/** The school's WhatsApp number and templates (decision 0157), under the Telegram bot at the newsletter tab's end. */
const SchoolWhatsappCard = lazy(loadSchoolWhatsappCard);
/** Only the school admin opens it (decision 0055). */
const TariffTab = lazy(loadTariffTab);
/** The FAQ and the legal documents, support contact and onboarding video (decisions 0060-0062): staff only. */
const FaqTab = lazy(loadFaqEditor);
const DocumentsTab = lazy(loadDocumentsEditor);
/** Staff's school notices (decision 0064) and everyone's notification preferences (decision 0063). */
const NoticesTab = lazy(loadNoticesTab);
const NotificationPreferencesTab = lazy(loadNotificationPreferencesTab);
/** The newsletter tab: the mailings' features and the messengers they go by, each loaded in its own chunk. */
function NewsletterTab() {
  return (
    <>
      <MailingsTab />
      <SchoolWhatsappCard />
    </>
  );
}

/** The tabs whose screens load with them. */
const LAZY_TABS = {
  referral: ReferralTab,
  payments: MyPaymentsTab,
  school: SchoolSettingsTab,
  requisites: RequisitesTab,
  kaspi: OfflineSettingsTab,
  templates: TemplatesTab,
  tariff: TariffTab,
  newsletter: NewsletterTab,
  faq: FaqTab,
  documents: DocumentsTab,
  notices: NoticesTab,
  notifications: NotificationPreferencesTab,
};

const STAFF_TABS = [
  "personal",
  "school",
  "requisites",
  "kaspi",
  "templates",
  "documents",
  "faq",
  "tariff",
  "newsletter",
  "notices",
  "notifications",
] as const;
/**
 * A student's own education (settings tab 1, where the tour's last step leads), applications (decision 0029),
 * payments with their receipts (decision 0161) and referral link (decision 0056).
 */
const STUDENT_TABS = ["personal", "education", "application", "payments", "referral", "notifications"] as const;
type TabKey = (typeof STAFF_TABS)[number] | (typeof STUDENT_TABS)[number];

/**
 * School and newsletter settings belong to whoever manages the school (spec section 6), the tariff to the school
 * admin who pays it. Whoever edits their own education profile (a student) has it and their applications as
 * settings instead. A school whose tariff lapsed shows its admin the tariff alone: the rest answers nothing until
 * it is paid.
 */
function tabsFor(viewer: {
  ownsEducationProfile: boolean;
  managesSchool: boolean;
  paysTariff: boolean;
  sendsNotices: boolean;
  schoolActive: boolean;
}): readonly TabKey[] {
  if (!viewer.schoolActive) return viewer.paysTariff ? ["tariff"] : ["personal"];
  if (viewer.ownsEducationProfile) return STUDENT_TABS;
  if (!viewer.managesSchool) return ["personal", "notifications"];
  const tabs = viewer.paysTariff ? STAFF_TABS : STAFF_TABS.filter((tab) => tab !== "tariff");
  return viewer.sendsNotices ? tabs : tabs.filter((tab) => tab !== "notices");
}

function TabContent({ tab }: { tab: TabKey }) {
  const { claims } = useSession();
  if (tab === "personal") return <PersonalTab />;
  if (tab === "education") return <EducationTab userId={claims?.user_id ?? 0} />;
  if (tab === "application") return <ApplicationTab userId={claims?.user_id ?? 0} />;
  const Lazy = LAZY_TABS[tab as keyof typeof LAZY_TABS];
  if (Lazy) {
    return (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <Lazy />
      </Suspense>
    );
  }
  return null;
}

/**
 * Settings with the active tab in the URL (?tab=), so a tab can be linked to and survives a reload. A part of the
 * settings page, not of the profile: it gathers the tabs of eight features, so none of them imports another for it.
 */
export function SettingsTabs() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [search, setSearch] = useSearchParams();
  const managesSchool = useCan("school.manage");
  const ownsEducationProfile = useCan("studentProfile.edit", "self");
  const paysTariff = useCan("tariff.manage");
  const sendsNotices = useCan("notice.manage");
  const schoolActive = useSession().userData?.tf_st !== false;
  const tabs = tabsFor({ ownsEducationProfile, managesSchool, paysTariff, sendsNotices, schoolActive });
  const requested = search.get("tab") as TabKey | null;
  const active = requested && tabs.includes(requested) ? requested : (tabs[0] ?? "personal");
  const choose = (key: string) => setSearch({ tab: key }, { replace: true });

  // Staff's four tab titles overflow a phone, and Ant Design then puts a "more" button among the tabs, which breaks
  // the tab list for screen readers (a tablist holds only tabs): a phone picks the section from a list instead.
  if (isMobile && tabs.length > 1) {
    return (
      <>
        <Select
          value={active}
          onChange={choose}
          options={tabs.map((key) => ({ value: key, label: t(`settings.tabs.${key}`) }))}
          aria-label={t("routes.settings")}
          style={{ width: "100%", marginBottom: 16 }}
          data-testid="settings-section-select"
        />
        <TabContent key={active} tab={active} />
      </>
    );
  }
  // Staff have nine sections: in a row their titles overflow the page (the same "more" button), so on a desktop
  // more than five stand in a column beside the section instead.
  return (
    <Tabs
      activeKey={active}
      onChange={choose}
      tabPosition={tabs.length > 5 ? "left" : "top"}
      destroyOnHidden
      items={tabs.map((key) => ({
        key,
        label: <span data-testid={`settings-tab-${key}`}>{t(`settings.tabs.${key}`)}</span>,
        children: <TabContent tab={key} />,
      }))}
    />
  );
}
