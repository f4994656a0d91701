/**
 * Opens a PDF the API answered (with the caller's token, so not a plain link) in a new tab; where a browser blocks
 * the tab (it opens after a request, not on the click itself) the file is saved instead.
 */
export function openPdf(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const opened = window.open(url, "_blank");
  if (!opened) {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
