import { cn } from "@/lib/cn";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M16 6 8 26h3.6l1.7-4.6h5.4l1.7 4.6H24L16 6Zm-1.6 12.3L16 13.6l1.6 4.7h-3.2Z"
        className="fill-primary-foreground"
      />
    </svg>
  );
}
