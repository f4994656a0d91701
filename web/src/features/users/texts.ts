import { addFeatureTexts } from "../../ui/feature-texts";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/**
 * The users feature's texts, loaded with its code: the people's own (`users.*`: the list's tabs, roles, columns and
 * filters, the add form) and the CRM's (`crm.*`: the user list's extra columns, saved views and grouped filters, and
 * the student page's header, decisions 0085, 0086). The list is drawn without Ant Design's scope, which brings the
 * other screens' texts, so its own travel with it. Imported for its effect by the screens that name them.
 */
for (const group of ["users", "crm"] as const) {
  addFeatureTexts(group, { en: en[group], ru: ru[group], kk: kk[group] });
}
