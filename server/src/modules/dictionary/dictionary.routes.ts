import { DICTIONARY_ENDPOINTS, DICTIONARY_KINDS, type DictionaryKind } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as dictionary from "./dictionary.service.js";

/** The four calls of one dictionary, alike for every kind (the endpoints come from the DICTIONARIES table). */
function routesOf(kind: DictionaryKind): RouteDef[] {
  const { listEntries, createEntry, renameEntry, deleteEntry } = DICTIONARY_ENDPOINTS[kind];
  return [
    defineRoute(listEntries, {
      needsSchool: true,
      publicCache: true,
      handler: async ({ query, visitor }) => dictionary.listEntries(visitor, { kind, tagId: query.tag_id }),
    }),
    defineRoute(createEntry, {
      handler: async ({ body, actor }) => dictionary.createEntry(actor, { kind, body }),
    }),
    defineRoute(renameEntry, {
      resources: { id: kind },
      handler: async ({ params, body, actor }) => dictionary.updateEntry(actor, { kind, id: params.id, body }),
    }),
    defineRoute(deleteEntry, {
      resources: { id: kind },
      handler: async ({ params, actor }) => {
        await dictionary.deleteEntry(actor, { kind, id: params.id });
        return undefined;
      },
    }),
  ];
}

export const dictionaryRoutes: RouteDef[] = DICTIONARY_KINDS.flatMap(routesOf);
