import { useEffect } from "react";
import { useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { PageLoading } from "@/components/layouts/page-loading";
import { isChunkLoadError, shouldReloadForChunkError } from "@/lib/chunk-reload";

/**
 * Shown when a page fails to render or its code cannot be loaded. A chunk that a new deployment
 * removed reloads the page once, at the address the user was going to, instead.
 */
export function RouteError() {
  const error = useRouteError();
  const reloading = shouldReloadForChunkError(error);
  useEffect(() => {
    if (reloading) window.location.reload();
    else console.error(error);
  }, [error, reloading]);

  if (reloading) return <PageLoading />;
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
