import { CheckIcon, CopyIcon, ExternalLinkIcon } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { notice } from "@/lib/notice";
import type { OutboxEmail } from "@aesop/shared/contracts/admin";
import { Button } from "@/components/ui/button";
import { extractLinks } from "../utils/linkify";
import { formatDateTime } from "@/lib/format-date";
import { LinkifiedText } from "./linkified-text";
import { OutboxStatusBadge } from "./outbox-status-badge";

/** One e-mail: its envelope, the links it carries (the point of the outbox without SMTP) and its text. */
export function OutboxEmailDetail({ email }: { email: OutboxEmail }) {
  const links = useMemo(() => extractLinks(email.textBody), [email.textBody]);

  return (
    <article aria-labelledby="outbox-email-subject" className="min-w-0 space-y-5">
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <OutboxStatusBadge status={email.status} />
          <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{email.kind}</span>
        </div>
        <h2 id="outbox-email-subject" className="text-lg font-semibold break-words">
          {email.subject}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">To</dt>
          <dd className="min-w-0 break-all">{email.to}</dd>
          <dt className="text-muted-foreground">Created</dt>
          <dd>{formatDateTime(email.createdAt) ?? email.createdAt}</dd>
          {email.sentAt && (
            <>
              <dt className="text-muted-foreground">Sent</dt>
              <dd>{formatDateTime(email.sentAt) ?? email.sentAt}</dd>
            </>
          )}
          {email.status === "failed" && (
            <>
              <dt className="text-muted-foreground">Attempts</dt>
              <dd>{email.attempts}</dd>
            </>
          )}
        </dl>
        {email.lastError && (
          <p
            role="note"
            className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            {email.lastError}
          </p>
        )}
      </header>

      {links.length > 0 && (
        <section
          aria-labelledby="outbox-email-links"
          className="space-y-2 rounded-lg border border-primary/40 bg-primary/5 p-4"
        >
          <h3 id="outbox-email-links" className="text-sm font-semibold">
            Links in this e-mail
          </h3>
          <ul className="space-y-2">
            {links.map((link) => (
              <li key={link} className="flex items-center gap-2">
                <a
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-w-0 flex-1 items-center gap-2 rounded-md border bg-background px-3 py-2 text-sm font-medium text-primary outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  <ExternalLinkIcon className="size-4 shrink-0" aria-hidden="true" />
                  <span className="min-w-0 break-all">{link}</span>
                </a>
                <CopyLinkButton link={link} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-label="Message" className="rounded-lg border bg-muted/30 p-4 text-sm leading-relaxed">
        <LinkifiedText text={email.textBody} />
      </section>
    </article>
  );
}

function CopyLinkButton({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      notice.success("Copied to clipboard");
    } catch {
      notice.error("Copy failed");
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      className="size-9 shrink-0"
      onClick={() => void copy()}
      aria-label={copied ? "Link copied" : "Copy link"}
      title="Copy link"
    >
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
    </Button>
  );
}
