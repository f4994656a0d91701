import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The tasks' texts (`staffTasks.*`), loaded with the screens that show tasks. */
addFeatureTexts("staffTasks", { en, ru, kk });
