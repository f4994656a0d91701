export { useCountryName } from "./hooks/use-country-name";
export { useCountryOptions } from "./hooks/use-country-options";
export { type Dictionaries, prefetchGuestDictionaries, useDictionaries } from "./hooks/use-dictionaries.query";
