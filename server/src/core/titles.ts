/** A row's title in the three languages, as the API names the fields (`title_ru`, `title_kk`, `title_en`). */
export const titlesOf = (row: { titleRu: string; titleKk: string; titleEn: string }) => ({
  title_ru: row.titleRu,
  title_kk: row.titleKk,
  title_en: row.titleEn,
});
