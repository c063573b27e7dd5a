import { Loader2Icon, Trash2Icon } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { notice } from "@/lib/notice";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { ApiRequestError } from "@/lib/api-client";
import { useDeleteAccount } from "../api/delete-account";
import { emailConfirmationMatches } from "../utils/confirm-email";
import { errorDescription } from "@/lib/error-description";

/**
 * 'Delete Account' and its confirmation: the final button works only once the account's e-mail
 * has been typed. On success the user lands on /auth, signed out.
 */
export function DeleteAccountDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [mismatch, setMismatch] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const descriptionId = useId();
  const matches = emailConfirmationMatches(typed, email);

  const changeOpen = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      setTyped("");
      setMismatch(undefined);
    }
  };

  const confirm = async () => {
    if (!matches) return;
    try {
      await remove.mutateAsync(typed.trim());
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "CONFIRMATION_MISMATCH") {
        setMismatch("That is not the e-mail of this account.");
        return;
      }
      notice.error("Failed to delete account", { description: errorDescription(error) });
      return;
    }
    notice.success("Account deleted", { description: "Your account and all of its data have been deleted." });
    void navigate(paths.auth, { replace: true });
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2Icon aria-hidden="true" />
          Delete Account
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby={descriptionId} showCloseButton={!remove.isPending}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription id={descriptionId} asChild>
              <div className="space-y-2">
                <p>This permanently deletes, and cannot be undone:</p>
                <ul className="ml-5 list-disc space-y-0.5">
                  <li>your account and sign-in</li>
                  <li>your projects</li>
                  <li>your reports</li>
                  <li>your interview transcripts</li>
                </ul>
              </div>
            </DialogDescription>
          </DialogHeader>
          <FormField
            label={
              <span>
                Type <span className="font-mono break-all">{email}</span> to confirm
              </span>
            }
            error={mismatch}
          >
            <Input
              type="email"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setMismatch(undefined);
              }}
              disabled={remove.isPending}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
              {remove.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              Delete my account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
