import { ProgramFilesCard } from "../../program-files";
import { useMyStanding } from "../hooks/use-my-standing.query";
import { MyProgressCard } from "./MyProgressCard";

/** What a student sees of their own on a program they study or bought: progress, payment, final documents. */
export function MyProgramSections({ courseId, userId }: { courseId: number; userId: number }) {
  const standing = useMyStanding({ courseId, userId });
  if (standing.isPending || (!standing.progress && !standing.payment)) return null;
  return (
    <>
      <MyProgressCard progress={standing.progress} payment={standing.payment} />
      <ProgramFilesCard courseId={courseId} viewer="student" />
    </>
  );
}
