import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useActiveUserGuide } from "../api/get-active-user-guide";
import { toDirectDownloadUrl } from "../utils/download-url";

export function UserGuideCard() {
  const { data, isPending, isError } = useActiveUserGuide();
  const guide = data?.guide ?? null;

  const download = () => {
    if (guide) window.open(toDirectDownloadUrl(guide.fileUrl), "_blank", "noopener,noreferrer");
  };

  return (
    <Card aria-busy={isPending}>
      <CardHeader>
        {isPending ? (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              Loading...
            </p>
            <Skeleton className="h-6 w-2/3" />
          </>
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            Unable to load user guide. Please try again later.
          </p>
        ) : guide ? (
          <>
            <CardTitle className="text-xl">{guide.title}</CardTitle>
            <p className="text-sm text-muted-foreground">Version {guide.version}</p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">No user guide has been published yet. Please check back soon.</p>
        )}
      </CardHeader>
      {guide?.description && (
        <CardContent>
          <CardDescription className="text-base">{guide.description}</CardDescription>
        </CardContent>
      )}
      <CardFooter>
        <Button onClick={download} disabled={isPending || !guide}>
          <DownloadIcon aria-hidden="true" />
          Download User Guide PDF
        </Button>
      </CardFooter>
    </Card>
  );
}
