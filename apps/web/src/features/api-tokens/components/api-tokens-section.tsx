import { CheckIcon, CopyIcon, KeyRoundIcon, Loader2Icon } from "lucide-react";
import { useState } from "react";
import { notice } from "@/lib/notice";
import { createApiTokenSchema, type ApiToken, type CreatedApiToken } from "@aesop/shared/contracts/api-tokens";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorDescription } from "@/lib/error-description";
import { formatDate } from "@/lib/format-date";
import { useCreateApiToken } from "../api/create-api-token";
import { useApiTokens } from "../api/list-api-tokens";
import { RevokeApiTokenDialog } from "./revoke-api-token-dialog";

/** The lifetimes offered; the API takes 1 to 365 days or none. */
const EXPIRY_CHOICES = [
  { value: "7", label: "7 days" },
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: "365", label: "1 year" },
  { value: "never", label: "Never" },
] as const;

const selectClass =
  "h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30";

/** Profile page: personal API tokens for CI (`npx aesop eval`), created, shown once, revoked. */
export function ApiTokensSection() {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-snug font-semibold">
          <KeyRoundIcon aria-hidden="true" className="size-5" />
          API tokens
        </h2>
        <CardDescription>
          A token lets a CI pipeline run evaluations of your projects (<code>npx aesop eval</code>, with the token in{" "}
          <code>AESOP_TOKEN</code>). It acts as you, on your projects only.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {created ? (
          <NewTokenNotice created={created} onDone={() => setCreated(null)} />
        ) : (
          <CreateTokenForm onCreated={setCreated} />
        )}
        <TokenList />
      </CardContent>
    </Card>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const create = useCreateApiToken();
  const [name, setName] = useState("");
  const [expiry, setExpiry] = useState<string>("90");
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    const parsed = createApiTokenSchema.safeParse({
      name,
      expiresInDays: expiry === "never" ? null : Number(expiry),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      onCreated(await create.mutateAsync(parsed.data));
    } catch (failure) {
      notice.error("Failed to create the API token", { description: errorDescription(failure) });
    }
  };

  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormField label="Token name" error={error} description="Where the token will be used, such as “GitHub Actions”.">
        <Input
          value={name}
          maxLength={80}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <FormField label="Expires">
        <select className={selectClass} value={expiry} onChange={(event) => setExpiry(event.target.value)}>
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </FormField>
      <Button type="submit" className="sm:mt-[1.375rem]" disabled={create.isPending}>
        {create.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        Create Token
      </Button>
    </form>
  );
}

/** The token itself, this once: it is stored hashed and can never be shown again. */
function NewTokenNotice({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
    } catch {
      notice.error("Copy failed", {
        description: "Your browser did not allow access to the clipboard. Select the token and copy it.",
      });
      return;
    }
    setCopied(true);
    notice.success("Copied to clipboard");
  };
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <p className="text-sm font-medium">
        Your new token &ldquo;{created.apiToken.name}&rdquo;. Copy it now: you will not see it again.
      </p>
      <div className="flex gap-2">
        <Input
          readOnly
          aria-label="New API token"
          value={created.token}
          className="font-mono text-xs"
          onFocus={(event) => event.target.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <div>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function expiryText(token: ApiToken, now: number): string {
  if (!token.expiresAt) return "Never";
  const date = formatDate(token.expiresAt) ?? "Unknown";
  return Date.parse(token.expiresAt) <= now ? `Expired ${date}` : date;
}

function TokenList() {
  const { data: tokens, isPending, isError, error } = useApiTokens();
  // Whether a token has expired is read against when the list was first shown.
  const [now] = useState(() => Date.now());
  if (isPending) return <Skeleton role="status" aria-label="Loading API tokens" className="h-24 w-full" />;
  if (isError)
    return <p className="text-sm text-destructive">Could not load your API tokens: {errorDescription(error)}</p>;
  if (tokens.length === 0) return <p className="text-sm text-muted-foreground">You have no API tokens yet.</p>;
  return (
    <Table aria-label="Your API tokens">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Token</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Last used</TableHead>
          <TableHead>Expires</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {tokens.map((token) => (
          <TableRow key={token.id}>
            <TableCell className="max-w-40 truncate font-medium" title={token.name}>
              {token.name}
            </TableCell>
            <TableCell className="font-mono text-xs">{token.prefix}…</TableCell>
            <TableCell>{formatDate(token.createdAt)}</TableCell>
            <TableCell>{formatDate(token.lastUsedAt) ?? "Never"}</TableCell>
            <TableCell>{expiryText(token, now)}</TableCell>
            <TableCell className="text-right">
              <RevokeApiTokenDialog token={token} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
