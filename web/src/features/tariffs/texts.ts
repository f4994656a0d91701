import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The tariff tab's and the tariff thank-you page's texts (`tariffs.*`), loaded with them (see addFeatureTexts). */
addFeatureTexts("tariffs", { en, ru, kk });
