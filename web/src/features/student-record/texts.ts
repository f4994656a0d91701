import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/**
 * The student record's texts (`record.*`): its sections, fields and tabs, and the words the user list borrows from it
 * (its filters, duties, import and export), loaded with the feature (see addFeatureTexts). Imported for its effect by
 * each screen that names them.
 */
addFeatureTexts("record", { en, ru, kk });
