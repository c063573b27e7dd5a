import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Encryption at rest of what users hand AESOP to call on their behalf (a target's API key and
 * secret headers): AES-256-GCM under a key derived from SECRET_KEY with HKDF, one key per purpose,
 * so that a key for one use never decrypts another's data. A sealed value is
 * `v1.<iv>.<tag>.<ciphertext>` (base64url): the version leaves room to rotate the scheme.
 */
export interface SecretBox {
  seal(purpose: string, plaintext: string): string;
  /** Throws when the value was sealed under another key or purpose, or was altered. */
  open(purpose: string, sealed: string): string;
}

const VERSION = "v1";
const SALT = "aesop/secret-box";

export function createSecretBox(secretKey: string): SecretBox {
  const keys = new Map<string, Buffer>();
  const keyFor = (purpose: string) => {
    let key = keys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync("sha256", secretKey, SALT, `aesop:${purpose}`, 32));
      keys.set(purpose, key);
    }
    return key;
  };
  return {
    seal(purpose, plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", keyFor(purpose), iv);
      // The purpose is authenticated too: a value copied to another column does not open there.
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(purpose, sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
        throw new Error("not a sealed secret of this version");
      }
      const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose), Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

/** A secret as the browser may see it: its last four characters (`••••1234`). */
export function maskSecret(secret: string): string {
  return `••••${secret.slice(-4)}`;
}
