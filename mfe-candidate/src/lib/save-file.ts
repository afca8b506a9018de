/**
 * Saves a file the page fetched with the session (the bearer token goes with the request, so a plain link would not
 * do): a link to the blob, clicked with the file's name, and the blob's address freed a second later.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
