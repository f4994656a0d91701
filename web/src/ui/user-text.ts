/**
 * A person's text inside a translated sentence ("Held by {{name}}", an aria-label), isolated as `UserText` isolates
 * it on the page (decision 0169): between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, so a control in it turns
 * nothing of the sentence around it. Where the text stands alone, `UserText` says it in markup.
 */
export const isolated = (text: string) => `\u2068${text}\u2069`;
