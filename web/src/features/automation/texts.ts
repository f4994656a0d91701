import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The automation screen's texts (`automation.*`), loaded with it. */
addFeatureTexts("automation", { en, ru, kk });
