import type { RouteDef } from "../core/route.js";
import { answersModule } from "./answers/index.js";
import { applicationStatusModule } from "./application-status/index.js";
import { authModule } from "./auth/index.js";
import { automationModule } from "./automation/index.js";
import { boardsModule } from "./boards/index.js";
import { catalogModule } from "./catalog/index.js";
import { certificatesModule } from "./certificates/index.js";
import { conversationsModule } from "./conversations/index.js";
import { courseModule } from "./course/index.js";
import { crmModule } from "./crm/index.js";
import { dictionaryModule } from "./dictionary/index.js";
import { documentsModule } from "./documents/index.js";
import { eligibilityModule } from "./eligibility/index.js";
import { exercisesModule } from "./exercises/index.js";
import { financeModule } from "./finance/index.js";
import { groupsModule } from "./groups/index.js";
import { helpModule } from "./help/index.js";
import { homeworkModule } from "./homework/index.js";
import { lessonsModule } from "./lessons/index.js";
import { mailingsModule } from "./mailings/index.js";
import { marketingModule } from "./marketing/index.js";
import { notificationsModule } from "./notifications/index.js";
import { paymentsModule } from "./payments/index.js";
import { profileModule } from "./profile/index.js";
import { reportsModule } from "./reports/index.js";
import { requisitesModule } from "./requisites/index.js";
import { scheduleModule } from "./schedule/index.js";
import { schoolModule } from "./school/index.js";
import { staffTasksModule } from "./staff-tasks/index.js";
import { storefrontModule } from "./storefront/index.js";
import { studentChecklistModule } from "./student-checklist/index.js";
import { studentProfileModule } from "./student-profile/index.js";
import { studentRecordModule } from "./student-record/index.js";
import { tariffsModule } from "./tariffs/index.js";
import { telegramModule } from "./telegram/index.js";
import { tranchePaymentsModule } from "./tranche-payments/index.js";
import { usersModule } from "./users/index.js";
import { whatsappModule } from "./whatsapp/index.js";

/**
 * Every module of the server, each by its manifest (`<name>.module.ts`, through its door): the app registers the
 * routes and job kinds they declare, and reactions.ts gathers their reactions. Adding a module is its folder and one
 * line here (a test fails on a folder left out).
 *
 * The order is the order reactions run, and routes are registered (nothing depends on the latter: the router matches
 * a path alike whatever the order). Payments comes after every module whose payment listener it runs, so the payer's
 * receipt is recorded after what the payment bought (decision 0125); the architecture page's table of reactions,
 * which reactions.test.ts keeps in step, shows a change of that order.
 */
export const MODULES = [
  authModule,
  profileModule,
  usersModule,
  crmModule,
  conversationsModule,
  whatsappModule,
  staffTasksModule,
  automationModule,
  schoolModule,
  requisitesModule,
  documentsModule,
  certificatesModule,
  dictionaryModule,
  courseModule,
  catalogModule,
  lessonsModule,
  exercisesModule,
  groupsModule,
  homeworkModule,
  answersModule,
  boardsModule,
  tranchePaymentsModule,
  studentProfileModule,
  studentRecordModule,
  applicationStatusModule,
  scheduleModule,
  eligibilityModule,
  reportsModule,
  studentChecklistModule,
  marketingModule,
  mailingsModule,
  financeModule,
  tariffsModule,
  paymentsModule,
  telegramModule,
  helpModule,
  notificationsModule,
  storefrontModule,
] as const;

/** Every module's routes; `buildApp` registers exactly these, and the route-walk test walks exactly these. */
export const ALL_ROUTES: readonly RouteDef[] = MODULES.flatMap((module): readonly RouteDef[] => module.routes);
