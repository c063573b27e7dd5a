import { z } from "zod";

export const outboxEmailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  textBody: z.string(),
  htmlBody: z.string(),
  status: z.enum(["queued", "sent", "stored", "failed"]),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
export const outboxListSchema = z.object({ emails: z.array(outboxEmailSchema) });

export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema) });

export const adminUserGuideSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  version: z.string(),
  fileUrl: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserGuide = z.infer<typeof adminUserGuideSchema>;
export const adminUserGuideListSchema = z.object({ guides: z.array(adminUserGuideSchema) });

/** Largest user-guide PDF accepted by upload. */
export const USER_GUIDE_MAX_BYTES = 20 * 1024 * 1024;
