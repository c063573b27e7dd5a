import type { NdaVersion } from "@aesop/shared/contracts/nda";
import { FileTextIcon } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { notice } from "@/lib/notice";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useAcceptNda } from "../api/accept-nda";
import { useNdaStatus } from "../api/get-nda-status";
import { signOutEverywhere } from "../api/sign-out-everywhere";
import { useSessionCache } from "../hooks/use-session-cache";
import { errorMessage } from "../utils/error-messages";
import { formatLongDate } from "@/lib/format-date";

export interface NdaAcceptanceCardProps {
  /** Called once the NDA is accepted; without it the user goes to the landing page. */
  onAccepted?: () => void;
  /** Called once the user declined and was signed out; without it the user goes to /auth. */
  onDeclined?: () => void;
  className?: string;
}

const cardClassName = "mx-auto w-full max-w-2xl gap-5 py-6";

/**
 * The NDA acceptance screen: the latest NDA, an agreement checkbox, Decline and Accept. Used on
 * /auth?mode=nda-acceptance and by the route guard of protected pages.
 */
export function NdaAcceptanceCard({ onAccepted, onDeclined, className }: NdaAcceptanceCardProps) {
  const status = useNdaStatus();

  if (status.isPending) {
    return (
      <Card data-slot="nda-acceptance-card" aria-busy="true" className={cn(cardClassName, className)}>
        <CardHeader className="px-6">
          <NdaTitle />
          <p role="status" className="text-sm text-muted-foreground">
            Loading NDA...
          </p>
        </CardHeader>
        <CardContent className="grid gap-3 px-6">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-48 w-full" />
        </CardContent>
      </Card>
    );
  }

  if (status.isError) {
    return (
      <Card data-slot="nda-acceptance-card" className={cn(cardClassName, className)}>
        <CardHeader className="px-6">
          <NdaTitle />
        </CardHeader>
        <CardContent className="grid justify-items-start gap-4 px-6">
          <p role="alert" className="text-sm text-destructive">
            Unable to load NDA. Please try again.
          </p>
          <Button variant="outline" onClick={() => void status.refetch()} disabled={status.isFetching}>
            {status.isFetching ? "Retrying..." : "Retry"}
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <NdaAgreement
      // A new version or text starts unticked: consent is given to exactly the text shown.
      key={`${status.data.latest.version}:${status.data.latest.textSha256}`}
      nda={status.data.latest}
      alreadyAccepted={!status.data.needsAcceptance}
      acceptedAt={status.data.acceptedAt}
      onAccepted={onAccepted}
      onDeclined={onDeclined}
      className={className}
    />
  );
}

function NdaTitle() {
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
      >
        <FileTextIcon className="size-5" />
      </span>
      <h2 data-slot="card-title" className="text-xl leading-snug font-semibold tracking-tight">
        Non-Disclosure Agreement
      </h2>
    </div>
  );
}

interface NdaAgreementProps extends NdaAcceptanceCardProps {
  nda: NdaVersion;
  alreadyAccepted: boolean;
  acceptedAt: string | null;
}

function NdaAgreement({ nda, alreadyAccepted, acceptedAt, onAccepted, onDeclined, className }: NdaAgreementProps) {
  const navigate = useNavigate();
  const session = useSessionCache();
  const acceptNda = useAcceptNda();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState<"accept" | "decline" | null>(null);
  const checkboxId = useId();

  const finish = (callback: (() => void) | undefined, fallbackPath: string) => {
    if (callback) callback();
    else void navigate(fallbackPath, { replace: true });
  };

  const accept = async () => {
    setBusy("accept");
    try {
      await acceptNda.mutateAsync({ version: nda.version, textSha256: nda.textSha256 });
    } catch (error) {
      notice.error("An error occurred", { description: errorMessage(error) });
      // The NDA may have changed meanwhile: show the current one.
      await session.refresh().catch(() => undefined);
      setBusy(null);
      return;
    }
    notice.success("Welcome to AESOP!", {
      description: "Your NDA has been accepted and emailed to you. You now have beta access.",
    });
    await session.refresh().catch(() => undefined);
    setBusy(null);
    finish(onAccepted, paths.dashboard);
  };

  const decline = async () => {
    setBusy("decline");
    try {
      await signOutEverywhere();
    } catch (error) {
      // The spec: a failed sign-out only logs a warning; the user still leaves.
      console.warn("Sign-out after declining the NDA failed", error);
    }
    notice.error("NDA Declined", { description: "You must accept the NDA to access the beta program." });
    session.clear();
    setBusy(null);
    finish(onDeclined, paths.auth);
  };

  return (
    <Card data-slot="nda-acceptance-card" aria-busy={busy !== null} className={cn(cardClassName, className)}>
      <CardHeader className="gap-3 px-6">
        <NdaTitle />
        <CardDescription className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>Version {nda.version}</span>
          <span aria-hidden="true">·</span>
          <span>Effective {formatLongDate(nda.effectiveDate)}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 px-6">
        <div
          role="region"
          aria-label="Non-Disclosure Agreement text"
          tabIndex={0}
          className="max-h-80 overflow-y-auto rounded-md border bg-muted/40 p-4 text-sm leading-relaxed whitespace-pre-wrap text-foreground/90 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {nda.text}
        </div>
        {alreadyAccepted ? (
          <p role="status" className="text-sm text-muted-foreground">
            You accepted this version{acceptedAt ? ` on ${formatLongDate(acceptedAt)}` : ""}. You already have beta
            access.
          </p>
        ) : (
          <div className="flex items-start gap-3">
            <Checkbox
              id={checkboxId}
              checked={agreed}
              onCheckedChange={(checked) => setAgreed(checked === true)}
              disabled={busy !== null}
              className="mt-0.5"
            />
            <Label htmlFor={checkboxId} className="leading-snug font-normal">
              I have read and agree to the Non-Disclosure Agreement
            </Label>
          </div>
        )}
      </CardContent>
      <CardFooter className="flex-col-reverse gap-3 px-6 sm:flex-row sm:justify-end">
        {alreadyAccepted ? (
          <Button className="w-full sm:w-auto" onClick={() => finish(onAccepted, paths.landing)}>
            Continue
          </Button>
        ) : (
          <>
            <Button
              variant="outline"
              className="w-full sm:w-auto"
              disabled={busy !== null}
              onClick={() => void decline()}
            >
              Decline
            </Button>
            <Button className="w-full sm:w-auto" disabled={!agreed || busy !== null} onClick={() => void accept()}>
              {busy === "accept" ? "Processing..." : "Accept & Continue"}
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  );
}
