/**
 * Checks that run inside the page, beside axe-core, for what axe leaves out. Each exported function is handed to
 * `page.evaluate`, which sends its source text: it must use nothing from this module's scope.
 */
export type AccessibilityFinding = { id: string; impact: string; help: string; nodes: number; targets: string[] };

/** axe-core's violations of WCAG 2.1 A and AA and of its best practices (axe must be injected first). */
export async function axeViolations(targetsShown: number): Promise<AccessibilityFinding[]> {
  const { axe } = window as unknown as { axe: typeof import("axe-core") };
  const result = await axe.run(document, { resultTypes: ["violations"] });
  return result.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? "unknown",
    help: violation.help,
    nodes: violation.nodes.length,
    targets: violation.nodes.slice(0, targetsShown).map((node) => node.target.join(" ")),
  }));
}

/**
 * One h1 per page (axe's own rule is only "moderate" and accepts several); placeholder contrast (axe does not read
 * `::placeholder`); and controls a mouse can use but a keyboard cannot reach: a pointer cursor on an element that
 * is not focusable and holds or sits in nothing focusable.
 */
export function pageFindings(targetsShown: number): AccessibilityFinding[] {
  const findings: AccessibilityFinding[] = [];
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${Array.from(element.classList).slice(0, 2).join(".")} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
  const add = (id: string, help: string, elements: Element[], text = describe) => {
    if (elements.length === 0) return;
    const targets = elements.slice(0, targetsShown).map(text);
    findings.push({ id, impact: "serious", help, nodes: elements.length, targets });
  };
  const shown = (element: Element) =>
    element.getClientRects().length > 0 && element.closest("[aria-hidden=true], [inert]") === null;

  const headings = Array.from(document.querySelectorAll("h1")).filter(shown);
  if (headings.length !== 1) {
    findings.push({
      id: "one-h1",
      impact: "serious",
      help: `A page has exactly one h1, found ${headings.length}`,
      nodes: headings.length,
      targets: headings.slice(0, targetsShown).map(describe),
    });
  }

  const rgba = (color: string) => {
    const [red = 0, green = 0, blue = 0, alpha = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
    return { rgb: [red, green, blue], alpha };
  };
  const luminance = (rgb: number[]) => {
    const [red = 0, green = 0, blue = 0] = rgb.map((value) => {
      const share = value / 255;
      return share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const backgroundOf = (element: Element): number[] => {
    for (let current: Element | null = element; current; current = current.parentElement) {
      const background = rgba(getComputedStyle(current).backgroundColor);
      if (background.alpha > 0.9) return background.rgb;
    }
    return [255, 255, 255];
  };
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    "input[placeholder], textarea[placeholder]",
  );
  const faint = Array.from(fields).filter((field) => {
    if (field.value !== "" || field.placeholder === "" || !shown(field) || field.disabled) return false;
    const text = rgba(getComputedStyle(field, "::placeholder").color);
    const background = backgroundOf(field);
    const mixed = text.rgb.map((value, index) => value * text.alpha + background[index]! * (1 - text.alpha));
    const [lighter, darker] = [luminance(background), luminance(mixed)].sort((first, second) => second - first);
    return (lighter! + 0.05) / (darker! + 0.05) < 4.5;
  });
  add("placeholder-contrast", "Placeholders must meet the 4.5:1 contrast ratio", faint, (field) => {
    return `${describe(field)} placeholder "${(field as HTMLInputElement).placeholder}"`;
  });

  // A details element's summary is focusable and opens it with Enter or Space, as a button does.
  const FOCUSABLE =
    'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"], details > summary';
  // Parts whose action the keyboard reaches another way: a label clicks its field, a disabled control does
  // nothing, a number field's step buttons are its arrow keys, tabs and open popups take the arrow keys (a listbox's
  // options too: its combobox's arrows move among them).
  const KEYBOARD_ELSEWHERE =
    "label, [aria-disabled=true], .ant-input-number-action, [role=tablist], [role=menu], [role=listbox], .ant-select-dropdown, .ant-dropdown, .ant-picker-dropdown";
  const pointerOnly = Array.from(document.querySelectorAll("body *")).filter(
    (element) =>
      shown(element) &&
      getComputedStyle(element).cursor === "pointer" &&
      getComputedStyle(element.parentElement ?? document.body).cursor !== "pointer" &&
      element.closest(FOCUSABLE) === null &&
      element.querySelector(FOCUSABLE) === null &&
      element.closest(KEYBOARD_ELSEWHERE) === null,
  );
  add("keyboard-reachable", "What the mouse can click, the keyboard can reach", pointerOnly);
  return findings;
}

/** Notes the focused element and how it and its three parents look, for `focusWithoutIndicator`. */
export function recordFocus(): boolean {
  const store = window as unknown as { focusWalk?: { chain: Element[]; looks: string[] }[] };
  const focused = document.activeElement;
  if (!focused || focused === document.body) return false;
  // A field's focus ring may sit on its wrapper: a select's input is three levels inside the box that shows it.
  const chain: Element[] = [];
  for (let element: Element | null = focused; element && chain.length < 4; element = element.parentElement) {
    chain.push(element);
  }
  const look = (element: Element) => {
    const style = getComputedStyle(element);
    return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderColor]
      .concat([style.backgroundColor, style.color, style.textDecorationLine])
      .join("|");
  };
  store.focusWalk = [...(store.focusWalk ?? []), { chain, looks: chain.map(look) }];
  return true;
}

/**
 * Once focus has left them, the elements `recordFocus` saw that looked no different while focused: keyboard users
 * cannot see where they are (WCAG 2.4.7).
 */
export function focusWithoutIndicator(): string[] {
  const store = window as unknown as { focusWalk?: { chain: Element[]; looks: string[] }[] };
  (document.activeElement as HTMLElement | null)?.blur();
  const look = (element: Element) => {
    const style = getComputedStyle(element);
    return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderColor]
      .concat([style.backgroundColor, style.color, style.textDecorationLine])
      .join("|");
  };
  const unseen = (store.focusWalk ?? []).filter(
    ({ chain, looks }) => chain[0]!.isConnected && chain.every((element, index) => look(element) === looks[index]),
  );
  store.focusWalk = [];
  return unseen.map(({ chain }) => {
    const element = chain[0]!;
    const label = element.getAttribute("aria-label") ?? element.textContent ?? "";
    return `${element.tagName.toLowerCase()}.${Array.from(element.classList).slice(0, 2).join(".")} "${label.trim().slice(0, 40)}"`;
  });
}
