import type { ComponentProps, ReactNode } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { cn } from "@/lib/cn";
import { createSlugger } from "@/lib/markdown-headings";
import { markdownToPlainText } from "@/lib/markdown-text";

/**
 * Tailwind styles for Markdown elements written by agents. Raw HTML is never rendered (no
 * rehype-raw: react-markdown shows it as text), react-markdown's default URL transform drops unsafe
 * URLs such as javascript:, and links open in a new tab without access to this page.
 */
const components: Components = {
  h1: ({ node: _node, ...props }) => <h5 className="mt-4 mb-2 text-base font-semibold first:mt-0" {...props} />,
  h2: ({ node: _node, ...props }) => <h6 className="mt-4 mb-2 text-sm font-semibold first:mt-0" {...props} />,
  h3: ({ node: _node, ...props }) => <h6 className="mt-3 mb-1.5 text-sm font-semibold first:mt-0" {...props} />,
  h4: ({ node: _node, ...props }) => <h6 className="mt-3 mb-1.5 text-sm font-medium first:mt-0" {...props} />,
  h5: ({ node: _node, ...props }) => <h6 className="mt-3 mb-1.5 text-sm font-medium first:mt-0" {...props} />,
  h6: ({ node: _node, ...props }) => <h6 className="mt-3 mb-1.5 text-sm font-medium first:mt-0" {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-2 leading-relaxed first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-2 ml-5 list-disc space-y-1" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-2 ml-5 list-decimal space-y-1" {...props} />,
  li: ({ node: _node, ...props }) => <li className="leading-relaxed" {...props} />,
  // A link whose URL was dropped as unsafe keeps its text, without a link to nowhere.
  a: ({ node: _node, children, href, ...props }) =>
    href ? (
      <a
        {...props}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-primary underline underline-offset-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-2 border-l-2 pl-3 text-muted-foreground italic" {...props} />
  ),
  hr: ({ node: _node, ...props }) => <hr className="my-4 border-border" {...props} />,
  // Focusable: a box that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable).
  pre: ({ node: _node, ...props }) => (
    <pre
      tabIndex={0}
      className="my-2 overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 [&_code]:bg-transparent [&_code]:p-0"
      {...props}
    />
  ),
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]" {...props} />
  ),
  table: ({ node: _node, ...props }) => (
    <div className="my-2 overflow-x-auto">
      <table className="w-full border-collapse text-left text-xs" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => <th className="border px-2 py-1 font-semibold" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border px-2 py-1 align-top" {...props} />,
  img: ({ node: _node, alt, ...props }) => <img alt={alt ?? ""} className="max-w-full" loading="lazy" {...props} />,
};

type HeadingTag = "h2" | "h3" | "h4" | "h5" | "h6";

/** The text of a rendered heading's children, for its anchor. */
function childrenText(children: ReactNode): string {
  if (typeof children === "string" || typeof children === "number") return String(children);
  if (Array.isArray(children)) return children.map(childrenText).join("");
  if (children && typeof children === "object" && "props" in children) {
    return childrenText((children.props as { children?: ReactNode }).children);
  }
  return "";
}

/**
 * A report read on its own page: headings one level below the page's h1, with the anchors of the
 * table of contents (lib/markdown-headings), and text at reading size.
 */
function documentComponents(): Components {
  const slug = createSlugger();
  const heading = (Tag: HeadingTag, className: string): Components["h1"] =>
    function Heading({ node: _node, children, ...props }) {
      return (
        <Tag id={slug(markdownToPlainText(childrenText(children)))} className={cn("scroll-mt-6", className)} {...props}>
          {children}
        </Tag>
      );
    };
  return {
    ...components,
    h1: heading("h2", "mt-8 mb-3 text-2xl font-semibold tracking-tight first:mt-0"),
    h2: heading("h3", "mt-8 mb-3 text-xl font-semibold first:mt-0"),
    h3: heading("h4", "mt-6 mb-2 text-lg font-semibold first:mt-0"),
    h4: heading("h5", "mt-5 mb-2 text-base font-semibold first:mt-0"),
    h5: heading("h6", "mt-4 mb-2 text-base font-medium first:mt-0"),
    h6: heading("h6", "mt-4 mb-2 text-sm font-medium first:mt-0"),
    table: ({ node: _node, ...props }) => (
      <div className="my-3 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm" {...props} />
      </div>
    ),
  };
}

/** Markdown (with GitHub tables and lists) as styled, safe React elements. */
export function Markdown({
  markdown,
  className,
  document = false,
  ...props
}: Omit<ComponentProps<"div">, "children"> & {
  markdown: string;
  /** On a page of its own (headings with anchors) rather than in a box. */
  document?: boolean;
}) {
  return (
    <div
      data-slot="markdown"
      className={cn(document ? "text-base [overflow-wrap:anywhere]" : "text-sm [overflow-wrap:anywhere]", className)}
      {...props}
    >
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={document ? documentComponents() : components}>
        {markdown}
      </ReactMarkdown>
    </div>
  );
}
