import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The notification centre's, the notices tab's and the preferences' texts (`notifications.*`), loaded with them. */
addFeatureTexts("notifications", { en, ru, kk });
