import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The checkout's pages' texts (`checkout.*`), loaded with them (see addFeatureTexts). */
addFeatureTexts("checkout", { en, ru, kk });
