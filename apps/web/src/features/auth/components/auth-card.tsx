import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/cn";

export interface AuthCardProps {
  /** The page's heading (an h1: each auth screen is a page of its own). */
  title: ReactNode;
  description?: ReactNode;
  /** An icon or mark shown above the title. */
  icon?: ReactNode;
  children?: ReactNode;
  /** Secondary links under the content, e.g. "Sign in". */
  footer?: ReactNode;
  className?: string;
}

export function AuthCard({ title, description, icon, children, footer, className }: AuthCardProps) {
  return (
    <Card data-slot="auth-card" className={cn("w-full gap-6 py-6 sm:py-8", className)}>
      <CardHeader className="items-center px-6 text-center sm:px-8">
        {icon && (
          <div
            aria-hidden="true"
            className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-6"
          >
            {icon}
          </div>
        )}
        <h1 data-slot="card-title" className="text-2xl leading-tight font-semibold tracking-tight">
          {title}
        </h1>
        {description && <CardDescription className="text-balance">{description}</CardDescription>}
      </CardHeader>
      {children && <CardContent className="px-6 sm:px-8">{children}</CardContent>}
      {footer && (
        <CardFooter className="flex-col gap-2 px-6 text-center text-sm text-muted-foreground sm:px-8">
          {footer}
        </CardFooter>
      )}
    </Card>
  );
}

/** A text link styled for auth screens: visible focus ring, underlined on hover. */
export const authLinkClassName =
  "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60";
