import { LogOutIcon, SettingsIcon, UserIcon } from "lucide-react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { paths } from "@/config/paths";
import { AccountButton } from "./account-button";

interface AccountMenuProps {
  email: string;
  isMobile: boolean;
  onNavigate: () => void;
  onSignOut: () => void;
}

/** Profile, Settings, Sign Out (spec section 2). */
export function AccountMenu({ email, isMobile, onNavigate, onSignOut }: AccountMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <AccountButton email={email} />
      </DropdownMenuTrigger>
      <DropdownMenuContent side={isMobile ? "top" : "right"} align="end" className="w-56">
        <DropdownMenuLabel className="truncate">{email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild onSelect={onNavigate}>
          <Link to={paths.profile}>
            <UserIcon aria-hidden="true" /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild onSelect={onNavigate}>
          <Link to={paths.settings}>
            <SettingsIcon aria-hidden="true" /> Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            onNavigate();
            onSignOut();
          }}
        >
          <LogOutIcon aria-hidden="true" /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
