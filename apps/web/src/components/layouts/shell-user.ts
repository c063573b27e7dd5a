/** What the frame (sidebar, header) shows of the signed-in user; null for a visitor. */
export interface ShellUser {
  email: string;
  isAdmin: boolean;
  /** The user's projects for the sidebar; undefined while they load (or before the NDA). */
  projects?: readonly ShellProject[];
  /** The selected project, marked in the sidebar; each project there links to its URL. */
  selectedProjectId?: string;
}

export interface ShellProject {
  id: string;
  projectName: string;
}

/** The avatar letter: the first letter of the e-mail, or 'U' (spec section 2). */
export function avatarLetter(email: string | null | undefined): string {
  const first = email?.trim().charAt(0);
  return first ? first.toUpperCase() : "U";
}
