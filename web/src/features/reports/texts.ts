import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The reports' texts (`reports.*`), loaded with /analytics (see addFeatureTexts). Imported for its effect by the page. */
addFeatureTexts("reports", { en, ru, kk });
