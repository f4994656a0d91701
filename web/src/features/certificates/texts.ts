import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The certificates' texts (`certificates.*`) for staff and holders; imported for its effect. */
addFeatureTexts("certificates", { en, ru, kk });
