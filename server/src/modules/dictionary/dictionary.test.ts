import { DICTIONARIES, DICTIONARY_ENTRY_PATHS, DICTIONARY_KINDS, type DictionaryKind } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { newCourse, newDictionaryEntry } from "../../test/factories.js";
import { apiSuite } from "../../test/test-app.js";

const suite = apiSuite();

const api = (path: string) => `/api/v1/${path}`;
const entryUrl = (kind: DictionaryKind, action: "update" | "delete", id: number) =>
  api(DICTIONARY_ENTRY_PATHS[kind][action].replace("{id}", String(id)));
const nameBody = (kind: DictionaryKind, name: string) => ({ [DICTIONARIES[kind].nameField]: name });

/** `name` goes in the spec's own field (the Russian name); "" sends none, for bodies that name languages only. */
async function create(kind: DictionaryKind, name: string, extra: Record<string, unknown> = {}) {
  return suite.harness.app.inject({
    method: "POST",
    url: api(DICTIONARIES[kind].path),
    headers: await suite.harness.authAs(suite.school, "admin_school"),
    payload: { ...(name ? nameBody(kind, name) : {}), ...extra },
  });
}

describe.each(DICTIONARY_KINDS)("dictionary %s", (kind) => {
  const { path, nameField } = DICTIONARIES[kind];

  it("is created, listed (signed in and by guests), renamed and deleted by staff", async () => {
    const created = await create(kind, `${kind} Alpha`);
    expect(created.statusCode).toBe(201);
    const entry = created.json();
    expect(entry).toEqual({
      id: expect.any(Number),
      name: `${kind} Alpha`,
      tag_id: null,
      name_ru: `${kind} Alpha`,
      name_kk: "",
      name_en: "",
      [nameField]: `${kind} Alpha`,
    });

    const asStudent = await suite.harness.app.inject({
      method: "GET",
      url: api(path),
      headers: await suite.harness.authAs(suite.school, "student"),
    });
    expect(asStudent.json()).toContainEqual(entry);
    const asGuest = await suite.harness.app.inject({
      method: "GET",
      url: api(`${path}?domain=${suite.school.domain}`),
    });
    expect(asGuest.statusCode).toBe(200);
    expect(asGuest.json()).toContainEqual(entry);

    const renamed = await suite.harness.app.inject({
      method: "PATCH",
      url: entryUrl(kind, "update", entry.id),
      headers: await suite.harness.authAs(suite.school, "admin"),
      payload: nameBody(kind, `${kind} Beta`),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: entry.id, name: `${kind} Beta`, [nameField]: `${kind} Beta` });

    const removed = await suite.harness.app.inject({
      method: "DELETE",
      url: entryUrl(kind, "delete", entry.id),
      headers: await suite.harness.authAs(suite.school, "admin"),
    });
    expect(removed.statusCode).toBe(204);
    const after = await suite.harness.app.inject({ method: "GET", url: api(`${path}?domain=${suite.school.domain}`) });
    expect(after.json().map((row: { id: number }) => row.id)).not.toContain(entry.id);
  });

  it("refuses teachers and students, a missing or empty name, and a duplicate name", async () => {
    for (const role of ["teacher", "student"] as const) {
      const response = await suite.harness.app.inject({
        method: "POST",
        url: api(path),
        headers: await suite.harness.authAs(suite.school, role),
        payload: nameBody(kind, "Forbidden"),
      });
      expect(response.statusCode).toBe(403);
    }
    for (const payload of [{}, nameBody(kind, "   ")]) {
      const response = await suite.harness.app.inject({
        method: "POST",
        url: api(path),
        headers: await suite.harness.authAs(suite.school, "admin"),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(nameField);
    }
    const unknownField = await create(kind, `${kind} Extra`, { school_id: suite.other.id });
    expect(unknownField.statusCode).toBe(400);
    expect((await create(kind, `${kind} Twin`)).statusCode).toBe(201);
    const twin = await create(kind, `${kind} Twin`);
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ code: "conflict", fields: { [nameField]: "Already exists" } });
  });

  it("takes names in ru, kk and en and lists each in translate_lang, an empty one showing the first filled in", async () => {
    const created = await create(kind, "", { name_ru: `${kind} Ру`, name_kk: `${kind} Қаз`, name_en: `${kind} En` });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const englishOnly = (await create(kind, "", { name_en: `${kind} only English` })).json().id as number;
    const listed = async (language?: "ru" | "kk" | "en") => {
      const query = language ? `&translate_lang=${language}` : "";
      const response = await suite.harness.app.inject({
        method: "GET",
        url: api(`${path}?domain=${suite.school.domain}${query}`),
      });
      return response.json() as Record<string, unknown>[];
    };
    for (const [language, shown] of [
      [undefined, `${kind} Ру`],
      ["ru", `${kind} Ру`],
      ["kk", `${kind} Қаз`],
      ["en", `${kind} En`],
    ] as const) {
      const entries = await listed(language);
      expect(entries.find((row) => row.id === id)).toMatchObject({
        name: shown,
        [nameField]: shown,
        name_ru: `${kind} Ру`,
        name_kk: `${kind} Қаз`,
        name_en: `${kind} En`,
      });
      expect(entries.find((row) => row.id === englishOnly)).toMatchObject({
        name: `${kind} only English`,
        name_ru: "",
        name_kk: "",
      });
    }

    const headers = await suite.harness.authAs(suite.school, "admin");
    const translated = await suite.harness.app.inject({
      method: "PATCH",
      url: entryUrl(kind, "update", englishOnly),
      headers,
      payload: { name_kk: `${kind} тек қазақша` },
    });
    expect(translated.statusCode).toBe(200);
    expect(translated.json()).toMatchObject({ name_kk: `${kind} тек қазақша`, name_en: `${kind} only English` });
    // Russian readers now see the Kazakh name: the first filled in, in the order ru, kk, en.
    expect((await listed("ru")).find((row) => row.id === englishOnly)?.name).toBe(`${kind} тек қазақша`);

    const emptied = await suite.harness.app.inject({
      method: "PATCH",
      url: entryUrl(kind, "update", englishOnly),
      headers,
      payload: { name_kk: "", name_en: " " },
    });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().fields).toHaveProperty(nameField);
  });

  it("refuses a name another entry already shows in that language, naming the field it came from", async () => {
    await create(kind, "", { name_ru: `${kind} Милан`, name_en: `${kind} Milan` });
    const sameEnglish = await create(kind, "", { name_ru: `${kind} Милано`, name_en: `${kind} Milan` });
    expect(sameEnglish.statusCode).toBe(409);
    expect(sameEnglish.json().fields).toEqual({ name_en: "Already exists" });
    // No Kazakh name: Kazakh readers would see the Russian one, which another entry shows already.
    const sameRussian = await create(kind, `${kind} Милан`, { name_en: `${kind} Milano` });
    expect(sameRussian.statusCode).toBe(409);
    expect(sameRussian.json().fields).toEqual({ [nameField]: "Already exists" });
    // The same word in two languages of one entry is no clash.
    const twice = await create(kind, "", { name_ru: `${kind} Рим`, name_kk: `${kind} Рим`, name_en: `${kind} Rome` });
    expect(twice.statusCode).toBe(201);
  });

  it("refuses the spec's field and name_ru saying different things", async () => {
    const response = await create(kind, `${kind} один`, { name_ru: `${kind} другой` });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty("name_ru");
    const agreeing = await create(kind, `${kind} один`, { name_ru: `${kind} один` });
    expect(agreeing.statusCode).toBe(201);
  });

  it("refuses deleting an entry programs use, naming how many", async () => {
    const id = await newDictionaryEntry(suite.harness.database.db, suite.school.id, kind);
    const column = {
      tag: "tagId",
      degree: "degreeId",
      format: "formatId",
      univer: "universityId",
      spec: "specialityId",
      city: "cityId",
      univerTag: "univerTagId",
    }[kind];
    await newCourse(suite.harness.database.db, suite.school.id, { [column]: id });
    await newCourse(suite.harness.database.db, suite.school.id, { [column]: id });
    const response = await suite.harness.app.inject({
      method: "DELETE",
      url: entryUrl(kind, "delete", id),
      headers: await suite.harness.authAs(suite.school, "admin_school"),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain("used by 2 programs");
  });

  it("another school cannot see, change or delete it", async () => {
    const foreign = await newDictionaryEntry(
      suite.harness.database.db,
      suite.other.id,
      kind,
      `${kind} of another school`,
    );
    const list = await suite.harness.app.inject({
      method: "GET",
      url: api(`${path}?domain=${suite.other.domain}`),
      headers: await suite.harness.authAs(suite.school, "admin"),
    });
    // A signed-in caller always gets their own school, whatever domain they name.
    expect(list.json().map((row: { id: number }) => row.id)).not.toContain(foreign);
    const headers = await suite.harness.authAs(suite.school, "admin");
    const renamed = await suite.harness.app.inject({
      method: "PATCH",
      url: entryUrl(kind, "update", foreign),
      headers,
      payload: nameBody(kind, "Taken over"),
    });
    expect(renamed.statusCode).toBe(404);
    const removed = await suite.harness.app.inject({
      method: "DELETE",
      url: entryUrl(kind, "delete", foreign),
      headers,
    });
    expect(removed.statusCode).toBe(404);
  });
});

describe("entries filed under a tag", () => {
  it("lists universities and cities by tag_id and refuses another school's tag", async () => {
    const italy = (await create("tag", "Italy")).json().id as number;
    const spain = (await create("tag", "Spain")).json().id as number;
    for (const kind of ["univer", "city"] as const) {
      const inItaly = (await create(kind, `${kind} in Italy`, { tag_id: italy })).json();
      expect(inItaly.tag_id).toBe(italy);
      await create(kind, `${kind} in Spain`, { tag_id: spain });
      const listed = await suite.harness.app.inject({
        method: "GET",
        url: api(`${DICTIONARIES[kind].path}?domain=${suite.school.domain}&tag_id=${italy}`),
      });
      expect(listed.json()).toEqual([inItaly]);

      const foreignTag = await newDictionaryEntry(suite.harness.database.db, suite.other.id, "tag");
      const refused = await create(kind, `${kind} abroad`, { tag_id: foreignTag });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().fields).toEqual({ tag_id: "Not found" });
      const moved = await suite.harness.app.inject({
        method: "PATCH",
        url: entryUrl(kind, "update", inItaly.id),
        headers: await suite.harness.authAs(suite.school, "admin"),
        payload: { tag_id: foreignTag },
      });
      expect(moved.statusCode).toBe(404);
    }
  });

  it("takes univer-tag changes at the contract's own paths", () => {
    expect(DICTIONARY_ENTRY_PATHS.univerTag).toEqual({
      update: "course/univer-tag/update/{id}/",
      delete: "course/univer-tag/delete/{id}/",
    });
    expect(DICTIONARY_ENTRY_PATHS.tag).toEqual({ update: "course/tag/{id}/", delete: "course/tag/{id}/" });
  });

  it("answers 404 to a guest whose domain names no school", async () => {
    const response = await suite.harness.app.inject({ method: "GET", url: api("course/tag/?domain=nowhere.example") });
    expect(response.statusCode).toBe(404);
  });
});
