import { addFeatureTexts } from "../../app/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The people screens' texts: the user list, the student page and the form that adds a user (`record.*`), loaded with the feature (see addFeatureTexts). Imported for its effect by each of those screens. */
addFeatureTexts("record", { en, ru, kk });
