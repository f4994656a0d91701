import {
  addScheduleStudent,
  calendarFeed,
  createScheduleLessons,
  createWorkDay,
  deleteScheduleLessons,
  deleteWorkDay,
  filterTeachers,
  getCalendarFeed,
  getScheduleLesson,
  getWorkTime,
  listCourseTeachers,
  listGroupSchedule,
  listSchedule,
  listStudentSchedule,
  listWorkDays,
  postScheduleStatus,
  renewCalendarFeed,
  resetScheduleStatus,
  revokeCalendarFeed,
  updateScheduleSettings,
  updateWorkDay,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as feeds from "./feed/calendar-feed.service.js";
import * as lessons from "./lessons/lessons.service.js";
import * as statuses from "./status/lesson-status.service.js";
import * as workDays from "./work-time/work-days.service.js";

/** The timetable, its statuses and rules, teachers' work time and the calendar feed (decision 0026). */
export const scheduleRoutes: RouteDef[] = [
  defineRoute(listSchedule, {
    handler: async ({ query, actor }) => lessons.listLessons(actor, query),
  }),
  defineRoute(listGroupSchedule, {
    resources: { id: "group" },
    handler: async ({ params, actor }) => lessons.listGroupLessons(actor, params.id),
  }),
  defineRoute(listStudentSchedule, {
    resources: { userId: "user" },
    handler: async ({ params, query, actor }) => lessons.listStudentLessons(actor, { userId: params.userId, query }),
  }),
  defineRoute(getScheduleLesson, {
    resources: { id: "scheduleLesson" },
    handler: async ({ params, actor }) => lessons.lessonDetail(actor, params.id),
  }),
  defineRoute(listCourseTeachers, {
    resources: { id: "course" },
    handler: async ({ params, actor }) => workDays.courseTeachers(actor, params.id),
  }),
  defineRoute(filterTeachers, {
    handler: async ({ query, actor }) => workDays.filterTeachers(actor, query),
  }),
  defineRoute(createScheduleLessons, {
    handler: async ({ body, actor }) => lessons.createLessons(actor, body),
  }),
  defineRoute(deleteScheduleLessons, {
    handler: async ({ body, actor }) => lessons.deleteLessons(actor, body),
  }),
  defineRoute(addScheduleStudent, {
    resources: { userId: "user" },
    handler: async ({ params, body, actor }) => lessons.addStudent(actor, { userId: params.userId, body }),
  }),
  defineRoute(resetScheduleStatus, {
    resources: { id: "scheduleLesson" },
    handler: async ({ params, body, actor }) =>
      statuses.resetStatus(actor, { lessonId: params.id, reason: body.reason }),
  }),
  defineRoute(postScheduleStatus, {
    resources: { scheduleId: "scheduleLesson" },
    handler: async ({ params, body, actor }) => statuses.postStatus(actor, { lessonId: params.scheduleId, body }),
  }),
  defineRoute(listWorkDays, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => workDays.listWorkDays(actor, params.id),
  }),
  defineRoute(getWorkTime, {
    handler: async ({ query, actor }) => workDays.workTime(actor, query),
  }),
  defineRoute(createWorkDay, {
    handler: async ({ body, actor }) => workDays.createWorkDay(actor, body),
  }),
  defineRoute(updateWorkDay, {
    resources: { id: "workDay" },
    handler: async ({ params, body, actor }) => workDays.updateWorkDay(actor, { id: params.id, body }),
  }),
  defineRoute(deleteWorkDay, {
    resources: { id: "workDay" },
    handler: async ({ params, actor }) => {
      await workDays.deleteWorkDay(actor, params.id);
      return undefined;
    },
  }),
  defineRoute(updateScheduleSettings, {
    handler: async ({ body, actor }) => workDays.updateSettings(actor, body),
  }),
  defineRoute(getCalendarFeed, {
    handler: async ({ actor }) => feeds.feedStatus(actor),
  }),
  defineRoute(renewCalendarFeed, {
    handler: async ({ actor }) => feeds.renewFeed(actor),
  }),
  defineRoute(revokeCalendarFeed, {
    handler: async ({ actor }) => {
      await feeds.revokeFeed(actor);
      return undefined;
    },
  }),
  defineRoute(calendarFeed, {
    crossSchool: "a calendar app presents only the feed's secret, which names the user and so the school",
    handler: async ({ params, ctx }) => {
      const text = await feeds.feed(ctx.deps, params.token);
      // A calendar app reads text/calendar; the route's JSON serializer has no part in it.
      ctx.reply.type("text/calendar; charset=utf-8").header("cache-control", "private, max-age=300");
      return text;
    },
  }),
];
