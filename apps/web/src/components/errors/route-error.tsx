import { useEffect } from "react";
import { useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { isChunkLoadError } from "@/lib/chunk-reload";

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <section role="alert" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">
        {isChunkLoadError(error)
          ? "This page could not be loaded, perhaps because AESOP was just updated. Reload the page to continue."
          : "An unexpected error occurred. Please try again later."}
      </p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </section>
  );
}
