/** Saves text as a file (plain text unless told) through a temporary object URL and <a download>. */
export function downloadTextFile(fileName: string, text: string, type = "text/plain;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download asynchronously; release the URL a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
