import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The teacher page's work days (`workDays.*`), loaded with the card (see addFeatureTexts). */
addFeatureTexts("workDays", { en, ru, kk });
