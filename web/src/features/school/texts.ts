import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The school settings tab's texts (`schoolSettings.*`), loaded with it (see addFeatureTexts). */
addFeatureTexts("schoolSettings", { en, ru, kk });
