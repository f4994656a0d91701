import { useSession } from "../session";

/** The signed-in user's school, which every key of the record is scoped by (0 before the session is read). */
export function useSchoolId(): number {
  return useSession().claims?.school_id ?? 0;
}
