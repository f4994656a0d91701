// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const addScheduleStudent = {
  method: "POST",
  path: "schedule/schedule/add/{userId}/",
} as Route<typeof endpoints.addScheduleStudent>;

export const calendarFeed = {
  method: "GET",
  path: "schedule/ical/{token}",
  noJsonAnswer: true,
} as Route<typeof endpoints.calendarFeed>;

export const createScheduleLessons = {
  method: "POST",
  path: "schedule/schedule/create/",
  status: 201,
} as Route<typeof endpoints.createScheduleLessons>;

export const createWorkDay = {
  method: "POST",
  path: "schedule/work-day/create/",
  status: 201,
} as Route<typeof endpoints.createWorkDay>;

export const deleteScheduleLessons = {
  method: "POST",
  path: "schedule/schedule/delete/",
} as Route<typeof endpoints.deleteScheduleLessons>;

export const deleteWorkDay = {
  method: "DELETE",
  path: "schedule/work-day/delete/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteWorkDay>;

export const filterTeachers = {
  method: "GET",
  path: "schedule/schedule/filter_teachers/",
} as Route<typeof endpoints.filterTeachers>;

export const getCalendarFeed = {
  method: "GET",
  path: "schedule/ical/",
} as Route<typeof endpoints.getCalendarFeed>;

export const getScheduleLesson = {
  method: "GET",
  path: "schedule/schedule/detail/{id}/",
} as Route<typeof endpoints.getScheduleLesson>;

export const getWorkTime = {
  method: "GET",
  path: "schedule/work-day/get_work_time/",
} as Route<typeof endpoints.getWorkTime>;

export const listCourseTeachers = {
  method: "GET",
  path: "schedule/schedule/teacher_in_course/{id}/",
} as Route<typeof endpoints.listCourseTeachers>;

export const listGroupSchedule = {
  method: "GET",
  path: "schedule/schedule/list_manager_group/{id}/",
} as Route<typeof endpoints.listGroupSchedule>;

export const listSchedule = {
  method: "GET",
  path: "schedule/schedule/list/",
} as Route<typeof endpoints.listSchedule>;

export const listStudentSchedule = {
  method: "GET",
  path: "schedule/schedule/list_manager_student/{userId}/",
} as Route<typeof endpoints.listStudentSchedule>;

export const listWorkDays = {
  method: "GET",
  path: "schedule/work-day/list/{id}/",
} as Route<typeof endpoints.listWorkDays>;

export const postScheduleStatus = {
  method: "POST",
  path: "schedule/schedule/post_status/{scheduleId}/",
} as Route<typeof endpoints.postScheduleStatus>;

export const renewCalendarFeed = {
  method: "POST",
  path: "schedule/ical/",
} as Route<typeof endpoints.renewCalendarFeed>;

export const resetScheduleStatus = {
  method: "POST",
  path: "schedule/schedule/cancel_status/{id}/",
} as Route<typeof endpoints.resetScheduleStatus>;

export const revokeCalendarFeed = {
  method: "DELETE",
  path: "schedule/ical/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.revokeCalendarFeed>;

export const updateScheduleSettings = {
  method: "PATCH",
  path: "user/school/schedule_settings/",
} as Route<typeof endpoints.updateScheduleSettings>;

export const updateWorkDay = {
  method: "PATCH",
  path: "schedule/work-day/update/{id}/",
} as Route<typeof endpoints.updateWorkDay>;
