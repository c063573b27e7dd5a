import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { Forbidden } from "@/components/errors/forbidden";
import { PageLoading } from "@/components/layouts/page-loading";
import { paths } from "@/config/paths";
import { useMe } from "@/features/session/api/get-me";

// Only users who still owe the NDA need its card: it stays out of the first page's JavaScript.
const NdaAcceptanceCard = lazy(async () => ({
  default: (await import("@/features/auth/components/nda-acceptance-card")).NdaAcceptanceCard,
}));

/**
 * Protected pages (spec section 2): a loading state first, visitors to /auth, users who still
 * need the NDA get the NDA acceptance screen, and admin pages a 403 for non-admins. The server
 * enforces the same rules on every endpoint.
 */
export function ProtectedRoute({ adminOnly = false }: { adminOnly?: boolean }) {
  const { data: me, isPending, isError } = useMe();
  const location = useLocation();

  if (isPending) return <PageLoading />;
  if (isError || !me) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${paths.auth}?redirect=${redirect}`} replace />;
  }
  if (me.nda.needsAcceptance) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-10">
        {/* Accepting refreshes the session, and this guard then shows the page that was asked for. */}
        <Suspense fallback={<PageLoading label="Loading NDA..." />}>
          <NdaAcceptanceCard onAccepted={() => undefined} />
        </Suspense>
      </div>
    );
  }
  if (adminOnly && me.role !== "admin") return <Forbidden />;
  return <Outlet />;
}
