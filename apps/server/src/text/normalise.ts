/**
 * A reply as detectors read it: typographic apostrophes and quotes, dashes, and Unicode spaces
 * in their plain forms, compatibility characters folded (NFKC). Done once, before any detector
 * reads a reply: a refusal written "I can’t" was not read as one.
 */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u2018\u2019\u201A\u201B\u2032\u00B4\u0060]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g, " ")
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, "");
}
