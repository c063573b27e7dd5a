import type { ReactNode } from "react";

/** The frame of a text page: a readable column with a title and an optional lead paragraph. */
export function ContentPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-5 py-10 sm:px-8 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
      <div className="mt-8 space-y-8 leading-relaxed [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_p]:text-foreground/90 [&_ul]:space-y-1.5">
        {children}
      </div>
    </article>
  );
}
