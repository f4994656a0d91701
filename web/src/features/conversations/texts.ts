import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The inbox's and the student's chat's texts (`conversations.*`), loaded with them. */
addFeatureTexts("conversations", { en, ru, kk });
