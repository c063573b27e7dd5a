import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
  {
    variants: {
      tone: {
        neutral: "border-transparent bg-muted text-muted-foreground",
        success: "border-success/30 bg-success/10 text-success",
        info: "border-sky-500/30 bg-sky-500/15 text-sky-800 dark:text-sky-300",
        purple: "border-purple-500/30 bg-purple-500/15 text-purple-800 dark:text-purple-300",
        danger: "border-red-500/30 bg-red-500/10 text-red-800 dark:text-red-300",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export function Badge({ className, tone, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}
