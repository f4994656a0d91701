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
import { defineRoute, type RequestContext, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as feeds from "./calendar-feed.service.js";
import * as statuses from "./lesson-status.service.js";
import * as lessons from "./lessons.service.js";
import * as workDays from "./work-days.service.js";

const who = (ctx: RequestContext) => ({ schoolId: schoolOf(ctx), caller: signedIn(ctx) });

/** The timetable, its statuses and rules, teachers' work time and the calendar feed (decision 0026). */
export const scheduleRoutes: RouteDef[] = [
  defineRoute(listSchedule, {
    handler: async ({ query, ctx }) => lessons.listLessons(ctx.deps, { ...who(ctx), query }),
  }),
  defineRoute(listGroupSchedule, {
    resources: { id: "group" },
    handler: async ({ params, ctx }) => lessons.listGroupLessons(ctx.deps, { ...who(ctx), groupId: params.id }),
  }),
  defineRoute(listStudentSchedule, {
    resources: { userId: "user" },
    handler: async ({ params, query, ctx }) =>
      lessons.listStudentLessons(ctx.deps, { ...who(ctx), userId: params.userId, query }),
  }),
  defineRoute(getScheduleLesson, {
    resources: { id: "scheduleLesson" },
    handler: async ({ params, ctx }) => lessons.lessonDetail(ctx.deps, { ...who(ctx), id: params.id }),
  }),
  defineRoute(listCourseTeachers, {
    resources: { id: "course" },
    handler: async ({ params, ctx }) => workDays.courseTeachers(ctx.deps, { ...who(ctx), courseId: params.id }),
  }),
  defineRoute(filterTeachers, {
    handler: async ({ query, ctx }) => workDays.filterTeachers(ctx.deps, { ...who(ctx), query }),
  }),
  defineRoute(createScheduleLessons, {
    handler: async ({ body, ctx }) => lessons.createLessons(ctx.deps, { ...who(ctx), body }),
  }),
  defineRoute(deleteScheduleLessons, {
    handler: async ({ body, ctx }) => lessons.deleteLessons(ctx.deps, { ...who(ctx), body }),
  }),
  defineRoute(addScheduleStudent, {
    resources: { userId: "user" },
    handler: async ({ params, body, ctx }) =>
      lessons.addStudent(ctx.deps, { ...who(ctx), userId: params.userId, body }),
  }),
  defineRoute(resetScheduleStatus, {
    resources: { id: "scheduleLesson" },
    handler: async ({ params, body, ctx }) =>
      statuses.resetStatus(ctx.deps, { ...who(ctx), lessonId: params.id, reason: body.reason }),
  }),
  defineRoute(postScheduleStatus, {
    resources: { scheduleId: "scheduleLesson" },
    handler: async ({ params, body, ctx }) =>
      statuses.postStatus(ctx.deps, { ...who(ctx), lessonId: params.scheduleId, body }),
  }),
  defineRoute(listWorkDays, {
    resources: { id: "user" },
    handler: async ({ params, ctx }) => workDays.listWorkDays(ctx.deps, { ...who(ctx), teacherId: params.id }),
  }),
  defineRoute(getWorkTime, {
    handler: async ({ query, ctx }) => workDays.workTime(ctx.deps, { ...who(ctx), query }),
  }),
  defineRoute(createWorkDay, {
    handler: async ({ body, ctx }) => workDays.createWorkDay(ctx.deps, { ...who(ctx), body }),
  }),
  defineRoute(updateWorkDay, {
    resources: { id: "workDay" },
    handler: async ({ params, body, ctx }) => workDays.updateWorkDay(ctx.deps, { ...who(ctx), id: params.id, body }),
  }),
  defineRoute(deleteWorkDay, {
    resources: { id: "workDay" },
    handler: async ({ params, ctx }) => {
      await workDays.deleteWorkDay(ctx.deps, { ...who(ctx), id: params.id });
      return undefined;
    },
  }),
  defineRoute(updateScheduleSettings, {
    handler: async ({ body, ctx }) => workDays.updateSettings(ctx.deps, { ...who(ctx), body }),
  }),
  defineRoute(getCalendarFeed, {
    handler: async ({ ctx }) => feeds.feedLink(ctx.deps, who(ctx)),
  }),
  defineRoute(renewCalendarFeed, {
    handler: async ({ ctx }) => feeds.renewFeed(ctx.deps, who(ctx)),
  }),
  defineRoute(revokeCalendarFeed, {
    handler: async ({ ctx }) => {
      await feeds.revokeFeed(ctx.deps, who(ctx));
      return undefined;
    },
  }),
  defineRoute(calendarFeed, {
    crossSchool: "a calendar app presents only the feed's secret, which names the user and so the school",
    handler: async ({ params, ctx }) => {
      const text = await feeds.feed(ctx.deps, params.token);
      // A calendar app reads text/calendar; the route's JSON serializer has no part in it.
      await ctx.reply.type("text/calendar; charset=utf-8").header("cache-control", "private, max-age=300").send(text);
      return undefined;
    },
  }),
];
