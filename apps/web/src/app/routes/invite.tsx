import { useParams } from "react-router";
import { InvitationSignup } from "@/features/auth/components/invitation-signup";

export default function InvitePage() {
  const { token = "" } = useParams();
  // A new token is a new invitation: start from a fresh form.
  return <InvitationSignup key={token} token={token} />;
}
