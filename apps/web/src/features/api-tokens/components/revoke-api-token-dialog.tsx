import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import type { ApiToken } from "@aesop/shared/contracts/api-tokens";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { useRevokeApiToken } from "../api/revoke-api-token";

/** 'Revoke' and its confirmation: requests made with the token are refused from then on. */
export function RevokeApiTokenDialog({ token }: { token: ApiToken }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeApiToken();

  const confirm = async () => {
    try {
      await revoke.mutateAsync(token.id);
    } catch {
      return; // The mutation's toast said why.
    }
    setOpen(false);
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !revoke.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
          Revoke<span className="sr-only"> {token.name}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">Revoke &ldquo;{token.name}&rdquo;?</AlertDialogTitle>
          <AlertDialogDescription>
            Anything that uses this token (a CI pipeline, a script) will be refused from now on. This cannot be undone:
            create a new token to replace it.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={revoke.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={revoke.isPending} onClick={() => void confirm()}>
            {revoke.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Revoke token
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
