import { USER_GUIDE_MAX_BYTES } from "@aesop/shared/contracts/admin";

export const USER_GUIDE_MAX_MEGABYTES = Math.floor(USER_GUIDE_MAX_BYTES / (1024 * 1024));

/** Why this file cannot be uploaded as a user guide, or null when it can. */
export function userGuideFileProblem(file: { name: string; type: string; size: number }): string | null {
  const looksLikePdf = file.type === "application/pdf" || (file.type === "" && /\.pdf$/i.test(file.name));
  if (!looksLikePdf) return "Choose a PDF file";
  if (file.size === 0) return "The file is empty";
  if (file.size > USER_GUIDE_MAX_BYTES) return `The PDF must be at most ${USER_GUIDE_MAX_MEGABYTES} MB`;
  return null;
}

/** "2.4 MB", "312 KB": a file size for people. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
