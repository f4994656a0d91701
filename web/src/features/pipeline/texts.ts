import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The pipeline's texts (`pipeline.*`: the board and the student page's programs tab), loaded with them. */
addFeatureTexts("pipeline", { en, ru, kk });
