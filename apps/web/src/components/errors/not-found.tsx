import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

export function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    // The server logs the same path when it answers it with a 404.
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 text-center">
      <title>Page not found · AESOP</title>
      <p className="text-6xl font-bold tracking-tight text-primary">404</p>
      <h1 className="text-xl text-muted-foreground">Oops! Page not found</h1>
      <Button asChild variant="link">
        <Link to={paths.landing}>Return to Home</Link>
      </Button>
    </section>
  );
}
