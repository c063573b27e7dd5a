import { ArrowLeftIcon, RefreshCwIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import type { OutboxEmail } from "@aesop/shared/contracts/admin";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useOutbox } from "../api/get-outbox";
import { formatDateTime } from "@/lib/format-date";
import { OutboxEmailDetail } from "./outbox-email-detail";
import { OutboxStatusBadge } from "./outbox-status-badge";
import { QueryStates } from "./section-card";

/**
 * Every e-mail the platform sent or stored, newest first. Without an SMTP server this is where
 * an admin picks up invitation links, so the selected mail's links are shown prominently.
 */
export function OutboxView() {
  const outbox = useOutbox();
  const { data, isFetching, refetch } = outbox;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const detail = useRef<HTMLDivElement>(null);
  const emails = data?.emails ?? [];
  // The newest mail is open until another one is chosen.
  const selected = emails.find((email) => email.id === selectedId) ?? emails[0] ?? null;

  const choose = (email: OutboxEmail) => {
    setSelectedId(email.id);
    // On narrow screens the message sits below the list: bring it into view.
    if (window.matchMedia("(max-width: 1023px)").matches) {
      requestAnimationFrame(() => detail.current?.scrollIntoView({ behavior: "smooth", block: "start" }));
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <title>Outbox · AESOP</title>
      <div className="space-y-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={paths.admin}>
            <ArrowLeftIcon aria-hidden="true" />
            Admin Panel
          </Link>
        </Button>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="space-y-1">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Outbox</h1>
            <p className="max-w-2xl text-muted-foreground">
              Every e-mail AESOP sent or stored, newest first. Without an SMTP server, e-mails are stored here: open one
              and follow or copy its links to complete an invitation.
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCwIcon className={isFetching ? "animate-spin" : undefined} aria-hidden="true" />
            Refresh
          </Button>
        </div>
      </div>

      <QueryStates
        query={outbox}
        loadingLabel="Loading e-mails"
        skeletonClassName="h-16"
        skeletonRows={3}
        errorMessage="Failed to load the outbox"
        isEmpty={(loaded) => loaded.emails.length === 0}
        emptyText="No e-mails yet"
      >
        {() => (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
            <Card className="min-w-0 gap-0 overflow-hidden py-0">
              <ul aria-label="E-mails" className="divide-y">
                {emails.map((email) => {
                  const current = email.id === selected?.id;
                  return (
                    <li key={email.id}>
                      <button
                        type="button"
                        onClick={() => choose(email)}
                        aria-current={current ? "true" : undefined}
                        className={cn(
                          "grid w-full grid-cols-1 gap-1 px-4 py-3 text-left transition-colors outline-none hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset",
                          current && "bg-accent hover:bg-accent",
                        )}
                      >
                        <span className="flex items-center justify-between gap-2">
                          <span className="min-w-0 truncate text-sm font-medium">{email.subject}</span>
                          <OutboxStatusBadge status={email.status} />
                        </span>
                        <span className="min-w-0 truncate text-sm text-muted-foreground">To {email.to}</span>
                        <span className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                          <span className="truncate">{email.kind}</span>
                          <time dateTime={email.createdAt} className="shrink-0">
                            {formatDateTime(email.createdAt) ?? email.createdAt}
                          </time>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </Card>
            <div ref={detail} className="min-w-0 scroll-mt-4 lg:sticky lg:top-4">
              <Card className="min-w-0">
                <CardContent>{selected && <OutboxEmailDetail key={selected.id} email={selected} />}</CardContent>
              </Card>
            </div>
          </div>
        )}
      </QueryStates>
    </div>
  );
}
