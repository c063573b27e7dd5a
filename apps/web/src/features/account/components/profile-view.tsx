import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, PencilIcon } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useForm } from "react-hook-form";
import { defaultDisplayName, updateProfileSchema, type Me } from "@aesop/shared/contracts/account";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useUpdateProfile } from "../api/update-profile";
import { formatDate } from "@/lib/format-date";
import { AccountPage } from "./account-page";
import { showServerFieldErrors } from "@/lib/field-errors";

/**
 * /profile: e-mail (read-only), display name (editable), user id and member-since date; `children`
 * (the password change and API tokens sections) below.
 */
export function ProfileView({ me, children }: { me: Me; children?: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    flushSync(() => setEditing(false));
    editButton.current?.focus();
  };
  const displayName = me.displayName || defaultDisplayName(me.email);
  const initial = (me.email.at(0) ?? "U").toUpperCase();

  return (
    <AccountPage title="Profile" lead="Your account details.">
      <Card>
        <CardHeader className="flex-row items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
          >
            {initial}
          </span>
          <div className="min-w-0">
            <h2 className="truncate text-lg leading-snug font-semibold">{displayName}</h2>
            <CardDescription className="truncate">{me.email}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormField label="Email" description="Your sign-in e-mail cannot be changed here.">
            <Input type="email" value={me.email} readOnly />
          </FormField>

          {editing ? (
            <DisplayNameForm displayName={displayName} onDone={stopEditing} />
          ) : (
            <div className="grid gap-3">
              <FormField label="Display Name" id="display-name">
                <Input value={displayName} readOnly />
              </FormField>
              <div>
                <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
                  <PencilIcon aria-hidden="true" />
                  Edit Profile
                </Button>
              </div>
            </div>
          )}

          <dl className="grid gap-4 border-t pt-5 text-sm sm:grid-cols-2">
            <div className="grid min-w-0 gap-1">
              <dt className="text-muted-foreground">User ID</dt>
              <dd className="font-mono text-xs break-all">{me.id}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground">Member Since</dt>
              <dd>{formatDate(me.createdAt) ?? "Unknown"}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      {children}
    </AccountPage>
  );
}

function DisplayNameForm({ displayName, onDone }: { displayName: string; onDone: () => void }) {
  const update = useUpdateProfile();
  const form = useForm({ resolver: zodResolver(updateProfileSchema), defaultValues: { displayName } });

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: onDone,
      onError: (error) => void showServerFieldErrors(error, form.setError, ["displayName"]),
    }),
  );

  return (
    <form noValidate className="grid gap-3" onSubmit={(event) => void submit(event)}>
      <FormField label="Display Name" id="display-name" error={form.formState.errors.displayName?.message}>
        <Input
          autoComplete="nickname"
          maxLength={100}
          // The user just asked to edit this field.
          autoFocus
          onKeyDown={(event) => event.key === "Escape" && !update.isPending && onDone()}
          {...form.register("displayName")}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save Changes
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
