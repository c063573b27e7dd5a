/**
 * A failed or regressed badge: the destructive colour is too light on its own tint for small text
 * (axe measured 3.7–4.4:1), so the text takes a darker red in light mode and a lighter one in dark.
 */
export const failedBadgeClass = "border-destructive/30 bg-destructive/10 text-red-700 dark:text-red-300";
