/** True when the typed e-mail is the account's, ignoring case and surrounding spaces. */
export function emailConfirmationMatches(typed: string, accountEmail: string): boolean {
  const normalized = typed.trim().toLowerCase();
  return normalized.length > 0 && normalized === accountEmail.trim().toLowerCase();
}
