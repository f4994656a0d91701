import type { UserListColumn, UserListRow } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { Balance, ChecklistProgress, Country, NextDeadline, ProgramStatuses, ProgramTitles } from "./StandingParts";
import "../texts";

/** One optional column's cell of the user list, the same in the table's cells and in a phone's row. */
export function UserListCell({ column, user }: { column: UserListColumn; user: UserListRow }) {
  const { t } = useTranslation();
  switch (column) {
    case "email":
      return user.email;
    case "phone":
      return user.phone ?? "—";
    case "role":
      return t(`users.roles.${user.role}`);
    case "source": {
      // Where a user came from: the landing mark and the student who referred them (decision 0056).
      const source = [user.utm_source, user.referrer ? t("users.referredBy", { name: user.referrer.name }) : null]
        .filter(Boolean)
        .join(" · ");
      return source || "—";
    }
    case "programs":
      return <ProgramTitles programs={user.programs} />;
    case "statuses":
      return <ProgramStatuses programs={user.programs} />;
    case "responsible":
      return user.responsible?.name || "—";
    case "country":
      return <Country country={user.country} />;
    case "balance":
      return <Balance balance={user.balance} />;
    case "next_deadline":
      return <NextDeadline deadline={user.next_deadline} />;
    case "checklist":
      return <ChecklistProgress checklist={user.checklist} />;
  }
}
