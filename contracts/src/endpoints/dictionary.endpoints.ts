import {
  DICTIONARIES,
  DICTIONARY_ENTRY_PATHS,
  DICTIONARY_KINDS,
  type DictionaryKind,
  dictionaryBody,
  dictionaryUpdateBody,
} from "../catalogue.js";
import { dictionaryListQuery, dictionaryResponse, dictionaryResponseList } from "../course-editing.js";
import { idParams } from "../fields.js";
import { endpoint } from "./endpoint.js";

const tags = ["dictionary"];
const entryParams = idParams("id");

/**
 * The four calls of one dictionary, generated from the DICTIONARIES table so every kind behaves alike; only the
 * paths differ, and those come from data (DICTIONARY_ENTRY_PATHS).
 */
function endpointsOf(kind: DictionaryKind) {
  const { path, nameField } = DICTIONARIES[kind];
  const entryPaths = DICTIONARY_ENTRY_PATHS[kind];
  const entry = dictionaryResponse(kind);
  return {
    listEntries: endpoint({
      method: "GET",
      path,
      permission: "school.public",
      summary: `List the school's ${nameField} entries in \`translate_lang\` (guests name the school by domain)`,
      tags,
      query: dictionaryListQuery(kind),
      response: dictionaryResponseList(kind),
    }),
    createEntry: endpoint({
      method: "POST",
      path,
      permission: "program.manage",
      summary: `Add a ${nameField} entry named in ru, kk and en (a name another entry shows in a language: 409)`,
      tags,
      body: dictionaryBody(kind),
      response: entry,
      status: 201,
    }),
    renameEntry: endpoint({
      method: "PATCH",
      path: entryPaths.update,
      permission: "program.manage",
      summary: `Rename a ${nameField} entry (the names sent change; one must stay)`,
      tags,
      params: entryParams,
      body: dictionaryUpdateBody(kind),
      response: entry,
    }),
    deleteEntry: endpoint({
      method: "DELETE",
      path: entryPaths.delete,
      permission: "program.manage",
      summary: `Delete a ${nameField} entry (409 while programs use it)`,
      tags,
      params: entryParams,
      response: null,
      status: 204,
    }),
  };
}

export type DictionaryEndpoints = ReturnType<typeof endpointsOf>;

/** Per dictionary kind: list, create, rename and delete its entries. */
export const DICTIONARY_ENDPOINTS = Object.fromEntries(
  DICTIONARY_KINDS.map((kind) => [kind, endpointsOf(kind)]),
) as Record<DictionaryKind, DictionaryEndpoints>;
