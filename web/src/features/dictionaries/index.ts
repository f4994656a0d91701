export { type Dictionaries, useDictionaries } from "./hooks/use-dictionaries.query";
