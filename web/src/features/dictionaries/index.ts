export { useCountryName } from "./hooks/use-country-name";
export { type Dictionaries, useDictionaries } from "./hooks/use-dictionaries.query";
