import { exportUsers } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import { exportUserList } from "./export.service.js";

/** The user list as an XLSX or CSV file, streamed as it is read (decision 0034). */
export const exportRoutes: RouteDef[] = [
  defineRoute(exportUsers, {
    handler: async ({ query, actor, ctx }) => {
      const { stream, disposition, contentType } = await exportUserList(actor, query);
      ctx.reply.type(contentType).header("content-disposition", disposition).header("cache-control", "no-store");
      return stream;
    },
  }),
];
