import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@aesop/shared/constants";

/** A toast's title and description: what a failed check tells the user. */
export interface Notice {
  title: string;
  description: string;
}

const tooShort: Notice = {
  title: "Password Too Short",
  description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
};

const tooLong: Notice = {
  title: "Password Too Long",
  description: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
};

/** The invitation sign-up's checks, in the spec's order: match first, then length (section 5). */
export function checkInvitationPasswords(password: string, confirmPassword: string): Notice | null {
  if (password !== confirmPassword) {
    return { title: "Password Mismatch", description: "Passwords do not match. Please try again." };
  }
  if (password.length < PASSWORD_MIN_LENGTH) return tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return tooLong;
  return null;
}

/** The new-password checks of reset-password mode; the inputs enforce the minimum length too. */
export function checkNewPasswords(password: string, confirmPassword: string): Notice | null {
  if (password !== confirmPassword) return { title: "Error", description: "Passwords do not match" };
  if (password.length < PASSWORD_MIN_LENGTH) return tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return tooLong;
  return null;
}
