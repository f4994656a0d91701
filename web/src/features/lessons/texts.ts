import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/**
 * The lessons' texts (`lessons.*`), loaded with them: the sections' list is drawn without Ant Design (decision 0183),
 * so it cannot wait for the other screens' texts that come with Ant Design's scope.
 */
addFeatureTexts("lessons", { en, ru, kk });
