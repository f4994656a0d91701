import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The help screens' texts (`help.*`), loaded with them. Imported for its effect. */
addFeatureTexts("help", { en, ru, kk });
