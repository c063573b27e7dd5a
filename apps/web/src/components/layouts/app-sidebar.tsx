import { BookOpenIcon, HomeIcon, InfoIcon, MailIcon } from "lucide-react";
import { NavLink } from "react-router";
import { paths } from "@/config/paths";
import {
  Sidebar,
  SidebarContent,
  SidebarGroupLabel,
  SidebarHeader,
  sidebarItemClass,
  useSidebar,
} from "@/components/ui/sidebar";
import { LogoMark } from "./logo";

const navigation = [
  { label: "Home", to: paths.landing, icon: HomeIcon },
  { label: "About", to: paths.about, icon: InfoIcon },
  { label: "User Guide", to: paths.userGuide, icon: BookOpenIcon },
  { label: "Contact", to: paths.contact, icon: MailIcon },
];

export function AppSidebar() {
  const { isMobile, setOpenMobile } = useSidebar();
  const closeDrawer = () => {
    if (isMobile) setOpenMobile(false);
  };

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
    </Sidebar>
  );
}
