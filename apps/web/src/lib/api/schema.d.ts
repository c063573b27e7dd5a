/**
 * The AESOP API's paths, parameters, bodies and responses, generated from the server's OpenAPI
 * document by openapi-typescript. Do not edit: run `npm run formats:write` after changing a route
 * (a test fails while this file is stale).
 */
export interface paths {
  "/api/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and database reachability */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Healthy */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {string} */
              status: "ok" | "degraded";
              /** @enum {string} */
              database: "up" | "down";
              /** @enum {string} */
              databaseKind: "embedded" | "server";
              uptimeSeconds: number;
              version: string;
            };
          };
        };
        /** @description Database unreachable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {string} */
              status: "ok" | "degraded";
              /** @enum {string} */
              database: "up" | "down";
              /** @enum {string} */
              databaseKind: "embedded" | "server";
              uptimeSeconds: number;
              version: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/site": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Public configuration of the site (contact address, links) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Site configuration */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** Format: email */
              contactEmail: string;
              /** Format: uri */
              professionalNetworkUrl: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user-guides/active": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The newest active user guide, or null when none is published */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The active guide */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              guide: {
                id: string;
                title: string;
                description: string | null;
                version: string;
                fileUrl: string;
                createdAt: string;
              } | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/files/user-guides/{name}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user guide's PDF */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          name: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The PDF */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/pdf": string;
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/webhooks/{agent}/reports/{reportId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** An agent's external workflow delivers its report (signed: X-AESOP-Timestamp, X-AESOP-Signature) */
    post: {
      parameters: {
        query?: never;
        header: {
          "x-aesop-timestamp": string;
          "x-aesop-signature": string;
        };
        path: {
          agent:
            | "instructions-review"
            | "interview"
            | "ideation"
            | "ethos"
            | "script-generation"
            | "eval"
            | "cave-of-shadows";
          reportId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json":
            | {
                report: string;
                title?: string;
                data?: {
                  [key: string]: unknown;
                };
              }
            | {
                error: string;
              };
        };
      };
      responses: {
        /** @description Stored */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              status: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-in/email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in; the session is set in an HttpOnly cookie. 429 with Retry-After while the account waits */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            email: string;
            password: string;
            rememberMe?: boolean;
          };
        };
      };
      responses: {
        /** @description Signed in */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              user: {
                id: string;
                email: string;
              } & {
                [key: string]: unknown;
              };
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-out": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out this browser (see POST /api/me/sign-out for every session) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Signed out */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/request-password-reset": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a reset link: the same answer for any address; the work happens in a job */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            email: string;
            redirectTo?: string;
          };
        };
      };
      responses: {
        /** @description Requested */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              status: boolean;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/reset-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with the mailed token; revokes every session and reset token of the user */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            newPassword: string;
            token: string;
          };
        };
      };
      responses: {
        /** @description Reset */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              status: boolean;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/reset-password/{token}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The mailed reset link */
    get: {
      parameters: {
        query: {
          callbackURL: string;
        };
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Redirect to the page of the link (with the token, or an error) */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/verify-email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The mailed confirmation link */
    get: {
      parameters: {
        query: {
          token: string;
          callbackURL?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Confirmed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              status: boolean;
            } & {
              [key: string]: unknown;
            };
          };
        };
        /** @description Redirect to the page of the link (with the token, or an error) */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-up/email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Closed: accounts are created through invitations (403 INVITATION_REQUIRED) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/registrations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Apply for beta access (the same answer whether or not the address is known) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            fullName: string;
            email: string;
            organization?: string | null;
          };
        };
      };
      responses: {
        /** @description Application received */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {boolean} */
              received: true;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/invitations/{token}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who an invitation is for (404 when invalid, used or expired) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The invitation */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              fullName: string;
              email: string;
              organization: string | null;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/invitations/{token}/accept": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create the invitee's account; a confirmation e-mail follows */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            password: string;
          };
        };
      };
      responses: {
        /** @description Account created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              email: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/nda/status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest NDA and whether the signed-in user must accept it */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description NDA status */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              latest: {
                version: number;
                text: string;
                effectiveDate: string;
                textSha256: string;
                isTemplate: boolean;
              };
              accepted: boolean;
              acceptedVersion: number | null;
              acceptedAt: string | null;
              needsAcceptance: boolean;
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/nda/accept": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept the latest NDA (version and SHA-256 of the text shown) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            version: number;
            textSha256: string;
          };
        };
      };
      responses: {
        /** @description Accepted */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              latest: {
                version: number;
                text: string;
                effectiveDate: string;
                textSha256: string;
                isTemplate: boolean;
              };
              accepted: boolean;
              acceptedVersion: number | null;
              acceptedAt: string | null;
              needsAcceptance: boolean;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user (401 for visitors) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The user */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              email: string;
              fullName: string;
              organization: string | null;
              /** @enum {string} */
              role: "user" | "admin";
              emailVerified: boolean;
              createdAt: string;
              displayName: string;
              settings: {
                pushNotifications: boolean;
                emailUpdates: boolean;
                darkMode: boolean | null;
                autoSave: boolean;
              };
              nda: {
                needsAcceptance: boolean;
                acceptedVersion: number | null;
                latestVersion: number | null;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete the account and all its data (type the e-mail to confirm) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            confirmEmail: string;
          };
        };
      };
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/me/sign-out": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out everywhere: revokes every session of the user */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Signed out */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/me/profile": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            displayName: string;
          };
        };
      };
      responses: {
        /** @description Updated */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              email: string;
              fullName: string;
              organization: string | null;
              /** @enum {string} */
              role: "user" | "admin";
              emailVerified: boolean;
              createdAt: string;
              displayName: string;
              settings: {
                pushNotifications: boolean;
                emailUpdates: boolean;
                darkMode: boolean | null;
                autoSave: boolean;
              };
              nda: {
                needsAcceptance: boolean;
                acceptedVersion: number | null;
                latestVersion: number | null;
              };
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    trace?: never;
  };
  "/api/me/settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            pushNotifications?: boolean;
            emailUpdates?: boolean;
            darkMode?: boolean | null;
            autoSave?: boolean;
          };
        };
      };
      responses: {
        /** @description Updated */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              email: string;
              fullName: string;
              organization: string | null;
              /** @enum {string} */
              role: "user" | "admin";
              emailVerified: boolean;
              createdAt: string;
              displayName: string;
              settings: {
                pushNotifications: boolean;
                emailUpdates: boolean;
                darkMode: boolean | null;
                autoSave: boolean;
              };
              nda: {
                needsAcceptance: boolean;
                acceptedVersion: number | null;
                latestVersion: number | null;
              };
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    trace?: never;
  };
  "/api/me/password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the password: the current one is checked; every other session ends, this one is renewed */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            currentPassword: string;
            newPassword: string;
          };
        };
      };
      responses: {
        /** @description Changed */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/account/api-tokens": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's personal API tokens in force or expired (never the tokens themselves) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Tokens */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              tokens: {
                id: string;
                name: string;
                prefix: string;
                createdAt: string;
                lastUsedAt: string | null;
                expiresAt: string | null;
              }[];
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /** Create a personal API token: the answer holds the token, shown this once only */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name: string;
            /** @default 90 */
            expiresInDays?: number | null;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              token: string;
              apiToken: {
                id: string;
                name: string;
                prefix: string;
                createdAt: string;
                lastUsedAt: string | null;
                expiresAt: string | null;
              };
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/account/api-tokens/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a personal API token: requests made with it are refused (401) from now on */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Revoked */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/registrations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every beta registration, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Registrations */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              registrations: {
                id: string;
                fullName: string;
                email: string;
                organization: string | null;
                /** @enum {string} */
                status: "pending" | "invited" | "email_sent" | "accepted" | "rejected";
                createdAt: string;
                invitedAt: string | null;
                invitationExpiresAt: string | null;
              }[];
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/registrations/{id}/invite": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve & Invite a pending applicant, or resend an invitation */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Invited */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              fullName: string;
              email: string;
              organization: string | null;
              /** @enum {string} */
              status: "pending" | "invited" | "email_sent" | "accepted" | "rejected";
              createdAt: string;
              invitedAt: string | null;
              invitationExpiresAt: string | null;
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/registrations/{id}/revoke": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke an unused invitation */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Revoked */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              fullName: string;
              email: string;
              organization: string | null;
              /** @enum {string} */
              status: "pending" | "invited" | "email_sent" | "accepted" | "rejected";
              createdAt: string;
              invitedAt: string | null;
              invitationExpiresAt: string | null;
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/registrations/{id}/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject an application without an account, with an optional message mailed to the applicant */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            message?: string;
          };
        };
      };
      responses: {
        /** @description Rejected */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              fullName: string;
              email: string;
              organization: string | null;
              /** @enum {string} */
              status: "pending" | "invited" | "email_sent" | "accepted" | "rejected";
              createdAt: string;
              invitedAt: string | null;
              invitationExpiresAt: string | null;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/nda": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish a new NDA version; every user must accept it again */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            text: string;
            /** Format: date */
            effectiveDate: string;
          };
        };
      };
      responses: {
        /** @description Published */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              version: number;
              text: string;
              effectiveDate: string;
              textSha256: string;
              isTemplate: boolean;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/user-guides": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Every user guide */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              guides: {
                id: string;
                title: string;
                description: string | null;
                version: string;
                fileUrl: string;
                isActive: boolean;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /** Add a user guide from a PDF upload (`file`) or a link (`url`) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "multipart/form-data": {
            title: string;
            version: string;
            description?: string;
            /** @enum {string} */
            active?: "true" | "false";
            url?: string;
            /** Format: binary */
            file?: Blob;
          };
        };
      };
      responses: {
        /** @description Added */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              title: string;
              description: string | null;
              version: string;
              fileUrl: string;
              isActive: boolean;
              createdAt: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/user-guides/{id}/activate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Now active */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              title: string;
              description: string | null;
              version: string;
              fileUrl: string;
              isActive: boolean;
              createdAt: string;
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/outbox": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every e-mail of the outbox, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Outbox */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              emails: {
                id: string;
                kind: string;
                to: string;
                subject: string;
                textBody: string;
                htmlBody: string;
                /** @enum {string} */
                status: "queued" | "sent" | "stored" | "failed";
                attempts: number;
                lastError: string | null;
                createdAt: string;
                sentAt: string | null;
              }[];
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/audit-log": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Admin actions, NDA acceptances and deletions, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Audit log */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              entries: {
                id: string;
                actorEmail: string | null;
                action: string;
                targetType: string | null;
                targetId: string | null;
                details: {
                  [key: string]: unknown;
                };
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{projectId}/agent-sessions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's sessions with a chat agent for a project, newest first */
    get: {
      parameters: {
        query: {
          agent: "ideation" | "interview";
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Sessions */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              sessions: {
                id: string;
                projectId: string;
                /** @enum {string} */
                agent: "ideation" | "interview";
                /** @enum {string} */
                status: "active" | "completed";
                /** @enum {string} */
                mode: "guided" | "llm" | "webhook";
                timeframe: number | null;
                reportId: number | null;
                title: string;
                messageCount: number;
                createdAt: string;
                updatedAt: string;
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /** Start a session with a chat agent; it opens with the agent's welcome */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            agent: "ideation" | "interview";
          };
        };
      };
      responses: {
        /** @description Started */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              session: {
                id: string;
                projectId: string;
                /** @enum {string} */
                agent: "ideation" | "interview";
                /** @enum {string} */
                status: "active" | "completed";
                /** @enum {string} */
                mode: "guided" | "llm" | "webhook";
                timeframe: number | null;
                reportId: number | null;
                title: string;
                messageCount: number;
                createdAt: string;
                updatedAt: string;
              };
              messages: {
                id: string;
                /** @enum {string} */
                role: "user" | "assistant";
                text: string;
                /** @enum {string} */
                status: "complete" | "failed";
                error: string | null;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/agent-sessions/{sessionId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A session with its messages */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          sessionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Session */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              session: {
                id: string;
                projectId: string;
                /** @enum {string} */
                agent: "ideation" | "interview";
                /** @enum {string} */
                status: "active" | "completed";
                /** @enum {string} */
                mode: "guided" | "llm" | "webhook";
                timeframe: number | null;
                reportId: number | null;
                title: string;
                messageCount: number;
                createdAt: string;
                updatedAt: string;
              };
              messages: {
                id: string;
                /** @enum {string} */
                role: "user" | "assistant";
                text: string;
                /** @enum {string} */
                status: "complete" | "failed";
                error: string | null;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/agent-sessions/{sessionId}/messages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a message (or retry the failed reply); the reply is a UI message stream (text/event-stream) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          sessionId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json":
            | {
                text: string;
              }
            | {
                /** @enum {boolean} */
                retry: true;
              };
        };
      };
      responses: {
        /** @description The reply, streamed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "text/event-stream": string;
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/agent-sessions/{sessionId}/complete": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the session now and write its report to the workspace */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          sessionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Completed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              session: {
                id: string;
                projectId: string;
                /** @enum {string} */
                agent: "ideation" | "interview";
                /** @enum {string} */
                status: "active" | "completed";
                /** @enum {string} */
                mode: "guided" | "llm" | "webhook";
                timeframe: number | null;
                reportId: number | null;
                title: string;
                messageCount: number;
                createdAt: string;
                updatedAt: string;
              };
              messages: {
                id: string;
                /** @enum {string} */
                role: "user" | "assistant";
                text: string;
                /** @enum {string} */
                status: "complete" | "failed";
                error: string | null;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/instructions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Submit instructions to the Instructions Review Agent; the report arrives in the workspace */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            instructions: string;
          };
        };
      };
      responses: {
        /** @description Queued */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              projectId: string;
              /** @enum {string} */
              agent:
                | "instructions-review"
                | "interview"
                | "ideation"
                | "ethos"
                | "script-generation"
                | "eval"
                | "cave-of-shadows";
              title: string;
              /** @enum {string} */
              status: "queued" | "running" | "done" | "failed";
              error: string | null;
              markdown: string | null;
              inputText: string | null;
              createdAt: string;
              updatedAt: string;
              details: {
                /** @enum {string|null} */
                mode: "guided" | "llm" | "webhook" | null;
                usage: {
                  model: string;
                  inputTokens: number | null;
                  outputTokens: number | null;
                  totalTokens: number | null;
                } | null;
                draftInstructions: string | null;
                transcript:
                  | {
                      /** @enum {string} */
                      role: "user" | "assistant";
                      text: string;
                      at: string;
                    }[]
                  | null;
                transcriptMarkdown: string | null;
                ethos: {
                  profile: {
                    audiences: string[];
                    domains: string[];
                    channels: string[];
                    dataCategories: string[];
                    /** @enum {string} */
                    decisionPower: "informs" | "recommends" | "decides" | "unknown";
                    regions: string[];
                  };
                  stakeholders: {
                    name: string;
                    /** @enum {string} */
                    kind: "direct-user" | "third-party" | "vulnerable" | "operator" | "public";
                    interests: string;
                    /** @enum {string} */
                    power: "low" | "medium" | "high";
                    gains: string;
                    losses: string;
                  }[];
                  lenses: {
                    /** @enum {string} */
                    id: "consequences" | "duties-rights" | "care-character" | "justice";
                    findings: {
                      title: string;
                      detail: string;
                      /** @enum {string} */
                      severity: "low" | "medium" | "high";
                      evidence: {
                        /** @enum {string} */
                        source: "instructions" | "review" | "interview" | "ideation" | "context";
                        reportId?: number;
                        line?: number;
                        text: string;
                      }[];
                    }[];
                  }[];
                  failurePatterns: {
                    id: string;
                    name: string;
                    /** @enum {string} */
                    status: "addressed" | "partly" | "not-addressed" | "not-applicable";
                    note: string;
                    evidence: {
                      /** @enum {string} */
                      source: "instructions" | "review" | "interview" | "ideation" | "context";
                      reportId?: number;
                      line?: number;
                      text: string;
                    }[];
                  }[];
                  regulatory: {
                    framework: string;
                    obligation: string;
                    /** @enum {string} */
                    applies: "likely" | "possible" | "unlikely";
                    reason: string;
                  }[];
                  risks: {
                    id: string;
                    title: string;
                    stakeholder: string;
                    likelihood: number;
                    severity: number;
                    /** @enum {string} */
                    level: "low" | "medium" | "high";
                    mitigation: string;
                    addressed: boolean;
                    evidence: {
                      /** @enum {string} */
                      source: "instructions" | "review" | "interview" | "ideation" | "context";
                      reportId?: number;
                      line?: number;
                      text: string;
                    } | null;
                  }[];
                  tensions: {
                    title: string;
                    between: [string, string];
                    question: string;
                  }[];
                  questionsForCreator: string[];
                  testsToRun: {
                    riskId: string;
                    title: string;
                    category: string;
                    /** @enum {string} */
                    severity: "low" | "medium" | "high";
                    persona: string;
                    objective: string;
                    openingMessage: string;
                    expectedBehaviour: string;
                  }[];
                  limits: string[];
                  /** @enum {string} */
                  generatedBy: "guided" | "llm";
                } | null;
                review: {
                  rubricVersion: number;
                  lineCount: number;
                  wordCount: number;
                  overallScore: number;
                  dimensions: {
                    /** @enum {string} */
                    id:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    name: string;
                    weight: number;
                    /** @enum {string} */
                    status: "covered" | "partial" | "missing";
                    score: 0 | 1 | 2;
                    /** @enum {string} */
                    severity: "none" | "low" | "medium" | "high";
                    /** @enum {string} */
                    confidence: "high" | "medium" | "low";
                    confidenceNote?: string;
                    summary: string;
                    evidence: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    }[];
                    whyItMatters: string;
                    suggestedSentence?: string;
                    suggestions: string[];
                    couldBeStronger?: string[];
                    notJudged?: string;
                  }[];
                  topFixes: {
                    /** @enum {string} */
                    id:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    name: string;
                    /** @enum {string} */
                    status: "partial" | "missing";
                    suggestedSentence: string;
                  }[];
                  clarifyingQuestions: string[];
                  contradictions: {
                    /** @enum {string} */
                    kind: "opposite" | "threshold" | "exception" | "persona-honesty";
                    topic: string;
                    first: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                    second: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                  }[];
                  harmfulRules: {
                    kind: string;
                    /** @enum {string} */
                    dimension:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    /** @enum {string} */
                    severity: "none" | "low" | "medium" | "high";
                    problem: string;
                    quote: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                    suggestion: string;
                  }[];
                  vagueWording: {
                    total: number;
                    lines: {
                      line: number;
                      terms: string[];
                      rewrites: string[];
                    }[];
                  };
                  context: {
                    audiences: {
                      value: string;
                      line: number;
                    }[];
                    channels: {
                      value: string;
                      line: number;
                    }[];
                    domains: {
                      value: string;
                      line: number;
                    }[];
                    ages: {
                      min: number;
                      max: number;
                    } | null;
                  };
                  limits: string[];
                } | null;
                /** @default null */
                testScript: {
                  name: string;
                  scenarioCount: number;
                  rubricVersion: number;
                } | null;
                /** @default null */
                run: {
                  id: string;
                  number: number;
                } | null;
              };
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{projectId}/interview-context": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the project has instructions (and a review) for the Interview Agent */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Context */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              hasInstructions: boolean;
              instructionsReportId: number | null;
              gapCount: number;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/ethos-context": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the Ethos Agent will read from the project, and the answers prefilled from it */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Context */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              sources: {
                instructions: {
                  reportId: number;
                  title: string;
                } | null;
                review: {
                  reportId: number;
                  title: string;
                } | null;
                interview: {
                  reportId: number;
                  title: string;
                } | null;
                ideation: {
                  reportId: number;
                  title: string;
                } | null;
              };
              prefill: {
                users?: string;
                affectedOthers?: string;
                region?: string;
                sector?: string;
                channel?: string;
                decisions?: string;
                data?: string;
                operator?: string;
                oversight?: string;
              };
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/ethos": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Run the Ethos Agent on the project with this deployment context; the report arrives in the workspace */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            users?: string;
            affectedOthers?: string;
            region?: string;
            sector?: string;
            channel?: string;
            decisions?: string;
            data?: string;
            operator?: string;
            oversight?: string;
          };
        };
      };
      responses: {
        /** @description Queued */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              projectId: string;
              /** @enum {string} */
              agent:
                | "instructions-review"
                | "interview"
                | "ideation"
                | "ethos"
                | "script-generation"
                | "eval"
                | "cave-of-shadows";
              title: string;
              /** @enum {string} */
              status: "queued" | "running" | "done" | "failed";
              error: string | null;
              markdown: string | null;
              inputText: string | null;
              createdAt: string;
              updatedAt: string;
              details: {
                /** @enum {string|null} */
                mode: "guided" | "llm" | "webhook" | null;
                usage: {
                  model: string;
                  inputTokens: number | null;
                  outputTokens: number | null;
                  totalTokens: number | null;
                } | null;
                draftInstructions: string | null;
                transcript:
                  | {
                      /** @enum {string} */
                      role: "user" | "assistant";
                      text: string;
                      at: string;
                    }[]
                  | null;
                transcriptMarkdown: string | null;
                ethos: {
                  profile: {
                    audiences: string[];
                    domains: string[];
                    channels: string[];
                    dataCategories: string[];
                    /** @enum {string} */
                    decisionPower: "informs" | "recommends" | "decides" | "unknown";
                    regions: string[];
                  };
                  stakeholders: {
                    name: string;
                    /** @enum {string} */
                    kind: "direct-user" | "third-party" | "vulnerable" | "operator" | "public";
                    interests: string;
                    /** @enum {string} */
                    power: "low" | "medium" | "high";
                    gains: string;
                    losses: string;
                  }[];
                  lenses: {
                    /** @enum {string} */
                    id: "consequences" | "duties-rights" | "care-character" | "justice";
                    findings: {
                      title: string;
                      detail: string;
                      /** @enum {string} */
                      severity: "low" | "medium" | "high";
                      evidence: {
                        /** @enum {string} */
                        source: "instructions" | "review" | "interview" | "ideation" | "context";
                        reportId?: number;
                        line?: number;
                        text: string;
                      }[];
                    }[];
                  }[];
                  failurePatterns: {
                    id: string;
                    name: string;
                    /** @enum {string} */
                    status: "addressed" | "partly" | "not-addressed" | "not-applicable";
                    note: string;
                    evidence: {
                      /** @enum {string} */
                      source: "instructions" | "review" | "interview" | "ideation" | "context";
                      reportId?: number;
                      line?: number;
                      text: string;
                    }[];
                  }[];
                  regulatory: {
                    framework: string;
                    obligation: string;
                    /** @enum {string} */
                    applies: "likely" | "possible" | "unlikely";
                    reason: string;
                  }[];
                  risks: {
                    id: string;
                    title: string;
                    stakeholder: string;
                    likelihood: number;
                    severity: number;
                    /** @enum {string} */
                    level: "low" | "medium" | "high";
                    mitigation: string;
                    addressed: boolean;
                    evidence: {
                      /** @enum {string} */
                      source: "instructions" | "review" | "interview" | "ideation" | "context";
                      reportId?: number;
                      line?: number;
                      text: string;
                    } | null;
                  }[];
                  tensions: {
                    title: string;
                    between: [string, string];
                    question: string;
                  }[];
                  questionsForCreator: string[];
                  testsToRun: {
                    riskId: string;
                    title: string;
                    category: string;
                    /** @enum {string} */
                    severity: "low" | "medium" | "high";
                    persona: string;
                    objective: string;
                    openingMessage: string;
                    expectedBehaviour: string;
                  }[];
                  limits: string[];
                  /** @enum {string} */
                  generatedBy: "guided" | "llm";
                } | null;
                review: {
                  rubricVersion: number;
                  lineCount: number;
                  wordCount: number;
                  overallScore: number;
                  dimensions: {
                    /** @enum {string} */
                    id:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    name: string;
                    weight: number;
                    /** @enum {string} */
                    status: "covered" | "partial" | "missing";
                    score: 0 | 1 | 2;
                    /** @enum {string} */
                    severity: "none" | "low" | "medium" | "high";
                    /** @enum {string} */
                    confidence: "high" | "medium" | "low";
                    confidenceNote?: string;
                    summary: string;
                    evidence: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    }[];
                    whyItMatters: string;
                    suggestedSentence?: string;
                    suggestions: string[];
                    couldBeStronger?: string[];
                    notJudged?: string;
                  }[];
                  topFixes: {
                    /** @enum {string} */
                    id:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    name: string;
                    /** @enum {string} */
                    status: "partial" | "missing";
                    suggestedSentence: string;
                  }[];
                  clarifyingQuestions: string[];
                  contradictions: {
                    /** @enum {string} */
                    kind: "opposite" | "threshold" | "exception" | "persona-honesty";
                    topic: string;
                    first: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                    second: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                  }[];
                  harmfulRules: {
                    kind: string;
                    /** @enum {string} */
                    dimension:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    /** @enum {string} */
                    severity: "none" | "low" | "medium" | "high";
                    problem: string;
                    quote: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                    suggestion: string;
                  }[];
                  vagueWording: {
                    total: number;
                    lines: {
                      line: number;
                      terms: string[];
                      rewrites: string[];
                    }[];
                  };
                  context: {
                    audiences: {
                      value: string;
                      line: number;
                    }[];
                    channels: {
                      value: string;
                      line: number;
                    }[];
                    domains: {
                      value: string;
                      line: number;
                    }[];
                    ages: {
                      min: number;
                      max: number;
                    } | null;
                  };
                  limits: string[];
                } | null;
                /** @default null */
                testScript: {
                  name: string;
                  scenarioCount: number;
                  rubricVersion: number;
                } | null;
                /** @default null */
                run: {
                  id: string;
                  number: number;
                } | null;
              };
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/rubric": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The project's safety rubric (the default until first saved) and its versions */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Rubric */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              criteria: {
                id: string;
                name: string;
                description: string;
                anchors: {
                  low: string;
                  middle: string;
                  high: string;
                };
                passThreshold: number;
              }[];
              version: number;
              createdAt: string | null;
              versions: {
                version: number;
                createdAt: string | null;
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    /** Save the project's rubric as a new version (earlier versions are kept) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            criteria: {
              id: string;
              name: string;
              description: string;
              anchors: {
                low: string;
                middle: string;
                high: string;
              };
              passThreshold: number;
            }[];
          };
        };
      };
      responses: {
        /** @description Saved */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              criteria: {
                id: string;
                name: string;
                description: string;
                anchors: {
                  low: string;
                  middle: string;
                  high: string;
                };
                passThreshold: number;
              }[];
              version: number;
              createdAt: string | null;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/test-scripts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Generate a test script from the project's instructions and reports (a durable job) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /**
             * @default standard
             * @enum {string}
             */
            size?: "quick" | "standard" | "thorough";
            /** @default [] */
            categories?: (
              | "scope-helpfulness"
              | "off-topic-drift"
              | "crisis-self-harm"
              | "medical-advice"
              | "legal-advice"
              | "financial-advice"
              | "personal-data-extraction"
              | "prompt-injection"
              | "document-injection"
              | "system-prompt-extraction"
              | "roleplay-jailbreak"
              | "persona-drift"
              | "minors"
              | "harassment-hate"
              | "bias-fairness"
              | "misinformation"
              | "sycophancy"
              | "over-reliance"
              | "manipulation-pressure"
              | "emotional-dependence"
              | "dangerous-capabilities"
              | "over-refusal"
            )[];
            /** @default [] */
            strategies?: {
              /** @enum {string} */
              category:
                | "scope-helpfulness"
                | "off-topic-drift"
                | "crisis-self-harm"
                | "medical-advice"
                | "legal-advice"
                | "financial-advice"
                | "personal-data-extraction"
                | "prompt-injection"
                | "document-injection"
                | "system-prompt-extraction"
                | "roleplay-jailbreak"
                | "persona-drift"
                | "minors"
                | "harassment-hate"
                | "bias-fairness"
                | "misinformation"
                | "sycophancy"
                | "over-reliance"
                | "manipulation-pressure"
                | "emotional-dependence"
                | "dangerous-capabilities"
                | "over-refusal";
              apply: (
                | (
                    | "base64"
                    | "hex"
                    | "rot13"
                    | "leetspeak"
                    | "homoglyph"
                    | "zero-width"
                    | "payload-splitting"
                    | "crescendo"
                    | "roleplay"
                    | "ignore-previous"
                    | "fake-system"
                    | "authority"
                    | "urgency"
                    | "refusal-suppression"
                    | "many-shot"
                  )
                | (
                    | "base64"
                    | "hex"
                    | "rot13"
                    | "leetspeak"
                    | "homoglyph"
                    | "zero-width"
                    | "payload-splitting"
                    | "crescendo"
                    | "roleplay"
                    | "ignore-previous"
                    | "fake-system"
                    | "authority"
                    | "urgency"
                    | "refusal-suppression"
                    | "many-shot"
                  )[]
              )[];
            }[];
          };
        };
      };
      responses: {
        /** @description Queued */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              projectId: string;
              /** @enum {string} */
              agent:
                | "instructions-review"
                | "interview"
                | "ideation"
                | "ethos"
                | "script-generation"
                | "eval"
                | "cave-of-shadows";
              title: string;
              /** @enum {string} */
              status: "queued" | "running" | "done" | "failed";
              error: string | null;
              markdown: string | null;
              inputText: string | null;
              createdAt: string;
              updatedAt: string;
              details: {
                /** @enum {string|null} */
                mode: "guided" | "llm" | "webhook" | null;
                usage: {
                  model: string;
                  inputTokens: number | null;
                  outputTokens: number | null;
                  totalTokens: number | null;
                } | null;
                draftInstructions: string | null;
                transcript:
                  | {
                      /** @enum {string} */
                      role: "user" | "assistant";
                      text: string;
                      at: string;
                    }[]
                  | null;
                transcriptMarkdown: string | null;
                ethos: {
                  profile: {
                    audiences: string[];
                    domains: string[];
                    channels: string[];
                    dataCategories: string[];
                    /** @enum {string} */
                    decisionPower: "informs" | "recommends" | "decides" | "unknown";
                    regions: string[];
                  };
                  stakeholders: {
                    name: string;
                    /** @enum {string} */
                    kind: "direct-user" | "third-party" | "vulnerable" | "operator" | "public";
                    interests: string;
                    /** @enum {string} */
                    power: "low" | "medium" | "high";
                    gains: string;
                    losses: string;
                  }[];
                  lenses: {
                    /** @enum {string} */
                    id: "consequences" | "duties-rights" | "care-character" | "justice";
                    findings: {
                      title: string;
                      detail: string;
                      /** @enum {string} */
                      severity: "low" | "medium" | "high";
                      evidence: {
                        /** @enum {string} */
                        source: "instructions" | "review" | "interview" | "ideation" | "context";
                        reportId?: number;
                        line?: number;
                        text: string;
                      }[];
                    }[];
                  }[];
                  failurePatterns: {
                    id: string;
                    name: string;
                    /** @enum {string} */
                    status: "addressed" | "partly" | "not-addressed" | "not-applicable";
                    note: string;
                    evidence: {
                      /** @enum {string} */
                      source: "instructions" | "review" | "interview" | "ideation" | "context";
                      reportId?: number;
                      line?: number;
                      text: string;
                    }[];
                  }[];
                  regulatory: {
                    framework: string;
                    obligation: string;
                    /** @enum {string} */
                    applies: "likely" | "possible" | "unlikely";
                    reason: string;
                  }[];
                  risks: {
                    id: string;
                    title: string;
                    stakeholder: string;
                    likelihood: number;
                    severity: number;
                    /** @enum {string} */
                    level: "low" | "medium" | "high";
                    mitigation: string;
                    addressed: boolean;
                    evidence: {
                      /** @enum {string} */
                      source: "instructions" | "review" | "interview" | "ideation" | "context";
                      reportId?: number;
                      line?: number;
                      text: string;
                    } | null;
                  }[];
                  tensions: {
                    title: string;
                    between: [string, string];
                    question: string;
                  }[];
                  questionsForCreator: string[];
                  testsToRun: {
                    riskId: string;
                    title: string;
                    category: string;
                    /** @enum {string} */
                    severity: "low" | "medium" | "high";
                    persona: string;
                    objective: string;
                    openingMessage: string;
                    expectedBehaviour: string;
                  }[];
                  limits: string[];
                  /** @enum {string} */
                  generatedBy: "guided" | "llm";
                } | null;
                review: {
                  rubricVersion: number;
                  lineCount: number;
                  wordCount: number;
                  overallScore: number;
                  dimensions: {
                    /** @enum {string} */
                    id:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    name: string;
                    weight: number;
                    /** @enum {string} */
                    status: "covered" | "partial" | "missing";
                    score: 0 | 1 | 2;
                    /** @enum {string} */
                    severity: "none" | "low" | "medium" | "high";
                    /** @enum {string} */
                    confidence: "high" | "medium" | "low";
                    confidenceNote?: string;
                    summary: string;
                    evidence: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    }[];
                    whyItMatters: string;
                    suggestedSentence?: string;
                    suggestions: string[];
                    couldBeStronger?: string[];
                    notJudged?: string;
                  }[];
                  topFixes: {
                    /** @enum {string} */
                    id:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    name: string;
                    /** @enum {string} */
                    status: "partial" | "missing";
                    suggestedSentence: string;
                  }[];
                  clarifyingQuestions: string[];
                  contradictions: {
                    /** @enum {string} */
                    kind: "opposite" | "threshold" | "exception" | "persona-honesty";
                    topic: string;
                    first: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                    second: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                  }[];
                  harmfulRules: {
                    kind: string;
                    /** @enum {string} */
                    dimension:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    /** @enum {string} */
                    severity: "none" | "low" | "medium" | "high";
                    problem: string;
                    quote: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                    suggestion: string;
                  }[];
                  vagueWording: {
                    total: number;
                    lines: {
                      line: number;
                      terms: string[];
                      rewrites: string[];
                    }[];
                  };
                  context: {
                    audiences: {
                      value: string;
                      line: number;
                    }[];
                    channels: {
                      value: string;
                      line: number;
                    }[];
                    domains: {
                      value: string;
                      line: number;
                    }[];
                    ages: {
                      min: number;
                      max: number;
                    } | null;
                  };
                  limits: string[];
                } | null;
                /** @default null */
                testScript: {
                  name: string;
                  scenarioCount: number;
                  rubricVersion: number;
                } | null;
                /** @default null */
                run: {
                  id: string;
                  number: number;
                } | null;
              };
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/test-scripts/import": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import a test script: AESOP's JSON export, or a promptfoo configuration or test list (YAML) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            text: string;
          };
        };
      };
      responses: {
        /** @description Imported */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              projectId: string;
              /** @enum {string} */
              agent:
                | "instructions-review"
                | "interview"
                | "ideation"
                | "ethos"
                | "script-generation"
                | "eval"
                | "cave-of-shadows";
              title: string;
              /** @enum {string} */
              status: "queued" | "running" | "done" | "failed";
              error: string | null;
              markdown: string | null;
              inputText: string | null;
              createdAt: string;
              updatedAt: string;
              details: {
                /** @enum {string|null} */
                mode: "guided" | "llm" | "webhook" | null;
                usage: {
                  model: string;
                  inputTokens: number | null;
                  outputTokens: number | null;
                  totalTokens: number | null;
                } | null;
                draftInstructions: string | null;
                transcript:
                  | {
                      /** @enum {string} */
                      role: "user" | "assistant";
                      text: string;
                      at: string;
                    }[]
                  | null;
                transcriptMarkdown: string | null;
                ethos: {
                  profile: {
                    audiences: string[];
                    domains: string[];
                    channels: string[];
                    dataCategories: string[];
                    /** @enum {string} */
                    decisionPower: "informs" | "recommends" | "decides" | "unknown";
                    regions: string[];
                  };
                  stakeholders: {
                    name: string;
                    /** @enum {string} */
                    kind: "direct-user" | "third-party" | "vulnerable" | "operator" | "public";
                    interests: string;
                    /** @enum {string} */
                    power: "low" | "medium" | "high";
                    gains: string;
                    losses: string;
                  }[];
                  lenses: {
                    /** @enum {string} */
                    id: "consequences" | "duties-rights" | "care-character" | "justice";
                    findings: {
                      title: string;
                      detail: string;
                      /** @enum {string} */
                      severity: "low" | "medium" | "high";
                      evidence: {
                        /** @enum {string} */
                        source: "instructions" | "review" | "interview" | "ideation" | "context";
                        reportId?: number;
                        line?: number;
                        text: string;
                      }[];
                    }[];
                  }[];
                  failurePatterns: {
                    id: string;
                    name: string;
                    /** @enum {string} */
                    status: "addressed" | "partly" | "not-addressed" | "not-applicable";
                    note: string;
                    evidence: {
                      /** @enum {string} */
                      source: "instructions" | "review" | "interview" | "ideation" | "context";
                      reportId?: number;
                      line?: number;
                      text: string;
                    }[];
                  }[];
                  regulatory: {
                    framework: string;
                    obligation: string;
                    /** @enum {string} */
                    applies: "likely" | "possible" | "unlikely";
                    reason: string;
                  }[];
                  risks: {
                    id: string;
                    title: string;
                    stakeholder: string;
                    likelihood: number;
                    severity: number;
                    /** @enum {string} */
                    level: "low" | "medium" | "high";
                    mitigation: string;
                    addressed: boolean;
                    evidence: {
                      /** @enum {string} */
                      source: "instructions" | "review" | "interview" | "ideation" | "context";
                      reportId?: number;
                      line?: number;
                      text: string;
                    } | null;
                  }[];
                  tensions: {
                    title: string;
                    between: [string, string];
                    question: string;
                  }[];
                  questionsForCreator: string[];
                  testsToRun: {
                    riskId: string;
                    title: string;
                    category: string;
                    /** @enum {string} */
                    severity: "low" | "medium" | "high";
                    persona: string;
                    objective: string;
                    openingMessage: string;
                    expectedBehaviour: string;
                  }[];
                  limits: string[];
                  /** @enum {string} */
                  generatedBy: "guided" | "llm";
                } | null;
                review: {
                  rubricVersion: number;
                  lineCount: number;
                  wordCount: number;
                  overallScore: number;
                  dimensions: {
                    /** @enum {string} */
                    id:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    name: string;
                    weight: number;
                    /** @enum {string} */
                    status: "covered" | "partial" | "missing";
                    score: 0 | 1 | 2;
                    /** @enum {string} */
                    severity: "none" | "low" | "medium" | "high";
                    /** @enum {string} */
                    confidence: "high" | "medium" | "low";
                    confidenceNote?: string;
                    summary: string;
                    evidence: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    }[];
                    whyItMatters: string;
                    suggestedSentence?: string;
                    suggestions: string[];
                    couldBeStronger?: string[];
                    notJudged?: string;
                  }[];
                  topFixes: {
                    /** @enum {string} */
                    id:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    name: string;
                    /** @enum {string} */
                    status: "partial" | "missing";
                    suggestedSentence: string;
                  }[];
                  clarifyingQuestions: string[];
                  contradictions: {
                    /** @enum {string} */
                    kind: "opposite" | "threshold" | "exception" | "persona-honesty";
                    topic: string;
                    first: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                    second: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                  }[];
                  harmfulRules: {
                    kind: string;
                    /** @enum {string} */
                    dimension:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    /** @enum {string} */
                    severity: "none" | "low" | "medium" | "high";
                    problem: string;
                    quote: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                    suggestion: string;
                  }[];
                  vagueWording: {
                    total: number;
                    lines: {
                      line: number;
                      terms: string[];
                      rewrites: string[];
                    }[];
                  };
                  context: {
                    audiences: {
                      value: string;
                      line: number;
                    }[];
                    channels: {
                      value: string;
                      line: number;
                    }[];
                    domains: {
                      value: string;
                      line: number;
                    }[];
                    ages: {
                      min: number;
                      max: number;
                    } | null;
                  };
                  limits: string[];
                } | null;
                /** @default null */
                testScript: {
                  name: string;
                  scenarioCount: number;
                  rubricVersion: number;
                } | null;
                /** @default null */
                run: {
                  id: string;
                  number: number;
                } | null;
              };
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/test-scripts/{reportId}/versions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The versions of a test script, oldest first (version 1 is the generated one) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          reportId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Versions */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              versions: {
                reportId: number;
                version: number;
                note: string | null;
                createdAt: string;
                name: string;
                scenarioCount: number;
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /** Save an edited test script as its next version */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          reportId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            content: {
              name: string;
              rubric: {
                version: number;
                criteria: {
                  id: string;
                  name: string;
                  description: string;
                  anchors: {
                    low: string;
                    middle: string;
                    high: string;
                  };
                  passThreshold: number;
                }[];
              };
              scenarios: {
                id: string;
                title: string;
                /** @enum {string} */
                category:
                  | "scope-helpfulness"
                  | "off-topic-drift"
                  | "crisis-self-harm"
                  | "medical-advice"
                  | "legal-advice"
                  | "financial-advice"
                  | "personal-data-extraction"
                  | "prompt-injection"
                  | "document-injection"
                  | "system-prompt-extraction"
                  | "roleplay-jailbreak"
                  | "persona-drift"
                  | "minors"
                  | "harassment-hate"
                  | "bias-fairness"
                  | "misinformation"
                  | "sycophancy"
                  | "over-reliance"
                  | "manipulation-pressure"
                  | "emotional-dependence"
                  | "dangerous-capabilities"
                  | "over-refusal";
                /** @enum {string} */
                severity: "low" | "medium" | "high" | "critical";
                persona: string;
                objective: string;
                openingMessage: string;
                /** @default [] */
                turns?: {
                  message: string;
                }[];
                adaptive?: {
                  goal: string;
                  escalationSteps: string[];
                  maxTurns: number;
                };
                expectedBehaviour: string;
                /** @default [] */
                criteria?: string[];
                /** @default [] */
                checks?: (
                  | {
                      /** @enum {string} */
                      type: "contains";
                      value: string;
                      label?: string;
                      /**
                       * @default final-reply
                       * @enum {string}
                       */
                      scope?: "every-reply" | "final-reply";
                    }
                  | {
                      /** @enum {string} */
                      type: "not-contains";
                      value: string;
                      label?: string;
                      /**
                       * @default final-reply
                       * @enum {string}
                       */
                      scope?: "every-reply" | "final-reply";
                    }
                  | {
                      /** @enum {string} */
                      type: "regex";
                      pattern: string;
                      label?: string;
                      /**
                       * @default final-reply
                       * @enum {string}
                       */
                      scope?: "every-reply" | "final-reply";
                    }
                  | {
                      /** @enum {string} */
                      type: "not-regex";
                      pattern: string;
                      label?: string;
                      /**
                       * @default final-reply
                       * @enum {string}
                       */
                      scope?: "every-reply" | "final-reply";
                    }
                  | {
                      /** @enum {string} */
                      type: "refusal";
                      /** @enum {string} */
                      expected: "refuses" | "answers";
                      /**
                       * @default final-reply
                       * @enum {string}
                       */
                      scope?: "every-reply" | "final-reply";
                    }
                  | {
                      /** @enum {string} */
                      type: "crisis-resource";
                      /**
                       * @default final-reply
                       * @enum {string}
                       */
                      scope?: "every-reply" | "final-reply";
                    }
                  | {
                      /** @enum {string} */
                      type: "no-personal-data";
                      /**
                       * @default every-reply
                       * @enum {string}
                       */
                      scope?: "every-reply" | "final-reply";
                    }
                  | {
                      /** @enum {string} */
                      type: "no-instruction-leak";
                      /**
                       * @default every-reply
                       * @enum {string}
                       */
                      scope?: "every-reply" | "final-reply";
                    }
                  | {
                      /** @enum {string} */
                      type: "length";
                      min?: number;
                      max?: number;
                      /**
                       * @default final-reply
                       * @enum {string}
                       */
                      scope?: "every-reply" | "final-reply";
                    }
                  | {
                      /** @enum {string} */
                      type: "json-shape";
                      /** @default [] */
                      requiredKeys?: string[];
                      /**
                       * @default final-reply
                       * @enum {string}
                       */
                      scope?: "every-reply" | "final-reply";
                    }
                  | {
                      /** @enum {string} */
                      type: "tool-called";
                      tool: string;
                      /** @default [] */
                      where?: string[];
                      label?: string;
                      /**
                       * @default every-reply
                       * @enum {string}
                       */
                      scope?: "every-reply" | "final-reply";
                    }
                  | {
                      /** @enum {string} */
                      type: "tool-not-called";
                      tool: string;
                      /** @default [] */
                      where?: string[];
                      label?: string;
                      /**
                       * @default every-reply
                       * @enum {string}
                       */
                      scope?: "every-reply" | "final-reply";
                    }
                  | {
                      /** @enum {string} */
                      type: "tool-called-before";
                      tool: string;
                      before: string;
                      label?: string;
                      /**
                       * @default every-reply
                       * @enum {string}
                       */
                      scope?: "every-reply" | "final-reply";
                    }
                  | {
                      /** @enum {string} */
                      type: "tool-confirmed-first";
                      tool: string;
                      label?: string;
                      /**
                       * @default every-reply
                       * @enum {string}
                       */
                      scope?: "every-reply" | "final-reply";
                    }
                  | {
                      /** @enum {string} */
                      type: "arguments-match";
                      tool: string;
                      schema?: {
                        [key: string]: unknown;
                      };
                      values?: {
                        [key: string]: unknown;
                      };
                      label?: string;
                      /**
                       * @default every-reply
                       * @enum {string}
                       */
                      scope?: "every-reply" | "final-reply";
                    }
                )[];
                toolResults?: {
                  tool: string;
                  answer:
                    | {
                        /** @enum {string} */
                        kind: "fixed";
                        result:
                          | {
                              [key: string]: unknown;
                            }
                          | unknown[]
                          | string
                          | number
                          | boolean
                          | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: "by-arguments";
                        cases: {
                          when: string[];
                          result:
                            | {
                                [key: string]: unknown;
                              }
                            | unknown[]
                            | string
                            | number
                            | boolean
                            | null;
                        }[];
                        otherwise:
                          | {
                              [key: string]: unknown;
                            }
                          | unknown[]
                          | string
                          | number
                          | boolean
                          | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: "error";
                        message: string;
                      };
                }[];
                source: {
                  /** @enum {string} */
                  kind:
                    | "instruction-rule"
                    | "review-gap"
                    | "ethos-risk"
                    | "interview-concern"
                    | "library"
                    | "over-refusal"
                    | "manual"
                    | "imported";
                  reportId?: number;
                  findingId?: string;
                  label: string;
                };
                strategy?: {
                  ids: (
                    | "base64"
                    | "hex"
                    | "rot13"
                    | "leetspeak"
                    | "homoglyph"
                    | "zero-width"
                    | "payload-splitting"
                    | "crescendo"
                    | "roleplay"
                    | "ignore-previous"
                    | "fake-system"
                    | "authority"
                    | "urgency"
                    | "refusal-suppression"
                    | "many-shot"
                  )[];
                  parentId: string;
                };
              }[];
              tools?: {
                name: string;
                description: string;
                parameters?: {
                  [key: string]: unknown;
                };
                input_schema?: {
                  [key: string]: unknown;
                };
                /**
                 * @default {
                 *       "kind": "fixed",
                 *       "result": {
                 *         "ok": true
                 *       }
                 *     }
                 */
                answer?:
                  | {
                      /** @enum {string} */
                      kind: "fixed";
                      result:
                        | {
                            [key: string]: unknown;
                          }
                        | unknown[]
                        | string
                        | number
                        | boolean
                        | null;
                    }
                  | {
                      /** @enum {string} */
                      kind: "by-arguments";
                      cases: {
                        when: string[];
                        result:
                          | {
                              [key: string]: unknown;
                            }
                          | unknown[]
                          | string
                          | number
                          | boolean
                          | null;
                      }[];
                      otherwise:
                        | {
                            [key: string]: unknown;
                          }
                        | unknown[]
                        | string
                        | number
                        | boolean
                        | null;
                    }
                  | {
                      /** @enum {string} */
                      kind: "error";
                      message: string;
                    };
                proposed?: boolean;
              }[];
              maxToolCallsPerTurn?: number;
            };
            note?: string;
          };
        };
      };
      responses: {
        /** @description Saved */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              reportId: number;
              version: number;
              note: string | null;
              createdAt: string;
              content: {
                name: string;
                rubric: {
                  version: number;
                  criteria: {
                    id: string;
                    name: string;
                    description: string;
                    anchors: {
                      low: string;
                      middle: string;
                      high: string;
                    };
                    passThreshold: number;
                  }[];
                };
                scenarios: {
                  id: string;
                  title: string;
                  /** @enum {string} */
                  category:
                    | "scope-helpfulness"
                    | "off-topic-drift"
                    | "crisis-self-harm"
                    | "medical-advice"
                    | "legal-advice"
                    | "financial-advice"
                    | "personal-data-extraction"
                    | "prompt-injection"
                    | "document-injection"
                    | "system-prompt-extraction"
                    | "roleplay-jailbreak"
                    | "persona-drift"
                    | "minors"
                    | "harassment-hate"
                    | "bias-fairness"
                    | "misinformation"
                    | "sycophancy"
                    | "over-reliance"
                    | "manipulation-pressure"
                    | "emotional-dependence"
                    | "dangerous-capabilities"
                    | "over-refusal";
                  /** @enum {string} */
                  severity: "low" | "medium" | "high" | "critical";
                  persona: string;
                  objective: string;
                  openingMessage: string;
                  /** @default [] */
                  turns: {
                    message: string;
                  }[];
                  adaptive?: {
                    goal: string;
                    escalationSteps: string[];
                    maxTurns: number;
                  };
                  expectedBehaviour: string;
                  /** @default [] */
                  criteria: string[];
                  /** @default [] */
                  checks: (
                    | {
                        /** @enum {string} */
                        type: "contains";
                        value: string;
                        label?: string;
                        /**
                         * @default final-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "not-contains";
                        value: string;
                        label?: string;
                        /**
                         * @default final-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "regex";
                        pattern: string;
                        label?: string;
                        /**
                         * @default final-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "not-regex";
                        pattern: string;
                        label?: string;
                        /**
                         * @default final-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "refusal";
                        /** @enum {string} */
                        expected: "refuses" | "answers";
                        /**
                         * @default final-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "crisis-resource";
                        /**
                         * @default final-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "no-personal-data";
                        /**
                         * @default every-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "no-instruction-leak";
                        /**
                         * @default every-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "length";
                        min?: number;
                        max?: number;
                        /**
                         * @default final-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "json-shape";
                        /** @default [] */
                        requiredKeys: string[];
                        /**
                         * @default final-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "tool-called";
                        tool: string;
                        /** @default [] */
                        where: string[];
                        label?: string;
                        /**
                         * @default every-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "tool-not-called";
                        tool: string;
                        /** @default [] */
                        where: string[];
                        label?: string;
                        /**
                         * @default every-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "tool-called-before";
                        tool: string;
                        before: string;
                        label?: string;
                        /**
                         * @default every-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "tool-confirmed-first";
                        tool: string;
                        label?: string;
                        /**
                         * @default every-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "arguments-match";
                        tool: string;
                        schema?: {
                          [key: string]: unknown;
                        };
                        values?: {
                          [key: string]: unknown;
                        };
                        label?: string;
                        /**
                         * @default every-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                  )[];
                  toolResults?: {
                    tool: string;
                    answer:
                      | {
                          /** @enum {string} */
                          kind: "fixed";
                          result:
                            | {
                                [key: string]: unknown;
                              }
                            | unknown[]
                            | string
                            | number
                            | boolean
                            | null;
                        }
                      | {
                          /** @enum {string} */
                          kind: "by-arguments";
                          cases: {
                            when: string[];
                            result:
                              | {
                                  [key: string]: unknown;
                                }
                              | unknown[]
                              | string
                              | number
                              | boolean
                              | null;
                          }[];
                          otherwise:
                            | {
                                [key: string]: unknown;
                              }
                            | unknown[]
                            | string
                            | number
                            | boolean
                            | null;
                        }
                      | {
                          /** @enum {string} */
                          kind: "error";
                          message: string;
                        };
                  }[];
                  source: {
                    /** @enum {string} */
                    kind:
                      | "instruction-rule"
                      | "review-gap"
                      | "ethos-risk"
                      | "interview-concern"
                      | "library"
                      | "over-refusal"
                      | "manual"
                      | "imported";
                    reportId?: number;
                    findingId?: string;
                    label: string;
                  };
                  strategy?: {
                    ids: (
                      | "base64"
                      | "hex"
                      | "rot13"
                      | "leetspeak"
                      | "homoglyph"
                      | "zero-width"
                      | "payload-splitting"
                      | "crescendo"
                      | "roleplay"
                      | "ignore-previous"
                      | "fake-system"
                      | "authority"
                      | "urgency"
                      | "refusal-suppression"
                      | "many-shot"
                    )[];
                    parentId: string;
                  };
                }[];
                tools?: {
                  name: string;
                  description: string;
                  parameters?: {
                    [key: string]: unknown;
                  };
                  input_schema?: {
                    [key: string]: unknown;
                  };
                  /**
                   * @default {
                   *       "kind": "fixed",
                   *       "result": {
                   *         "ok": true
                   *       }
                   *     }
                   */
                  answer:
                    | {
                        /** @enum {string} */
                        kind: "fixed";
                        result:
                          | {
                              [key: string]: unknown;
                            }
                          | unknown[]
                          | string
                          | number
                          | boolean
                          | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: "by-arguments";
                        cases: {
                          when: string[];
                          result:
                            | {
                                [key: string]: unknown;
                              }
                            | unknown[]
                            | string
                            | number
                            | boolean
                            | null;
                        }[];
                        otherwise:
                          | {
                              [key: string]: unknown;
                            }
                          | unknown[]
                          | string
                          | number
                          | boolean
                          | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: "error";
                        message: string;
                      };
                  proposed?: boolean;
                }[];
                maxToolCallsPerTurn?: number;
              };
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/test-scripts/{reportId}/versions/{version}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One version of a test script with its scenarios */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          reportId: number;
          version: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Version */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              reportId: number;
              version: number;
              note: string | null;
              createdAt: string;
              content: {
                name: string;
                rubric: {
                  version: number;
                  criteria: {
                    id: string;
                    name: string;
                    description: string;
                    anchors: {
                      low: string;
                      middle: string;
                      high: string;
                    };
                    passThreshold: number;
                  }[];
                };
                scenarios: {
                  id: string;
                  title: string;
                  /** @enum {string} */
                  category:
                    | "scope-helpfulness"
                    | "off-topic-drift"
                    | "crisis-self-harm"
                    | "medical-advice"
                    | "legal-advice"
                    | "financial-advice"
                    | "personal-data-extraction"
                    | "prompt-injection"
                    | "document-injection"
                    | "system-prompt-extraction"
                    | "roleplay-jailbreak"
                    | "persona-drift"
                    | "minors"
                    | "harassment-hate"
                    | "bias-fairness"
                    | "misinformation"
                    | "sycophancy"
                    | "over-reliance"
                    | "manipulation-pressure"
                    | "emotional-dependence"
                    | "dangerous-capabilities"
                    | "over-refusal";
                  /** @enum {string} */
                  severity: "low" | "medium" | "high" | "critical";
                  persona: string;
                  objective: string;
                  openingMessage: string;
                  /** @default [] */
                  turns: {
                    message: string;
                  }[];
                  adaptive?: {
                    goal: string;
                    escalationSteps: string[];
                    maxTurns: number;
                  };
                  expectedBehaviour: string;
                  /** @default [] */
                  criteria: string[];
                  /** @default [] */
                  checks: (
                    | {
                        /** @enum {string} */
                        type: "contains";
                        value: string;
                        label?: string;
                        /**
                         * @default final-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "not-contains";
                        value: string;
                        label?: string;
                        /**
                         * @default final-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "regex";
                        pattern: string;
                        label?: string;
                        /**
                         * @default final-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "not-regex";
                        pattern: string;
                        label?: string;
                        /**
                         * @default final-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "refusal";
                        /** @enum {string} */
                        expected: "refuses" | "answers";
                        /**
                         * @default final-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "crisis-resource";
                        /**
                         * @default final-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "no-personal-data";
                        /**
                         * @default every-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "no-instruction-leak";
                        /**
                         * @default every-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "length";
                        min?: number;
                        max?: number;
                        /**
                         * @default final-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "json-shape";
                        /** @default [] */
                        requiredKeys: string[];
                        /**
                         * @default final-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "tool-called";
                        tool: string;
                        /** @default [] */
                        where: string[];
                        label?: string;
                        /**
                         * @default every-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "tool-not-called";
                        tool: string;
                        /** @default [] */
                        where: string[];
                        label?: string;
                        /**
                         * @default every-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "tool-called-before";
                        tool: string;
                        before: string;
                        label?: string;
                        /**
                         * @default every-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "tool-confirmed-first";
                        tool: string;
                        label?: string;
                        /**
                         * @default every-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                    | {
                        /** @enum {string} */
                        type: "arguments-match";
                        tool: string;
                        schema?: {
                          [key: string]: unknown;
                        };
                        values?: {
                          [key: string]: unknown;
                        };
                        label?: string;
                        /**
                         * @default every-reply
                         * @enum {string}
                         */
                        scope: "every-reply" | "final-reply";
                      }
                  )[];
                  toolResults?: {
                    tool: string;
                    answer:
                      | {
                          /** @enum {string} */
                          kind: "fixed";
                          result:
                            | {
                                [key: string]: unknown;
                              }
                            | unknown[]
                            | string
                            | number
                            | boolean
                            | null;
                        }
                      | {
                          /** @enum {string} */
                          kind: "by-arguments";
                          cases: {
                            when: string[];
                            result:
                              | {
                                  [key: string]: unknown;
                                }
                              | unknown[]
                              | string
                              | number
                              | boolean
                              | null;
                          }[];
                          otherwise:
                            | {
                                [key: string]: unknown;
                              }
                            | unknown[]
                            | string
                            | number
                            | boolean
                            | null;
                        }
                      | {
                          /** @enum {string} */
                          kind: "error";
                          message: string;
                        };
                  }[];
                  source: {
                    /** @enum {string} */
                    kind:
                      | "instruction-rule"
                      | "review-gap"
                      | "ethos-risk"
                      | "interview-concern"
                      | "library"
                      | "over-refusal"
                      | "manual"
                      | "imported";
                    reportId?: number;
                    findingId?: string;
                    label: string;
                  };
                  strategy?: {
                    ids: (
                      | "base64"
                      | "hex"
                      | "rot13"
                      | "leetspeak"
                      | "homoglyph"
                      | "zero-width"
                      | "payload-splitting"
                      | "crescendo"
                      | "roleplay"
                      | "ignore-previous"
                      | "fake-system"
                      | "authority"
                      | "urgency"
                      | "refusal-suppression"
                      | "many-shot"
                    )[];
                    parentId: string;
                  };
                }[];
                tools?: {
                  name: string;
                  description: string;
                  parameters?: {
                    [key: string]: unknown;
                  };
                  input_schema?: {
                    [key: string]: unknown;
                  };
                  /**
                   * @default {
                   *       "kind": "fixed",
                   *       "result": {
                   *         "ok": true
                   *       }
                   *     }
                   */
                  answer:
                    | {
                        /** @enum {string} */
                        kind: "fixed";
                        result:
                          | {
                              [key: string]: unknown;
                            }
                          | unknown[]
                          | string
                          | number
                          | boolean
                          | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: "by-arguments";
                        cases: {
                          when: string[];
                          result:
                            | {
                                [key: string]: unknown;
                              }
                            | unknown[]
                            | string
                            | number
                            | boolean
                            | null;
                        }[];
                        otherwise:
                          | {
                              [key: string]: unknown;
                            }
                          | unknown[]
                          | string
                          | number
                          | boolean
                          | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: "error";
                        message: string;
                      };
                  proposed?: boolean;
                }[];
                maxToolCallsPerTurn?: number;
              };
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/test-scripts/{reportId}/versions/{version}/export/{format}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a version as promptfoo (a ZIP: the YAML and AESOP's judge), an Inspect dataset (JSONL), JSON or Markdown */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          reportId: number;
          version: number;
          format: "promptfoo" | "inspect" | "json" | "markdown";
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "text/plain": string;
            "application/zip": Blob;
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/eval-targets": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The project's targets (the assistants under test); secrets are masked */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Targets */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              targets: {
                id: string;
                projectId: string;
                name: string;
                config:
                  | {
                      /** @enum {string} */
                      kind: "instructions-on-model";
                      /** @enum {string} */
                      provider: "openai-compatible" | "anthropic";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                      instructions:
                        | {
                            /** @enum {string} */
                            source: "latest";
                          }
                        | {
                            /** @enum {string} */
                            source: "report";
                            reportId: number;
                          };
                    }
                  | {
                      /** @enum {string} */
                      kind: "openai-compatible";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                    }
                  | {
                      /** @enum {string} */
                      kind: "http";
                      url: string;
                      /** @enum {string} */
                      method: "POST" | "PUT";
                      headers: {
                        name: string;
                        value: string | null;
                        secret: boolean;
                      }[];
                      bodyTemplate: string;
                      replyPath: string;
                    };
                limits: {
                  /** @default 4 */
                  concurrency: number;
                  /** @default null */
                  requestsPerMinute: number | null;
                  /** @default 60 */
                  timeoutSeconds: number;
                  /** @default 2 */
                  retries: number;
                };
                createdAt: string;
                updatedAt: string;
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /** Add a target: instructions on a model, an OpenAI-compatible endpoint or an HTTP endpoint */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name: string;
            config:
              | {
                  /** @enum {string} */
                  kind: "instructions-on-model";
                  /** @enum {string} */
                  provider: "openai-compatible" | "anthropic";
                  baseUrl: string;
                  model: string;
                  apiKey?: string;
                  /**
                   * @default {
                   *       "source": "latest"
                   *     }
                   */
                  instructions?:
                    | {
                        /** @enum {string} */
                        source: "latest";
                      }
                    | {
                        /** @enum {string} */
                        source: "report";
                        reportId: number;
                      };
                }
              | {
                  /** @enum {string} */
                  kind: "openai-compatible";
                  baseUrl: string;
                  model: string;
                  apiKey?: string;
                }
              | {
                  /** @enum {string} */
                  kind: "http";
                  url: string;
                  /**
                   * @default POST
                   * @enum {string}
                   */
                  method?: "POST" | "PUT";
                  /** @default [] */
                  headers?: {
                    name: string;
                    value?: string;
                    /** @default false */
                    secret?: boolean;
                  }[];
                  bodyTemplate: string;
                  replyPath: string;
                };
            /**
             * @default {
             *       "concurrency": 4,
             *       "requestsPerMinute": null,
             *       "timeoutSeconds": 60,
             *       "retries": 2
             *     }
             */
            limits?: {
              /** @default 4 */
              concurrency?: number;
              /** @default null */
              requestsPerMinute?: number | null;
              /** @default 60 */
              timeoutSeconds?: number;
              /** @default 2 */
              retries?: number;
            };
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              projectId: string;
              name: string;
              config:
                | {
                    /** @enum {string} */
                    kind: "instructions-on-model";
                    /** @enum {string} */
                    provider: "openai-compatible" | "anthropic";
                    baseUrl: string;
                    model: string;
                    apiKey: string | null;
                    instructions:
                      | {
                          /** @enum {string} */
                          source: "latest";
                        }
                      | {
                          /** @enum {string} */
                          source: "report";
                          reportId: number;
                        };
                  }
                | {
                    /** @enum {string} */
                    kind: "openai-compatible";
                    baseUrl: string;
                    model: string;
                    apiKey: string | null;
                  }
                | {
                    /** @enum {string} */
                    kind: "http";
                    url: string;
                    /** @enum {string} */
                    method: "POST" | "PUT";
                    headers: {
                      name: string;
                      value: string | null;
                      secret: boolean;
                    }[];
                    bodyTemplate: string;
                    replyPath: string;
                  };
              limits: {
                /** @default 4 */
                concurrency: number;
                /** @default null */
                requestsPerMinute: number | null;
                /** @default 60 */
                timeoutSeconds: number;
                /** @default 2 */
                retries: number;
              };
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/eval-targets/{targetId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a target; a secret left out keeps the stored one, unless the kind, scheme, host or port changes (then the stored secrets are dropped) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          targetId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name: string;
            config:
              | {
                  /** @enum {string} */
                  kind: "instructions-on-model";
                  /** @enum {string} */
                  provider: "openai-compatible" | "anthropic";
                  baseUrl: string;
                  model: string;
                  apiKey?: string;
                  /**
                   * @default {
                   *       "source": "latest"
                   *     }
                   */
                  instructions?:
                    | {
                        /** @enum {string} */
                        source: "latest";
                      }
                    | {
                        /** @enum {string} */
                        source: "report";
                        reportId: number;
                      };
                }
              | {
                  /** @enum {string} */
                  kind: "openai-compatible";
                  baseUrl: string;
                  model: string;
                  apiKey?: string;
                }
              | {
                  /** @enum {string} */
                  kind: "http";
                  url: string;
                  /**
                   * @default POST
                   * @enum {string}
                   */
                  method?: "POST" | "PUT";
                  /** @default [] */
                  headers?: {
                    name: string;
                    value?: string;
                    /** @default false */
                    secret?: boolean;
                  }[];
                  bodyTemplate: string;
                  replyPath: string;
                };
            /**
             * @default {
             *       "concurrency": 4,
             *       "requestsPerMinute": null,
             *       "timeoutSeconds": 60,
             *       "retries": 2
             *     }
             */
            limits?: {
              /** @default 4 */
              concurrency?: number;
              /** @default null */
              requestsPerMinute?: number | null;
              /** @default 60 */
              timeoutSeconds?: number;
              /** @default 2 */
              retries?: number;
            };
          };
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              projectId: string;
              name: string;
              config:
                | {
                    /** @enum {string} */
                    kind: "instructions-on-model";
                    /** @enum {string} */
                    provider: "openai-compatible" | "anthropic";
                    baseUrl: string;
                    model: string;
                    apiKey: string | null;
                    instructions:
                      | {
                          /** @enum {string} */
                          source: "latest";
                        }
                      | {
                          /** @enum {string} */
                          source: "report";
                          reportId: number;
                        };
                  }
                | {
                    /** @enum {string} */
                    kind: "openai-compatible";
                    baseUrl: string;
                    model: string;
                    apiKey: string | null;
                  }
                | {
                    /** @enum {string} */
                    kind: "http";
                    url: string;
                    /** @enum {string} */
                    method: "POST" | "PUT";
                    headers: {
                      name: string;
                      value: string | null;
                      secret: boolean;
                    }[];
                    bodyTemplate: string;
                    replyPath: string;
                  };
              limits: {
                /** @default 4 */
                concurrency: number;
                /** @default null */
                requestsPerMinute: number | null;
                /** @default 60 */
                timeoutSeconds: number;
                /** @default 2 */
                retries: number;
              };
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    /** Delete a target (its runs keep their results) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          targetId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/eval-targets/{targetId}/test": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Test connection: send one message, answer the reply or the exact error */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          targetId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @default Hello! What can you help me with? */
            message?: string;
          };
        };
      };
      responses: {
        /** @description Outcome */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json":
              | {
                  /** @enum {boolean} */
                  ok: true;
                  reply: string;
                  latencyMs: number;
                }
              | {
                  /** @enum {boolean} */
                  ok: false;
                  error: string;
                  latencyMs: number;
                };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/eval-runs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The project's runs, newest first (the history of pass rates) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Runs */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              runs: {
                id: string;
                projectId: string;
                number: number;
                /** @enum {string} */
                status: "queued" | "running" | "completed" | "failed" | "cancelled";
                script: {
                  reportId: number;
                  version: number;
                  name: string;
                };
                target: {
                  id: string;
                  name: string;
                  config:
                    | {
                        /** @enum {string} */
                        kind: "instructions-on-model";
                        /** @enum {string} */
                        provider: "openai-compatible" | "anthropic";
                        baseUrl: string;
                        model: string;
                        apiKey: string | null;
                        instructions:
                          | {
                              /** @enum {string} */
                              source: "latest";
                            }
                          | {
                              /** @enum {string} */
                              source: "report";
                              reportId: number;
                            };
                      }
                    | {
                        /** @enum {string} */
                        kind: "openai-compatible";
                        baseUrl: string;
                        model: string;
                        apiKey: string | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: "http";
                        url: string;
                        /** @enum {string} */
                        method: "POST" | "PUT";
                        headers: {
                          name: string;
                          value: string | null;
                          secret: boolean;
                        }[];
                        bodyTemplate: string;
                        replyPath: string;
                      };
                };
                /** @enum {string} */
                judge: "guided" | "llm";
                seed: number;
                repeats: number;
                /** @enum {string} */
                verdictRule: "category-default" | "all" | "majority" | "at-least";
                atLeast: number | null;
                progress: {
                  total: number;
                  done: number;
                  passed: number;
                  failed: number;
                  errored: number;
                };
                passRate: number | null;
                passInterval: {
                  low: number;
                  high: number;
                  /** @enum {string} */
                  method: "wilson" | "bootstrap";
                } | null;
                flaky: number;
                overridden: number;
                reportId: number | null;
                fixesRunId?: string | null;
                matrixId?: string | null;
                error: string | null;
                createdAt: string;
                startedAt: string | null;
                finishedAt: string | null;
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Start a run of a test script version against a target (one durable job per scenario)
     * @description Records the script version, the target's configuration (without secrets), the judge and the seed. Follow the run with GET …/eval-runs/{runId}, or the `eval-run.changed` event of GET /api/events. 429 when the user already has MAX_RUNS_IN_PROGRESS_PER_USER runs queued or running, or started RATE_RUN_STARTS_PER_MINUTE runs in the last minute (with Retry-After). `repeats` plays each scenario that many times; scenarios × repeats may be at most MAX_EVAL_SAMPLES_PER_RUN (400 beyond).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            scriptReportId: number;
            scriptVersion?: number;
            targetId: string;
            /**
             * @default guided
             * @enum {string}
             */
            judge?: "guided" | "llm";
            /** @default false */
            useReplyCache?: boolean;
            seed?: number;
            /** @default 1 */
            repeats?: number;
            /**
             * @default category-default
             * @enum {string}
             */
            verdictRule?: "category-default" | "all" | "majority" | "at-least";
            atLeast?: number;
          };
        };
      };
      responses: {
        /** @description Started */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              projectId: string;
              number: number;
              /** @enum {string} */
              status: "queued" | "running" | "completed" | "failed" | "cancelled";
              script: {
                reportId: number;
                version: number;
                name: string;
              };
              target: {
                id: string;
                name: string;
                config:
                  | {
                      /** @enum {string} */
                      kind: "instructions-on-model";
                      /** @enum {string} */
                      provider: "openai-compatible" | "anthropic";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                      instructions:
                        | {
                            /** @enum {string} */
                            source: "latest";
                          }
                        | {
                            /** @enum {string} */
                            source: "report";
                            reportId: number;
                          };
                    }
                  | {
                      /** @enum {string} */
                      kind: "openai-compatible";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                    }
                  | {
                      /** @enum {string} */
                      kind: "http";
                      url: string;
                      /** @enum {string} */
                      method: "POST" | "PUT";
                      headers: {
                        name: string;
                        value: string | null;
                        secret: boolean;
                      }[];
                      bodyTemplate: string;
                      replyPath: string;
                    };
              };
              /** @enum {string} */
              judge: "guided" | "llm";
              seed: number;
              repeats: number;
              /** @enum {string} */
              verdictRule: "category-default" | "all" | "majority" | "at-least";
              atLeast: number | null;
              progress: {
                total: number;
                done: number;
                passed: number;
                failed: number;
                errored: number;
              };
              passRate: number | null;
              passInterval: {
                low: number;
                high: number;
                /** @enum {string} */
                method: "wilson" | "bootstrap";
              } | null;
              flaky: number;
              overridden: number;
              reportId: number | null;
              fixesRunId?: string | null;
              matrixId?: string | null;
              error: string | null;
              createdAt: string;
              startedAt: string | null;
              finishedAt: string | null;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/eval-runs/compare": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Compare two runs: per scenario improved / regressed / unchanged, per criterion the change of the mean */
    get: {
      parameters: {
        query: {
          base: string;
          head: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Comparison */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              base: {
                id: string;
                projectId: string;
                number: number;
                /** @enum {string} */
                status: "queued" | "running" | "completed" | "failed" | "cancelled";
                script: {
                  reportId: number;
                  version: number;
                  name: string;
                };
                target: {
                  id: string;
                  name: string;
                  config:
                    | {
                        /** @enum {string} */
                        kind: "instructions-on-model";
                        /** @enum {string} */
                        provider: "openai-compatible" | "anthropic";
                        baseUrl: string;
                        model: string;
                        apiKey: string | null;
                        instructions:
                          | {
                              /** @enum {string} */
                              source: "latest";
                            }
                          | {
                              /** @enum {string} */
                              source: "report";
                              reportId: number;
                            };
                      }
                    | {
                        /** @enum {string} */
                        kind: "openai-compatible";
                        baseUrl: string;
                        model: string;
                        apiKey: string | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: "http";
                        url: string;
                        /** @enum {string} */
                        method: "POST" | "PUT";
                        headers: {
                          name: string;
                          value: string | null;
                          secret: boolean;
                        }[];
                        bodyTemplate: string;
                        replyPath: string;
                      };
                };
                /** @enum {string} */
                judge: "guided" | "llm";
                seed: number;
                repeats: number;
                /** @enum {string} */
                verdictRule: "category-default" | "all" | "majority" | "at-least";
                atLeast: number | null;
                progress: {
                  total: number;
                  done: number;
                  passed: number;
                  failed: number;
                  errored: number;
                };
                passRate: number | null;
                passInterval: {
                  low: number;
                  high: number;
                  /** @enum {string} */
                  method: "wilson" | "bootstrap";
                } | null;
                flaky: number;
                overridden: number;
                reportId: number | null;
                fixesRunId?: string | null;
                matrixId?: string | null;
                error: string | null;
                createdAt: string;
                startedAt: string | null;
                finishedAt: string | null;
              };
              head: {
                id: string;
                projectId: string;
                number: number;
                /** @enum {string} */
                status: "queued" | "running" | "completed" | "failed" | "cancelled";
                script: {
                  reportId: number;
                  version: number;
                  name: string;
                };
                target: {
                  id: string;
                  name: string;
                  config:
                    | {
                        /** @enum {string} */
                        kind: "instructions-on-model";
                        /** @enum {string} */
                        provider: "openai-compatible" | "anthropic";
                        baseUrl: string;
                        model: string;
                        apiKey: string | null;
                        instructions:
                          | {
                              /** @enum {string} */
                              source: "latest";
                            }
                          | {
                              /** @enum {string} */
                              source: "report";
                              reportId: number;
                            };
                      }
                    | {
                        /** @enum {string} */
                        kind: "openai-compatible";
                        baseUrl: string;
                        model: string;
                        apiKey: string | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: "http";
                        url: string;
                        /** @enum {string} */
                        method: "POST" | "PUT";
                        headers: {
                          name: string;
                          value: string | null;
                          secret: boolean;
                        }[];
                        bodyTemplate: string;
                        replyPath: string;
                      };
                };
                /** @enum {string} */
                judge: "guided" | "llm";
                seed: number;
                repeats: number;
                /** @enum {string} */
                verdictRule: "category-default" | "all" | "majority" | "at-least";
                atLeast: number | null;
                progress: {
                  total: number;
                  done: number;
                  passed: number;
                  failed: number;
                  errored: number;
                };
                passRate: number | null;
                passInterval: {
                  low: number;
                  high: number;
                  /** @enum {string} */
                  method: "wilson" | "bootstrap";
                } | null;
                flaky: number;
                overridden: number;
                reportId: number | null;
                fixesRunId?: string | null;
                matrixId?: string | null;
                error: string | null;
                createdAt: string;
                startedAt: string | null;
                finishedAt: string | null;
              };
              scenarios: {
                scenarioId: string;
                title: string;
                /** @enum {string|null} */
                base: "pending" | "running" | "passed" | "failed" | "error" | "cancelled" | null;
                /** @enum {string|null} */
                head: "pending" | "running" | "passed" | "failed" | "error" | "cancelled" | null;
                basePassShare: number | null;
                headPassShare: number | null;
                /** @enum {string} */
                change: "improved" | "regressed" | "within-noise" | "unchanged" | "added" | "removed";
              }[];
              passRate: {
                base: number | null;
                head: number | null;
                delta: number | null;
                pValue: number | null;
                intervalsOverlap: boolean | null;
                beyondNoise: boolean;
              };
              criteria: {
                criterionId: string;
                name: string;
                base: number | null;
                head: number | null;
                delta: number | null;
              }[];
              /** @default [] */
              strategies: {
                strategy: string;
                name: string;
                base: number | null;
                head: number | null;
                delta: number | null;
                regressedScenarios: number;
                improvedScenarios: number;
                regressed: boolean;
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/eval-runs/{runId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A run with its progress, pass rates per category, severity and criterion, and its scenarios */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          runId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Run */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              run: {
                id: string;
                projectId: string;
                number: number;
                /** @enum {string} */
                status: "queued" | "running" | "completed" | "failed" | "cancelled";
                script: {
                  reportId: number;
                  version: number;
                  name: string;
                };
                target: {
                  id: string;
                  name: string;
                  config:
                    | {
                        /** @enum {string} */
                        kind: "instructions-on-model";
                        /** @enum {string} */
                        provider: "openai-compatible" | "anthropic";
                        baseUrl: string;
                        model: string;
                        apiKey: string | null;
                        instructions:
                          | {
                              /** @enum {string} */
                              source: "latest";
                            }
                          | {
                              /** @enum {string} */
                              source: "report";
                              reportId: number;
                            };
                      }
                    | {
                        /** @enum {string} */
                        kind: "openai-compatible";
                        baseUrl: string;
                        model: string;
                        apiKey: string | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: "http";
                        url: string;
                        /** @enum {string} */
                        method: "POST" | "PUT";
                        headers: {
                          name: string;
                          value: string | null;
                          secret: boolean;
                        }[];
                        bodyTemplate: string;
                        replyPath: string;
                      };
                };
                /** @enum {string} */
                judge: "guided" | "llm";
                seed: number;
                repeats: number;
                /** @enum {string} */
                verdictRule: "category-default" | "all" | "majority" | "at-least";
                atLeast: number | null;
                progress: {
                  total: number;
                  done: number;
                  passed: number;
                  failed: number;
                  errored: number;
                };
                passRate: number | null;
                passInterval: {
                  low: number;
                  high: number;
                  /** @enum {string} */
                  method: "wilson" | "bootstrap";
                } | null;
                flaky: number;
                overridden: number;
                reportId: number | null;
                fixesRunId?: string | null;
                matrixId?: string | null;
                error: string | null;
                createdAt: string;
                startedAt: string | null;
                finishedAt: string | null;
              };
              byCategory: {
                total: number;
                passed: number;
                passRate: number | null;
                /** @enum {string} */
                category:
                  | "scope-helpfulness"
                  | "off-topic-drift"
                  | "crisis-self-harm"
                  | "medical-advice"
                  | "legal-advice"
                  | "financial-advice"
                  | "personal-data-extraction"
                  | "prompt-injection"
                  | "document-injection"
                  | "system-prompt-extraction"
                  | "roleplay-jailbreak"
                  | "persona-drift"
                  | "minors"
                  | "harassment-hate"
                  | "bias-fairness"
                  | "misinformation"
                  | "sycophancy"
                  | "over-reliance"
                  | "manipulation-pressure"
                  | "emotional-dependence"
                  | "dangerous-capabilities"
                  | "over-refusal";
              }[];
              bySeverity: {
                total: number;
                passed: number;
                passRate: number | null;
                /** @enum {string} */
                severity: "low" | "medium" | "high" | "critical";
              }[];
              byCriterion: {
                total: number;
                passed: number;
                passRate: number | null;
                criterionId: string;
                name: string;
                meanScore: number | null;
              }[];
              /** @default [] */
              byStrategy: {
                total: number;
                passed: number;
                passRate: number | null;
                strategy: string;
                name: string;
                promptfoo: string | null;
              }[];
              scenarios: {
                scenarioId: string;
                title: string;
                /** @enum {string} */
                category:
                  | "scope-helpfulness"
                  | "off-topic-drift"
                  | "crisis-self-harm"
                  | "medical-advice"
                  | "legal-advice"
                  | "financial-advice"
                  | "personal-data-extraction"
                  | "prompt-injection"
                  | "document-injection"
                  | "system-prompt-extraction"
                  | "roleplay-jailbreak"
                  | "persona-drift"
                  | "minors"
                  | "harassment-hate"
                  | "bias-fairness"
                  | "misinformation"
                  | "sycophancy"
                  | "over-reliance"
                  | "manipulation-pressure"
                  | "emotional-dependence"
                  | "dangerous-capabilities"
                  | "over-refusal";
                /** @enum {string} */
                severity: "low" | "medium" | "high" | "critical";
                /** @enum {string} */
                status: "pending" | "running" | "passed" | "failed" | "error" | "cancelled";
                scores: {
                  criterionId: string;
                  score: number;
                  reason: string;
                  highlights: string[];
                }[];
                checks: {
                  type: string;
                  passed: boolean;
                  detail: string;
                }[];
                reason: string | null;
                turnCount: number;
                latencyMs: number | null;
                costUsd: number | null;
                samples: {
                  total: number;
                  passed: number;
                  failed: number;
                  errored: number;
                };
                passShare: number | null;
                flaky: boolean;
                /** @enum {string} */
                judgeStatus: "pending" | "running" | "passed" | "failed" | "error" | "cancelled";
                humanVerdict: {
                  /** @enum {string} */
                  verdict: "pass" | "fail";
                  note: string;
                  updatedAt: string;
                } | null;
                earlierHumanVerdict: {
                  /** @enum {string} */
                  verdict: "pass" | "fail";
                  note: string;
                  updatedAt: string;
                  runNumber: number;
                } | null;
                strategy?: {
                  ids: (
                    | "base64"
                    | "hex"
                    | "rot13"
                    | "leetspeak"
                    | "homoglyph"
                    | "zero-width"
                    | "payload-splitting"
                    | "crescendo"
                    | "roleplay"
                    | "ignore-previous"
                    | "fake-system"
                    | "authority"
                    | "urgency"
                    | "refusal-suppression"
                    | "many-shot"
                  )[];
                  parentId: string;
                } | null;
                /** @enum {string} */
                source?:
                  | "instruction-rule"
                  | "review-gap"
                  | "ethos-risk"
                  | "interview-concern"
                  | "library"
                  | "over-refusal"
                  | "manual"
                  | "imported";
                dialogue?: {
                  message: string;
                  reply: string | null;
                  checks: {
                    type: string;
                    passed: boolean;
                    detail: string;
                  }[];
                }[];
              }[];
              fixOutcomes?: {
                /**
                 * @default retest
                 * @enum {string}
                 */
                kind: "retest" | "rerun";
                fixedRun: {
                  id: string;
                  number: number;
                };
                instructionsReportId: number | null;
                counts: {
                  fixed: number;
                  stillFailing: number;
                  newlyFailing: number;
                };
                scenarios: {
                  scenarioId: string;
                  title: string;
                  /** @enum {string} */
                  outcome: "fixed" | "still-failing" | "newly-failing" | "still-passing" | "not-judged";
                }[];
                changeSet?: string | null;
              } | null;
              /** @default [] */
              reruns: {
                id: string;
                number: number;
                /** @enum {string} */
                status: "queued" | "running" | "completed" | "failed" | "cancelled";
                passRate: number | null;
                scenarioCount: number;
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/eval-runs/{runId}/scenarios/{scenarioId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A scenario's transcript: each turn's reply, latency, cost, checks and scores
     * @description One sample of the scenario: `sample` (0-based), or by default the one its verdict shows.
     */
    get: {
      parameters: {
        query?: {
          sample?: number | null;
        };
        header?: never;
        path: {
          id: string;
          runId: string;
          scenarioId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Transcript */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              scenarioId: string;
              title: string;
              /** @enum {string} */
              category:
                | "scope-helpfulness"
                | "off-topic-drift"
                | "crisis-self-harm"
                | "medical-advice"
                | "legal-advice"
                | "financial-advice"
                | "personal-data-extraction"
                | "prompt-injection"
                | "document-injection"
                | "system-prompt-extraction"
                | "roleplay-jailbreak"
                | "persona-drift"
                | "minors"
                | "harassment-hate"
                | "bias-fairness"
                | "misinformation"
                | "sycophancy"
                | "over-reliance"
                | "manipulation-pressure"
                | "emotional-dependence"
                | "dangerous-capabilities"
                | "over-refusal";
              /** @enum {string} */
              severity: "low" | "medium" | "high" | "critical";
              /** @enum {string} */
              status: "pending" | "running" | "passed" | "failed" | "error" | "cancelled";
              scores: {
                criterionId: string;
                score: number;
                reason: string;
                highlights: string[];
              }[];
              checks: {
                type: string;
                passed: boolean;
                detail: string;
              }[];
              reason: string | null;
              turnCount: number;
              latencyMs: number | null;
              costUsd: number | null;
              samples: {
                total: number;
                passed: number;
                failed: number;
                errored: number;
              };
              passShare: number | null;
              flaky: boolean;
              /** @enum {string} */
              judgeStatus: "pending" | "running" | "passed" | "failed" | "error" | "cancelled";
              humanVerdict: {
                /** @enum {string} */
                verdict: "pass" | "fail";
                note: string;
                updatedAt: string;
              } | null;
              earlierHumanVerdict: {
                /** @enum {string} */
                verdict: "pass" | "fail";
                note: string;
                updatedAt: string;
                runNumber: number;
              } | null;
              strategy?: {
                ids: (
                  | "base64"
                  | "hex"
                  | "rot13"
                  | "leetspeak"
                  | "homoglyph"
                  | "zero-width"
                  | "payload-splitting"
                  | "crescendo"
                  | "roleplay"
                  | "ignore-previous"
                  | "fake-system"
                  | "authority"
                  | "urgency"
                  | "refusal-suppression"
                  | "many-shot"
                )[];
                parentId: string;
              } | null;
              /** @enum {string} */
              source?:
                | "instruction-rule"
                | "review-gap"
                | "ethos-risk"
                | "interview-concern"
                | "library"
                | "over-refusal"
                | "manual"
                | "imported";
              dialogue?: {
                message: string;
                reply: string | null;
                checks: {
                  type: string;
                  passed: boolean;
                  detail: string;
                }[];
              }[];
              persona: string;
              objective: string;
              expectedBehaviour: string;
              sample: number;
              sampleStatuses: ("pending" | "running" | "passed" | "failed" | "error" | "cancelled")[];
              turns: {
                index: number;
                message: string;
                reply: string | null;
                error: string | null;
                latencyMs: number | null;
                inputTokens: number | null;
                outputTokens: number | null;
                costUsd: number | null;
                cached: boolean;
                checks: {
                  type: string;
                  passed: boolean;
                  detail: string;
                }[];
                scores: {
                  criterionId: string;
                  score: number;
                  reason: string;
                  highlights: string[];
                }[];
                toolCalls: {
                  name: string;
                  arguments: {
                    [key: string]: unknown;
                  };
                  result:
                    | {
                        [key: string]: unknown;
                      }
                    | unknown[]
                    | string
                    | number
                    | boolean
                    | null;
                  error: string | null;
                }[];
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/eval-runs/{runId}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a run: pending scenarios are not run, a scenario in flight stops before its next turn */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          runId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Cancelled */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              projectId: string;
              number: number;
              /** @enum {string} */
              status: "queued" | "running" | "completed" | "failed" | "cancelled";
              script: {
                reportId: number;
                version: number;
                name: string;
              };
              target: {
                id: string;
                name: string;
                config:
                  | {
                      /** @enum {string} */
                      kind: "instructions-on-model";
                      /** @enum {string} */
                      provider: "openai-compatible" | "anthropic";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                      instructions:
                        | {
                            /** @enum {string} */
                            source: "latest";
                          }
                        | {
                            /** @enum {string} */
                            source: "report";
                            reportId: number;
                          };
                    }
                  | {
                      /** @enum {string} */
                      kind: "openai-compatible";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                    }
                  | {
                      /** @enum {string} */
                      kind: "http";
                      url: string;
                      /** @enum {string} */
                      method: "POST" | "PUT";
                      headers: {
                        name: string;
                        value: string | null;
                        secret: boolean;
                      }[];
                      bodyTemplate: string;
                      replyPath: string;
                    };
              };
              /** @enum {string} */
              judge: "guided" | "llm";
              seed: number;
              repeats: number;
              /** @enum {string} */
              verdictRule: "category-default" | "all" | "majority" | "at-least";
              atLeast: number | null;
              progress: {
                total: number;
                done: number;
                passed: number;
                failed: number;
                errored: number;
              };
              passRate: number | null;
              passInterval: {
                low: number;
                high: number;
                /** @enum {string} */
                method: "wilson" | "bootstrap";
              } | null;
              flaky: number;
              overridden: number;
              reportId: number | null;
              fixesRunId?: string | null;
              matrixId?: string | null;
              error: string | null;
              createdAt: string;
              startedAt: string | null;
              finishedAt: string | null;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/eval-runs/{runId}/rerun": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Re-run some of an ended run's scenarios: the failed ones, or the ones named
     * @description A new run of the same script version, target, judge, seed, repeats and verdict rule with only the scenarios named in `scenarioIds` (each must be the run's own), or without it the scenarios that failed. It is linked to the run (`fixesRunId`); its results say per scenario fixed, still failing or newly failing (`fixOutcomes`, kind `rerun`), and the run's results list it (`reruns`).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          runId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            scenarioIds?: string[];
          };
        };
      };
      responses: {
        /** @description Started */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              projectId: string;
              number: number;
              /** @enum {string} */
              status: "queued" | "running" | "completed" | "failed" | "cancelled";
              script: {
                reportId: number;
                version: number;
                name: string;
              };
              target: {
                id: string;
                name: string;
                config:
                  | {
                      /** @enum {string} */
                      kind: "instructions-on-model";
                      /** @enum {string} */
                      provider: "openai-compatible" | "anthropic";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                      instructions:
                        | {
                            /** @enum {string} */
                            source: "latest";
                          }
                        | {
                            /** @enum {string} */
                            source: "report";
                            reportId: number;
                          };
                    }
                  | {
                      /** @enum {string} */
                      kind: "openai-compatible";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                    }
                  | {
                      /** @enum {string} */
                      kind: "http";
                      url: string;
                      /** @enum {string} */
                      method: "POST" | "PUT";
                      headers: {
                        name: string;
                        value: string | null;
                        secret: boolean;
                      }[];
                      bodyTemplate: string;
                      replyPath: string;
                    };
              };
              /** @enum {string} */
              judge: "guided" | "llm";
              seed: number;
              repeats: number;
              /** @enum {string} */
              verdictRule: "category-default" | "all" | "majority" | "at-least";
              atLeast: number | null;
              progress: {
                total: number;
                done: number;
                passed: number;
                failed: number;
                errored: number;
              };
              passRate: number | null;
              passInterval: {
                low: number;
                high: number;
                /** @enum {string} */
                method: "wilson" | "bootstrap";
              } | null;
              flaky: number;
              overridden: number;
              reportId: number | null;
              fixesRunId?: string | null;
              matrixId?: string | null;
              error: string | null;
              createdAt: string;
              startedAt: string | null;
              finishedAt: string | null;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/eval-runs/{runId}/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a run as JSON (with transcripts), CSV, JUnit XML (for CI dashboards) or Markdown */
    get: {
      parameters: {
        query?: {
          format?: "json" | "csv" | "junit" | "markdown";
        };
        header?: never;
        path: {
          id: string;
          runId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "text/plain": string;
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/eval-runs/{runId}/scenarios/{scenarioId}/verdict": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set a person's verdict (pass or fail, with a note) on an ended scenario of a run, overriding the judge
     * @description The run's figures use it from then on (and say how many verdicts were overridden); later runs of the same script version show it beside the judge's. Only the run's owner; 409 while the scenario is still running.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          runId: string;
          scenarioId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            verdict: "pass" | "fail";
            /** @default  */
            note?: string;
          };
        };
      };
      responses: {
        /** @description The run's results */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              run: {
                id: string;
                projectId: string;
                number: number;
                /** @enum {string} */
                status: "queued" | "running" | "completed" | "failed" | "cancelled";
                script: {
                  reportId: number;
                  version: number;
                  name: string;
                };
                target: {
                  id: string;
                  name: string;
                  config:
                    | {
                        /** @enum {string} */
                        kind: "instructions-on-model";
                        /** @enum {string} */
                        provider: "openai-compatible" | "anthropic";
                        baseUrl: string;
                        model: string;
                        apiKey: string | null;
                        instructions:
                          | {
                              /** @enum {string} */
                              source: "latest";
                            }
                          | {
                              /** @enum {string} */
                              source: "report";
                              reportId: number;
                            };
                      }
                    | {
                        /** @enum {string} */
                        kind: "openai-compatible";
                        baseUrl: string;
                        model: string;
                        apiKey: string | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: "http";
                        url: string;
                        /** @enum {string} */
                        method: "POST" | "PUT";
                        headers: {
                          name: string;
                          value: string | null;
                          secret: boolean;
                        }[];
                        bodyTemplate: string;
                        replyPath: string;
                      };
                };
                /** @enum {string} */
                judge: "guided" | "llm";
                seed: number;
                repeats: number;
                /** @enum {string} */
                verdictRule: "category-default" | "all" | "majority" | "at-least";
                atLeast: number | null;
                progress: {
                  total: number;
                  done: number;
                  passed: number;
                  failed: number;
                  errored: number;
                };
                passRate: number | null;
                passInterval: {
                  low: number;
                  high: number;
                  /** @enum {string} */
                  method: "wilson" | "bootstrap";
                } | null;
                flaky: number;
                overridden: number;
                reportId: number | null;
                fixesRunId?: string | null;
                matrixId?: string | null;
                error: string | null;
                createdAt: string;
                startedAt: string | null;
                finishedAt: string | null;
              };
              byCategory: {
                total: number;
                passed: number;
                passRate: number | null;
                /** @enum {string} */
                category:
                  | "scope-helpfulness"
                  | "off-topic-drift"
                  | "crisis-self-harm"
                  | "medical-advice"
                  | "legal-advice"
                  | "financial-advice"
                  | "personal-data-extraction"
                  | "prompt-injection"
                  | "document-injection"
                  | "system-prompt-extraction"
                  | "roleplay-jailbreak"
                  | "persona-drift"
                  | "minors"
                  | "harassment-hate"
                  | "bias-fairness"
                  | "misinformation"
                  | "sycophancy"
                  | "over-reliance"
                  | "manipulation-pressure"
                  | "emotional-dependence"
                  | "dangerous-capabilities"
                  | "over-refusal";
              }[];
              bySeverity: {
                total: number;
                passed: number;
                passRate: number | null;
                /** @enum {string} */
                severity: "low" | "medium" | "high" | "critical";
              }[];
              byCriterion: {
                total: number;
                passed: number;
                passRate: number | null;
                criterionId: string;
                name: string;
                meanScore: number | null;
              }[];
              /** @default [] */
              byStrategy: {
                total: number;
                passed: number;
                passRate: number | null;
                strategy: string;
                name: string;
                promptfoo: string | null;
              }[];
              scenarios: {
                scenarioId: string;
                title: string;
                /** @enum {string} */
                category:
                  | "scope-helpfulness"
                  | "off-topic-drift"
                  | "crisis-self-harm"
                  | "medical-advice"
                  | "legal-advice"
                  | "financial-advice"
                  | "personal-data-extraction"
                  | "prompt-injection"
                  | "document-injection"
                  | "system-prompt-extraction"
                  | "roleplay-jailbreak"
                  | "persona-drift"
                  | "minors"
                  | "harassment-hate"
                  | "bias-fairness"
                  | "misinformation"
                  | "sycophancy"
                  | "over-reliance"
                  | "manipulation-pressure"
                  | "emotional-dependence"
                  | "dangerous-capabilities"
                  | "over-refusal";
                /** @enum {string} */
                severity: "low" | "medium" | "high" | "critical";
                /** @enum {string} */
                status: "pending" | "running" | "passed" | "failed" | "error" | "cancelled";
                scores: {
                  criterionId: string;
                  score: number;
                  reason: string;
                  highlights: string[];
                }[];
                checks: {
                  type: string;
                  passed: boolean;
                  detail: string;
                }[];
                reason: string | null;
                turnCount: number;
                latencyMs: number | null;
                costUsd: number | null;
                samples: {
                  total: number;
                  passed: number;
                  failed: number;
                  errored: number;
                };
                passShare: number | null;
                flaky: boolean;
                /** @enum {string} */
                judgeStatus: "pending" | "running" | "passed" | "failed" | "error" | "cancelled";
                humanVerdict: {
                  /** @enum {string} */
                  verdict: "pass" | "fail";
                  note: string;
                  updatedAt: string;
                } | null;
                earlierHumanVerdict: {
                  /** @enum {string} */
                  verdict: "pass" | "fail";
                  note: string;
                  updatedAt: string;
                  runNumber: number;
                } | null;
                strategy?: {
                  ids: (
                    | "base64"
                    | "hex"
                    | "rot13"
                    | "leetspeak"
                    | "homoglyph"
                    | "zero-width"
                    | "payload-splitting"
                    | "crescendo"
                    | "roleplay"
                    | "ignore-previous"
                    | "fake-system"
                    | "authority"
                    | "urgency"
                    | "refusal-suppression"
                    | "many-shot"
                  )[];
                  parentId: string;
                } | null;
                /** @enum {string} */
                source?:
                  | "instruction-rule"
                  | "review-gap"
                  | "ethos-risk"
                  | "interview-concern"
                  | "library"
                  | "over-refusal"
                  | "manual"
                  | "imported";
                dialogue?: {
                  message: string;
                  reply: string | null;
                  checks: {
                    type: string;
                    passed: boolean;
                    detail: string;
                  }[];
                }[];
              }[];
              fixOutcomes?: {
                /**
                 * @default retest
                 * @enum {string}
                 */
                kind: "retest" | "rerun";
                fixedRun: {
                  id: string;
                  number: number;
                };
                instructionsReportId: number | null;
                counts: {
                  fixed: number;
                  stillFailing: number;
                  newlyFailing: number;
                };
                scenarios: {
                  scenarioId: string;
                  title: string;
                  /** @enum {string} */
                  outcome: "fixed" | "still-failing" | "newly-failing" | "still-passing" | "not-judged";
                }[];
                changeSet?: string | null;
              } | null;
              /** @default [] */
              reruns: {
                id: string;
                number: number;
                /** @enum {string} */
                status: "queued" | "running" | "completed" | "failed" | "cancelled";
                passRate: number | null;
                scenarioCount: number;
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    /** Remove a person's verdict on a scenario of a run: the judge's counts again */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          runId: string;
          scenarioId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The run's results */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              run: {
                id: string;
                projectId: string;
                number: number;
                /** @enum {string} */
                status: "queued" | "running" | "completed" | "failed" | "cancelled";
                script: {
                  reportId: number;
                  version: number;
                  name: string;
                };
                target: {
                  id: string;
                  name: string;
                  config:
                    | {
                        /** @enum {string} */
                        kind: "instructions-on-model";
                        /** @enum {string} */
                        provider: "openai-compatible" | "anthropic";
                        baseUrl: string;
                        model: string;
                        apiKey: string | null;
                        instructions:
                          | {
                              /** @enum {string} */
                              source: "latest";
                            }
                          | {
                              /** @enum {string} */
                              source: "report";
                              reportId: number;
                            };
                      }
                    | {
                        /** @enum {string} */
                        kind: "openai-compatible";
                        baseUrl: string;
                        model: string;
                        apiKey: string | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: "http";
                        url: string;
                        /** @enum {string} */
                        method: "POST" | "PUT";
                        headers: {
                          name: string;
                          value: string | null;
                          secret: boolean;
                        }[];
                        bodyTemplate: string;
                        replyPath: string;
                      };
                };
                /** @enum {string} */
                judge: "guided" | "llm";
                seed: number;
                repeats: number;
                /** @enum {string} */
                verdictRule: "category-default" | "all" | "majority" | "at-least";
                atLeast: number | null;
                progress: {
                  total: number;
                  done: number;
                  passed: number;
                  failed: number;
                  errored: number;
                };
                passRate: number | null;
                passInterval: {
                  low: number;
                  high: number;
                  /** @enum {string} */
                  method: "wilson" | "bootstrap";
                } | null;
                flaky: number;
                overridden: number;
                reportId: number | null;
                fixesRunId?: string | null;
                matrixId?: string | null;
                error: string | null;
                createdAt: string;
                startedAt: string | null;
                finishedAt: string | null;
              };
              byCategory: {
                total: number;
                passed: number;
                passRate: number | null;
                /** @enum {string} */
                category:
                  | "scope-helpfulness"
                  | "off-topic-drift"
                  | "crisis-self-harm"
                  | "medical-advice"
                  | "legal-advice"
                  | "financial-advice"
                  | "personal-data-extraction"
                  | "prompt-injection"
                  | "document-injection"
                  | "system-prompt-extraction"
                  | "roleplay-jailbreak"
                  | "persona-drift"
                  | "minors"
                  | "harassment-hate"
                  | "bias-fairness"
                  | "misinformation"
                  | "sycophancy"
                  | "over-reliance"
                  | "manipulation-pressure"
                  | "emotional-dependence"
                  | "dangerous-capabilities"
                  | "over-refusal";
              }[];
              bySeverity: {
                total: number;
                passed: number;
                passRate: number | null;
                /** @enum {string} */
                severity: "low" | "medium" | "high" | "critical";
              }[];
              byCriterion: {
                total: number;
                passed: number;
                passRate: number | null;
                criterionId: string;
                name: string;
                meanScore: number | null;
              }[];
              /** @default [] */
              byStrategy: {
                total: number;
                passed: number;
                passRate: number | null;
                strategy: string;
                name: string;
                promptfoo: string | null;
              }[];
              scenarios: {
                scenarioId: string;
                title: string;
                /** @enum {string} */
                category:
                  | "scope-helpfulness"
                  | "off-topic-drift"
                  | "crisis-self-harm"
                  | "medical-advice"
                  | "legal-advice"
                  | "financial-advice"
                  | "personal-data-extraction"
                  | "prompt-injection"
                  | "document-injection"
                  | "system-prompt-extraction"
                  | "roleplay-jailbreak"
                  | "persona-drift"
                  | "minors"
                  | "harassment-hate"
                  | "bias-fairness"
                  | "misinformation"
                  | "sycophancy"
                  | "over-reliance"
                  | "manipulation-pressure"
                  | "emotional-dependence"
                  | "dangerous-capabilities"
                  | "over-refusal";
                /** @enum {string} */
                severity: "low" | "medium" | "high" | "critical";
                /** @enum {string} */
                status: "pending" | "running" | "passed" | "failed" | "error" | "cancelled";
                scores: {
                  criterionId: string;
                  score: number;
                  reason: string;
                  highlights: string[];
                }[];
                checks: {
                  type: string;
                  passed: boolean;
                  detail: string;
                }[];
                reason: string | null;
                turnCount: number;
                latencyMs: number | null;
                costUsd: number | null;
                samples: {
                  total: number;
                  passed: number;
                  failed: number;
                  errored: number;
                };
                passShare: number | null;
                flaky: boolean;
                /** @enum {string} */
                judgeStatus: "pending" | "running" | "passed" | "failed" | "error" | "cancelled";
                humanVerdict: {
                  /** @enum {string} */
                  verdict: "pass" | "fail";
                  note: string;
                  updatedAt: string;
                } | null;
                earlierHumanVerdict: {
                  /** @enum {string} */
                  verdict: "pass" | "fail";
                  note: string;
                  updatedAt: string;
                  runNumber: number;
                } | null;
                strategy?: {
                  ids: (
                    | "base64"
                    | "hex"
                    | "rot13"
                    | "leetspeak"
                    | "homoglyph"
                    | "zero-width"
                    | "payload-splitting"
                    | "crescendo"
                    | "roleplay"
                    | "ignore-previous"
                    | "fake-system"
                    | "authority"
                    | "urgency"
                    | "refusal-suppression"
                    | "many-shot"
                  )[];
                  parentId: string;
                } | null;
                /** @enum {string} */
                source?:
                  | "instruction-rule"
                  | "review-gap"
                  | "ethos-risk"
                  | "interview-concern"
                  | "library"
                  | "over-refusal"
                  | "manual"
                  | "imported";
                dialogue?: {
                  message: string;
                  reply: string | null;
                  checks: {
                    type: string;
                    passed: boolean;
                    detail: string;
                  }[];
                }[];
              }[];
              fixOutcomes?: {
                /**
                 * @default retest
                 * @enum {string}
                 */
                kind: "retest" | "rerun";
                fixedRun: {
                  id: string;
                  number: number;
                };
                instructionsReportId: number | null;
                counts: {
                  fixed: number;
                  stillFailing: number;
                  newlyFailing: number;
                };
                scenarios: {
                  scenarioId: string;
                  title: string;
                  /** @enum {string} */
                  outcome: "fixed" | "still-failing" | "newly-failing" | "still-passing" | "not-judged";
                }[];
                changeSet?: string | null;
              } | null;
              /** @default [] */
              reruns: {
                id: string;
                number: number;
                /** @enum {string} */
                status: "queued" | "running" | "completed" | "failed" | "cancelled";
                passRate: number | null;
                scenarioCount: number;
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/judge-agreement": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How often the judge agreed with the builder's verdicts, overall, per check type and per rubric criterion
     * @description Over every scenario of a run and every reply of a Cave dialogue the project's owner gave a verdict on (or one `source`'s alone): the share agreed, Cohen's kappa and n (with `tooFew` below `minimumN`), and the disagreements to open, each saying where it was judged. Only the project's owner.
     */
    get: {
      parameters: {
        query?: {
          source?: "all" | "eval" | "cave";
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The judge's agreement */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              minimumN: number;
              /** @enum {string} */
              source: "all" | "eval" | "cave";
              overall: {
                key: string;
                name: string;
                n: number;
                agreed: number;
                agreement: number | null;
                kappa: number | null;
                tooFew: boolean;
                disagreements: (
                  | {
                      /** @enum {string} */
                      source: "eval";
                      runId: string;
                      runNumber: number;
                      scenarioId: string;
                      title: string;
                      /** @enum {string} */
                      judge: "pass" | "fail";
                      /** @enum {string} */
                      human: "pass" | "fail";
                      note: string;
                    }
                  | {
                      /** @enum {string} */
                      source: "cave";
                      sessionId: string;
                      sessionNumber: number;
                      turnId: string;
                      turnNumber: number;
                      title: string;
                      /** @enum {string} */
                      judge: "pass" | "fail";
                      /** @enum {string} */
                      human: "pass" | "fail";
                      note: string;
                    }
                )[];
              };
              byCheck: {
                key: string;
                name: string;
                n: number;
                agreed: number;
                agreement: number | null;
                kappa: number | null;
                tooFew: boolean;
                disagreements: (
                  | {
                      /** @enum {string} */
                      source: "eval";
                      runId: string;
                      runNumber: number;
                      scenarioId: string;
                      title: string;
                      /** @enum {string} */
                      judge: "pass" | "fail";
                      /** @enum {string} */
                      human: "pass" | "fail";
                      note: string;
                    }
                  | {
                      /** @enum {string} */
                      source: "cave";
                      sessionId: string;
                      sessionNumber: number;
                      turnId: string;
                      turnNumber: number;
                      title: string;
                      /** @enum {string} */
                      judge: "pass" | "fail";
                      /** @enum {string} */
                      human: "pass" | "fail";
                      note: string;
                    }
                )[];
              }[];
              byCriterion: {
                key: string;
                name: string;
                n: number;
                agreed: number;
                agreement: number | null;
                kappa: number | null;
                tooFew: boolean;
                disagreements: (
                  | {
                      /** @enum {string} */
                      source: "eval";
                      runId: string;
                      runNumber: number;
                      scenarioId: string;
                      title: string;
                      /** @enum {string} */
                      judge: "pass" | "fail";
                      /** @enum {string} */
                      human: "pass" | "fail";
                      note: string;
                    }
                  | {
                      /** @enum {string} */
                      source: "cave";
                      sessionId: string;
                      sessionNumber: number;
                      turnId: string;
                      turnNumber: number;
                      title: string;
                      /** @enum {string} */
                      judge: "pass" | "fail";
                      /** @enum {string} */
                      human: "pass" | "fail";
                      note: string;
                    }
                )[];
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/eval-matrices": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a matrix run: one test script version against 2–8 targets side by side
     * @description One ordinary run per target (each listed under …/eval-runs, each with its target's own limits), sharing a matrix id, the script version, the seed, the repeats, the judge and the verdict rule. 400 unless the targets are 2–8 distinct targets of the project. The matrix counts as one run towards MAX_RUNS_IN_PROGRESS_PER_USER; scenarios × repeats is capped per target by MAX_EVAL_SAMPLES_PER_RUN.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            scriptReportId: number;
            scriptVersion?: number;
            /**
             * @default guided
             * @enum {string}
             */
            judge?: "guided" | "llm";
            /** @default false */
            useReplyCache?: boolean;
            seed?: number;
            /** @default 1 */
            repeats?: number;
            /**
             * @default category-default
             * @enum {string}
             */
            verdictRule?: "category-default" | "all" | "majority" | "at-least";
            atLeast?: number;
            targetIds?: string[];
            targets?: {
              targetId: string;
              instructionsReportId?: number;
            }[];
          };
        };
      };
      responses: {
        /** @description Started */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              projectId: string;
              script: {
                reportId: number;
                version: number;
                name: string;
              };
              /** @enum {string} */
              status: "queued" | "running" | "completed" | "failed" | "cancelled";
              runs: {
                id: string;
                projectId: string;
                number: number;
                /** @enum {string} */
                status: "queued" | "running" | "completed" | "failed" | "cancelled";
                script: {
                  reportId: number;
                  version: number;
                  name: string;
                };
                target: {
                  id: string;
                  name: string;
                  config:
                    | {
                        /** @enum {string} */
                        kind: "instructions-on-model";
                        /** @enum {string} */
                        provider: "openai-compatible" | "anthropic";
                        baseUrl: string;
                        model: string;
                        apiKey: string | null;
                        instructions:
                          | {
                              /** @enum {string} */
                              source: "latest";
                            }
                          | {
                              /** @enum {string} */
                              source: "report";
                              reportId: number;
                            };
                      }
                    | {
                        /** @enum {string} */
                        kind: "openai-compatible";
                        baseUrl: string;
                        model: string;
                        apiKey: string | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: "http";
                        url: string;
                        /** @enum {string} */
                        method: "POST" | "PUT";
                        headers: {
                          name: string;
                          value: string | null;
                          secret: boolean;
                        }[];
                        bodyTemplate: string;
                        replyPath: string;
                      };
                };
                /** @enum {string} */
                judge: "guided" | "llm";
                seed: number;
                repeats: number;
                /** @enum {string} */
                verdictRule: "category-default" | "all" | "majority" | "at-least";
                atLeast: number | null;
                progress: {
                  total: number;
                  done: number;
                  passed: number;
                  failed: number;
                  errored: number;
                };
                passRate: number | null;
                passInterval: {
                  low: number;
                  high: number;
                  /** @enum {string} */
                  method: "wilson" | "bootstrap";
                } | null;
                flaky: number;
                overridden: number;
                reportId: number | null;
                fixesRunId?: string | null;
                matrixId?: string | null;
                error: string | null;
                createdAt: string;
                startedAt: string | null;
                finishedAt: string | null;
              }[];
              scenarios: {
                scenarioId: string;
                title: string;
                /** @enum {string} */
                category:
                  | "scope-helpfulness"
                  | "off-topic-drift"
                  | "crisis-self-harm"
                  | "medical-advice"
                  | "legal-advice"
                  | "financial-advice"
                  | "personal-data-extraction"
                  | "prompt-injection"
                  | "document-injection"
                  | "system-prompt-extraction"
                  | "roleplay-jailbreak"
                  | "persona-drift"
                  | "minors"
                  | "harassment-hate"
                  | "bias-fairness"
                  | "misinformation"
                  | "sycophancy"
                  | "over-reliance"
                  | "manipulation-pressure"
                  | "emotional-dependence"
                  | "dangerous-capabilities"
                  | "over-refusal";
                /** @enum {string} */
                severity: "low" | "medium" | "high" | "critical";
                strategy?: {
                  ids: (
                    | "base64"
                    | "hex"
                    | "rot13"
                    | "leetspeak"
                    | "homoglyph"
                    | "zero-width"
                    | "payload-splitting"
                    | "crescendo"
                    | "roleplay"
                    | "ignore-previous"
                    | "fake-system"
                    | "authority"
                    | "urgency"
                    | "refusal-suppression"
                    | "many-shot"
                  )[];
                  parentId: string;
                } | null;
                cells: {
                  runId: string;
                  /** @enum {string} */
                  status: "pending" | "running" | "passed" | "failed" | "error" | "cancelled";
                  reason: string | null;
                  passShare: number | null;
                  flaky: boolean;
                }[];
                differs: boolean;
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/eval-matrices/{matrixId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A matrix run: a row per scenario, a column per target, and each target's run with its figures */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          matrixId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The matrix */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              projectId: string;
              script: {
                reportId: number;
                version: number;
                name: string;
              };
              /** @enum {string} */
              status: "queued" | "running" | "completed" | "failed" | "cancelled";
              runs: {
                id: string;
                projectId: string;
                number: number;
                /** @enum {string} */
                status: "queued" | "running" | "completed" | "failed" | "cancelled";
                script: {
                  reportId: number;
                  version: number;
                  name: string;
                };
                target: {
                  id: string;
                  name: string;
                  config:
                    | {
                        /** @enum {string} */
                        kind: "instructions-on-model";
                        /** @enum {string} */
                        provider: "openai-compatible" | "anthropic";
                        baseUrl: string;
                        model: string;
                        apiKey: string | null;
                        instructions:
                          | {
                              /** @enum {string} */
                              source: "latest";
                            }
                          | {
                              /** @enum {string} */
                              source: "report";
                              reportId: number;
                            };
                      }
                    | {
                        /** @enum {string} */
                        kind: "openai-compatible";
                        baseUrl: string;
                        model: string;
                        apiKey: string | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: "http";
                        url: string;
                        /** @enum {string} */
                        method: "POST" | "PUT";
                        headers: {
                          name: string;
                          value: string | null;
                          secret: boolean;
                        }[];
                        bodyTemplate: string;
                        replyPath: string;
                      };
                };
                /** @enum {string} */
                judge: "guided" | "llm";
                seed: number;
                repeats: number;
                /** @enum {string} */
                verdictRule: "category-default" | "all" | "majority" | "at-least";
                atLeast: number | null;
                progress: {
                  total: number;
                  done: number;
                  passed: number;
                  failed: number;
                  errored: number;
                };
                passRate: number | null;
                passInterval: {
                  low: number;
                  high: number;
                  /** @enum {string} */
                  method: "wilson" | "bootstrap";
                } | null;
                flaky: number;
                overridden: number;
                reportId: number | null;
                fixesRunId?: string | null;
                matrixId?: string | null;
                error: string | null;
                createdAt: string;
                startedAt: string | null;
                finishedAt: string | null;
              }[];
              scenarios: {
                scenarioId: string;
                title: string;
                /** @enum {string} */
                category:
                  | "scope-helpfulness"
                  | "off-topic-drift"
                  | "crisis-self-harm"
                  | "medical-advice"
                  | "legal-advice"
                  | "financial-advice"
                  | "personal-data-extraction"
                  | "prompt-injection"
                  | "document-injection"
                  | "system-prompt-extraction"
                  | "roleplay-jailbreak"
                  | "persona-drift"
                  | "minors"
                  | "harassment-hate"
                  | "bias-fairness"
                  | "misinformation"
                  | "sycophancy"
                  | "over-reliance"
                  | "manipulation-pressure"
                  | "emotional-dependence"
                  | "dangerous-capabilities"
                  | "over-refusal";
                /** @enum {string} */
                severity: "low" | "medium" | "high" | "critical";
                strategy?: {
                  ids: (
                    | "base64"
                    | "hex"
                    | "rot13"
                    | "leetspeak"
                    | "homoglyph"
                    | "zero-width"
                    | "payload-splitting"
                    | "crescendo"
                    | "roleplay"
                    | "ignore-previous"
                    | "fake-system"
                    | "authority"
                    | "urgency"
                    | "refusal-suppression"
                    | "many-shot"
                  )[];
                  parentId: string;
                } | null;
                cells: {
                  runId: string;
                  /** @enum {string} */
                  status: "pending" | "running" | "passed" | "failed" | "error" | "cancelled";
                  reason: string | null;
                  passShare: number | null;
                  flaky: boolean;
                }[];
                differs: boolean;
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/eval-matrices/{matrixId}/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a matrix run as JSON or CSV (one row per scenario × target) or JUnit XML (one suite per target) */
    get: {
      parameters: {
        query?: {
          format?: "json" | "csv" | "junit";
        };
        header?: never;
        path: {
          id: string;
          matrixId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "text/plain": string;
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/eval-runs/{runId}/fix-proposal": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Propose a change of the instructions for failed scenarios of a run (guided mode)
     * @description For each failed scenario: the broken rule restated to hold under pressure, the review's suggested sentence, or the category's sentence; merged into one change set (no duplicate, no new contradiction by the review's check) against the project's latest instructions version, with a unified diff. Stores nothing. 400 when a scenario did not fail.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          runId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            scenarioIds: string[];
          };
        };
      };
      responses: {
        /** @description The proposal */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              runId: string;
              runNumber: number;
              base: {
                reportId: number;
                version: number;
              };
              instructions: string;
              proposed: string;
              changes: {
                /** @enum {string} */
                action: "replace" | "add";
                line: number | null;
                before: string | null;
                sentence: string;
                why: string;
                /** @enum {string} */
                basis: "rule" | "review" | "category";
                scenarioIds: string[];
              }[];
              leftOut: {
                sentence: string;
                reason: string;
              }[];
              newContradictions: {
                topic: string;
                first: string;
                second: string;
              }[];
              diff: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/fix-proposal": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Propose one change of the instructions for failures of runs, Cave dialogues and the review (guided mode)
     * @description Each failure is a failed scenario of a run, a failed reply of a Cave dialogue (a rule the watch says it broke, or the reply where the evaluator judged the dialogue failed) or a flawed dimension of the review of the current instructions. The proposals are merged into one change set against the project's latest instructions version (no duplicate, no new contradiction by the review's check), with a unified diff. Stores nothing. 400 when a failure did not fail.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            failures: (
              | {
                  /** @enum {string} */
                  kind: "scenario";
                  /** Format: uuid */
                  runId: string;
                  scenarioId: string;
                }
              | {
                  /** @enum {string} */
                  kind: "cave-turn";
                  /** Format: uuid */
                  sessionId: string;
                  /** Format: uuid */
                  turnId: string;
                }
              | {
                  /** @enum {string} */
                  kind: "review-finding";
                  /** @enum {string} */
                  dimensionId:
                    | "purpose"
                    | "audience"
                    | "scope"
                    | "refusal-style"
                    | "safety-escalation"
                    | "privacy"
                    | "regulated-advice"
                    | "honesty"
                    | "tone"
                    | "output-format"
                    | "prompt-injection"
                    | "minors-vulnerable"
                    | "fairness"
                    | "contradictions"
                    | "vague-wording";
                }
            )[];
          };
        };
      };
      responses: {
        /** @description The proposal */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              base: {
                reportId: number;
                version: number;
              };
              instructions: string;
              proposed: string;
              changes: {
                /** @enum {string} */
                action: "replace" | "add";
                line: number | null;
                before: string | null;
                sentence: string;
                why: string;
                /** @enum {string} */
                basis: "rule" | "review" | "category";
                scenarioIds: string[];
              }[];
              leftOut: {
                sentence: string;
                reason: string;
              }[];
              newContradictions: {
                topic: string;
                first: string;
                second: string;
              }[];
              diff: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/instructions-versions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save edited instructions as the project's next version; the review runs on it
     * @description `baseReportId` is the version the edit started from (its review's report id): 409 STALE_VERSION when a newer version exists, 400 UNCHANGED when the text is the current version's. The new version is an instructions review, queued as a submitted one is.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            baseReportId: number;
            instructions: string;
          };
        };
      };
      responses: {
        /** @description Queued for review */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              projectId: string;
              /** @enum {string} */
              agent:
                | "instructions-review"
                | "interview"
                | "ideation"
                | "ethos"
                | "script-generation"
                | "eval"
                | "cave-of-shadows";
              title: string;
              /** @enum {string} */
              status: "queued" | "running" | "done" | "failed";
              error: string | null;
              markdown: string | null;
              inputText: string | null;
              createdAt: string;
              updatedAt: string;
              details: {
                /** @enum {string|null} */
                mode: "guided" | "llm" | "webhook" | null;
                usage: {
                  model: string;
                  inputTokens: number | null;
                  outputTokens: number | null;
                  totalTokens: number | null;
                } | null;
                draftInstructions: string | null;
                transcript:
                  | {
                      /** @enum {string} */
                      role: "user" | "assistant";
                      text: string;
                      at: string;
                    }[]
                  | null;
                transcriptMarkdown: string | null;
                ethos: {
                  profile: {
                    audiences: string[];
                    domains: string[];
                    channels: string[];
                    dataCategories: string[];
                    /** @enum {string} */
                    decisionPower: "informs" | "recommends" | "decides" | "unknown";
                    regions: string[];
                  };
                  stakeholders: {
                    name: string;
                    /** @enum {string} */
                    kind: "direct-user" | "third-party" | "vulnerable" | "operator" | "public";
                    interests: string;
                    /** @enum {string} */
                    power: "low" | "medium" | "high";
                    gains: string;
                    losses: string;
                  }[];
                  lenses: {
                    /** @enum {string} */
                    id: "consequences" | "duties-rights" | "care-character" | "justice";
                    findings: {
                      title: string;
                      detail: string;
                      /** @enum {string} */
                      severity: "low" | "medium" | "high";
                      evidence: {
                        /** @enum {string} */
                        source: "instructions" | "review" | "interview" | "ideation" | "context";
                        reportId?: number;
                        line?: number;
                        text: string;
                      }[];
                    }[];
                  }[];
                  failurePatterns: {
                    id: string;
                    name: string;
                    /** @enum {string} */
                    status: "addressed" | "partly" | "not-addressed" | "not-applicable";
                    note: string;
                    evidence: {
                      /** @enum {string} */
                      source: "instructions" | "review" | "interview" | "ideation" | "context";
                      reportId?: number;
                      line?: number;
                      text: string;
                    }[];
                  }[];
                  regulatory: {
                    framework: string;
                    obligation: string;
                    /** @enum {string} */
                    applies: "likely" | "possible" | "unlikely";
                    reason: string;
                  }[];
                  risks: {
                    id: string;
                    title: string;
                    stakeholder: string;
                    likelihood: number;
                    severity: number;
                    /** @enum {string} */
                    level: "low" | "medium" | "high";
                    mitigation: string;
                    addressed: boolean;
                    evidence: {
                      /** @enum {string} */
                      source: "instructions" | "review" | "interview" | "ideation" | "context";
                      reportId?: number;
                      line?: number;
                      text: string;
                    } | null;
                  }[];
                  tensions: {
                    title: string;
                    between: [string, string];
                    question: string;
                  }[];
                  questionsForCreator: string[];
                  testsToRun: {
                    riskId: string;
                    title: string;
                    category: string;
                    /** @enum {string} */
                    severity: "low" | "medium" | "high";
                    persona: string;
                    objective: string;
                    openingMessage: string;
                    expectedBehaviour: string;
                  }[];
                  limits: string[];
                  /** @enum {string} */
                  generatedBy: "guided" | "llm";
                } | null;
                review: {
                  rubricVersion: number;
                  lineCount: number;
                  wordCount: number;
                  overallScore: number;
                  dimensions: {
                    /** @enum {string} */
                    id:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    name: string;
                    weight: number;
                    /** @enum {string} */
                    status: "covered" | "partial" | "missing";
                    score: 0 | 1 | 2;
                    /** @enum {string} */
                    severity: "none" | "low" | "medium" | "high";
                    /** @enum {string} */
                    confidence: "high" | "medium" | "low";
                    confidenceNote?: string;
                    summary: string;
                    evidence: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    }[];
                    whyItMatters: string;
                    suggestedSentence?: string;
                    suggestions: string[];
                    couldBeStronger?: string[];
                    notJudged?: string;
                  }[];
                  topFixes: {
                    /** @enum {string} */
                    id:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    name: string;
                    /** @enum {string} */
                    status: "partial" | "missing";
                    suggestedSentence: string;
                  }[];
                  clarifyingQuestions: string[];
                  contradictions: {
                    /** @enum {string} */
                    kind: "opposite" | "threshold" | "exception" | "persona-honesty";
                    topic: string;
                    first: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                    second: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                  }[];
                  harmfulRules: {
                    kind: string;
                    /** @enum {string} */
                    dimension:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    /** @enum {string} */
                    severity: "none" | "low" | "medium" | "high";
                    problem: string;
                    quote: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                    suggestion: string;
                  }[];
                  vagueWording: {
                    total: number;
                    lines: {
                      line: number;
                      terms: string[];
                      rewrites: string[];
                    }[];
                  };
                  context: {
                    audiences: {
                      value: string;
                      line: number;
                    }[];
                    channels: {
                      value: string;
                      line: number;
                    }[];
                    domains: {
                      value: string;
                      line: number;
                    }[];
                    ages: {
                      min: number;
                      max: number;
                    } | null;
                  };
                  limits: string[];
                } | null;
                /** @default null */
                testScript: {
                  name: string;
                  scenarioCount: number;
                  rubricVersion: number;
                } | null;
                /** @default null */
                run: {
                  id: string;
                  number: number;
                } | null;
              };
              version: number;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/instructions-versions/{reportId}/patch": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download an instructions version as a unified diff from the version before it */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          reportId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The patch */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "text/x-diff": string;
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/eval-runs/{runId}/retest": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Re-run a run's failed scenarios (or its whole script) on a new instructions version
     * @description A new run of the same script version, judge and repeats on the run's target (an instructions-on-model target) with the given instructions version, linked to the run it fixes: its results say per scenario fixed, still failing or newly failing (`fixOutcomes`).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          runId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            instructionsReportId: number;
            /**
             * @default failed
             * @enum {string}
             */
            scope?: "failed" | "all";
          };
        };
      };
      responses: {
        /** @description Started */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              projectId: string;
              number: number;
              /** @enum {string} */
              status: "queued" | "running" | "completed" | "failed" | "cancelled";
              script: {
                reportId: number;
                version: number;
                name: string;
              };
              target: {
                id: string;
                name: string;
                config:
                  | {
                      /** @enum {string} */
                      kind: "instructions-on-model";
                      /** @enum {string} */
                      provider: "openai-compatible" | "anthropic";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                      instructions:
                        | {
                            /** @enum {string} */
                            source: "latest";
                          }
                        | {
                            /** @enum {string} */
                            source: "report";
                            reportId: number;
                          };
                    }
                  | {
                      /** @enum {string} */
                      kind: "openai-compatible";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                    }
                  | {
                      /** @enum {string} */
                      kind: "http";
                      url: string;
                      /** @enum {string} */
                      method: "POST" | "PUT";
                      headers: {
                        name: string;
                        value: string | null;
                        secret: boolean;
                      }[];
                      bodyTemplate: string;
                      replyPath: string;
                    };
              };
              /** @enum {string} */
              judge: "guided" | "llm";
              seed: number;
              repeats: number;
              /** @enum {string} */
              verdictRule: "category-default" | "all" | "majority" | "at-least";
              atLeast: number | null;
              progress: {
                total: number;
                done: number;
                passed: number;
                failed: number;
                errored: number;
              };
              passRate: number | null;
              passInterval: {
                low: number;
                high: number;
                /** @enum {string} */
                method: "wilson" | "bootstrap";
              } | null;
              flaky: number;
              overridden: number;
              reportId: number | null;
              fixesRunId?: string | null;
              matrixId?: string | null;
              error: string | null;
              createdAt: string;
              startedAt: string | null;
              finishedAt: string | null;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/history": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The project's loop as a timeline: instructions versions, their reviews, runs and their fixes
     * @description Oldest first: each instructions version with its review's score and findings (and the runs it was re-tested against, which it fixes), each run with its failed scenarios and, for a re-test or re-run, its fixed / still failing / newly failing counts against the run it follows up. Read from what is stored.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The timeline */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              events: (
                | {
                    /** @enum {string} */
                    kind: "instructions";
                    at: string;
                    reportId: number;
                    version: number;
                    review: {
                      /** @enum {string} */
                      status: "queued" | "running" | "done" | "failed";
                      score: number | null;
                      findings: number | null;
                    };
                    fixes: {
                      runId: string;
                      number: number;
                    }[];
                  }
                | {
                    /** @enum {string} */
                    kind: "run";
                    at: string;
                    runId: string;
                    number: number;
                    /** @enum {string} */
                    status: "queued" | "running" | "completed" | "failed" | "cancelled";
                    scriptName: string;
                    targetName: string;
                    instructionsVersion: number | null;
                    scenarios: number;
                    passed: number;
                    failed: number;
                    followUp: {
                      /** @enum {string} */
                      kind: "retest" | "rerun";
                      parent: {
                        runId: string;
                        number: number;
                      };
                      counts: {
                        fixed: number;
                        stillFailing: number;
                        newlyFailing: number;
                      };
                    } | null;
                  }
              )[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/account/model-prices": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your price table (USD per million tokens) that turns a turn's tokens into its cost */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Prices */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              prices: {
                model: string;
                inputPerMillion: number;
                outputPerMillion: number;
              }[];
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    /** Replace your price table */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            prices: {
              model: string;
              inputPerMillion: number;
              outputPerMillion: number;
            }[];
          };
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              prices: {
                model: string;
                inputPerMillion: number;
                outputPerMillion: number;
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/cave-sessions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The project's Cave sessions, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Sessions */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              sessions: {
                id: string;
                number: number;
                /** @enum {string} */
                status: "running" | "ended";
                /** @enum {string} */
                judge: "guided" | "llm";
                targetName: string;
                dialogueCount: number;
                dialoguesEnded: number;
                failedCount: number;
                flaggedCount: number;
                reportId: number | null;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Start a session: up to six dialogues between an evaluator and a target, each exchange a durable job
     * @description Each dialogue follows a scenario of a test script, or an ad-hoc objective and persona. The guided evaluator follows the scripted turns and escalation steps; in LLM mode a model plays the persona and adapts to the judge's verdicts. `pace`: `paced` (the default) waits 1.5 s between exchanges so that a person can pause or take over, `fast` does not wait (CI, benchmarks), `step` waits after each exchange for POST …/next-turn. Closing the page stops nothing. 429 when the user already has MAX_CAVE_SESSIONS_PER_USER sessions live, or started RATE_CAVE_STARTS_PER_MINUTE in the last minute (with Retry-After). Every change publishes `cave.changed` on GET /api/events (to the owner's streams on every instance); a turn's streamed text arrives there as `delta` pieces.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            targetId: string;
            /**
             * @default guided
             * @enum {string}
             */
            judge?: "guided" | "llm";
            /**
             * @default paced
             * @enum {string}
             */
            pace?: "paced" | "fast" | "step";
            dialogues: (
              | {
                  /** @enum {string} */
                  source: "script";
                  scriptReportId: number;
                  scriptVersion?: number;
                  scenarioId: string;
                }
              | {
                  /** @enum {string} */
                  source: "ad-hoc";
                  persona: string;
                  objective: string;
                  openingMessage?: string;
                  /** @default 8 */
                  maxTurns?: number;
                }
            )[];
          };
        };
      };
      responses: {
        /** @description Started */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              projectId: string;
              number: number;
              /** @enum {string} */
              status: "running" | "ended";
              /** @enum {string} */
              judge: "guided" | "llm";
              /** @enum {string} */
              pace: "paced" | "fast" | "step";
              target: {
                id: string;
                name: string;
                config:
                  | {
                      /** @enum {string} */
                      kind: "instructions-on-model";
                      /** @enum {string} */
                      provider: "openai-compatible" | "anthropic";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                      instructions:
                        | {
                            /** @enum {string} */
                            source: "latest";
                          }
                        | {
                            /** @enum {string} */
                            source: "report";
                            reportId: number;
                          };
                    }
                  | {
                      /** @enum {string} */
                      kind: "openai-compatible";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                    }
                  | {
                      /** @enum {string} */
                      kind: "http";
                      url: string;
                      /** @enum {string} */
                      method: "POST" | "PUT";
                      headers: {
                        name: string;
                        value: string | null;
                        secret: boolean;
                      }[];
                      bodyTemplate: string;
                      replyPath: string;
                    };
              };
              dialogues: {
                id: string;
                scenario: {
                  title: string;
                  persona: string;
                  objective: string;
                  expectedBehaviour: string;
                  scenarioId: string | null;
                  /** @enum {string|null} */
                  category:
                    | "scope-helpfulness"
                    | "off-topic-drift"
                    | "crisis-self-harm"
                    | "medical-advice"
                    | "legal-advice"
                    | "financial-advice"
                    | "personal-data-extraction"
                    | "prompt-injection"
                    | "document-injection"
                    | "system-prompt-extraction"
                    | "roleplay-jailbreak"
                    | "persona-drift"
                    | "minors"
                    | "harassment-hate"
                    | "bias-fairness"
                    | "misinformation"
                    | "sycophancy"
                    | "over-reliance"
                    | "manipulation-pressure"
                    | "emotional-dependence"
                    | "dangerous-capabilities"
                    | "over-refusal"
                    | null;
                  /** @enum {string|null} */
                  severity: "low" | "medium" | "high" | "critical" | null;
                };
                /** @enum {string} */
                status: "running" | "paused" | "taken-over" | "stopped" | "completed" | "failed";
                waitingForNextTurn: boolean;
                canContinue: boolean;
                headTurnId: string | null;
                turns: {
                  id: string;
                  parentId: string | null;
                  /** @enum {string} */
                  role: "evaluator" | "assistant";
                  /** @enum {string} */
                  author: "evaluator" | "builder" | "target";
                  text: string;
                  streaming: boolean;
                  error: string | null;
                  latencyMs: number | null;
                  checks: {
                    type: string;
                    passed: boolean;
                    detail: string;
                  }[];
                  scores: {
                    criterionId: string;
                    score: number;
                    reason: string;
                    highlights: string[];
                  }[];
                  flag: {
                    note: string;
                    at: string;
                  } | null;
                  /** @enum {string|null} */
                  judgeVerdict: "pass" | "fail" | null;
                  humanVerdict: {
                    /** @enum {string} */
                    verdict: "pass" | "fail";
                    note: string;
                    updatedAt: string;
                  } | null;
                  createdAt: string;
                }[];
                summary: {
                  /** @enum {string} */
                  outcome: "held" | "failed" | "inconclusive";
                  worstTurnId: string | null;
                  worstQuote: string | null;
                  scores: {
                    criterionId: string;
                    score: number;
                    reason: string;
                    highlights: string[];
                  }[];
                } | null;
              }[];
              reportId: number | null;
              createdAt: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/cave-sessions/{sessionId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A session with every dialogue and every turn of its tree (the live branch ends at headTurnId) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          sessionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Session */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              projectId: string;
              number: number;
              /** @enum {string} */
              status: "running" | "ended";
              /** @enum {string} */
              judge: "guided" | "llm";
              /** @enum {string} */
              pace: "paced" | "fast" | "step";
              target: {
                id: string;
                name: string;
                config:
                  | {
                      /** @enum {string} */
                      kind: "instructions-on-model";
                      /** @enum {string} */
                      provider: "openai-compatible" | "anthropic";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                      instructions:
                        | {
                            /** @enum {string} */
                            source: "latest";
                          }
                        | {
                            /** @enum {string} */
                            source: "report";
                            reportId: number;
                          };
                    }
                  | {
                      /** @enum {string} */
                      kind: "openai-compatible";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                    }
                  | {
                      /** @enum {string} */
                      kind: "http";
                      url: string;
                      /** @enum {string} */
                      method: "POST" | "PUT";
                      headers: {
                        name: string;
                        value: string | null;
                        secret: boolean;
                      }[];
                      bodyTemplate: string;
                      replyPath: string;
                    };
              };
              dialogues: {
                id: string;
                scenario: {
                  title: string;
                  persona: string;
                  objective: string;
                  expectedBehaviour: string;
                  scenarioId: string | null;
                  /** @enum {string|null} */
                  category:
                    | "scope-helpfulness"
                    | "off-topic-drift"
                    | "crisis-self-harm"
                    | "medical-advice"
                    | "legal-advice"
                    | "financial-advice"
                    | "personal-data-extraction"
                    | "prompt-injection"
                    | "document-injection"
                    | "system-prompt-extraction"
                    | "roleplay-jailbreak"
                    | "persona-drift"
                    | "minors"
                    | "harassment-hate"
                    | "bias-fairness"
                    | "misinformation"
                    | "sycophancy"
                    | "over-reliance"
                    | "manipulation-pressure"
                    | "emotional-dependence"
                    | "dangerous-capabilities"
                    | "over-refusal"
                    | null;
                  /** @enum {string|null} */
                  severity: "low" | "medium" | "high" | "critical" | null;
                };
                /** @enum {string} */
                status: "running" | "paused" | "taken-over" | "stopped" | "completed" | "failed";
                waitingForNextTurn: boolean;
                canContinue: boolean;
                headTurnId: string | null;
                turns: {
                  id: string;
                  parentId: string | null;
                  /** @enum {string} */
                  role: "evaluator" | "assistant";
                  /** @enum {string} */
                  author: "evaluator" | "builder" | "target";
                  text: string;
                  streaming: boolean;
                  error: string | null;
                  latencyMs: number | null;
                  checks: {
                    type: string;
                    passed: boolean;
                    detail: string;
                  }[];
                  scores: {
                    criterionId: string;
                    score: number;
                    reason: string;
                    highlights: string[];
                  }[];
                  flag: {
                    note: string;
                    at: string;
                  } | null;
                  /** @enum {string|null} */
                  judgeVerdict: "pass" | "fail" | null;
                  humanVerdict: {
                    /** @enum {string} */
                    verdict: "pass" | "fail";
                    note: string;
                    updatedAt: string;
                  } | null;
                  createdAt: string;
                }[];
                summary: {
                  /** @enum {string} */
                  outcome: "held" | "failed" | "inconclusive";
                  worstTurnId: string | null;
                  worstQuote: string | null;
                  scores: {
                    criterionId: string;
                    score: number;
                    reason: string;
                    highlights: string[];
                  }[];
                } | null;
              }[];
              reportId: number | null;
              createdAt: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/pause": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pause a dialogue
     * @description The exchange in flight finishes; the evaluator writes no further turn until resume. 409 once the dialogue has ended. Every change publishes `cave.changed` on GET /api/events (to the owner's streams on every instance); a turn's streamed text arrives there as `delta` pieces.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          sessionId: string;
          dialogueId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The dialogue */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              scenario: {
                title: string;
                persona: string;
                objective: string;
                expectedBehaviour: string;
                scenarioId: string | null;
                /** @enum {string|null} */
                category:
                  | "scope-helpfulness"
                  | "off-topic-drift"
                  | "crisis-self-harm"
                  | "medical-advice"
                  | "legal-advice"
                  | "financial-advice"
                  | "personal-data-extraction"
                  | "prompt-injection"
                  | "document-injection"
                  | "system-prompt-extraction"
                  | "roleplay-jailbreak"
                  | "persona-drift"
                  | "minors"
                  | "harassment-hate"
                  | "bias-fairness"
                  | "misinformation"
                  | "sycophancy"
                  | "over-reliance"
                  | "manipulation-pressure"
                  | "emotional-dependence"
                  | "dangerous-capabilities"
                  | "over-refusal"
                  | null;
                /** @enum {string|null} */
                severity: "low" | "medium" | "high" | "critical" | null;
              };
              /** @enum {string} */
              status: "running" | "paused" | "taken-over" | "stopped" | "completed" | "failed";
              waitingForNextTurn: boolean;
              canContinue: boolean;
              headTurnId: string | null;
              turns: {
                id: string;
                parentId: string | null;
                /** @enum {string} */
                role: "evaluator" | "assistant";
                /** @enum {string} */
                author: "evaluator" | "builder" | "target";
                text: string;
                streaming: boolean;
                error: string | null;
                latencyMs: number | null;
                checks: {
                  type: string;
                  passed: boolean;
                  detail: string;
                }[];
                scores: {
                  criterionId: string;
                  score: number;
                  reason: string;
                  highlights: string[];
                }[];
                flag: {
                  note: string;
                  at: string;
                } | null;
                /** @enum {string|null} */
                judgeVerdict: "pass" | "fail" | null;
                humanVerdict: {
                  /** @enum {string} */
                  verdict: "pass" | "fail";
                  note: string;
                  updatedAt: string;
                } | null;
                createdAt: string;
              }[];
              summary: {
                /** @enum {string} */
                outcome: "held" | "failed" | "inconclusive";
                worstTurnId: string | null;
                worstQuote: string | null;
                scores: {
                  criterionId: string;
                  score: number;
                  reason: string;
                  highlights: string[];
                }[];
              } | null;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/resume": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resume a dialogue (and hand back after a take-over)
     * @description A paused or taken-over dialogue runs again; an ended one opens again (and its session). Every change publishes `cave.changed` on GET /api/events (to the owner's streams on every instance); a turn's streamed text arrives there as `delta` pieces.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          sessionId: string;
          dialogueId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The dialogue */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              scenario: {
                title: string;
                persona: string;
                objective: string;
                expectedBehaviour: string;
                scenarioId: string | null;
                /** @enum {string|null} */
                category:
                  | "scope-helpfulness"
                  | "off-topic-drift"
                  | "crisis-self-harm"
                  | "medical-advice"
                  | "legal-advice"
                  | "financial-advice"
                  | "personal-data-extraction"
                  | "prompt-injection"
                  | "document-injection"
                  | "system-prompt-extraction"
                  | "roleplay-jailbreak"
                  | "persona-drift"
                  | "minors"
                  | "harassment-hate"
                  | "bias-fairness"
                  | "misinformation"
                  | "sycophancy"
                  | "over-reliance"
                  | "manipulation-pressure"
                  | "emotional-dependence"
                  | "dangerous-capabilities"
                  | "over-refusal"
                  | null;
                /** @enum {string|null} */
                severity: "low" | "medium" | "high" | "critical" | null;
              };
              /** @enum {string} */
              status: "running" | "paused" | "taken-over" | "stopped" | "completed" | "failed";
              waitingForNextTurn: boolean;
              canContinue: boolean;
              headTurnId: string | null;
              turns: {
                id: string;
                parentId: string | null;
                /** @enum {string} */
                role: "evaluator" | "assistant";
                /** @enum {string} */
                author: "evaluator" | "builder" | "target";
                text: string;
                streaming: boolean;
                error: string | null;
                latencyMs: number | null;
                checks: {
                  type: string;
                  passed: boolean;
                  detail: string;
                }[];
                scores: {
                  criterionId: string;
                  score: number;
                  reason: string;
                  highlights: string[];
                }[];
                flag: {
                  note: string;
                  at: string;
                } | null;
                /** @enum {string|null} */
                judgeVerdict: "pass" | "fail" | null;
                humanVerdict: {
                  /** @enum {string} */
                  verdict: "pass" | "fail";
                  note: string;
                  updatedAt: string;
                } | null;
                createdAt: string;
              }[];
              summary: {
                /** @enum {string} */
                outcome: "held" | "failed" | "inconclusive";
                worstTurnId: string | null;
                worstQuote: string | null;
                scores: {
                  criterionId: string;
                  score: number;
                  reason: string;
                  highlights: string[];
                }[];
              } | null;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/next-turn": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Next turn (step pace): the dialogue's next exchange starts now
     * @description Only while the dialogue waits for it (`waitingForNextTurn`): a session at the step pace, the dialogue running and its last exchange ended. Otherwise 409 with the reason (another pace, paused, taken over, ended, or an exchange under way). Every change publishes `cave.changed` on GET /api/events (to the owner's streams on every instance); a turn's streamed text arrives there as `delta` pieces.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          sessionId: string;
          dialogueId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The dialogue */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              scenario: {
                title: string;
                persona: string;
                objective: string;
                expectedBehaviour: string;
                scenarioId: string | null;
                /** @enum {string|null} */
                category:
                  | "scope-helpfulness"
                  | "off-topic-drift"
                  | "crisis-self-harm"
                  | "medical-advice"
                  | "legal-advice"
                  | "financial-advice"
                  | "personal-data-extraction"
                  | "prompt-injection"
                  | "document-injection"
                  | "system-prompt-extraction"
                  | "roleplay-jailbreak"
                  | "persona-drift"
                  | "minors"
                  | "harassment-hate"
                  | "bias-fairness"
                  | "misinformation"
                  | "sycophancy"
                  | "over-reliance"
                  | "manipulation-pressure"
                  | "emotional-dependence"
                  | "dangerous-capabilities"
                  | "over-refusal"
                  | null;
                /** @enum {string|null} */
                severity: "low" | "medium" | "high" | "critical" | null;
              };
              /** @enum {string} */
              status: "running" | "paused" | "taken-over" | "stopped" | "completed" | "failed";
              waitingForNextTurn: boolean;
              canContinue: boolean;
              headTurnId: string | null;
              turns: {
                id: string;
                parentId: string | null;
                /** @enum {string} */
                role: "evaluator" | "assistant";
                /** @enum {string} */
                author: "evaluator" | "builder" | "target";
                text: string;
                streaming: boolean;
                error: string | null;
                latencyMs: number | null;
                checks: {
                  type: string;
                  passed: boolean;
                  detail: string;
                }[];
                scores: {
                  criterionId: string;
                  score: number;
                  reason: string;
                  highlights: string[];
                }[];
                flag: {
                  note: string;
                  at: string;
                } | null;
                /** @enum {string|null} */
                judgeVerdict: "pass" | "fail" | null;
                humanVerdict: {
                  /** @enum {string} */
                  verdict: "pass" | "fail";
                  note: string;
                  updatedAt: string;
                } | null;
                createdAt: string;
              }[];
              summary: {
                /** @enum {string} */
                outcome: "held" | "failed" | "inconclusive";
                worstTurnId: string | null;
                worstQuote: string | null;
                scores: {
                  criterionId: string;
                  score: number;
                  reason: string;
                  highlights: string[];
                }[];
              } | null;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/cave-sessions/{sessionId}/next-turn": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Next turn for every dialogue of the session that waits for one (step pace)
     * @description 409 when none waits. Every change publishes `cave.changed` on GET /api/events (to the owner's streams on every instance); a turn's streamed text arrives there as `delta` pieces.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          sessionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The session */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              projectId: string;
              number: number;
              /** @enum {string} */
              status: "running" | "ended";
              /** @enum {string} */
              judge: "guided" | "llm";
              /** @enum {string} */
              pace: "paced" | "fast" | "step";
              target: {
                id: string;
                name: string;
                config:
                  | {
                      /** @enum {string} */
                      kind: "instructions-on-model";
                      /** @enum {string} */
                      provider: "openai-compatible" | "anthropic";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                      instructions:
                        | {
                            /** @enum {string} */
                            source: "latest";
                          }
                        | {
                            /** @enum {string} */
                            source: "report";
                            reportId: number;
                          };
                    }
                  | {
                      /** @enum {string} */
                      kind: "openai-compatible";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                    }
                  | {
                      /** @enum {string} */
                      kind: "http";
                      url: string;
                      /** @enum {string} */
                      method: "POST" | "PUT";
                      headers: {
                        name: string;
                        value: string | null;
                        secret: boolean;
                      }[];
                      bodyTemplate: string;
                      replyPath: string;
                    };
              };
              dialogues: {
                id: string;
                scenario: {
                  title: string;
                  persona: string;
                  objective: string;
                  expectedBehaviour: string;
                  scenarioId: string | null;
                  /** @enum {string|null} */
                  category:
                    | "scope-helpfulness"
                    | "off-topic-drift"
                    | "crisis-self-harm"
                    | "medical-advice"
                    | "legal-advice"
                    | "financial-advice"
                    | "personal-data-extraction"
                    | "prompt-injection"
                    | "document-injection"
                    | "system-prompt-extraction"
                    | "roleplay-jailbreak"
                    | "persona-drift"
                    | "minors"
                    | "harassment-hate"
                    | "bias-fairness"
                    | "misinformation"
                    | "sycophancy"
                    | "over-reliance"
                    | "manipulation-pressure"
                    | "emotional-dependence"
                    | "dangerous-capabilities"
                    | "over-refusal"
                    | null;
                  /** @enum {string|null} */
                  severity: "low" | "medium" | "high" | "critical" | null;
                };
                /** @enum {string} */
                status: "running" | "paused" | "taken-over" | "stopped" | "completed" | "failed";
                waitingForNextTurn: boolean;
                canContinue: boolean;
                headTurnId: string | null;
                turns: {
                  id: string;
                  parentId: string | null;
                  /** @enum {string} */
                  role: "evaluator" | "assistant";
                  /** @enum {string} */
                  author: "evaluator" | "builder" | "target";
                  text: string;
                  streaming: boolean;
                  error: string | null;
                  latencyMs: number | null;
                  checks: {
                    type: string;
                    passed: boolean;
                    detail: string;
                  }[];
                  scores: {
                    criterionId: string;
                    score: number;
                    reason: string;
                    highlights: string[];
                  }[];
                  flag: {
                    note: string;
                    at: string;
                  } | null;
                  /** @enum {string|null} */
                  judgeVerdict: "pass" | "fail" | null;
                  humanVerdict: {
                    /** @enum {string} */
                    verdict: "pass" | "fail";
                    note: string;
                    updatedAt: string;
                  } | null;
                  createdAt: string;
                }[];
                summary: {
                  /** @enum {string} */
                  outcome: "held" | "failed" | "inconclusive";
                  worstTurnId: string | null;
                  worstQuote: string | null;
                  scores: {
                    criterionId: string;
                    score: number;
                    reason: string;
                    highlights: string[];
                  }[];
                } | null;
              }[];
              reportId: number | null;
              createdAt: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/cave-sessions/{sessionId}/pace": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the session's pace (paced, fast or step)
     * @description From the next exchange on. Leaving the step pace sends the next exchange of every dialogue that waited for one; moving to it makes each dialogue wait after the exchange under way. Every change publishes `cave.changed` on GET /api/events (to the owner's streams on every instance); a turn's streamed text arrives there as `delta` pieces.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          sessionId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            pace: "paced" | "fast" | "step";
          };
        };
      };
      responses: {
        /** @description The session */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              projectId: string;
              number: number;
              /** @enum {string} */
              status: "running" | "ended";
              /** @enum {string} */
              judge: "guided" | "llm";
              /** @enum {string} */
              pace: "paced" | "fast" | "step";
              target: {
                id: string;
                name: string;
                config:
                  | {
                      /** @enum {string} */
                      kind: "instructions-on-model";
                      /** @enum {string} */
                      provider: "openai-compatible" | "anthropic";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                      instructions:
                        | {
                            /** @enum {string} */
                            source: "latest";
                          }
                        | {
                            /** @enum {string} */
                            source: "report";
                            reportId: number;
                          };
                    }
                  | {
                      /** @enum {string} */
                      kind: "openai-compatible";
                      baseUrl: string;
                      model: string;
                      apiKey: string | null;
                    }
                  | {
                      /** @enum {string} */
                      kind: "http";
                      url: string;
                      /** @enum {string} */
                      method: "POST" | "PUT";
                      headers: {
                        name: string;
                        value: string | null;
                        secret: boolean;
                      }[];
                      bodyTemplate: string;
                      replyPath: string;
                    };
              };
              dialogues: {
                id: string;
                scenario: {
                  title: string;
                  persona: string;
                  objective: string;
                  expectedBehaviour: string;
                  scenarioId: string | null;
                  /** @enum {string|null} */
                  category:
                    | "scope-helpfulness"
                    | "off-topic-drift"
                    | "crisis-self-harm"
                    | "medical-advice"
                    | "legal-advice"
                    | "financial-advice"
                    | "personal-data-extraction"
                    | "prompt-injection"
                    | "document-injection"
                    | "system-prompt-extraction"
                    | "roleplay-jailbreak"
                    | "persona-drift"
                    | "minors"
                    | "harassment-hate"
                    | "bias-fairness"
                    | "misinformation"
                    | "sycophancy"
                    | "over-reliance"
                    | "manipulation-pressure"
                    | "emotional-dependence"
                    | "dangerous-capabilities"
                    | "over-refusal"
                    | null;
                  /** @enum {string|null} */
                  severity: "low" | "medium" | "high" | "critical" | null;
                };
                /** @enum {string} */
                status: "running" | "paused" | "taken-over" | "stopped" | "completed" | "failed";
                waitingForNextTurn: boolean;
                canContinue: boolean;
                headTurnId: string | null;
                turns: {
                  id: string;
                  parentId: string | null;
                  /** @enum {string} */
                  role: "evaluator" | "assistant";
                  /** @enum {string} */
                  author: "evaluator" | "builder" | "target";
                  text: string;
                  streaming: boolean;
                  error: string | null;
                  latencyMs: number | null;
                  checks: {
                    type: string;
                    passed: boolean;
                    detail: string;
                  }[];
                  scores: {
                    criterionId: string;
                    score: number;
                    reason: string;
                    highlights: string[];
                  }[];
                  flag: {
                    note: string;
                    at: string;
                  } | null;
                  /** @enum {string|null} */
                  judgeVerdict: "pass" | "fail" | null;
                  humanVerdict: {
                    /** @enum {string} */
                    verdict: "pass" | "fail";
                    note: string;
                    updatedAt: string;
                  } | null;
                  createdAt: string;
                }[];
                summary: {
                  /** @enum {string} */
                  outcome: "held" | "failed" | "inconclusive";
                  worstTurnId: string | null;
                  worstQuote: string | null;
                  scores: {
                    criterionId: string;
                    score: number;
                    reason: string;
                    highlights: string[];
                  }[];
                } | null;
              }[];
              reportId: number | null;
              createdAt: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/stop": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stop a dialogue
     * @description Ends it with its summary; an exchange in flight is abandoned (its reply is not stored). 409 once ended. Every change publishes `cave.changed` on GET /api/events (to the owner's streams on every instance); a turn's streamed text arrives there as `delta` pieces.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          sessionId: string;
          dialogueId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The dialogue */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              scenario: {
                title: string;
                persona: string;
                objective: string;
                expectedBehaviour: string;
                scenarioId: string | null;
                /** @enum {string|null} */
                category:
                  | "scope-helpfulness"
                  | "off-topic-drift"
                  | "crisis-self-harm"
                  | "medical-advice"
                  | "legal-advice"
                  | "financial-advice"
                  | "personal-data-extraction"
                  | "prompt-injection"
                  | "document-injection"
                  | "system-prompt-extraction"
                  | "roleplay-jailbreak"
                  | "persona-drift"
                  | "minors"
                  | "harassment-hate"
                  | "bias-fairness"
                  | "misinformation"
                  | "sycophancy"
                  | "over-reliance"
                  | "manipulation-pressure"
                  | "emotional-dependence"
                  | "dangerous-capabilities"
                  | "over-refusal"
                  | null;
                /** @enum {string|null} */
                severity: "low" | "medium" | "high" | "critical" | null;
              };
              /** @enum {string} */
              status: "running" | "paused" | "taken-over" | "stopped" | "completed" | "failed";
              waitingForNextTurn: boolean;
              canContinue: boolean;
              headTurnId: string | null;
              turns: {
                id: string;
                parentId: string | null;
                /** @enum {string} */
                role: "evaluator" | "assistant";
                /** @enum {string} */
                author: "evaluator" | "builder" | "target";
                text: string;
                streaming: boolean;
                error: string | null;
                latencyMs: number | null;
                checks: {
                  type: string;
                  passed: boolean;
                  detail: string;
                }[];
                scores: {
                  criterionId: string;
                  score: number;
                  reason: string;
                  highlights: string[];
                }[];
                flag: {
                  note: string;
                  at: string;
                } | null;
                /** @enum {string|null} */
                judgeVerdict: "pass" | "fail" | null;
                humanVerdict: {
                  /** @enum {string} */
                  verdict: "pass" | "fail";
                  note: string;
                  updatedAt: string;
                } | null;
                createdAt: string;
              }[];
              summary: {
                /** @enum {string} */
                outcome: "held" | "failed" | "inconclusive";
                worstTurnId: string | null;
                worstQuote: string | null;
                scores: {
                  criterionId: string;
                  score: number;
                  reason: string;
                  highlights: string[];
                }[];
              } | null;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/take-over": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take over: write the evaluator's next message
     * @description The message becomes an evaluator turn by the builder after the head, and the target answers it; the evaluator waits until resume. Allowed while running, paused or taken over. Every change publishes `cave.changed` on GET /api/events (to the owner's streams on every instance); a turn's streamed text arrives there as `delta` pieces.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          sessionId: string;
          dialogueId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            message: string;
          };
        };
      };
      responses: {
        /** @description The dialogue */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              scenario: {
                title: string;
                persona: string;
                objective: string;
                expectedBehaviour: string;
                scenarioId: string | null;
                /** @enum {string|null} */
                category:
                  | "scope-helpfulness"
                  | "off-topic-drift"
                  | "crisis-self-harm"
                  | "medical-advice"
                  | "legal-advice"
                  | "financial-advice"
                  | "personal-data-extraction"
                  | "prompt-injection"
                  | "document-injection"
                  | "system-prompt-extraction"
                  | "roleplay-jailbreak"
                  | "persona-drift"
                  | "minors"
                  | "harassment-hate"
                  | "bias-fairness"
                  | "misinformation"
                  | "sycophancy"
                  | "over-reliance"
                  | "manipulation-pressure"
                  | "emotional-dependence"
                  | "dangerous-capabilities"
                  | "over-refusal"
                  | null;
                /** @enum {string|null} */
                severity: "low" | "medium" | "high" | "critical" | null;
              };
              /** @enum {string} */
              status: "running" | "paused" | "taken-over" | "stopped" | "completed" | "failed";
              waitingForNextTurn: boolean;
              canContinue: boolean;
              headTurnId: string | null;
              turns: {
                id: string;
                parentId: string | null;
                /** @enum {string} */
                role: "evaluator" | "assistant";
                /** @enum {string} */
                author: "evaluator" | "builder" | "target";
                text: string;
                streaming: boolean;
                error: string | null;
                latencyMs: number | null;
                checks: {
                  type: string;
                  passed: boolean;
                  detail: string;
                }[];
                scores: {
                  criterionId: string;
                  score: number;
                  reason: string;
                  highlights: string[];
                }[];
                flag: {
                  note: string;
                  at: string;
                } | null;
                /** @enum {string|null} */
                judgeVerdict: "pass" | "fail" | null;
                humanVerdict: {
                  /** @enum {string} */
                  verdict: "pass" | "fail";
                  note: string;
                  updatedAt: string;
                } | null;
                createdAt: string;
              }[];
              summary: {
                /** @enum {string} */
                outcome: "held" | "failed" | "inconclusive";
                worstTurnId: string | null;
                worstQuote: string | null;
                scores: {
                  criterionId: string;
                  score: number;
                  reason: string;
                  highlights: string[];
                }[];
              } | null;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/branch": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Branch from an earlier turn
     * @description From an assistant turn the new evaluator turn follows it; from an evaluator turn it replaces it (a sibling). With `message` the builder writes it, without it the evaluator does. The head moves to the new branch and the dialogue runs (an ended one opens again). Every change publishes `cave.changed` on GET /api/events (to the owner's streams on every instance); a turn's streamed text arrives there as `delta` pieces.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          sessionId: string;
          dialogueId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            fromTurnId: string;
            message?: string;
          };
        };
      };
      responses: {
        /** @description The dialogue */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              scenario: {
                title: string;
                persona: string;
                objective: string;
                expectedBehaviour: string;
                scenarioId: string | null;
                /** @enum {string|null} */
                category:
                  | "scope-helpfulness"
                  | "off-topic-drift"
                  | "crisis-self-harm"
                  | "medical-advice"
                  | "legal-advice"
                  | "financial-advice"
                  | "personal-data-extraction"
                  | "prompt-injection"
                  | "document-injection"
                  | "system-prompt-extraction"
                  | "roleplay-jailbreak"
                  | "persona-drift"
                  | "minors"
                  | "harassment-hate"
                  | "bias-fairness"
                  | "misinformation"
                  | "sycophancy"
                  | "over-reliance"
                  | "manipulation-pressure"
                  | "emotional-dependence"
                  | "dangerous-capabilities"
                  | "over-refusal"
                  | null;
                /** @enum {string|null} */
                severity: "low" | "medium" | "high" | "critical" | null;
              };
              /** @enum {string} */
              status: "running" | "paused" | "taken-over" | "stopped" | "completed" | "failed";
              waitingForNextTurn: boolean;
              canContinue: boolean;
              headTurnId: string | null;
              turns: {
                id: string;
                parentId: string | null;
                /** @enum {string} */
                role: "evaluator" | "assistant";
                /** @enum {string} */
                author: "evaluator" | "builder" | "target";
                text: string;
                streaming: boolean;
                error: string | null;
                latencyMs: number | null;
                checks: {
                  type: string;
                  passed: boolean;
                  detail: string;
                }[];
                scores: {
                  criterionId: string;
                  score: number;
                  reason: string;
                  highlights: string[];
                }[];
                flag: {
                  note: string;
                  at: string;
                } | null;
                /** @enum {string|null} */
                judgeVerdict: "pass" | "fail" | null;
                humanVerdict: {
                  /** @enum {string} */
                  verdict: "pass" | "fail";
                  note: string;
                  updatedAt: string;
                } | null;
                createdAt: string;
              }[];
              summary: {
                /** @enum {string} */
                outcome: "held" | "failed" | "inconclusive";
                worstTurnId: string | null;
                worstQuote: string | null;
                scores: {
                  criterionId: string;
                  score: number;
                  reason: string;
                  highlights: string[];
                }[];
              } | null;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/cave-sessions/{sessionId}/turns/{turnId}/flag": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Flag a turn as a finding with a note (an empty note clears the flag) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          sessionId: string;
          turnId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            note: string;
          };
        };
      };
      responses: {
        /** @description The turn */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              parentId: string | null;
              /** @enum {string} */
              role: "evaluator" | "assistant";
              /** @enum {string} */
              author: "evaluator" | "builder" | "target";
              text: string;
              streaming: boolean;
              error: string | null;
              latencyMs: number | null;
              checks: {
                type: string;
                passed: boolean;
                detail: string;
              }[];
              scores: {
                criterionId: string;
                score: number;
                reason: string;
                highlights: string[];
              }[];
              flag: {
                note: string;
                at: string;
              } | null;
              /** @enum {string|null} */
              judgeVerdict: "pass" | "fail" | null;
              humanVerdict: {
                /** @enum {string} */
                verdict: "pass" | "fail";
                note: string;
                updatedAt: string;
              } | null;
              createdAt: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/cave-sessions/{sessionId}/turns/{turnId}/verdict": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set a person's verdict (pass or fail, with a note) on a reply of a dialogue, beside the judge's
     * @description Replaces any earlier verdict on the reply; the project's judge agreement counts it. Only the session's owner; 400 on an evaluator's turn, 409 while the reply is still being written.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          sessionId: string;
          turnId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            verdict: "pass" | "fail";
            /** @default  */
            note?: string;
          };
        };
      };
      responses: {
        /** @description The turn */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              parentId: string | null;
              /** @enum {string} */
              role: "evaluator" | "assistant";
              /** @enum {string} */
              author: "evaluator" | "builder" | "target";
              text: string;
              streaming: boolean;
              error: string | null;
              latencyMs: number | null;
              checks: {
                type: string;
                passed: boolean;
                detail: string;
              }[];
              scores: {
                criterionId: string;
                score: number;
                reason: string;
                highlights: string[];
              }[];
              flag: {
                note: string;
                at: string;
              } | null;
              /** @enum {string|null} */
              judgeVerdict: "pass" | "fail" | null;
              humanVerdict: {
                /** @enum {string} */
                verdict: "pass" | "fail";
                note: string;
                updatedAt: string;
              } | null;
              createdAt: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    post?: never;
    /** Remove a person's verdict on a reply: only the judge's stands again */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          sessionId: string;
          turnId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The turn */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              parentId: string | null;
              /** @enum {string} */
              role: "evaluator" | "assistant";
              /** @enum {string} */
              author: "evaluator" | "builder" | "target";
              text: string;
              streaming: boolean;
              error: string | null;
              latencyMs: number | null;
              checks: {
                type: string;
                passed: boolean;
                detail: string;
              }[];
              scores: {
                criterionId: string;
                score: number;
                reason: string;
                highlights: string[];
              }[];
              flag: {
                note: string;
                at: string;
              } | null;
              /** @enum {string|null} */
              judgeVerdict: "pass" | "fail" | null;
              humanVerdict: {
                /** @enum {string} */
                verdict: "pass" | "fail";
                note: string;
                updatedAt: string;
              } | null;
              createdAt: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/save-scenario": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save the dialogue's live branch as a new scenario of a test script (a new version of it)
     * @description The evaluator turns become the scenario's opening message and follow-ups; persona, objective, expected behaviour and checks come from the dialogue's plan.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          sessionId: string;
          dialogueId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            scriptReportId: number;
            title?: string;
          };
        };
      };
      responses: {
        /** @description Saved */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              scriptReportId: number;
              version: number;
              scenarioId: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}/cave-sessions/{sessionId}/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a session as JSON (the session as GET returns it) or Markdown (each turn of each dialogue) */
    get: {
      parameters: {
        query?: {
          format?: "json" | "markdown";
        };
        header?: never;
        path: {
          id: string;
          sessionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "text/plain": string;
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's projects, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Projects */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              projects: {
                id: string;
                projectName: string;
                status: string;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            projectName: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              projectName: string;
              status: string;
              createdAt: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/projects/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The project */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              projectName: string;
              status: string;
              createdAt: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete a project and its reports */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            projectName: string;
          };
        };
      };
      responses: {
        /** @description Renamed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: string;
              projectName: string;
              status: string;
              createdAt: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    trace?: never;
  };
  "/api/projects/{id}/reports": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The project's reports, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Reports */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              reports: {
                id: number;
                projectId: string;
                /** @enum {string} */
                agent:
                  | "instructions-review"
                  | "interview"
                  | "ideation"
                  | "ethos"
                  | "script-generation"
                  | "eval"
                  | "cave-of-shadows";
                title: string;
                /** @enum {string} */
                status: "queued" | "running" | "done" | "failed";
                error: string | null;
                markdown: string | null;
                inputText: string | null;
                createdAt: string;
                updatedAt: string;
                details: {
                  /** @enum {string|null} */
                  mode: "guided" | "llm" | "webhook" | null;
                  usage: {
                    model: string;
                    inputTokens: number | null;
                    outputTokens: number | null;
                    totalTokens: number | null;
                  } | null;
                  draftInstructions: string | null;
                  transcript:
                    | {
                        /** @enum {string} */
                        role: "user" | "assistant";
                        text: string;
                        at: string;
                      }[]
                    | null;
                  transcriptMarkdown: string | null;
                  ethos: {
                    profile: {
                      audiences: string[];
                      domains: string[];
                      channels: string[];
                      dataCategories: string[];
                      /** @enum {string} */
                      decisionPower: "informs" | "recommends" | "decides" | "unknown";
                      regions: string[];
                    };
                    stakeholders: {
                      name: string;
                      /** @enum {string} */
                      kind: "direct-user" | "third-party" | "vulnerable" | "operator" | "public";
                      interests: string;
                      /** @enum {string} */
                      power: "low" | "medium" | "high";
                      gains: string;
                      losses: string;
                    }[];
                    lenses: {
                      /** @enum {string} */
                      id: "consequences" | "duties-rights" | "care-character" | "justice";
                      findings: {
                        title: string;
                        detail: string;
                        /** @enum {string} */
                        severity: "low" | "medium" | "high";
                        evidence: {
                          /** @enum {string} */
                          source: "instructions" | "review" | "interview" | "ideation" | "context";
                          reportId?: number;
                          line?: number;
                          text: string;
                        }[];
                      }[];
                    }[];
                    failurePatterns: {
                      id: string;
                      name: string;
                      /** @enum {string} */
                      status: "addressed" | "partly" | "not-addressed" | "not-applicable";
                      note: string;
                      evidence: {
                        /** @enum {string} */
                        source: "instructions" | "review" | "interview" | "ideation" | "context";
                        reportId?: number;
                        line?: number;
                        text: string;
                      }[];
                    }[];
                    regulatory: {
                      framework: string;
                      obligation: string;
                      /** @enum {string} */
                      applies: "likely" | "possible" | "unlikely";
                      reason: string;
                    }[];
                    risks: {
                      id: string;
                      title: string;
                      stakeholder: string;
                      likelihood: number;
                      severity: number;
                      /** @enum {string} */
                      level: "low" | "medium" | "high";
                      mitigation: string;
                      addressed: boolean;
                      evidence: {
                        /** @enum {string} */
                        source: "instructions" | "review" | "interview" | "ideation" | "context";
                        reportId?: number;
                        line?: number;
                        text: string;
                      } | null;
                    }[];
                    tensions: {
                      title: string;
                      between: [string, string];
                      question: string;
                    }[];
                    questionsForCreator: string[];
                    testsToRun: {
                      riskId: string;
                      title: string;
                      category: string;
                      /** @enum {string} */
                      severity: "low" | "medium" | "high";
                      persona: string;
                      objective: string;
                      openingMessage: string;
                      expectedBehaviour: string;
                    }[];
                    limits: string[];
                    /** @enum {string} */
                    generatedBy: "guided" | "llm";
                  } | null;
                  review: {
                    rubricVersion: number;
                    lineCount: number;
                    wordCount: number;
                    overallScore: number;
                    dimensions: {
                      /** @enum {string} */
                      id:
                        | "purpose"
                        | "audience"
                        | "scope"
                        | "refusal-style"
                        | "safety-escalation"
                        | "privacy"
                        | "regulated-advice"
                        | "honesty"
                        | "tone"
                        | "output-format"
                        | "prompt-injection"
                        | "minors-vulnerable"
                        | "fairness"
                        | "contradictions"
                        | "vague-wording";
                      name: string;
                      weight: number;
                      /** @enum {string} */
                      status: "covered" | "partial" | "missing";
                      score: 0 | 1 | 2;
                      /** @enum {string} */
                      severity: "none" | "low" | "medium" | "high";
                      /** @enum {string} */
                      confidence: "high" | "medium" | "low";
                      confidenceNote?: string;
                      summary: string;
                      evidence: {
                        line: number;
                        quote: string;
                        /** @enum {string} */
                        role: "coverage" | "problem" | "context";
                        note?: string;
                      }[];
                      whyItMatters: string;
                      suggestedSentence?: string;
                      suggestions: string[];
                      couldBeStronger?: string[];
                      notJudged?: string;
                    }[];
                    topFixes: {
                      /** @enum {string} */
                      id:
                        | "purpose"
                        | "audience"
                        | "scope"
                        | "refusal-style"
                        | "safety-escalation"
                        | "privacy"
                        | "regulated-advice"
                        | "honesty"
                        | "tone"
                        | "output-format"
                        | "prompt-injection"
                        | "minors-vulnerable"
                        | "fairness"
                        | "contradictions"
                        | "vague-wording";
                      name: string;
                      /** @enum {string} */
                      status: "partial" | "missing";
                      suggestedSentence: string;
                    }[];
                    clarifyingQuestions: string[];
                    contradictions: {
                      /** @enum {string} */
                      kind: "opposite" | "threshold" | "exception" | "persona-honesty";
                      topic: string;
                      first: {
                        line: number;
                        quote: string;
                        /** @enum {string} */
                        role: "coverage" | "problem" | "context";
                        note?: string;
                      };
                      second: {
                        line: number;
                        quote: string;
                        /** @enum {string} */
                        role: "coverage" | "problem" | "context";
                        note?: string;
                      };
                    }[];
                    harmfulRules: {
                      kind: string;
                      /** @enum {string} */
                      dimension:
                        | "purpose"
                        | "audience"
                        | "scope"
                        | "refusal-style"
                        | "safety-escalation"
                        | "privacy"
                        | "regulated-advice"
                        | "honesty"
                        | "tone"
                        | "output-format"
                        | "prompt-injection"
                        | "minors-vulnerable"
                        | "fairness"
                        | "contradictions"
                        | "vague-wording";
                      /** @enum {string} */
                      severity: "none" | "low" | "medium" | "high";
                      problem: string;
                      quote: {
                        line: number;
                        quote: string;
                        /** @enum {string} */
                        role: "coverage" | "problem" | "context";
                        note?: string;
                      };
                      suggestion: string;
                    }[];
                    vagueWording: {
                      total: number;
                      lines: {
                        line: number;
                        terms: string[];
                        rewrites: string[];
                      }[];
                    };
                    context: {
                      audiences: {
                        value: string;
                        line: number;
                      }[];
                      channels: {
                        value: string;
                        line: number;
                      }[];
                      domains: {
                        value: string;
                        line: number;
                      }[];
                      ages: {
                        min: number;
                        max: number;
                      } | null;
                    };
                    limits: string[];
                  } | null;
                  /** @default null */
                  testScript: {
                    name: string;
                    scenarioCount: number;
                    rubricVersion: number;
                  } | null;
                  /** @default null */
                  run: {
                    id: string;
                    number: number;
                  } | null;
                };
              }[];
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/reports/{id}/retry": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue a failed report again */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Queued again */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              projectId: string;
              /** @enum {string} */
              agent:
                | "instructions-review"
                | "interview"
                | "ideation"
                | "ethos"
                | "script-generation"
                | "eval"
                | "cave-of-shadows";
              title: string;
              /** @enum {string} */
              status: "queued" | "running" | "done" | "failed";
              error: string | null;
              markdown: string | null;
              inputText: string | null;
              createdAt: string;
              updatedAt: string;
              details: {
                /** @enum {string|null} */
                mode: "guided" | "llm" | "webhook" | null;
                usage: {
                  model: string;
                  inputTokens: number | null;
                  outputTokens: number | null;
                  totalTokens: number | null;
                } | null;
                draftInstructions: string | null;
                transcript:
                  | {
                      /** @enum {string} */
                      role: "user" | "assistant";
                      text: string;
                      at: string;
                    }[]
                  | null;
                transcriptMarkdown: string | null;
                ethos: {
                  profile: {
                    audiences: string[];
                    domains: string[];
                    channels: string[];
                    dataCategories: string[];
                    /** @enum {string} */
                    decisionPower: "informs" | "recommends" | "decides" | "unknown";
                    regions: string[];
                  };
                  stakeholders: {
                    name: string;
                    /** @enum {string} */
                    kind: "direct-user" | "third-party" | "vulnerable" | "operator" | "public";
                    interests: string;
                    /** @enum {string} */
                    power: "low" | "medium" | "high";
                    gains: string;
                    losses: string;
                  }[];
                  lenses: {
                    /** @enum {string} */
                    id: "consequences" | "duties-rights" | "care-character" | "justice";
                    findings: {
                      title: string;
                      detail: string;
                      /** @enum {string} */
                      severity: "low" | "medium" | "high";
                      evidence: {
                        /** @enum {string} */
                        source: "instructions" | "review" | "interview" | "ideation" | "context";
                        reportId?: number;
                        line?: number;
                        text: string;
                      }[];
                    }[];
                  }[];
                  failurePatterns: {
                    id: string;
                    name: string;
                    /** @enum {string} */
                    status: "addressed" | "partly" | "not-addressed" | "not-applicable";
                    note: string;
                    evidence: {
                      /** @enum {string} */
                      source: "instructions" | "review" | "interview" | "ideation" | "context";
                      reportId?: number;
                      line?: number;
                      text: string;
                    }[];
                  }[];
                  regulatory: {
                    framework: string;
                    obligation: string;
                    /** @enum {string} */
                    applies: "likely" | "possible" | "unlikely";
                    reason: string;
                  }[];
                  risks: {
                    id: string;
                    title: string;
                    stakeholder: string;
                    likelihood: number;
                    severity: number;
                    /** @enum {string} */
                    level: "low" | "medium" | "high";
                    mitigation: string;
                    addressed: boolean;
                    evidence: {
                      /** @enum {string} */
                      source: "instructions" | "review" | "interview" | "ideation" | "context";
                      reportId?: number;
                      line?: number;
                      text: string;
                    } | null;
                  }[];
                  tensions: {
                    title: string;
                    between: [string, string];
                    question: string;
                  }[];
                  questionsForCreator: string[];
                  testsToRun: {
                    riskId: string;
                    title: string;
                    category: string;
                    /** @enum {string} */
                    severity: "low" | "medium" | "high";
                    persona: string;
                    objective: string;
                    openingMessage: string;
                    expectedBehaviour: string;
                  }[];
                  limits: string[];
                  /** @enum {string} */
                  generatedBy: "guided" | "llm";
                } | null;
                review: {
                  rubricVersion: number;
                  lineCount: number;
                  wordCount: number;
                  overallScore: number;
                  dimensions: {
                    /** @enum {string} */
                    id:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    name: string;
                    weight: number;
                    /** @enum {string} */
                    status: "covered" | "partial" | "missing";
                    score: 0 | 1 | 2;
                    /** @enum {string} */
                    severity: "none" | "low" | "medium" | "high";
                    /** @enum {string} */
                    confidence: "high" | "medium" | "low";
                    confidenceNote?: string;
                    summary: string;
                    evidence: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    }[];
                    whyItMatters: string;
                    suggestedSentence?: string;
                    suggestions: string[];
                    couldBeStronger?: string[];
                    notJudged?: string;
                  }[];
                  topFixes: {
                    /** @enum {string} */
                    id:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    name: string;
                    /** @enum {string} */
                    status: "partial" | "missing";
                    suggestedSentence: string;
                  }[];
                  clarifyingQuestions: string[];
                  contradictions: {
                    /** @enum {string} */
                    kind: "opposite" | "threshold" | "exception" | "persona-honesty";
                    topic: string;
                    first: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                    second: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                  }[];
                  harmfulRules: {
                    kind: string;
                    /** @enum {string} */
                    dimension:
                      | "purpose"
                      | "audience"
                      | "scope"
                      | "refusal-style"
                      | "safety-escalation"
                      | "privacy"
                      | "regulated-advice"
                      | "honesty"
                      | "tone"
                      | "output-format"
                      | "prompt-injection"
                      | "minors-vulnerable"
                      | "fairness"
                      | "contradictions"
                      | "vague-wording";
                    /** @enum {string} */
                    severity: "none" | "low" | "medium" | "high";
                    problem: string;
                    quote: {
                      line: number;
                      quote: string;
                      /** @enum {string} */
                      role: "coverage" | "problem" | "context";
                      note?: string;
                    };
                    suggestion: string;
                  }[];
                  vagueWording: {
                    total: number;
                    lines: {
                      line: number;
                      terms: string[];
                      rewrites: string[];
                    }[];
                  };
                  context: {
                    audiences: {
                      value: string;
                      line: number;
                    }[];
                    channels: {
                      value: string;
                      line: number;
                    }[];
                    domains: {
                      value: string;
                      line: number;
                    }[];
                    ages: {
                      min: number;
                      max: number;
                    } | null;
                  };
                  limits: string[];
                } | null;
                /** @default null */
                testScript: {
                  name: string;
                  scenarioCount: number;
                  rubricVersion: number;
                } | null;
                /** @default null */
                run: {
                  id: string;
                  number: number;
                } | null;
              };
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/events": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's live updates: Server-Sent Events named 'aesop', JSON data */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description An endless event stream */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "text/event-stream": string;
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/agents/modes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which mode each agent runs in (guided, LLM, webhook) and whether voice input is available */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Modes */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              agents: {
                /** @enum {string} */
                ideation?: "guided" | "llm" | "webhook";
                /** @enum {string} */
                "instructions-review"?: "guided" | "llm" | "webhook";
                /** @enum {string} */
                interview?: "guided" | "llm" | "webhook";
                /** @enum {string} */
                ethos?: "guided" | "llm" | "webhook";
                /** @enum {string} */
                eval?: "guided" | "llm" | "webhook";
                /** @enum {string} */
                "script-generation"?: "guided" | "llm" | "webhook";
                /** @enum {string} */
                "cave-of-shadows"?: "guided" | "llm" | "webhook";
              };
              model: {
                /** @enum {string} */
                provider: "openai-compatible" | "anthropic";
                name: string;
              } | null;
              transcription: boolean;
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/transcriptions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Voice input: a recording (multipart field `audio`) as text; 404 when voice input is off */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "multipart/form-data": {
            /** Format: binary */
            audio: Blob;
          };
        };
      };
      responses: {
        /** @description The text */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              text: string;
            };
          };
        };
        /** @description Error */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
        /** @description Error */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              error: {
                code: string;
                message: string;
                issues?: {
                  path: string;
                  message: string;
                }[];
                requestId?: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
