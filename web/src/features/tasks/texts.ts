import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The task screens' texts (`tasks.*`), loaded with the feature (see addFeatureTexts). Imported for its effect by each entry point of the feature (constructor, player, grading). */
addFeatureTexts("tasks", { en, ru, kk });
