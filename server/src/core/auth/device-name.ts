import Bowser from "bowser";

/** A device as a person recognises it, from its User-Agent: "Chrome 120 on Windows"; null when it names nothing. */
export function deviceNameOf(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const name = [browser.name, browser.version?.split(".")[0]].filter(Boolean).join(" ");
  const system = [os.name, os.versionName].filter(Boolean).join(" ");
  if (!name && !system) return null;
  return name && system ? `${name}, ${system}` : name || system;
}
