import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/**
 * The application statuses' texts (`applicationStatus.*`), loaded with the code that names them: the inbox's list,
 * drawn without Ant Design, names the statuses before the other screens' texts would arrive (decision 0185).
 */
addFeatureTexts("applicationStatus", { en, ru, kk });
