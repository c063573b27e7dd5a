import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { signOutEverywhere } from "../api/sign-out-everywhere";

/** Spec section 4: whether the server's sign-out succeeds or fails, the user lands on /auth. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await signOutEverywhere();
    } catch (error) {
      console.warn("Sign-out failed at the server", error);
    }
    queryClient.clear();
    await navigate(paths.auth);
  };

  return { signOut, signingOut };
}
