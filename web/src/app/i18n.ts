import { UI_LANGUAGES, type UiLanguage, uiLanguageByIndex } from "@school/contracts";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type applicationStatus from "../features/application-status/locales/en.json";
import type automation from "../features/automation/locales/en.json";
import type certificates from "../features/certificates/locales/en.json";
import type verifyCertificate from "../features/certificates/verify/locales/en.json";
import type checklist from "../features/checklist/locales/en.json";
import type checkout from "../features/checkout/locales/en.json";
import type conversations from "../features/conversations/locales/en.json";
import type finance from "../features/finance/locales/en.json";
import type workDays from "../features/groups/locales/en.json";
import type help from "../features/help/locales/en.json";
import type issuedDocuments from "../features/issued-documents/locales/en.json";
import { applyUiLanguage, languageIndexOf, readLanguageIndex } from "../features/language/ui-language";
import type lessons from "../features/lessons/locales/en.json";
import type mailings from "../features/mailings/locales/en.json";
import type marketing from "../features/marketing/locales/en.json";
import type notifications from "../features/notifications/locales/en.json";
import type offlinePayments from "../features/offline-payments/locales/en.json";
import type onboarding from "../features/onboarding/locales/en.json";
import type pipeline from "../features/pipeline/locales/en.json";
import type receipts from "../features/receipts/locales/en.json";
import type reports from "../features/reports/locales/en.json";
import type requisites from "../features/requisites/locales/en.json";
import type schedule from "../features/schedule/locales/en.json";
import type schoolSettings from "../features/school/locales/en.json";
import type staffPayments from "../features/staff-payments/locales/en.json";
import type staffTasks from "../features/staff-tasks/locales/en.json";
import type record from "../features/student-record/locales/en.json";
import type tariffs from "../features/tariffs/locales/en.json";
import type tasks from "../features/tasks/locales/en.json";
import type telegram from "../features/telegram/locales/en.json";
import type tranchePay from "../features/tranche-payments/locales/en.json";
import type twoFactor from "../features/two-factor/locales/en.json";
import type people from "../features/users/locales/en.json";
import type whatsapp from "../features/whatsapp/locales/en.json";
import type enFirstScreen from "../locales/en/first-screen.json";
import type enOtherScreens from "../locales/en/other-screens.json";

declare module "i18next" {
  // Module augmentation needs an interface; it makes every t() key checked against the English catalogue and the
  // texts that load with their features (features/*/texts.ts).
  interface CustomTypeOptions {
    resources: {
      translation: typeof enFirstScreen &
        typeof enOtherScreens &
        typeof people & {
          tasks: typeof tasks;
          schedule: typeof schedule;
          record: typeof record;
          onboarding: typeof onboarding;
          pipeline: typeof pipeline;
          reports: typeof reports;
          checklist: typeof checklist;
          checkout: typeof checkout;
          schoolSettings: typeof schoolSettings;
          requisites: typeof requisites;
          offlinePayments: typeof offlinePayments;
          issuedDocuments: typeof issuedDocuments;
          certificates: typeof certificates;
          verifyCertificate: typeof verifyCertificate;
          workDays: typeof workDays;
          marketing: typeof marketing;
          mailings: typeof mailings;
          finance: typeof finance;
          staffPayments: typeof staffPayments;
          tranchePay: typeof tranchePay;
          receipts: typeof receipts;
          tariffs: typeof tariffs;
          telegram: typeof telegram;
          help: typeof help;
          notifications: typeof notifications;
          conversations: typeof conversations;
          staffTasks: typeof staffTasks;
          automation: typeof automation;
          twoFactor: typeof twoFactor;
          whatsapp: typeof whatsapp;
          lessons: typeof lessons;
          applicationStatus: typeof applicationStatus;
        };
    };
  }
}

/**
 * Starts i18next with no texts, then loads the stored language's catalogue alone (the others come on a switch);
 * the app renders once this resolves, so the first paint is already translated. A page the server drew names the
 * language it was drawn in, which the hydration must speak. `named`: whether the visitor named the language
 * (decision 0170), as `applyUiLanguage` takes it.
 */
export async function initI18n(language: UiLanguage | undefined, named: boolean | null): Promise<void> {
  const index = language === undefined ? readLanguageIndex() : languageIndexOf(language);
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: uiLanguageByIndex(index),
    fallbackLng: false,
    supportedLngs: [...UI_LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  await applyUiLanguage(index, { named });
}
