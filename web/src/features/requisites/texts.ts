import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The requisites' texts (`requisites.*`): the settings tab and what a refused document says. Imported for its effect. */
addFeatureTexts("requisites", { en, ru, kk });
