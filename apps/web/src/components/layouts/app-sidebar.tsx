import {
  BookOpenIcon,
  FolderIcon,
  GaugeIcon,
  HomeIcon,
  InfoIcon,
  LayoutDashboardIcon,
  MailIcon,
  PlusIcon,
  SettingsIcon,
  ShieldIcon,
} from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, NavLink } from "react-router";
import { paths, projectPath } from "@/config/paths";
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
import { AccountButton } from "./account-button";
import type { ShellUser } from "./shell-user";

const AccountMenu = lazy(async () => ({ default: (await import("./account-menu")).AccountMenu }));

const visitorNavigation = [
  { label: "Home", to: paths.landing, icon: HomeIcon },
  { label: "About", to: paths.about, icon: InfoIcon },
  { label: "User Guide", to: paths.userGuide, icon: BookOpenIcon },
  { label: "Contact", to: paths.contact, icon: MailIcon },
];

function memberNavigation(user: ShellUser) {
  return [
    { label: "Home", to: paths.landing, icon: HomeIcon },
    { label: "Dashboard", to: paths.dashboard, icon: GaugeIcon },
    { label: "Workspace", to: paths.workspace, icon: LayoutDashboardIcon },
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
        {user?.projects && <ProjectsGroup user={user} onNavigate={closeDrawer} />}
      </SidebarContent>
      {user && (
        <SidebarFooter>
          {/* The menu's code loads with the first signed-in page, not with the public pages. */}
          <Suspense fallback={<AccountButton email={user.email} />}>
            <AccountMenu email={user.email} isMobile={isMobile} onNavigate={closeDrawer} onSignOut={onSignOut} />
          </Suspense>
        </SidebarFooter>
      )}
    </Sidebar>
  );
}

/** The Projects group: New Project, the user's projects by name, or 'No projects yet'. */
function ProjectsGroup({ user, onNavigate }: { user: ShellUser; onNavigate: () => void }) {
  const projects = user.projects ?? [];
  return (
    <nav aria-label="Projects" className="mt-4">
      <SidebarGroupLabel>Projects</SidebarGroupLabel>
      <ul className="flex flex-col gap-1">
        <li>
          <NavLink to={paths.projectForm} onClick={onNavigate} title="New Project" className={sidebarItemClass}>
            <PlusIcon aria-hidden="true" />
            <span>New Project</span>
          </NavLink>
        </li>
        {projects.length === 0 ? (
          <li className="px-2.5 py-1.5 text-sm text-muted-foreground group-data-[state=collapsed]/sidebar:sr-only">
            No projects yet
          </li>
        ) : (
          projects.map((project) => {
            const selected = project.id === user.selectedProjectId;
            return (
              <li key={project.id}>
                {/* A link to the project's URL (shareable, opens in a new tab); opening it selects the project. */}
                <Link
                  to={projectPath(project.id)}
                  title={project.projectName}
                  aria-current={selected ? "true" : undefined}
                  data-active={selected}
                  className={sidebarItemClass + " w-full text-left"}
                  onClick={onNavigate}
                >
                  <FolderIcon aria-hidden="true" />
                  <span>{project.projectName}</span>
                </Link>
              </li>
            );
          })
        )}
      </ul>
    </nav>
  );
}
