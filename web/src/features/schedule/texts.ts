import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The schedule's texts (`schedule.*`), loaded with the feature (see addFeatureTexts). Imported for its effect by the feature's entry point. */
addFeatureTexts("schedule", { en, ru, kk });
