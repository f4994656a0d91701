// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

/** Per dictionary kind: list, create, rename and delete its entries. */
export const DICTIONARY_ROUTES = {
  tag: {
    listEntries: {
      method: "GET",
      path: "course/tag/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["tag"]["listEntries"]>,
    createEntry: {
      method: "POST",
      path: "course/tag/",
      status: 201,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["tag"]["createEntry"]>,
    renameEntry: {
      method: "PATCH",
      path: "course/tag/{id}/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["tag"]["renameEntry"]>,
    deleteEntry: {
      method: "DELETE",
      path: "course/tag/{id}/",
      status: 204,
      noJsonAnswer: true,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["tag"]["deleteEntry"]>,
  },
  degree: {
    listEntries: {
      method: "GET",
      path: "course/degree/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["degree"]["listEntries"]>,
    createEntry: {
      method: "POST",
      path: "course/degree/",
      status: 201,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["degree"]["createEntry"]>,
    renameEntry: {
      method: "PATCH",
      path: "course/degree/{id}/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["degree"]["renameEntry"]>,
    deleteEntry: {
      method: "DELETE",
      path: "course/degree/{id}/",
      status: 204,
      noJsonAnswer: true,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["degree"]["deleteEntry"]>,
  },
  format: {
    listEntries: {
      method: "GET",
      path: "course/format/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["format"]["listEntries"]>,
    createEntry: {
      method: "POST",
      path: "course/format/",
      status: 201,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["format"]["createEntry"]>,
    renameEntry: {
      method: "PATCH",
      path: "course/format/{id}/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["format"]["renameEntry"]>,
    deleteEntry: {
      method: "DELETE",
      path: "course/format/{id}/",
      status: 204,
      noJsonAnswer: true,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["format"]["deleteEntry"]>,
  },
  univer: {
    listEntries: {
      method: "GET",
      path: "course/univer/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["univer"]["listEntries"]>,
    createEntry: {
      method: "POST",
      path: "course/univer/",
      status: 201,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["univer"]["createEntry"]>,
    renameEntry: {
      method: "PATCH",
      path: "course/univer/{id}/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["univer"]["renameEntry"]>,
    deleteEntry: {
      method: "DELETE",
      path: "course/univer/{id}/",
      status: 204,
      noJsonAnswer: true,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["univer"]["deleteEntry"]>,
  },
  spec: {
    listEntries: {
      method: "GET",
      path: "course/spec/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["spec"]["listEntries"]>,
    createEntry: {
      method: "POST",
      path: "course/spec/",
      status: 201,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["spec"]["createEntry"]>,
    renameEntry: {
      method: "PATCH",
      path: "course/spec/{id}/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["spec"]["renameEntry"]>,
    deleteEntry: {
      method: "DELETE",
      path: "course/spec/{id}/",
      status: 204,
      noJsonAnswer: true,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["spec"]["deleteEntry"]>,
  },
  city: {
    listEntries: {
      method: "GET",
      path: "course/city/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["city"]["listEntries"]>,
    createEntry: {
      method: "POST",
      path: "course/city/",
      status: 201,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["city"]["createEntry"]>,
    renameEntry: {
      method: "PATCH",
      path: "course/city/{id}/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["city"]["renameEntry"]>,
    deleteEntry: {
      method: "DELETE",
      path: "course/city/{id}/",
      status: 204,
      noJsonAnswer: true,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["city"]["deleteEntry"]>,
  },
  univerTag: {
    listEntries: {
      method: "GET",
      path: "course/univer-tag/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["univerTag"]["listEntries"]>,
    createEntry: {
      method: "POST",
      path: "course/univer-tag/",
      status: 201,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["univerTag"]["createEntry"]>,
    renameEntry: {
      method: "PATCH",
      path: "course/univer-tag/update/{id}/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["univerTag"]["renameEntry"]>,
    deleteEntry: {
      method: "DELETE",
      path: "course/univer-tag/delete/{id}/",
      status: 204,
      noJsonAnswer: true,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["univerTag"]["deleteEntry"]>,
  },
};
