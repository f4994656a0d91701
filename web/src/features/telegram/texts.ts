import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The chat bot's staff texts (`telegram.*`), loaded with its card. Imported for its effect. */
addFeatureTexts("telegram", { en, ru, kk });
