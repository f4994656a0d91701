import {
  DICTIONARIES,
  DICTIONARY_ENTRY_PATHS,
  DICTIONARY_KINDS,
  type DictionaryKind,
  dbId,
  dictionaryBody,
  dictionaryListQuery,
  dictionaryResponse,
  dictionaryUpdateBody,
} from "@school/contracts";
import { z } from "zod";
import { defineRoute, type RouteDef, schoolOf } from "../../core/route.js";
import * as dictionary from "./dictionary.service.js";

const entryParams = z.object({ id: dbId });

/**
 * The four calls of one dictionary, generated from the DICTIONARIES table so every kind behaves alike; only the
 * paths differ, and those come from data (DICTIONARY_ENTRY_PATHS), not from branches here.
 */
function routesOf(kind: DictionaryKind): RouteDef[] {
  const { path, nameField } = DICTIONARIES[kind];
  const entryPaths = DICTIONARY_ENTRY_PATHS[kind];
  const entry = dictionaryResponse(kind);
  const tags = ["dictionary"];
  return [
    defineRoute({
      method: "GET",
      path,
      permission: "school.public",
      needsSchool: true,
      summary: `List the school's ${nameField} entries (guests name the school by domain)`,
      tags,
      query: dictionaryListQuery(kind),
      response: z.array(entry),
      handler: async ({ query, ctx }) =>
        dictionary.listEntries(ctx.deps, {
          kind,
          schoolId: schoolOf(ctx),
          tagId: query.tag_id,
        }),
    }),
    defineRoute({
      method: "POST",
      path,
      permission: "program.manage",
      summary: `Add a ${nameField} entry (a duplicate name answers 409)`,
      tags,
      body: dictionaryBody(kind),
      response: entry,
      status: 201,
      handler: async ({ body, ctx }) => dictionary.createEntry(ctx.deps, { kind, schoolId: schoolOf(ctx), body }),
    }),
    defineRoute({
      method: "PATCH",
      path: entryPaths.update,
      permission: "program.manage",
      resources: { id: kind },
      summary: `Rename a ${nameField} entry`,
      tags,
      params: entryParams,
      body: dictionaryUpdateBody(kind),
      response: entry,
      handler: async ({ params, body, ctx }) =>
        dictionary.updateEntry(ctx.deps, { kind, schoolId: schoolOf(ctx), id: params.id, body }),
    }),
    defineRoute({
      method: "DELETE",
      path: entryPaths.delete,
      permission: "program.manage",
      resources: { id: kind },
      summary: `Delete a ${nameField} entry (409 while programs use it)`,
      tags,
      params: entryParams,
      response: null,
      status: 204,
      handler: async ({ params, ctx }) => {
        await dictionary.deleteEntry(ctx.deps, { kind, schoolId: schoolOf(ctx), id: params.id });
        return undefined;
      },
    }),
  ];
}

export const dictionaryRoutes: RouteDef[] = DICTIONARY_KINDS.flatMap(routesOf);
