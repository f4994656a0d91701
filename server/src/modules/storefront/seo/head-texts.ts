import type { UiLanguage } from "@school/contracts";

/**
 * What the head says in each language where the school wrote nothing: the catalogue's name (the web's
 * `routes.guestCatalog`), a page past the first, a missing page (the web's error page), and the catalogue's
 * description when the school has neither a description nor a tagline.
 */
export const HEAD_TEXTS: Record<
  UiLanguage,
  {
    catalogue: string;
    page: (page: number) => string;
    notFound: string;
    /** A certificate's verification page (decision 0163): the web's `routes.verifyCertificate`. */
    verification: string;
    catalogueDescription: (school: string) => string;
  }
> = {
  ru: {
    catalogue: "Каталог программ",
    page: (page) => `страница ${page}`,
    notFound: "Страница не найдена",
    verification: "Проверка сертификата",
    catalogueDescription: (school) => `Программы обучения школы «${school}»: стоимость, сроки подачи и запись онлайн.`,
  },
  kk: {
    catalogue: "Бағдарламалар каталогы",
    page: (page) => `${page}-бет`,
    notFound: "Бет табылмады",
    verification: "Сертификатты тексеру",
    catalogueDescription: (school) =>
      `«${school}» мектебінің оқу бағдарламалары: құны, өтінім беру мерзімдері және онлайн жазылу.`,
  },
  en: {
    catalogue: "Programme catalogue",
    page: (page) => `page ${page}`,
    notFound: "Page not found",
    verification: "Certificate verification",
    catalogueDescription: (school) => `${school}'s study programmes: fees, application rounds and online enrolment.`,
  },
};

/** Open Graph's locale per interface language: the school's country for Russian and Kazakh, English as written. */
export const OG_LOCALES: Record<UiLanguage, string> = { ru: "ru_KZ", kk: "kk_KZ", en: "en_US" };
