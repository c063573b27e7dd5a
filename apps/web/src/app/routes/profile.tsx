import { Skeleton } from "@/components/ui/skeleton";
import { ChangePasswordForm } from "@/features/account/components/change-password-form";
import { ProfileView } from "@/features/account/components/profile-view";
import { ApiTokensSection } from "@/features/api-tokens/components/api-tokens-section";
import { useMe } from "@/features/session/api/get-me";

export default function ProfilePage() {
  const { data: me } = useMe();
  // The route guard only renders this page for a signed-in user; this covers the first render.
  if (!me) return <Skeleton role="status" aria-label="Loading" className="mx-auto mt-8 h-64 w-full max-w-2xl" />;
  return (
    <ProfileView me={me}>
      <ChangePasswordForm />
      <ApiTokensSection />
    </ProfileView>
  );
}
