/**
 * A shared-drive link (Google Drive "file/d/{id}/view", "open?id={id}", "uc?id={id}") opens a
 * preview page; its direct-download form starts the download instead. Other links pass through.
 */
export function toDirectDownloadUrl(link: string): string {
  let url: URL;
  try {
    url = new URL(link, window.location.origin);
  } catch {
    return link;
  }
  if (url.hostname !== "drive.google.com" && url.hostname !== "docs.google.com") return link;

  const fileId = /\/file\/d\/([\w-]+)/.exec(url.pathname)?.[1] ?? url.searchParams.get("id");
  if (!fileId || !/^[\w-]+$/.test(fileId)) return link;
  return `https://drive.google.com/uc?export=download&id=${fileId}`;
}
