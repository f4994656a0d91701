/** The size every Open Graph picture is drawn at (brand/, decision 0142): what Facebook, Telegram and WhatsApp show largest. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
