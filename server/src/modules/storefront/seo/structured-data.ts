import type { CatalogCourseDetail, CatalogPage, GuestSchoolInfo, UiLanguage } from "@school/contracts";

type JsonLd = Record<string, unknown>;

/**
 * The school as schema.org's EducationalOrganization, named by an `@id` at its storefront's root, so the program
 * pages' providers and the catalogue's organisation are one node to a search engine.
 */
export function schoolNode(input: { origin: string; school: GuestSchoolInfo; logo: string | null }): JsonLd {
  return {
    "@type": "EducationalOrganization",
    "@id": `${input.origin}/#school`,
    name: input.school.name,
    url: `${input.origin}/`,
    ...(input.logo ? { logo: input.logo } : {}),
  };
}

/**
 * A program as schema.org's Course, with what Google's course info asks for (decision 0143): the provider, one
 * Offer (the school's fee, in the school's currency, its category Free or Paid) and a CourseInstance per round, each
 * with its mode of study and, where the program names its duration, the workload.
 */
export function courseNode(input: {
  program: CatalogCourseDetail;
  language: UiLanguage;
  url: string;
  description: string;
  image: string;
  provider: JsonLd;
  currency: string;
}): JsonLd {
  const { program } = input;
  const free = program.is_free || program.cost === 0;
  const mode = courseModeOf(program.format?.name ?? "");
  const location = mode === "Online" ? null : locationOf(program);
  const instance = (round: CatalogCourseDetail["rounds"][number] | null): JsonLd => ({
    "@type": "CourseInstance",
    courseMode: mode,
    ...(round ? { startDate: round.start, endDate: round.end } : {}),
    ...(program.period ? { courseWorkload: program.period } : {}),
    ...(location ? { location } : {}),
  });
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": `${input.url}#course`,
    name: program.title,
    description: input.description,
    url: input.url,
    inLanguage: program.language ?? input.language,
    image: input.image,
    provider: input.provider,
    offers: [
      {
        "@type": "Offer",
        category: free ? "Free" : "Paid",
        price: free ? 0 : program.cost,
        priceCurrency: input.currency,
        availability: availabilityOf(program.rounds),
        url: input.url,
      },
    ],
    hasCourseInstance: program.rounds.length > 0 ? program.rounds.map(instance) : [instance(null)],
  };
}

/** A catalogue page: the school and the page's programs as an ItemList, positions counted across pages. */
export function catalogueGraph(input: {
  answer: CatalogPage;
  firstPosition: number;
  urlOf: (courseId: number) => string;
  school: JsonLd;
  url: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@graph": [
      input.school,
      {
        "@type": "ItemList",
        url: input.url,
        numberOfItems: input.answer.count,
        itemListElement: input.answer.results.map((card, index) => ({
          "@type": "ListItem",
          position: input.firstPosition + index,
          url: input.urlOf(card.id),
          name: card.title,
        })),
      },
    ],
  };
}

/**
 * A program's mode of study from its format's name, the only place the school says it: Google takes Online, Onsite
 * or Blended. A format the words below do not name is studied on site (a university abroad).
 */
function courseModeOf(format: string): "Online" | "Onsite" | "Blended" {
  const name = format.toLowerCase();
  if (/blended|hybrid|смешан|гибрид|аралас/.test(name)) return "Blended";
  if (/online|distance|remote|онлайн|дистанц|заочн|қашықтан/.test(name)) return "Online";
  return "Onsite";
}

/** Where the program is studied: its university in its city and country, as far as the program names them. */
function locationOf(program: CatalogCourseDetail): JsonLd | null {
  const place = program.university?.name || program.city?.name;
  if (!place) return null;
  const address = {
    ...(program.city?.name ? { addressLocality: program.city.name } : {}),
    ...(program.country ? { addressCountry: program.country } : {}),
  };
  return {
    "@type": "Place",
    name: place,
    ...(Object.keys(address).length > 0 ? { address: { "@type": "PostalAddress", ...address } } : {}),
  };
}

/** Open while a round takes applications, or when the program has no rounds (it enrols at any time). */
function availabilityOf(rounds: CatalogCourseDetail["rounds"]): string {
  const open = rounds.length === 0 || rounds.some((round) => round.is_open);
  return open ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
}

/**
 * JSON-LD as a script element's text: `<`, `>` and `&` as JSON's \u escapes, so neither `</script>` nor `<!--` can
 * end or change the element, and U+2028/U+2029 escaped too (older JavaScript parsers end a line at them). The JSON
 * means the same to a parser.
 */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => JSON_ESCAPES[character]!);
  return `<script type="application/ld+json">${json}</script>`;
}

const JSON_ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};
