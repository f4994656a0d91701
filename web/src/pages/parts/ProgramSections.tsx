import type { CatalogCourseDetail } from "@school/contracts";
import { useState } from "react";
import { AntdScope } from "../../antd-scope/AntdScope";
import { useCan } from "../../features/session";
import { Skeleton } from "../../ui/lite/Skeleton";
import { preloadable } from "../../ui/preloadable";
import { useIsMobile } from "../../ui/use-is-mobile";
import { useNearScreen } from "../../ui/use-near-screen";

/**
 * The cards under a program come in a chunk of their own, after the program itself is painted (their tables,
 * forms and dialogs are most of the page's code, decision 0174), in Ant Design's scope of their own, so the program
 * above them needs none (decision 0189). Each then asks for its own data. Staff's are asked for once their place
 * comes near the window (decision 0192): on a phone the program fills the first screens, and the cards' code and
 * drawing held its first seconds of reading up (a total blocking time of half a second). A computer draws them at once.
 */
const StaffProgramSections = preloadable(() =>
  import("./StaffProgramSections").then((module) => module.StaffProgramSections),
);
const MyProgramSections = preloadable(() =>
  import("../../features/learning-progress/components/MyProgramSections").then((module) => module.MyProgramSections),
);

/**
 * The cards a program page adds for the reader's role: staff and teachers see its groups, the answers to grade with
 * the students' results, final documents and the students who meet its requirements; a student sees their own
 * progress, payment and documents.
 */
export function ProgramSections({
  course,
  viewerId,
}: {
  course: CatalogCourseDetail;
  /** The signed-in reader, or null for a guest (who sees none of these cards). */
  viewerId: number | null;
}) {
  const followsOwnProgress = useCan("progress.read", "self");
  const phone = useIsMobile();
  const [place, near] = useNearScreen<HTMLDivElement>();
  // Their place, until a phone's reader comes near it: nothing is under way yet, so nothing says it is loading. A
  // student's own cards (their progress, payments and documents) are what they open their program for: at once.
  // Once asked for, the cards stay: a window narrowed to a phone's keeps them, and a dialog open in one.
  const [asked, setAsked] = useState(false);
  if (!asked && (followsOwnProgress || near || !phone)) setAsked(true);
  if (viewerId === null) return null;
  if (!asked) return <div ref={place} className="program-sections__place" data-testid="program-sections-place" />;
  return (
    <AntdScope
      fallback={
        <div aria-busy="true">
          <Skeleton rows={4} />
        </div>
      }
    >
      {followsOwnProgress ? (
        <MyProgramSections courseId={course.id} userId={viewerId} />
      ) : (
        <StaffProgramSections course={course} />
      )}
    </AntdScope>
  );
}
