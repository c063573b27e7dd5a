import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { notice } from "@/lib/notice";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { useSignInWithEmail } from "../api/sign-in-with-email";
import { useSessionCache } from "../hooks/use-session-cache";
import { AUTH_MODE_TITLES, authModePath, safeRedirectPath } from "../utils/auth-mode";
import { loginSchema, type LoginValues } from "../utils/auth-schemas";
import { signInFailureDescription } from "../utils/error-messages";
import { AuthCard, authLinkClassName } from "./auth-card";

export interface LoginFormProps {
  /** Pre-fills the e-mail field (the `email` query parameter). */
  defaultEmail?: string | undefined;
  /** The `redirect` query parameter; only a path of this site is followed. */
  redirect?: string | null | undefined;
}

export function LoginForm({ defaultEmail = "", redirect }: LoginFormProps) {
  const navigate = useNavigate();
  const session = useSessionCache();
  const signIn = useSignInWithEmail();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });

  const onSubmit = async (values: LoginValues) => {
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      notice.error("Login failed", { description: signInFailureDescription(error) });
      return;
    }
    notice.success("Welcome back!", { description: "You have been successfully logged in." });
    await session.refresh();
    await navigate(safeRedirectPath(redirect), { replace: true });
  };

  const busy = isSubmitting || signIn.isPending;

  return (
    <AuthCard
      title={AUTH_MODE_TITLES.login}
      description="Sign in to your AESOP account."
      footer={
        <p>
          New to AESOP?{" "}
          <Link to={paths.betaSignup} className={authLinkClassName}>
            Apply for Beta Access
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-5">
        <FormField id="login-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...register("email")}
          />
        </FormField>
        <FormField
          id="login-password"
          label="Password"
          error={errors.password?.message}
          labelAction={
            <Link to={authModePath("forgot-password")} className={`${authLinkClassName} text-sm`}>
              Forgot your password?
            </Link>
          }
        >
          <Input type="password" autoComplete="current-password" {...register("password")} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </AuthCard>
  );
}
