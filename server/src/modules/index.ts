import type { RouteDef } from "../core/route.js";
import { answerRoutes } from "./answers/answers.routes.js";
import { applicationStatusRoutes } from "./application-status/application-status.routes.js";
import { authRoutes } from "./auth/auth.routes.js";
import { automationRoutes } from "./automation/automation.routes.js";
import { boardRoutes } from "./boards/boards.routes.js";
import { catalogRoutes } from "./catalog/catalog.routes.js";
import { certificateRoutes } from "./certificates/certificates.routes.js";
import { conversationRoutes } from "./conversations/conversations.routes.js";
import { courseRoutes } from "./course/course.routes.js";
import { crmRoutes } from "./crm/crm.routes.js";
import { dictionaryRoutes } from "./dictionary/dictionary.routes.js";
import { documentRoutes } from "./documents/documents.routes.js";
import { eligibilityRoutes } from "./eligibility/eligibility.routes.js";
import { exerciseRoutes } from "./exercises/exercises.routes.js";
import { financeRoutes } from "./finance/finance.routes.js";
import { groupRoutes } from "./groups/groups.routes.js";
import { helpRoutes } from "./help/help.routes.js";
import { homeworkRoutes } from "./homework/homework.routes.js";
import { lessonRoutes } from "./lessons/lessons.routes.js";
import { mailingRoutes } from "./mailings/mailings.routes.js";
import { unsubscribeRoutes } from "./mailings/unsubscribe/unsubscribe.routes.js";
import { marketingRoutes } from "./marketing/marketing.routes.js";
import { notificationsRoutes } from "./notifications/notifications.routes.js";
import { paymentRoutes } from "./payments/payments.routes.js";
import { profileRoutes } from "./profile/profile.routes.js";
import { reportRoutes } from "./reports/reports.routes.js";
import { requisitesRoutes } from "./requisites/requisites.routes.js";
import { scheduleRoutes } from "./schedule/schedule.routes.js";
import { schoolRoutes } from "./school/school.routes.js";
import { staffTaskRoutes } from "./staff-tasks/staff-tasks.routes.js";
import { studentChecklistRoutes } from "./student-checklist/checklist.routes.js";
import { profileRowRoutes } from "./student-profile/profile-rows.routes.js";
import { studentProfileRoutes } from "./student-profile/student-profile.routes.js";
import { studentRecordRoutes } from "./student-record/student-record.routes.js";
import { tariffRoutes } from "./tariffs/tariffs.routes.js";
import { telegramRoutes } from "./telegram/telegram.routes.js";
import { tranchePaymentRoutes } from "./tranche-payments/tranche-payments.routes.js";
import { userRoutes } from "./users/users.routes.js";
import { whatsappRoutes } from "./whatsapp/whatsapp.routes.js";

/** Every feature's routes; `buildApp` registers exactly these, and the route-walk test walks exactly these. */
export const ALL_ROUTES: readonly RouteDef[] = [
  ...authRoutes,
  ...profileRoutes,
  ...userRoutes,
  ...crmRoutes,
  ...conversationRoutes,
  ...whatsappRoutes,
  ...staffTaskRoutes,
  ...automationRoutes,
  ...schoolRoutes,
  ...requisitesRoutes,
  ...documentRoutes,
  ...certificateRoutes,
  ...dictionaryRoutes,
  ...courseRoutes,
  ...catalogRoutes,
  ...lessonRoutes,
  ...exerciseRoutes,
  ...groupRoutes,
  ...homeworkRoutes,
  ...answerRoutes,
  ...boardRoutes,
  ...paymentRoutes,
  ...tranchePaymentRoutes,
  ...studentProfileRoutes,
  ...studentRecordRoutes,
  ...applicationStatusRoutes,
  ...scheduleRoutes,
  ...profileRowRoutes,
  ...eligibilityRoutes,
  ...reportRoutes,
  ...studentChecklistRoutes,
  ...marketingRoutes,
  ...mailingRoutes,
  ...unsubscribeRoutes,
  ...financeRoutes,
  ...tariffRoutes,
  ...telegramRoutes,
  ...helpRoutes,
  ...notificationsRoutes,
];
