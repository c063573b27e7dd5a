import type { ReactNode } from "react";

/** The frame of a text page: a readable column with a title and an optional lead paragraph. */
export function ContentPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-5 py-10 sm:px-8 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
      {/* Prose styles reach only the page's own <section>s, never cards placed in the page. */}
      <div className="mt-8 space-y-10 leading-relaxed [&_section]:space-y-3 [&_section>h2]:text-xl [&_section>h2]:font-semibold [&_section>p]:text-foreground/90 [&_section>ul]:space-y-1.5 [&_section>ul>li]:ml-5 [&_section>ul>li]:list-disc [&_section>ul>li]:pl-1">
        {children}
      </div>
    </article>
  );
}
