import { PanelLeftIcon } from "lucide-react";
import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type CSSProperties,
} from "react";
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED } from "@aesop/shared/constants";
import { useIsMobile } from "@/hooks/use-is-mobile";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { isSidebarShortcut, readSidebarCookie, sidebarCookie } from "./sidebar-state";

const SidebarDrawer = lazy(async () => ({ default: (await import("./sidebar-drawer")).SidebarDrawer }));

interface SidebarContextValue {
  /** Desktop: expanded (true) or collapsed to icons. */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Below 768 px: the drawer is open. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = use(SidebarContext);
  if (!context) throw new Error("useSidebar must be used inside <SidebarProvider>");
  return context;
}

export function SidebarProvider({ className, style, children, ...props }: ComponentProps<"div">) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readSidebarCookie(document.cookie));
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    document.cookie = sidebarCookie(value);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggleSidebar();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={
          {
            "--sidebar-width": SIDEBAR_WIDTH,
            "--sidebar-width-collapsed": SIDEBAR_WIDTH_COLLAPSED,
            ...style,
          } as CSSProperties
        }
        className={cn("flex min-h-svh w-full", className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext>
  );
}

export function Sidebar({ className, children, ...props }: ComponentProps<"aside">) {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Suspense fallback={null}>
        <SidebarDrawer open={openMobile} onOpenChange={setOpenMobile}>
          {children}
        </SidebarDrawer>
      </Suspense>
    );
  }

  // The outer column paints the sidebar down the whole page; the inner one stays in view.
  return (
    <div
      data-slot="sidebar-gap"
      className={cn(
        "shrink-0 border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-out",
        open ? "w-(--sidebar-width)" : "w-(--sidebar-width-collapsed)",
      )}
    >
      <aside
        data-slot="sidebar"
        data-state={open ? "expanded" : "collapsed"}
        aria-label="Sidebar"
        className={cn("group/sidebar sticky top-0 flex h-svh w-full flex-col text-sidebar-foreground", className)}
        {...props}
      >
        {children}
      </aside>
    </div>
  );
}

export function SidebarTrigger({ className, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      className={cn("size-8", className)}
      onClick={toggleSidebar}
      aria-label="Toggle sidebar"
      aria-expanded={isMobile ? openMobile : open}
      title="Toggle sidebar (Ctrl+B / ⌘B)"
      {...props}
    >
      <PanelLeftIcon />
    </Button>
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="sidebar-header" className={cn("flex flex-col gap-2 p-2", className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn("flex min-h-0 flex-1 flex-col gap-2 overflow-auto p-2", className)}
      {...props}
    />
  );
}

export function SidebarFooter({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="sidebar-footer" className={cn("flex flex-col gap-2 p-2", className)} {...props} />;
}

export function SidebarGroupLabel({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-group-label"
      className={cn(
        "px-2 pb-1 text-xs font-medium text-muted-foreground group-data-[state=collapsed]/sidebar:sr-only",
        className,
      )}
      {...props}
    />
  );
}

/** Class of a navigation item; `data-active` marks the current page. */
export const sidebarItemClass =
  "flex h-9 items-center gap-3 overflow-hidden rounded-md px-2.5 text-sm outline-none transition-colors hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-ring data-[active=true]:bg-sidebar-accent data-[active=true]:font-medium [&>svg]:size-4 [&>svg]:shrink-0 [&>span]:truncate group-data-[state=collapsed]/sidebar:[&>span]:sr-only";
