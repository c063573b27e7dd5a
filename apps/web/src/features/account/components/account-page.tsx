import type { ReactNode } from "react";

/** The frame of an account page: a narrow column with a title. */
export function AccountPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8 sm:px-6">
      <title>{`${title} · AESOP`}</title>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {lead && <p className="text-muted-foreground">{lead}</p>}
      </div>
      {children}
    </div>
  );
}
