import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { courseMembers, exerciseLists, exercises, lessons, taskBoards, users } from "../db/schema/index.js";

/** What every element of Excalidraw carries besides its kind, size and place (decision 0023). */
const base = (id: string, index: string, seed: number) => ({
  id,
  index,
  angle: 0,
  strokeColor: "#1e1e1e",
  backgroundColor: "transparent",
  fillStyle: "solid",
  strokeWidth: 2,
  strokeStyle: "solid",
  roughness: 1,
  opacity: 100,
  groupIds: [],
  frameId: null,
  roundness: null,
  seed,
  version: 1,
  versionNonce: seed + 1,
  isDeleted: false,
  boundElements: null,
  updated: 1_763_800_000_000,
  link: null,
  locked: false,
});

const text = (id: string, index: string, seed: number, x: number, y: number, content: string) => ({
  ...base(id, index, seed),
  type: "text",
  x,
  y,
  width: content.length * 11,
  height: 25,
  text: content,
  originalText: content,
  fontSize: 20,
  fontFamily: 5,
  textAlign: "left",
  verticalAlign: "top",
  containerId: null,
  autoResize: true,
  lineHeight: 1.25,
});

/**
 * The demo student's board of the first task of the demo program: the three documents of the task, the right one
 * circled, named in the three languages of the platform, so the board shows something when it is opened.
 */
const DEMO_SCENE = {
  elements: [
    text("demo-passport", "a0", 101, 40, 40, "Паспорт · Паспорт · Passport"),
    text("demo-attestat", "a1", 202, 40, 110, "Аттестат · Аттестат · Attestat"),
    text("demo-statement", "a2", 303, 40, 180, "Выписка из банка · Банк үзіндісі · Bank statement"),
    {
      ...base("demo-circle", "a3", 404),
      type: "ellipse",
      x: 20,
      y: 95,
      width: 380,
      height: 56,
      strokeColor: "#2f9e44",
    },
    {
      ...base("demo-arrow", "a4", 505),
      type: "arrow",
      x: 470,
      y: 60,
      width: 60,
      height: 55,
      strokeColor: "#2f9e44",
      points: [
        [0, 0],
        [-60, 55],
      ],
      lastCommittedPoint: null,
      startBinding: null,
      endBinding: null,
      startArrowhead: null,
      endArrowhead: "arrow",
      elbowed: false,
    },
  ],
};

/** Idempotent: draws the demo board once, and never over what the demo student or teacher drew since. */
export async function seedDemoBoard(db: Db, schoolId: number): Promise<void> {
  const [task] = await db
    .select({ exerciseId: exercises.id, studentId: courseMembers.userId })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .innerJoin(lessons, eq(lessons.courseId, courseMembers.courseId))
    .innerJoin(exerciseLists, eq(exerciseLists.lessonId, lessons.id))
    .innerJoin(exercises, eq(exercises.exListId, exerciseLists.id))
    .where(and(eq(courseMembers.schoolId, schoolId), eq(courseMembers.role, "student"), eq(exercises.type, "test")))
    .orderBy(asc(users.id), asc(lessons.order), asc(lessons.id), asc(exerciseLists.id), asc(exercises.id))
    .limit(1);
  if (!task) return;
  await db
    .insert(taskBoards)
    .values({ schoolId, exerciseId: task.exerciseId, studentId: task.studentId, scene: DEMO_SCENE, version: 1 })
    .onConflictDoNothing();
}
