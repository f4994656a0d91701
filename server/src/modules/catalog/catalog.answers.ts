import { CARD_COLOURS, type CatalogQuery, type CourseCard, inLanguage } from "@school/contracts";
import type { Storage } from "../../core/storage/storage.js";
import { toRound } from "../course/index.js";
import type { CardRow } from "./catalog.queries.js";

type Language = NonNullable<CatalogQuery["translate_lang"]>;

/** A program's card in the reader's language: each card of the list, and the start of a program's page. */
export function toCard(storage: Storage, input: { row: CardRow; language: Language; today: string }): CourseCard {
  const { row, language } = input;
  // Cards are small: the thumbnail when the cover has one.
  const poster = row.posterThumb ?? row.poster;
  return {
    id: row.id,
    title: inLanguage(language, { ru: row.titleRu, kk: row.titleKk, en: row.titleEn }),
    short_desc: inLanguage(language, { ru: row.shortDescRu, kk: row.shortDescKk, en: row.shortDescEn }),
    poster: poster ? storage.url(poster) : null,
    colour: CARD_COLOURS[row.id % CARD_COLOURS.length]!,
    cost: row.cost,
    price: row.price,
    price_currency: row.priceCurrency,
    is_free: row.isFree,
    language: row.language,
    unverified: row.canSort,
    show: row.show,
    tag: row.tag,
    degree: row.degree,
    format: row.format,
    university: row.university,
    speciality: row.speciality,
    city: row.city,
    univer_tag: row.univerTag,
    next_round: row.nextRound ? toRound(row.nextRound, input.today) : null,
  };
}
