import i18n from "i18next";

export { initReactI18next } from "react-i18next/initReactI18next";

/**
 * `react-i18next` as the server's bundle sees it (vite.ssr.config.ts aliases the package here; decision 0154). The
 * browser's `useTranslation` subscribes to language changes, hands each component its own copy of the i18n instance
 * (all its properties, per component: on the server, where every drawing is a component's first, the largest single
 * cost of a catalogue page) and a translation function fixed to the language, which copies i18next's options on every
 * text. A server drawing is synchronous, after its language is set (entry-server.tsx `draw`), so here a component
 * gets the instance itself and its own `t`, which reads that language: the same texts, so the browser hydrates what
 * it would draw.
 */
const t = i18n.t.bind(i18n);

type UseTranslationResponse = [typeof t, typeof i18n, boolean] & { t: typeof t; i18n: typeof i18n; ready: boolean };

export function useTranslation(): UseTranslationResponse {
  const answer = [t, i18n, true] as UseTranslationResponse;
  answer.t = t;
  answer.i18n = i18n;
  answer.ready = true;
  return answer;
}
