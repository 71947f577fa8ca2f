/** How long the document's object URL outlives the click: the browser starts the download from it asynchronously. */
const REVOKE_AFTER_MS = 10_000;

/**
 * Offers a document the commerce API answered (a `File`: the invoice, a return label) as a
 * download named `fileName`: an object URL on a temporary `<a download>`, clicked.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
