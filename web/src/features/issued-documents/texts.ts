import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/** The documents' texts (`documents.*`): templates in the settings, issued documents, acceptance. Imported for effect. */
addFeatureTexts("issuedDocuments", { en, ru, kk });
