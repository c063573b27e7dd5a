import { ShieldAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** Shown to a signed-in user who reaches a page reserved to administrators (the server refuses too). */
export function Forbidden() {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 text-center">
      <title>Access denied · AESOP</title>
      <ShieldAlertIcon className="size-12 text-destructive" aria-hidden="true" />
      <p className="text-6xl font-bold tracking-tight text-primary">403</p>
      <h1 className="text-xl font-semibold">Access denied</h1>
      <p className="max-w-sm text-muted-foreground">This page is reserved for administrators.</p>
      <Button asChild variant="link">
        <Link to={paths.landing}>Return to Home</Link>
      </Button>
    </section>
  );
}
