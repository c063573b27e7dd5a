import {
  BookOpenIcon,
  ChevronsUpDownIcon,
  HomeIcon,
  InfoIcon,
  LogOutIcon,
  MailIcon,
  SettingsIcon,
  ShieldIcon,
  UserIcon,
} from "lucide-react";
import { Link, NavLink } from "react-router";
import { paths } from "@/config/paths";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroupLabel,
  SidebarHeader,
  sidebarItemClass,
  useSidebar,
} from "@/components/ui/sidebar";
import { LogoMark } from "./logo";
import { avatarLetter, type ShellUser } from "./shell-user";

const visitorNavigation = [
  { label: "Home", to: paths.landing, icon: HomeIcon },
  { label: "About", to: paths.about, icon: InfoIcon },
  { label: "User Guide", to: paths.userGuide, icon: BookOpenIcon },
  { label: "Contact", to: paths.contact, icon: MailIcon },
];

function memberNavigation(user: ShellUser) {
  return [
    { label: "Home", to: paths.landing, icon: HomeIcon },
    ...(user.isAdmin ? [{ label: "Admin Panel", to: paths.admin, icon: ShieldIcon }] : []),
    { label: "Settings", to: paths.settings, icon: SettingsIcon },
    { label: "User Guide", to: paths.userGuide, icon: BookOpenIcon },
  ];
}

export function AppSidebar({ user, onSignOut }: { user: ShellUser | null; onSignOut: () => void }) {
  const { isMobile, setOpenMobile } = useSidebar();
  const closeDrawer = () => {
    if (isMobile) setOpenMobile(false);
  };
  const navigation = user ? memberNavigation(user) : visitorNavigation;

  return (
    <Sidebar>
      <SidebarHeader>
        <NavLink to={paths.landing} onClick={closeDrawer} className={sidebarItemClass + " h-12 px-0.5"}>
          <LogoMark className="size-7" />
          <span className="text-base font-semibold tracking-wide">AESOP</span>
        </NavLink>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Navigation">
          <SidebarGroupLabel>Navigation</SidebarGroupLabel>
          <ul className="flex flex-col gap-1">
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  onClick={closeDrawer}
                  title={item.label}
                  className={({ isActive }) => sidebarItemClass + (isActive ? " bg-sidebar-accent font-medium" : "")}
                >
                  <item.icon aria-hidden="true" />
                  <span>{item.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </SidebarContent>
      {user && (
        <SidebarFooter>
          <DropdownMenu>
            <DropdownMenuTrigger
              className={sidebarItemClass + " h-12 w-full px-1.5 text-left"}
              aria-label="Account menu"
            >
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {avatarLetter(user.email)}
              </span>
              <span className="min-w-0 flex-1 truncate" data-testid="sidebar-email">
                {user.email}
              </span>
              <ChevronsUpDownIcon
                className="ml-auto opacity-60 group-data-[state=collapsed]/sidebar:hidden"
                aria-hidden="true"
              />
            </DropdownMenuTrigger>
            <DropdownMenuContent side={isMobile ? "top" : "right"} align="end" className="w-56">
              <DropdownMenuLabel className="truncate">{user.email}</DropdownMenuLabel>
              <DropdownMenuSeparator />
              <DropdownMenuItem asChild onSelect={closeDrawer}>
                <Link to={paths.profile}>
                  <UserIcon aria-hidden="true" /> Profile
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem asChild onSelect={closeDrawer}>
                <Link to={paths.settings}>
                  <SettingsIcon aria-hidden="true" /> Settings
                </Link>
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                onSelect={() => {
                  closeDrawer();
                  onSignOut();
                }}
              >
                <LogOutIcon aria-hidden="true" /> Sign Out
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </SidebarFooter>
      )}
    </Sidebar>
  );
}
