import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";
// The checklist names the record's documents (finance, apostille, document types) as the record's tabs do.
import "../student-record/texts";

/** The checklist's and the personal-data tab's texts (`checklist.*`), loaded with them (see addFeatureTexts). */
addFeatureTexts("checklist", { en, ru, kk });
