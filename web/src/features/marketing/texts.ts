import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The marketing screens' texts (`marketing.*`), loaded with them. Imported for its effect. */
addFeatureTexts("marketing", { en, ru, kk });
