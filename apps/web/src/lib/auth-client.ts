import { createAuthClient } from "better-auth/react";

/** better-auth's client for sign-in, sign-out, password reset; same-origin cookies. */
export const authClient = createAuthClient({ basePath: "/api/auth" });
