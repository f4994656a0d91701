import type { RouteDef } from "../../core/route.js";
import { financeActRoutes } from "./acts/acts.routes.js";
import { balanceRoutes } from "./balances/balances.routes.js";
import { moneyReportRoutes } from "./report/report.routes.js";

/** The money screens (issue 21, decision 0054): the balance table, the money report, the school's acts. */
export const financeRoutes: RouteDef[] = [...balanceRoutes, ...moneyReportRoutes, ...financeActRoutes];
