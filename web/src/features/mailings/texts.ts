import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The mailing screens' texts (`mailings.*`), loaded with them. Imported for its effect. */
addFeatureTexts("mailings", { en, ru, kk });
