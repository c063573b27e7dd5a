import { Link } from "react-router";
import { COPYRIGHT_YEAR } from "@aesop/shared/constants";
import { paths } from "@/config/paths";

const linkClass = "text-sm text-muted-foreground transition-colors hover:text-foreground";

export function PublicFooter({ professionalNetworkUrl }: { professionalNetworkUrl?: string }) {
  return (
    <footer data-slot="public-footer" className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-5xl gap-8 px-6 py-10 sm:grid-cols-3">
        <nav aria-label="Platform">
          <h2 className="mb-3 text-sm font-semibold">Platform</h2>
          <ul className="space-y-2">
            <li>
              <Link className={linkClass} to={paths.about}>
                About
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.userGuide}>
                User Guide
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="mb-3 text-sm font-semibold">Legal</h2>
          <ul className="space-y-2">
            <li>
              <Link className={linkClass} to={paths.privacy}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.terms}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Connect">
          <h2 className="mb-3 text-sm font-semibold">Connect</h2>
          <ul className="space-y-2">
            <li>
              <Link className={linkClass} to={paths.contact}>
                Contact
              </Link>
            </li>
            {professionalNetworkUrl && (
              <li>
                <a className={linkClass} href={professionalNetworkUrl} target="_blank" rel="noopener noreferrer">
                  LinkedIn
                </a>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <p className="border-t px-6 py-4 text-center text-xs text-muted-foreground">
        © {COPYRIGHT_YEAR} AESOP. All rights reserved.
      </p>
    </footer>
  );
}
