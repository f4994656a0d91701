import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The money screens' texts (`finance.*`), loaded with /finance and the student's payment tab. */
addFeatureTexts("finance", { en, ru, kk });
