import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { SidebarTrigger, useSidebar } from "@/components/ui/sidebar";
import { paths } from "@/config/paths";
import { LogoMark } from "./logo";
import { ThemeToggle } from "./theme-toggle";

/**
 * Sign In shows only to signed-out visitors, never on the landing page (spec section 2), nor on
 * the sign-in page itself.
 */
export function PageHeader({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  const { isMobile } = useSidebar();
  const showSignIn = !signedIn && pathname !== paths.landing && pathname !== paths.auth;
  return (
    <header
      data-slot="page-header"
      className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-4"
    >
      <SidebarTrigger />
      {isMobile && (
        <Link to={paths.landing} className="flex items-center gap-2 rounded-md font-semibold tracking-wide">
          <LogoMark className="size-6" />
          AESOP
        </Link>
      )}
      <div className="ml-auto flex items-center gap-2">
        <ThemeToggle />
        {showSignIn && (
          <Button asChild size="sm">
            <Link to={paths.auth}>Sign In</Link>
          </Button>
        )}
      </div>
    </header>
  );
}
