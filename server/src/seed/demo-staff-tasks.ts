import { eq, sql } from "drizzle-orm";
import { addDays } from "../core/schedule-time.js";
import { schoolDayIn } from "../core/school-day.js";
import type { Db } from "../db/client.js";
import { schools, staffTasks } from "../db/schema/index.js";
import { insertComment, insertTask, updateTask } from "../modules/staff-tasks/staff-tasks.queries.js";
import { userIdsByEmail } from "./demo-people.js";

const HOUR = 3_600_000;

/**
 * The demo's tasks (issue 37): the manager's follow-ups in every box (one overdue with a comment, two due later in the
 * school's day, three in the coming days, one done) and one of the school admin's, most about a demo student. Their
 * due times are near the seeding's moment; no reminder is stored for them (a demo is opened long after it was
 * seeded).
 * Idempotent: a school with any task is left as it is.
 */
const TASKS: readonly {
  title: string;
  holder: "manager@demo.kz" | "admin@demo.kz";
  student?: string;
  hoursFromNow: number;
  /** Due later today in the school's day, however late the seeding: then within the hours left, in order. */
  today?: true;
  priority?: "low" | "high";
  done?: true;
  comment?: string;
}[] = [
  {
    title: "Позвонить родителям Алии по апостилю аттестата",
    holder: "manager@demo.kz",
    student: "aliya@demo.kz",
    hoursFromNow: -26,
    priority: "high",
    comment: "Не дозвонился, перезвонить после 15:00",
  },
  {
    title: "Проверить запись на визу",
    holder: "manager@demo.kz",
    student: "student@demo.kz",
    hoursFromNow: 1,
    today: true,
  },
  {
    title: "Отправить счёт за второй транш",
    holder: "manager@demo.kz",
    student: "timur@demo.kz",
    hoursFromNow: 2,
    today: true,
  },
  { title: "Напомнить о сертификате IELTS", holder: "manager@demo.kz", student: "dana@demo.kz", hoursFromNow: 30 },
  {
    title: "Собрать документы для предзачисления",
    holder: "manager@demo.kz",
    student: "aliya@demo.kz",
    hoursFromNow: 54,
    priority: "high",
  },
  { title: "Обновить прайс программ на весну", holder: "manager@demo.kz", hoursFromNow: 100, priority: "low" },
  {
    title: "Подтвердить оплату консультации",
    holder: "manager@demo.kz",
    student: "timur@demo.kz",
    hoursFromNow: -50,
    done: true,
  },
  {
    title: "Согласовать скидку для семьи Беков",
    holder: "admin@demo.kz",
    student: "student@demo.kz",
    hoursFromNow: 20,
  },
];

export async function seedDemoStaffTasks(db: Db, schoolId: number): Promise<void> {
  const scope = { db, schoolId };
  const [any] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(staffTasks)
    .where(sql`${staffTasks.schoolId} = ${schoolId}`);
  if ((any?.count ?? 0) > 0) return;
  const emails = [...new Set(TASKS.flatMap((task) => [task.holder, ...(task.student ? [task.student] : [])]))];
  const ids = await userIdsByEmail(db, schoolId, emails);
  const manager = ids.get("manager@demo.kz");
  const [school] = await db.select({ timeZone: schools.timeZone }).from(schools).where(eq(schools.id, schoolId));
  const day = schoolDayIn(school?.timeZone ?? "Asia/Almaty", new Date());
  const now = day.now.getTime();
  const tomorrow = day.startOf(addDays(day.today, 1)).getTime();
  const todays = TASKS.filter((task) => task.today).length;
  for (const task of TASKS) {
    const assigneeId = ids.get(task.holder);
    if (assigneeId === undefined || manager === undefined) continue;
    const due = now + task.hoursFromNow * HOUR;
    const dueAt = new Date(
      task.today && due >= tomorrow ? now + ((tomorrow - now) * task.hoursFromNow) / (todays + 1) : due,
    );
    const { id } = await insertTask(scope, {
      title: task.title,
      priority: task.priority ?? "normal",
      dueAt,
      assigneeId,
      studentId: task.student ? (ids.get(task.student) ?? null) : null,
      courseId: null,
      createdById: manager,
    });
    if (task.comment) await insertComment(scope, { taskId: id, authorId: assigneeId, body: task.comment });
    if (task.done) await updateTask(scope, { id, change: { doneAt: new Date(dueAt.getTime() - HOUR) } });
  }
}
