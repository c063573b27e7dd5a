import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@aesop/shared/constants";
import { GUESSABLE_PASSWORD_MESSAGE, isRepetitiveOrSequential } from "@aesop/shared/contracts/passwords";

/** What a failed check tells the user: a notice's title and description, and the field at fault. */
export interface Notice {
  title: string;
  description: string;
  field: "password" | "confirmPassword";
}

const tooShort: Notice = {
  field: "password",
  title: "Password Too Short",
  description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
};

const tooLong: Notice = {
  field: "password",
  title: "Password Too Long",
  description: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
};

/** "aaaaaaaa", "12345678": refused by the server too (the shared policy); said before the round trip. */
const guessable: Notice = { field: "password", title: "Password Too Easy to Guess", description: GUESSABLE_PASSWORD_MESSAGE };

/** The invitation sign-up's checks, in the spec's order: match first, then length (section 5). */
export function checkInvitationPasswords(password: string, confirmPassword: string): Notice | null {
  if (password !== confirmPassword) {
    return {
      title: "Password Mismatch",
      description: "Passwords do not match. Please try again.",
      field: "confirmPassword",
    };
  }
  if (password.length < PASSWORD_MIN_LENGTH) return tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return tooLong;
  if (isRepetitiveOrSequential(password)) return guessable;
  return null;
}

/** The new-password checks of reset-password mode; the inputs enforce the minimum length too. */
export function checkNewPasswords(password: string, confirmPassword: string): Notice | null {
  if (password !== confirmPassword) {
    return { title: "Error", description: "Passwords do not match", field: "confirmPassword" };
  }
  if (password.length < PASSWORD_MIN_LENGTH) return tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return tooLong;
  if (isRepetitiveOrSequential(password)) return guessable;
  return null;
}
