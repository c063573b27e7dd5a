import { AuthLayout } from "@/features/auth/components/auth-layout";
import { BetaApplicationForm } from "@/features/auth/components/beta-application-form";

export default function BetaSignupPage() {
  return (
    <AuthLayout>
      <title>Apply for Beta Access · AESOP</title>
      <BetaApplicationForm />
    </AuthLayout>
  );
}
