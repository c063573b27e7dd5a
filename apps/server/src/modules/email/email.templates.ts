/** The product's e-mails: plain text first, and the same content as simple, escaped HTML. */

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function render(subject: string, paragraphs: string[], action?: { label: string; url: string }): EmailContent {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), "— The AESOP team"].join("\n\n");
  const htmlParagraphs = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("");
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#666">Or open this link: ${escapeHtml(action.url)}</p>`
    : "";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111;max-width:560px;margin:auto;padding:24px">${htmlParagraphs}${button}<p>— The AESOP team</p></body></html>`;
  return { subject, text, html };
}

export const invitationEmail = (fullName: string, url: string, expiresAt: Date) =>
  render(
    "Your invitation to the AESOP beta",
    [
      `Hello ${fullName},`,
      "You have been selected for the closed beta of AESOP, the platform for designing, reviewing and safety-testing AI assistants.",
      `Create your account with the link below. It can be used once and expires on ${expiresAt.toUTCString()}.`,
    ],
    { label: "Accept invitation", url },
  );

/** The applicant's answer when an admin declines the application; the admin's message, if any, quoted. */
export const rejectionEmail = (fullName: string, message: string | undefined) =>
  render("Your application to the AESOP beta", [
    `Hello ${fullName},`,
    "Thank you for applying to the closed beta of AESOP. We are unable to offer you a place in the beta at this time.",
    ...(message ? [`A note from the AESOP team:\n${message}`] : []),
  ]);

export const verificationEmail = (fullName: string, url: string) =>
  render(
    "Confirm your e-mail address for AESOP",
    [`Hello ${fullName},`, "Please confirm your e-mail address. You will then be asked to accept the beta NDA."],
    { label: "Confirm e-mail", url },
  );

export const passwordResetEmail = (fullName: string, url: string) =>
  render(
    "Reset your AESOP password",
    [
      `Hello ${fullName},`,
      "Someone asked to reset the password of your AESOP account. If it was you, use the link below; it expires in one hour. If not, you can ignore this e-mail.",
    ],
    { label: "Set a new password", url },
  );

export const ndaCopyEmail = (fullName: string, version: number, effectiveDate: string, ndaText: string) =>
  render(`Your copy of the AESOP beta NDA (version ${version})`, [
    `Hello ${fullName},`,
    `Thank you for accepting the AESOP beta Non-Disclosure Agreement, version ${version}, effective ${effectiveDate}. Your copy follows.`,
    ndaText,
  ]);
