import type { DocumentKind, UiLanguage } from "@school/contracts";

/**
 * The texts a school's documents start from, per kind and language (decision 0162): shipped with the platform, read
 * whenever the school has saved none of its own. A blank line starts a paragraph. The fixed blocks (the parties'
 * requisites, the tables, the totals, the VAT line, the sum in words, the signatures) are the renderer's, not the
 * text's, so a school's edit cannot lose them.
 */
export const DEFAULT_TEMPLATES: Record<DocumentKind, Record<UiLanguage, string>> = {
  contract: {
    ru: `{{requisites.legal_name}}, БИН {{requisites.bin}}, в лице {{requisites.director}}, именуемое в дальнейшем «Исполнитель», и {{student.full_name}}, именуемый(-ая) в дальнейшем «Заказчик», заключили настоящий договор о нижеследующем.

1. Предмет договора. Исполнитель оказывает Заказчику образовательные услуги по программе «{{program.title}}», а Заказчик принимает и оплачивает их.

2. Стоимость услуг составляет {{payment.total}} ({{payment.total_words}}), {{payment.vat}}. Оплата вносится по графику платежей, приведённому ниже.

3. Исполнитель обязуется оказать услуги качественно и в срок; Заказчик обязуется своевременно вносить платежи и соблюдать правила обучения.

4. Договор вступает в силу с момента его акцепта Заказчиком в личном кабинете и действует до полного исполнения обязательств.`,
    kk: `{{requisites.legal_name}}, БСН {{requisites.bin}}, {{requisites.director}} атынан, бұдан әрі «Орындаушы» деп аталатын, және {{student.full_name}}, бұдан әрі «Тапсырыс беруші» деп аталатын, төмендегілер туралы осы шартты жасасты.

1. Шарттың мәні. Орындаушы Тапсырыс берушіге «{{program.title}}» бағдарламасы бойынша білім беру қызметтерін көрсетеді, ал Тапсырыс беруші оларды қабылдап, ақысын төлейді.

2. Қызметтердің құны {{payment.total}} ({{payment.total_words}}), {{payment.vat}}. Төлем төмендегі төлем кестесі бойынша енгізіледі.

3. Орындаушы қызметтерді сапалы әрі уақытында көрсетуге міндеттенеді; Тапсырыс беруші төлемдерді уақытында енгізуге және оқу ережелерін сақтауға міндеттенеді.

4. Шарт Тапсырыс беруші оны жеке кабинетте акцептеген сәттен бастап күшіне енеді және міндеттемелер толық орындалғанға дейін әрекет етеді.`,
    en: `{{requisites.legal_name}}, BIN {{requisites.bin}}, represented by {{requisites.director}}, hereinafter the "Contractor", and {{student.full_name}}, hereinafter the "Customer", have concluded this contract as follows.

1. Subject. The Contractor provides the Customer with educational services under the program "{{program.title}}", and the Customer accepts and pays for them.

2. The services cost {{payment.total}} ({{payment.total_words}}), {{payment.vat}}. Payment is made by the schedule below.

3. The Contractor provides the services properly and on time; the Customer pays on time and keeps the rules of study.

4. The contract takes effect when the Customer accepts it in their account and lasts until both parties have fulfilled it.`,
  },
  invoice: {
    ru: `Оплата по настоящему счёту означает согласие с условиями обучения по программе «{{program.title}}». Счёт действителен в течение 5 банковских дней. В назначении платежа укажите номер счёта {{document.number}} и ФИО обучающегося: {{student.full_name}}.`,
    kk: `Осы шот бойынша төлем «{{program.title}}» бағдарламасы бойынша оқу шарттарымен келісуді білдіреді. Шот 5 банктік күн ішінде жарамды. Төлем мақсатында шот нөмірін {{document.number}} және білім алушының аты-жөнін көрсетіңіз: {{student.full_name}}.`,
    en: `Paying this invoice means agreeing to the terms of study of the program "{{program.title}}". The invoice is valid for 5 banking days. Give the invoice number {{document.number}} and the student's name, {{student.full_name}}, in the payment reference.`,
  },
  act: {
    ru: `Вышеперечисленные работы (услуги) выполнены полностью и в срок. Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет.`,
    kk: `Жоғарыда аталған жұмыстар (қызметтер) толық әрі уақытында орындалды. Тапсырыс берушінің қызметтердің көлеміне, сапасына және мерзіміне қатысты шағымдары жоқ.`,
    en: `The work (services) listed above has been performed in full and on time. The customer has no claims as to its scope, quality or timing.`,
  },
};
