import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** The centred column of the auth, beta and invitation screens: narrow for forms, wider for the NDA. */
export function AuthLayout({
  children,
  width = "narrow",
  className,
}: {
  children: ReactNode;
  width?: "narrow" | "wide";
  className?: string;
}) {
  return (
    <div
      data-slot="auth-layout"
      className={cn(
        "mx-auto flex w-full flex-col gap-6 px-4 py-10 sm:px-6 sm:py-16",
        width === "narrow" ? "max-w-md" : "max-w-2xl",
        className,
      )}
    >
      {children}
    </div>
  );
}
